package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A heap rule whose form makes it an octal code at every heap, not only where it was evaluated:
 * its options a sum ({@code +}) of lists, each one of these, with {@code c}, {@code s} and
 * {@code C} numbers (or parameters) of at least 1:
 * <ul>
 * <li>{@code [(a, n - c - a) for a in 0..n - c]}: take c, leave none, one heap ({@code a = 0})
 * or two (digit 7 at c); for n &lt; c the range is empty;
 * <li>{@code [(a, n - c - a) for a in 1..n - c - 1]}: take c, leave two non-empty heaps (digit 4);
 * <li>{@code [n - s for s in [s1, s2, ...] if s <= n]}: take s, leave one heap or none (digit 3);
 * <li>{@code [n - k for k in 1..min(C, n)]}: take 1 to C (digit 3 at each).
 * </ul>
 * A heap of 0 in an option is no heap (value 0), so each list's options at heap n are the code's
 * digit's, for every n: the rule is the code, and the code's periodicity theorem holds for it.
 * Any other form is not read (its options are known where evaluated only, docs/rules.md).
 */
final class CodeForm {

    /** The longest code read: a take of more is left to the rule's own table. */
    static final int MAX_TAKE = 64;

    private final String heap;
    private final Function<String, Long> constant;
    private final int[] digits = new int[MAX_TAKE + 1];

    private CodeForm(String heap, Function<String, Long> constant) {
        this.heap = heap;
        this.constant = constant;
    }

    /**
     * The octal code a heap rule is by its form, {@code 0.77}, or empty.
     *
     * @param program  the rule
     * @param constant the value of a parameter or a {@code let} of the whole rule, by name (null for other names)
     */
    static Optional<String> of(Program program, Function<String, Long> constant) {
        if (program.vector() || program.coordinates().size() != 1 || program.domain() != null) {
            return Optional.empty();
        }
        CodeForm form = new CodeForm(program.coordinates().get(0), constant);
        List<Expr> parts = new ArrayList<>();
        sum(program.options(), parts);
        for (Expr part : parts) {
            if (!form.read(part)) {
                return Optional.empty();
            }
        }
        StringBuilder code = new StringBuilder("0.");
        int last = 0;
        for (int c = 1; c <= MAX_TAKE; c++) {
            if (form.digits[c] != 0) {
                last = c;
            }
        }
        if (last == 0) {
            return Optional.empty();
        }
        for (int c = 1; c <= last; c++) {
            code.append(form.digits[c]);
        }
        return Optional.of(code.toString());
    }

    private static void sum(Expr e, List<Expr> parts) {
        if (e instanceof Expr.Binary b && b.op() == Kind.PLUS) {
            sum(b.left(), parts);
            sum(b.right(), parts);
        } else {
            parts.add(e);
        }
    }

    private boolean read(Expr part) {
        if (!(part instanceof Expr.Comprehension c) || c.clauses().isEmpty()
                || !(c.clauses().get(0) instanceof Expr.Clause.For loop) || loop.name().equals(heap)) {
            return false;
        }
        String v = loop.name();
        if (c.clauses().size() == 1 && loop.source() instanceof Expr.Range r && c.element() instanceof Expr.Tuple t
                && t.items().size() == 2 && isName(t.items().get(0), v)
                && t.items().get(1) instanceof Expr.Binary rest && rest.op() == Kind.MINUS && isName(rest.right(), v)) {
            // (a, n - c - a) for a in 0..n - c, or in 1..n - c - 1.
            Long take = below(rest.left());
            Long low = number(r.low());
            Long high = below(r.high());
            if (take == null || low == null || high == null || take < 1 || take > MAX_TAKE) {
                return false;
            }
            if (low == 0 && high.equals(take)) {
                digits[take.intValue()] |= 7;
                return true;
            }
            if (low == 1 && high == take + 1) {
                digits[take.intValue()] |= 4;
                return true;
            }
            return false;
        }
        if (!(c.element() instanceof Expr.Binary e && e.op() == Kind.MINUS && isName(e.left(), heap)
                && isName(e.right(), v))) {
            return false;
        }
        if (c.clauses().size() == 2 && loop.source() instanceof Expr.ListOf list
                && c.clauses().get(1) instanceof Expr.Clause.Filter f && f.test() instanceof Expr.Binary test
                && (test.op() == Kind.LE && isName(test.left(), v) && isName(test.right(), heap)
                || test.op() == Kind.GE && isName(test.left(), heap) && isName(test.right(), v))) {
            // n - s for s in [s1, ...] if s <= n.
            for (Expr item : list.items()) {
                Long s = number(item);
                if (s == null || s < 1 || s > MAX_TAKE) {
                    return false;
                }
                digits[s.intValue()] |= 3;
            }
            return true;
        }
        if (c.clauses().size() == 1 && loop.source() instanceof Expr.Range r && Long.valueOf(1).equals(number(r.low()))
                && r.high() instanceof Expr.Call min && min.name().equals("min") && min.args().size() == 2) {
            // n - k for k in 1..min(C, n) (or min(n, C)).
            Expr other = isName(min.args().get(0), heap) ? min.args().get(1)
                    : isName(min.args().get(1), heap) ? min.args().get(0) : null;
            Long most = other == null ? null : number(other);
            if (most == null || most < 1 || most > MAX_TAKE) {
                return false;
            }
            for (int k = 1; k <= most; k++) {
                digits[k] |= 3;
            }
            return true;
        }
        return false;
    }

    /** {@code k} for {@code n - k} (or {@code n - k1 - k2}, the numbers added), else null. */
    private Long below(Expr e) {
        if (isName(e, heap)) {
            return 0L;
        }
        if (e instanceof Expr.Binary b && b.op() == Kind.MINUS) {
            Long left = below(b.left());
            Long right = number(b.right());
            return left == null || right == null || right < 0 || right > MAX_TAKE ? null : left + right;
        }
        return null;
    }

    /** A number as written, or a parameter's or a whole rule's let's value; else null. */
    private Long number(Expr e) {
        if (e instanceof Expr.Num n) {
            return n.value();
        }
        if (e instanceof Expr.Name n && !n.name().equals(heap)) {
            return constant.apply(n.name());
        }
        return null;
    }

    private static boolean isName(Expr e, String name) {
        return e instanceof Expr.Name n && n.name().equals(name);
    }
}
