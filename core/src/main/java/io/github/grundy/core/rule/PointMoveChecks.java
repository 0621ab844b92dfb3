package io.github.grundy.core.rule;

import java.util.Arrays;
import java.util.List;

/** What {@link CoordinateGame} refuses as a move: checks of a move's shape, and of a typed move against the rule. */
final class PointMoveChecks {

    private PointMoveChecks() {
    }

    /** Refuses what is not a move's shape: a point that is not there, or coordinates that are not whole points. */
    static void shape(CoordinateGame game, long[] position, long[] move) {
        game.checkPosition(position);
        int k = game.k();
        int points = position.length / k;
        if (move.length == 0 || move[0] < 0 || move[0] >= points || (move.length - 1) % k != 0) {
            throw new IllegalArgumentException("a move is the point's number (0 to " + (points - 1)
                    + ") and the option's coordinates, " + k + " a point");
        }
    }

    /**
     * Refuses what is not a move of {@code position}: a shape that is not one, or an option that
     * is not one of the point's (the rule is evaluated there: {@code play}'s check of a typed move,
     * not {@code describeMove}'s, which describes the game's own moves too).
     */
    static void option(CoordinateGame game, BoundRule rule, long[] position, long[] move) {
        shape(game, position, move);
        int k = game.k();
        int at = (int) move[0] * k;
        long[] option = Arrays.copyOfRange(move, 1, move.length);
        List<PointSums.Point> wanted = PointSums.sorted(option, k);
        boolean[] found = {false};
        rule.forEachOption(Arrays.copyOfRange(position, at, at + k), o -> {
            found[0] = PointSums.sorted(o, k).equals(wanted);
            return !found[0];
        });
        if (!found[0]) {
            throw new IllegalArgumentException(game.point(position, at) + " cannot become that: not one of its options");
        }
    }
}
