package io.github.grundy.core.rule;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.normal.MexSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The game of a coordinate rule ({@code (a, b) -> [...]}): a position is a sum of points of k
 * coordinates, written one after another ({@code 3 5} is the point (3, 5); {@code 3 5 2 2} the sum
 * of (3, 5) and (2, 2)); a move replaces one point by an option of it, a point or a sum of points.
 * The value of a sum is the nim-sum of its points' values; a point's value is the mex of its
 * options', found by a walk over the points it reaches, each valued once, at most
 * {@code maxPoints} of them. A point that its own options lead back to is refused: such a rule is
 * loopy, and loopy rules are not played here yet.
 *
 * <p>A move is encoded {@code {i, c_1, ..., c_m}}: point {@code i} (from 0) replaced by the option
 * whose coordinates are {@code c_1..c_m} (m a multiple of k, 0 for an option of no point).
 *
 * <p>Immutable and thread-safe: {@link #prepare} returns a game holding the values of the points a
 * position reaches; points outside them are valued afresh when asked.
 *
 * @since SPI version 2
 */
public final class CoordinateGame implements PositionGame {

    private final BoundRule rule;
    private final String description;
    private final long maxPoints;
    private final String limitName;
    /** The points valued when the game was prepared; never changed after (a copy grows instead). */
    private final PointTable values;

    private CoordinateGame(BoundRule rule, String description, long maxPoints, String limitName,
            PointTable values) {
        this.rule = rule;
        this.description = description;
        this.maxPoints = maxPoints;
        this.limitName = limitName;
        this.values = values;
    }

    /**
     * The game of {@code rule}, a rule of two or more coordinates.
     *
     * @param rule        the rule with its parameters' values
     * @param description how the game is named in answers and messages
     * @param maxPoints   the most points valued for one position
     * @param limitName   how that limit is called in messages ({@code --max-table=1000000})
     * @return the game, no point valued yet
     * @throws IllegalArgumentException if the rule is a heap rule
     */
    public static CoordinateGame of(BoundRule rule, String description, long maxPoints, String limitName) {
        if (rule.rule().coordinates() < 2) {
            throw new IllegalArgumentException("a heap rule is a heap game, not a coordinate game");
        }
        return new CoordinateGame(rule, description, maxPoints, limitName,
                new PointTable(rule.rule().coordinates(), 16));
    }

    private int k() {
        return rule.rule().coordinates();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void checkPosition(long[] position) {
        if (position.length % k() != 0) {
            throw new IllegalArgumentException(description + ": a point has " + k() + " coordinates ("
                    + String.join(", ", rule.rule().coordinateNames()) + "), and " + position.length
                    + (position.length == 1 ? " number is" : " numbers are") + " not a whole number of points");
        }
        PositionGame.super.checkPosition(position);
    }

    @Override
    public CoordinateGame prepare(long[] position) {
        checkPosition(position);
        PointTable known = values.copy();
        for (int i = 0; i < position.length; i += k()) {
            value(position, i, known);
        }
        return new CoordinateGame(rule, description, maxPoints, limitName, known);
    }

    @Override
    public long grundy(long[] position) {
        checkPosition(position);
        PointTable known = null;
        long x = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = values.get(position, i);
            if (v < 0) {
                known = known == null ? values.copy() : known;
                v = value(position, i, known);
            }
            x ^= v;
        }
        return x;
    }

    /**
     * The value of the point at {@code start[at..at+k)}, by an iterative walk over the points it
     * reaches, each valued once and kept in {@code known}; a point's options are walked from where
     * the walk left them (a cursor), so each option is looked at twice in all, not once per child.
     */
    private long value(long[] start, int at, PointTable known) {
        long done = known.get(start, at);
        if (done >= 0) {
            return done;
        }
        long[] root = Arrays.copyOfRange(start, at, at + k());
        ArrayDeque<Step> stack = new ArrayDeque<>();
        stack.push(new Step(root, options(root)));
        known.put(root, 0, PointTable.OPEN);
        long added = 0;
        while (!stack.isEmpty()) {
            Step step = stack.peek();
            long[] next = null;
            while (next == null && step.option < step.options.size()) {
                long[] option = step.options.get(step.option);
                for (; step.part < option.length; step.part += k()) {
                    long v = known.get(option, step.part);
                    if (v == PointTable.OPEN) {
                        throw new IllegalArgumentException(description + ": the point " + point(option, step.part)
                                + " can be reached again from its own options, so play from it need not end; loopy"
                                + " rules are not played by this version");
                    }
                    if (v < 0) {
                        next = Arrays.copyOfRange(option, step.part, step.part + k());
                        break;
                    }
                }
                if (next == null) {
                    step.option++;
                    step.part = 0;
                }
            }
            if (next != null) {
                if (++added > maxPoints) {
                    throw new LimitExceededException(description + ": the value of " + point(root, 0)
                            + " needs more than " + maxPoints + " points valued (" + limitName + ")");
                }
                if ((added & 0x3FF) == 0) {
                    Cancellation.checkpoint();
                }
                stack.push(new Step(next, options(next)));
                known.put(next, 0, PointTable.OPEN);
                continue;
            }
            MexSet seen = new MexSet();
            for (long[] option : step.options) {
                long x = 0;
                for (int i = 0; i < option.length; i += k()) {
                    x ^= known.get(option, i);
                }
                seen.add(x);
            }
            known.put(step.point, 0, seen.mex());
            stack.pop();
        }
        return known.get(root, 0);
    }

    /** The options of a point, each its coordinates flattened (a twice-listed option changes no mex). */
    private List<long[]> options(long[] point) {
        List<long[]> all = new ArrayList<>();
        rule.forEachOption(point, option -> {
            all.add(option);
            return true;
        });
        return all;
    }

    /**
     * A sink passing each option of one point on once: an option is a sum, a multiset of points,
     * so (1, 2) + (3, 4) and (3, 4) + (1, 2) are one option; (1, 2) and (2, 1) are two points.
     */
    private OptionSink distinct(OptionSink sink) {
        java.util.Set<List<Point>> seen = new java.util.HashSet<>();
        return option -> !seen.add(sorted(option)) || sink.accept(option);
    }

    @Override
    public void forEachMove(long[] position, OptionSink sink) {
        checkPosition(position);
        for (int i = 0; i < position.length; i += k()) {
            int at = i / k();
            boolean[] go = {true};
            rule.forEachOption(Arrays.copyOfRange(position, i, i + k()), distinct(option -> {
                long[] move = new long[option.length + 1];
                move[0] = at;
                System.arraycopy(option, 0, move, 1, option.length);
                go[0] = sink.accept(move);
                return go[0];
            }));
            if (!go[0]) {
                return;
            }
        }
    }

    /** Refuses what is not a move's shape: a point that is not there, or coordinates that are not whole points. */
    private void checkShape(long[] position, long[] move) {
        checkPosition(position);
        int points = position.length / k();
        if (move.length == 0 || move[0] < 0 || move[0] >= points || (move.length - 1) % k() != 0) {
            throw new IllegalArgumentException("a move is the point's number (0 to " + (points - 1)
                    + ") and the option's coordinates, " + k() + " a point");
        }
    }

    /**
     * Refuses what is not a move of {@code position}: a shape that is not one, or an option that
     * is not one of the point's (the rule is evaluated there: {@link #play}'s check of a typed move,
     * not {@link #describeMove}'s, which describes the game's own moves too).
     */
    private void check(long[] position, long[] move) {
        checkShape(position, move);
        int at = (int) move[0] * k();
        long[] option = Arrays.copyOfRange(move, 1, move.length);
        List<Point> wanted = sorted(option);
        boolean[] found = {false};
        rule.forEachOption(Arrays.copyOfRange(position, at, at + k()), o -> {
            found[0] = sorted(o).equals(wanted);
            return !found[0];
        });
        if (!found[0]) {
            throw new IllegalArgumentException(point(position, at) + " cannot become that: not one of its options");
        }
    }

    /** The points of an option, in order: the option as a sum. */
    private List<Point> sorted(long[] option) {
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < option.length; i += k()) {
            points.add(new Point(Arrays.copyOfRange(option, i, i + k())));
        }
        points.sort((x, y) -> Arrays.compare(x.coordinates(), y.coordinates()));
        return points;
    }

    @Override
    public long[] play(long[] position, long[] move) {
        check(position, move);
        int at = (int) move[0] * k();
        long[] next = new long[position.length - k() + move.length - 1];
        System.arraycopy(position, 0, next, 0, at);
        System.arraycopy(move, 1, next, at, move.length - 1);
        System.arraycopy(position, at + k(), next, at + move.length - 1, position.length - at - k());
        return next;
    }

    @Override
    public String describeMove(long[] position, long[] move) {
        checkShape(position, move);
        int at = (int) move[0] * k();
        StringBuilder s = new StringBuilder(point(position, at)).append(" -> ");
        if (move.length == 1) {
            return s.append("nothing").toString();
        }
        for (int i = 1; i < move.length; i += k()) {
            s.append(i > 1 ? " + " : "").append(point(move, i));
        }
        return s.toString();
    }

    /** The position as a sum of points, {@code (4, 6) + (2, 2)}; {@code 0} for no point at all. */
    @Override
    public java.util.Optional<String> describePosition(long[] position) {
        checkPosition(position);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < position.length; i += k()) {
            s.append(i > 0 ? " + " : "").append(point(position, i));
        }
        return java.util.Optional.of(s.length() == 0 ? "0 (no point)" : s.toString());
    }

    /** A point on the walk, with its options and how far the walk has looked through them. */
    private static final class Step {
        final long[] point;
        final List<long[]> options;
        int option;
        int part;

        Step(long[] point, List<long[]> options) {
            this.point = point;
            this.options = options;
        }
    }

    /** The point at {@code coordinates[at..at+k)} as the messages write it, {@code (3, 5)}. */
    private String point(long[] coordinates, int at) {
        return BoundRule.tuple(coordinates, at, at + k());
    }

    /** A point's coordinates as a key of a sum's points (the walk keeps values in a {@link PointTable}). */
    private record Point(long[] coordinates) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Point p && Arrays.equals(coordinates, p.coordinates);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(coordinates);
        }
    }
}
