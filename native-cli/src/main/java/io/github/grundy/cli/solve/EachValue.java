package io.github.grundy.cli.solve;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.position.Problem;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.rule.CoordinateGame;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * {@code solve --each}: the value of each point of a sum of points (a coordinate rule's position,
 * read with {@code -i} from a file of many), a line a point ({@code a b g}), or with {@code --json}
 * the member {@code each}, {@code [[a,b,g],...]}; {@code inf} ({@code null}) for an infinite value.
 * The values are the game's, valued once for the whole position when it was analysed.
 */
final class EachValue {

    private final CoordinateGame game;
    private final long[] position;
    private final int k;

    private EachValue(CoordinateGame game, long[] position) {
        this.game = game;
        this.position = position;
        this.k = game.coordinateNames().size();
    }

    /** The values of {@code problem}'s points, or a refusal in words when its position is no sum of points. */
    static EachValue of(Problem problem) {
        if (problem.analysis() instanceof PositionGameAnalysis p && !p.misere() && p.game() instanceof CoordinateGame c) {
            return new EachValue(c, p.position());
        }
        throw new UserError("--each lists the value of each point of a sum of points (a rule of two coordinates or"
                + " more, in normal play); " + (problem.analysis().misere() ? "in misere play a point has no value"
                : "this position is not such a sum"));
    }

    /** The value of point {@code i}, or -1 when it is infinite. */
    private long value(int i) {
        long[] point = Arrays.copyOfRange(position, i * k, i * k + k);
        return game.grundyKnown(point) ? game.grundy(point) : -1;
    }

    private int points() {
        return position.length / k;
    }

    void text(AsciiOutput out) throws IOException {
        List<String> names = game.coordinateNames();
        out.text("Each point's value, a line a point: ").text(String.join(" ", names)).text(" g").newline();
        for (int i = 0; i < points(); i++) {
            for (int c = 0; c < k; c++) {
                out.number(position[i * k + c]).ascii(' ');
            }
            long v = value(i);
            if (v < 0) {
                out.text("inf");
            } else {
                out.number(v);
            }
            out.newline();
        }
    }

    void json(AsciiOutput out) throws IOException {
        out.text(",\"each\":[");
        for (int i = 0; i < points(); i++) {
            out.text(i == 0 ? "[" : ",[");
            for (int c = 0; c < k; c++) {
                out.number(position[i * k + c]).ascii(',');
            }
            long v = value(i);
            if (v < 0) {
                out.text("null");
            } else {
                out.number(v);
            }
            out.ascii(']');
        }
        out.ascii(']');
    }
}
