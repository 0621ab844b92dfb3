package io.github.grundy.core.rule;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.core.loopy.LoopyPositionGame;
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
 * {@code maxPoints} of them.
 *
 * <p>A rule whose options lead back to a point is loopy: play may go on for ever. The points
 * reachable from there are then valued together by the generalized Sprague–Grundy function
 * ({@link GeneralizedGrundy}: a finite value or {@code ∞(K)}), and a position with an infinite
 * point is won or drawn by Smith's rule ({@link #outcome}); such a rule's options must be single
 * points (or nothing), as values of sums within a cycle are not defined by their parts here.
 *
 * <p>A move is encoded {@code {i, c_1, ..., c_m}}: point {@code i} (from 0) replaced by the option
 * whose coordinates are {@code c_1..c_m} (m a multiple of k, 0 for an option of no point).
 *
 * <p>Immutable and thread-safe: {@link #prepare} returns a game holding the values of the points a
 * position reaches; points outside them are valued afresh when asked.
 *
 * @since SPI version 2
 */
public final class CoordinateGame implements LoopyPositionGame, GridGame {

    private final BoundRule rule;
    private final String description;
    private final long maxPoints;
    private final String limitName;
    /** The points valued when the game was prepared; never changed after (a copy grows instead). */
    private final Known known;

    private CoordinateGame(BoundRule rule, String description, long maxPoints, String limitName, Known known) {
        this.rule = rule;
        this.description = description;
        this.maxPoints = maxPoints;
        this.limitName = limitName;
        this.known = known;
    }

    /**
     * The points valued: their values ({@link PointTable#INFINITE} for {@code ∞(K)}) and, for the
     * points a loopy labelling valued, the order it gave their finite values (the counter a
     * winner moves down, so that the win comes in finitely many moves).
     */
    private record Known(PointTable values, PointTable counters) {
        Known copy() {
            return new Known(values.copy(), counters.copy());
        }
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
        int k = rule.rule().coordinates();
        return new CoordinateGame(rule, description, maxPoints, limitName,
                new Known(new PointTable(k, 16), new PointTable(k, 16)));
    }

    private int k() {
        return rule.rule().coordinates();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public List<String> coordinateNames() {
        return rule.rule().coordinateNames();
    }

    @Override
    public void checkPosition(long[] position) {
        if (position.length % k() != 0) {
            throw new IllegalArgumentException(description + ": a point has " + k() + " coordinates ("
                    + String.join(", ", rule.rule().coordinateNames()) + "), and " + position.length
                    + (position.length == 1 ? " number is" : " numbers are") + " not a whole number of points");
        }
        LoopyPositionGame.super.checkPosition(position);
    }

    @Override
    public CoordinateGame prepare(long[] position) {
        checkPosition(position);
        Known grown = known.copy();
        for (int i = 0; i < position.length; i += k()) {
            value(position, i, grown);
        }
        return new CoordinateGame(rule, description, maxPoints, limitName, grown);
    }

    /** The most points of one grid: 24 bytes each while it is made (the box, the values, their copy). */
    public static final long MAX_GRID = 1L << 24;

    /**
     * The values of the points of a {@code rows x columns} rectangle, row after row: each point's
     * mex read straight from its options when they are all valued (the usual case, a rule that
     * moves down and left), else by the walk. The rectangle's values are kept in an array; points
     * outside it that the walk needs count towards the game's limit of points.
     */
    @Override
    public ValueGrid grid(int rows, int columns) {
        if (k() != 2) {
            throw new IllegalArgumentException(description + ": a grid is of points of two coordinates; this rule's"
                    + " have " + k());
        }
        if (rows < 1 || columns < 1) {
            throw new IllegalArgumentException("a grid has at least one row and one column, found " + rows + " x "
                    + columns);
        }
        if ((long) rows * columns > MAX_GRID) {
            throw new LimitExceededException(description + ": a grid of " + rows + " x " + columns + " points is more"
                    + " than the " + MAX_GRID + " (4096 x 4096) valued at once");
        }
        Known grid = new Known(new PointTable(2, 16, rows, columns), new PointTable(2, 16));
        long[] values = new long[rows * columns];
        long[] point = new long[2];
        MexSet seen = new MexSet();
        for (int a = 0; a < rows; a++) {
            Cancellation.checkpoint();
            for (int b = 0; b < columns; b++) {
                point[0] = a;
                point[1] = b;
                long v = grid.values.get(point, 0);
                if (v == PointTable.ABSENT) {
                    v = direct(point, grid.values, seen);
                    if (v >= 0) {
                        grid.values.put(point, 0, v);
                    } else {
                        v = value(point, 0, grid);
                    }
                }
                values[a * columns + b] = v == PointTable.INFINITE ? ValueGrid.INFINITE : v;
            }
        }
        return new ValueGrid(rows, columns, values);
    }

    /**
     * The value of {@code point} as the mex of its options' values when every point of every
     * option is valued and finite; -1 (nothing stored) when one is not. No allocation: the
     * options are read where the rule writes them.
     */
    private long direct(long[] point, PointTable table, MexSet seen) {
        seen.clear();
        int k = k();
        boolean[] whole = {true};
        rule.forEachOptionInPlace(point, (option, length) -> {
            long x = 0;
            for (int i = 0; i < length; i += k) {
                long v = table.get(option, i);
                if (v < 0) {
                    whole[0] = false;
                    return false;
                }
                x ^= v;
            }
            seen.add(x);
            return true;
        });
        return whole[0] ? seen.mex() : -1;
    }

    @Override
    public long grundy(long[] position) {
        checkPosition(position);
        Known[] local = {null};
        long x = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = pointValue(position, i, local);
            if (v == PointTable.INFINITE) {
                throw new IllegalArgumentException(description + ": " + point(position, i) + " has an infinite value"
                        + " (play from it can go on for ever), so the position has no Grundy value");
            }
            x ^= v;
        }
        return x;
    }

    /** False when a point of the position has an infinite value: its outcome is then Smith's ({@link #outcome}). */
    @Override
    public boolean grundyKnown(long[] position) {
        checkPosition(position);
        Known[] local = {null};
        for (int i = 0; i < position.length; i += k()) {
            if (pointValue(position, i, local) == PointTable.INFINITE) {
                return false;
            }
        }
        return true;
    }

    /**
     * Who wins, by Smith's rule for sums with infinite values: with no infinite point, the nim-sum
     * decides; with one, {@code ∞(K)} and the others' values xoring to {@code x}, the player to
     * move wins iff {@code x} is in {@code K} (moving that point to a point of value {@code x}),
     * else it is a draw; with two or more, a draw.
     */
    @Override
    public Outcome outcome(long[] position) {
        SmithSum sum = smithSum(position);
        return sum.infinities() == 0 ? Outcome.ofGrundy(sum.rest()) : sum.won() ? Outcome.N : Outcome.D;
    }

    @Override
    public SmithSum smithSum(long[] position) {
        checkPosition(position);
        Known[] local = {null};
        long x = 0;
        int infinite = -1;
        int infinities = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = pointValue(position, i, local);
            if (v != PointTable.INFINITE) {
                x ^= v;
            } else if (infinities++ == 0) {
                infinite = i;
            }
        }
        if (infinite < 0) {
            return new SmithSum(0, "", new long[0], x);
        }
        // K: the finite values of the infinite point's options (each one point, or none: value 0).
        PointTable values = (local[0] != null ? local[0] : known).values;
        java.util.TreeSet<Long> kernel = new java.util.TreeSet<>();
        rule.forEachOptionInPlace(Arrays.copyOfRange(position, infinite, infinite + k()), (option, length) -> {
            long v = optionValue(option, length, values);
            if (v != PointTable.INFINITE) {
                kernel.add(v);
            }
            return true;
        });
        return new SmithSum(infinities, point(position, infinite),
                kernel.stream().mapToLong(Long::longValue).toArray(), x);
    }

    /**
     * The moves to a position of value {@code value} (finite): the point moved to an option that
     * makes the nim-sum {@code value} when the others are finite, in the rule's order; where a
     * loopy labelling valued the options, by its counter first, so that a player who always takes
     * the first winning move ends the game.
     */
    @Override
    public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        checkPosition(position);
        Cancellation.checkpoint();
        Known[] local = {null};
        long all = 0;
        int infinities = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = pointValue(position, i, local);
            if (v == PointTable.INFINITE) {
                infinities++;
            } else {
                all ^= v;
            }
        }
        Known table = local[0] != null ? local[0] : known;
        for (int i = 0; i < position.length; i += k()) {
            long own = table.values.get(position, i);
            // The others must all be finite for the position after the move to have a value.
            if (infinities > (own == PointTable.INFINITE ? 1 : 0)) {
                continue;
            }
            long rest = own == PointTable.INFINITE ? all : all ^ own;
            int at = i / k();
            List<long[]> moves = new ArrayList<>();
            List<Long> order = new ArrayList<>();
            rule.forEachOption(Arrays.copyOfRange(position, i, i + k()), distinct(option -> {
                if ((rest ^ optionValue(option, option.length, table.values)) == value
                        && optionValue(option, option.length, table.values) != PointTable.INFINITE) {
                    long[] move = new long[option.length + 1];
                    move[0] = at;
                    System.arraycopy(option, 0, move, 1, option.length);
                    moves.add(move);
                    order.add(option.length == 0 ? -1L : Math.max(-1L, table.counters.get(option, 0)));
                }
                return true;
            }));
            Integer[] index = new Integer[moves.size()];
            for (int j = 0; j < index.length; j++) {
                index[j] = j;
            }
            // Stable: without counters (an acyclic rule) the rule's order stays.
            Arrays.sort(index, (p, q) -> Long.compare(order.get(p), order.get(q)));
            for (int j : index) {
                if (!sink.accept(moves.get(j))) {
                    return;
                }
            }
        }
    }

    /** The xor of an option's points' values, or {@link PointTable#INFINITE} when one is infinite. */
    private long optionValue(long[] option, int length, PointTable values) {
        long x = 0;
        for (int i = 0; i < length; i += k()) {
            long v = values.get(option, i);
            if (v == PointTable.INFINITE) {
                return PointTable.INFINITE;
            }
            if (v < 0) {
                throw new IllegalStateException(description + ": " + point(option, i) + " was not valued");
            }
            x ^= v;
        }
        return x;
    }

    /**
     * The value of the point at {@code position[at..)}: the game's, or valued into a copy of the
     * game's table made on first need ({@code local[0]}), which later points of the same question reuse.
     */
    private long pointValue(long[] position, int at, Known[] local) {
        long v = (local[0] != null ? local[0] : known).values.get(position, at);
        if (v >= 0 || v == PointTable.INFINITE) {
            return v;
        }
        if (local[0] == null) {
            local[0] = known.copy();
        }
        return value(position, at, local[0]);
    }

    /**
     * The value of the point at {@code start[at..at+k)}, by an iterative walk over the points it
     * reaches, each valued once and kept in {@code known}; a point's options are walked from where
     * the walk left them (a cursor), so each option is looked at twice in all, not once per child.
     * A point met again on the walk, or one of infinite value, makes the rule loopy from here: the
     * points reachable are then valued together ({@link #loopy}).
     */
    private long value(long[] start, int at, Known known) {
        long done = known.values.get(start, at);
        if (done >= 0 || done == PointTable.INFINITE) {
            return done;
        }
        long[] root = Arrays.copyOfRange(start, at, at + k());
        ArrayDeque<Step> stack = new ArrayDeque<>();
        stack.push(new Step(root, options(root)));
        known.values.put(root, 0, PointTable.OPEN);
        long added = 0;
        while (!stack.isEmpty()) {
            Step step = stack.peek();
            long[] next = null;
            while (next == null && step.option < step.options.size()) {
                long[] option = step.options.get(step.option);
                for (; step.part < option.length; step.part += k()) {
                    long v = known.values.get(option, step.part);
                    if (v == PointTable.OPEN || v == PointTable.INFINITE) {
                        return loopy(root, known);
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
                    throw tooMany(root);
                }
                if ((added & 0x3FF) == 0) {
                    Cancellation.checkpoint();
                }
                stack.push(new Step(next, options(next)));
                known.values.put(next, 0, PointTable.OPEN);
                continue;
            }
            MexSet seen = new MexSet();
            for (long[] option : step.options) {
                seen.add(optionValue(option, option.length, known.values));
            }
            known.values.put(step.point, 0, seen.mex());
            stack.pop();
        }
        return known.values.get(root, 0);
    }

    /** The target of an edge to the end, an option of no point, until the end has its vertex. */
    private static final int END = -1;

    private LimitExceededException tooMany(long[] root) {
        return new LimitExceededException(description + ": the value of " + point(root, 0) + " needs more than "
                + maxPoints + " points valued (" + limitName + ")");
    }

    /**
     * Values every point reachable from {@code root} by the generalized Sprague–Grundy function
     * of the graph they make (an option of no point is a vertex with no move), at most
     * {@code maxPoints} of them; an option that is a sum of points is refused, naming it.
     */
    private long loopy(long[] root, Known known) {
        int k = k();
        PointTable index = new PointTable(k, 64);
        List<long[]> points = new ArrayList<>();
        points.add(root);
        index.put(root, 0, 0);
        int[][] edges = {new int[64], new int[64]};
        int[] count = {0};
        boolean[] ends = {false};
        for (int p = 0; p < points.size(); p++) {
            if ((p & 0x3FF) == 0) {
                Cancellation.checkpoint();
            }
            long[] from = points.get(p);
            int source = p;
            rule.forEachOptionInPlace(from, (option, length) -> {
                int target;
                if (length == 0) {
                    target = END;
                    ends[0] = true;
                } else if (length > k) {
                    throw new IllegalArgumentException(description + ": the rule is loopy (play from " + point(root, 0)
                            + " can come back to a point), and the option " + optionText(option, length) + " of "
                            + point(from, 0) + " is a sum of points; a loopy rule is played here only when each option"
                            + " is one point or none");
                } else {
                    long seen = index.get(option, 0);
                    if (seen < 0) {
                        if (points.size() >= maxPoints) {
                            throw new LimitExceededException(description + ": the loopy game from " + point(root, 0)
                                    + " reaches more than " + maxPoints + " points (" + limitName + ")");
                        }
                        seen = points.size();
                        index.put(option, 0, seen);
                        points.add(Arrays.copyOf(option, length));
                    }
                    target = (int) seen;
                }
                if (count[0] == edges[0].length) {
                    edges[0] = Arrays.copyOf(edges[0], count[0] * 2);
                    edges[1] = Arrays.copyOf(edges[1], count[0] * 2);
                }
                edges[0][count[0]] = source;
                edges[1][count[0]++] = target;
                return true;
            });
        }
        // The end (an option of no point), if any, is one more vertex, after the points.
        int n = points.size() + (ends[0] ? 1 : 0);
        for (int e = 0; e < count[0]; e++) {
            if (edges[1][e] == END) {
                edges[1][e] = points.size();
            }
        }
        GeneralizedGrundy g = GeneralizedGrundy.of(DirectedGraph.of(n, edges[0], edges[1], count[0]));
        for (int p = 0; p < points.size(); p++) {
            long v = g.value(p);
            known.values.put(points.get(p), 0, v == GeneralizedGrundy.INFINITE ? PointTable.INFINITE : v);
            if (v != GeneralizedGrundy.INFINITE) {
                known.counters.put(points.get(p), 0, g.counter(p));
            }
        }
        return known.values.get(root, 0);
    }

    private String optionText(long[] option, int length) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i += k()) {
            s.append(i > 0 ? " + " : "").append(point(option, i));
        }
        return s.toString();
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
