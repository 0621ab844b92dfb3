package io.github.grundy.core.rule;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.grid.BoxGame;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.grid.PointFilter;
import io.github.grundy.core.grid.ValueBox;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.core.loopy.LoopyPositionGame;
import io.github.grundy.core.rule.PointValues.Known;
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
public final class CoordinateGame implements LoopyPositionGame, GridGame, BoxGame {

    private final BoundRule rule;
    private final String description;
    private final long maxPoints;
    private final String limitName;
    /** The points valued when the game was prepared; never changed after (a copy grows instead). */
    private final Known known;
    private final PointValues values;

    private CoordinateGame(BoundRule rule, String description, long maxPoints, String limitName, Known known) {
        this.rule = rule;
        this.description = description;
        this.maxPoints = maxPoints;
        this.limitName = limitName;
        this.known = known;
        this.values = new PointValues(rule, description, maxPoints, limitName);
    }

    /**
     * The game of {@code rule}, a rule of two or more coordinates.
     *
     * @param rule        the rule with its parameters' values
     * @param description how the game is named in answers and messages
     * @param maxPoints   the most points valued for one position
     * @param limitName   how that limit is called in messages ({@code --max-table=1000000})
     * @return the game, no point valued yet
     * @throws IllegalArgumentException if the rule is a heap rule or a vector rule ({@link VectorGame})
     */
    public static CoordinateGame of(BoundRule rule, String description, long maxPoints, String limitName) {
        if (rule.rule().vector()) {
            throw new IllegalArgumentException("a vector rule is a VectorGame, its positions of any width");
        }
        if (rule.width() < 2) {
            throw new IllegalArgumentException("a heap rule is a heap game, not a coordinate game");
        }
        return ofWidth(rule, description, maxPoints, limitName);
    }

    /** The game of {@code rule}'s points, its width fixed ({@link BoundRule#atWidth} for a vector rule's). */
    static CoordinateGame ofWidth(BoundRule rule, String description, long maxPoints, String limitName) {
        int k = rule.width();
        // The rule's errors are the game's: named as the game is.
        return new CoordinateGame(rule.named(description), description, maxPoints, limitName,
                new Known(new PointTable(k, 16), new PointTable(k, 16)));
    }

    int k() {
        return rule.width();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public List<String> coordinateNames() {
        if (!rule.rule().vector()) {
            return rule.rule().coordinateNames();
        }
        String h = rule.rule().coordinateNames().get(0);
        return java.util.stream.IntStream.range(0, k()).mapToObj(i -> h + "[" + i + "]").toList();
    }

    @Override
    public void checkPosition(long[] position) {
        if (position.length % k() != 0) {
            throw new IllegalArgumentException(description + ": a point has " + k() + " coordinates ("
                    + String.join(", ", coordinateNames()) + "), and " + position.length
                    + (position.length == 1 ? " number is" : " numbers are") + " not a whole number of points");
        }
        LoopyPositionGame.super.checkPosition(position);
    }

    @Override
    public CoordinateGame prepare(long[] position) {
        checkPosition(position);
        Known grown = known.copy();
        for (int i = 0; i < position.length; i += k()) {
            values.value(position, i, grown);
        }
        return new CoordinateGame(rule, description, maxPoints, limitName, grown);
    }

    /** The most points of one grid: 24 bytes each while it is made (the box, the values, their copy). */
    public static final long MAX_GRID = 1L << 24;

    @Override
    public ValueGrid grid(int rows, int columns) {
        return new BoxValues(rule, description, values).grid(rows, columns);
    }

    @Override
    public int width() {
        return k();
    }

    /** The rule's names of the coordinates: {@code width} must be the rule's. */
    @Override
    public List<String> coordinateNames(int width) {
        if (width != k()) {
            throw new IllegalArgumentException(description + ": a point has " + k() + " coordinates, not " + width);
        }
        return coordinateNames();
    }

    /** A condition of the rule language over the coordinates as the rule names them ({@link RuleFilter}). */
    @Override
    public PointFilter filter(String condition, int width) {
        coordinateNames(width);
        return RuleFilter.of(rule, condition);
    }

    @Override
    public ValueBox box(long[] lasts, PointFilter keep) {
        return new BoxValues(rule, description, values).box(lasts, keep);
    }

    @Override
    public long grundy(long[] position) {
        PointTable table = valued(position).values();
        long x = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = table.get(position, i);
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
        PointTable table = valued(position).values();
        for (int i = 0; i < position.length; i += k()) {
            if (table.get(position, i) == PointTable.INFINITE) {
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
        PointTable table = valued(position).values();
        long x = 0;
        int infinite = -1;
        int infinities = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = table.get(position, i);
            if (v != PointTable.INFINITE) {
                x ^= v;
            } else if (infinities++ == 0) {
                infinite = i;
            }
        }
        int parts = position.length / k();
        if (infinite < 0) {
            return new SmithSum(0, "", new long[0], x, parts);
        }
        // K: the finite values of the infinite point's options (each one point, or none: value 0).
        java.util.TreeSet<Long> kernel = new java.util.TreeSet<>();
        rule.forEachOptionInPlace(Arrays.copyOfRange(position, infinite, infinite + k()), (option, length) -> {
            long v = values.optionValue(option, length, table);
            if (v != PointTable.INFINITE) {
                kernel.add(v);
            }
            return true;
        });
        return new SmithSum(infinities, point(position, infinite),
                kernel.stream().mapToLong(Long::longValue).toArray(), x, parts);
    }

    /**
     * The steps of {@code solve --explain} for {@code position}: the first points' options with
     * their values and the mex, each point's value, the xor and, when the position is won, the
     * move that makes the xor 0.
     *
     * @param position a position of this game whose points' values are all finite
     * @return the explanation
     * @throws IllegalArgumentException if a point's value is infinite (Smith's rule decides it, not the xor)
     */
    public PointSumExplanation explain(long[] position) {
        return PointSumExplanation.of(this, position, valued(position).values());
    }

    /** The rule, for the explanation. */
    BoundRule boundRule() {
        return rule;
    }

    /** The value of an option in {@code table}, for the explanation. */
    long optionValue(long[] option, PointTable table) {
        return values.optionValue(option, option.length, table);
    }

    /** The points of {@code option[from..]} as a sum, {@code (1, 2) + (2, 2)}; {@code nothing} for none. */
    String sum(long[] option, int from) {
        StringBuilder s = new StringBuilder();
        for (int i = from; i < option.length; i += k()) {
            s.append(i > from ? " + " : "").append(point(option, i));
        }
        return s.length() == 0 ? "nothing" : s.toString();
    }

    /**
     * The moves to a position of value {@code value} (finite): the point moved to an option that
     * makes the nim-sum {@code value} when the others are finite, in the rule's order; where a
     * loopy labelling valued the options, by its counter first, so that a player who always takes
     * the first winning move ends the game.
     */
    @Override
    public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        Known table = valued(position);
        Cancellation.checkpoint();
        long all = 0;
        int infinities = 0;
        for (int i = 0; i < position.length; i += k()) {
            long v = table.values().get(position, i);
            if (v == PointTable.INFINITE) {
                infinities++;
            } else {
                all ^= v;
            }
        }
        for (int i = 0; i < position.length; i += k()) {
            long own = table.values().get(position, i);
            // The others must all be finite for the position after the move to have a value.
            if (infinities > (own == PointTable.INFINITE ? 1 : 0)) {
                continue;
            }
            long rest = own == PointTable.INFINITE ? all : all ^ own;
            int at = i / k();
            List<Move> moves = new ArrayList<>();
            rule.forEachOption(Arrays.copyOfRange(position, i, i + k()), distinct(option -> {
                long v = values.optionValue(option, option.length, table.values());
                // An infinite option (negative) never makes a finite value.
                if (v != PointTable.INFINITE && (rest ^ v) == value) {
                    long[] move = new long[option.length + 1];
                    move[0] = at;
                    System.arraycopy(option, 0, move, 1, option.length);
                    moves.add(new Move(move, option.length == 0 ? -1 : Math.max(-1, table.counters().get(option, 0))));
                }
                return true;
            }));
            // A stable sort: without counters (an acyclic rule) the rule's order stays.
            moves.sort(java.util.Comparator.comparingLong(Move::counter));
            for (Move m : moves) {
                if (!sink.accept(m.encoding())) {
                    return;
                }
            }
        }
    }

    /** A winning move and the counter of the point it leads to (-1 for none). */
    private record Move(long[] encoding, long counter) {
    }

    /**
     * The table holding the values of {@code position}'s points: the game's when it has them all,
     * else a copy of it with the missing ones valued (the game itself never changes).
     */
    private Known valued(long[] position) {
        checkPosition(position);
        Known table = known;
        for (int i = 0; i < position.length; i += k()) {
            long v = table.values().get(position, i);
            if (v < 0 && v != PointTable.INFINITE) {
                table = table == known ? known.copy() : table;
                values.value(position, i, table);
            }
        }
        return table;
    }

    /** Each option of one point once: see {@link PointSums#distinct}. */
    OptionSink distinct(OptionSink sink) {
        return PointSums.distinct(sink, k());
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

    @Override
    public long[] play(long[] position, long[] move) {
        PointMoveChecks.option(this, rule, position, move);
        int at = (int) move[0] * k();
        long[] next = new long[position.length - k() + move.length - 1];
        System.arraycopy(position, 0, next, 0, at);
        System.arraycopy(move, 1, next, at, move.length - 1);
        System.arraycopy(position, at + k(), next, at + move.length - 1, position.length - at - k());
        return next;
    }

    @Override
    public String describeMove(long[] position, long[] move) {
        PointMoveChecks.shape(this, position, move);
        int at = (int) move[0] * k();
        return point(position, at) + " -> " + sum(move, 1);
    }

    /** The position as a sum of points, {@code (4, 6) + (2, 2)}; {@code 0} for no point at all. */
    @Override
    public java.util.Optional<String> describePosition(long[] position) {
        checkPosition(position);
        return java.util.Optional.of(position.length == 0 ? "0 (no point)" : sum(position, 0));
    }

    /** The point at {@code coordinates[at..at+k)} as the messages write it, {@code (3, 5)}. */
    String point(long[] coordinates, int at) {
        return BoundRule.tuple(coordinates, at, at + k());
    }
}
