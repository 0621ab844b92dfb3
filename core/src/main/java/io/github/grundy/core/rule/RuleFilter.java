package io.github.grundy.core.rule;

import io.github.grundy.core.grid.PointFilter;
import java.util.Map;

/**
 * A condition on a rule's positions, an expression of the rule language over the coordinates as
 * the rule names them ({@code a < b and b < c}, or a vector rule's {@code h[0] < h[1]}): which
 * points of a box a table keeps. It is compiled as a rule of its own, with the same position,
 * whose one option is the position itself when the condition holds; the condition is on a line of
 * its own there, so that its errors' columns are its own.
 */
final class RuleFilter {

    /** A condition's bound of steps at one point: loops in a condition are rare, and this stops a runaway one. */
    private static final long MAX_STEPS = 1_000_000;

    private RuleFilter() {
    }

    /**
     * The filter of {@code condition} over the positions of {@code rule} ({@link BoundRule#width()} numbers each).
     *
     * @throws IllegalArgumentException if it is no condition: {@code column 3: ...}, or {@code at its end: ...}
     */
    static PointFilter of(BoundRule rule, String condition) {
        if (condition.indexOf('\n') >= 0 || condition.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a condition is one line");
        }
        if (condition.isBlank()) {
            throw new IllegalArgumentException("a condition is an expression that is true or false, such as 'a < b';"
                    + " found none");
        }
        Rule r = rule.rule();
        String position = r.vector() ? "[" + r.coordinateNames().get(0) + "]"
                : "(" + String.join(", ", r.coordinateNames()) + ")";
        String itself = r.vector() ? r.coordinateNames().get(0) : position;
        BoundRule test;
        try {
            test = Rule.parse(position + " -> if (\n" + condition + "\n) then [" + itself + "] else []")
                    .bind(Map.of(), MAX_STEPS, "a condition's " + MAX_STEPS + " steps");
        } catch (RuleException e) {
            throw new IllegalArgumentException(place(e, condition) + ": " + oneLine(e.reason()), e);
        }
        BoundRule at = r.vector() ? test.atWidth(rule.width()) : test;
        return point -> {
            boolean[] holds = {false};
            try {
                at.forEachOption(point, option -> {
                    holds[0] = true;
                    return false;
                });
            } catch (RuleException e) {
                throw new IllegalArgumentException(place(e, condition) + ": " + oneLine(e.reason()), e);
            }
            return holds[0];
        };
    }

    /** A reason that quotes the condition with the lines it was put between, on one line as errors are. */
    private static String oneLine(String reason) {
        return reason.replace("(\n", "(").replace("\n)", ")").replace('\n', ' ');
    }

    /** Where in the condition an error is: on its own line (the second of the rule), else at its end. */
    private static String place(RuleException e, String condition) {
        return e.line() == 2 ? "column " + e.column() : "at its end (column " + (condition.length() + 1) + ")";
    }
}
