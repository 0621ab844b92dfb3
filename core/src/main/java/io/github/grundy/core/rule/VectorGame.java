package io.github.grundy.core.rule;

import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.grid.BoxGame;
import io.github.grundy.core.grid.PointFilter;
import io.github.grundy.core.grid.ValueBox;
import io.github.grundy.core.loopy.LoopyPositionGame;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The game of a vector rule ({@code [h] -> [...]}): a position is a whole vector of heaps,
 * {@code 3 4 5}, played as one game (a move may change several heaps at once: Moore's Nim, or
 * staircase Nim's coins from one stair to the next), and each option keeps the number of heaps.
 * A position of k heaps is a point of k coordinates, valued as a {@link CoordinateGame} values
 * its points: a walk, each position valued once, at most {@code maxPoints} of them; a rule that
 * comes back to a position is loopy and gets draws.
 *
 * <p>A move is encoded as the vector it leaves, {@code {3, 2, 5}}: what {@code play} types.
 *
 * <p>Immutable and thread-safe.
 *
 * @since SPI version 2
 */
public final class VectorGame implements LoopyPositionGame, BoxGame {

    /** The most heaps of one position: the walk keys and copies each position it meets. */
    public static final int MAX_HEAPS = 64;

    private final BoundRule rule;
    private final String description;
    private final long maxPoints;
    private final String limitName;
    /** The game of positions of one width, prepared for one of them; null before {@link #prepare}. */
    private final CoordinateGame prepared;

    private VectorGame(BoundRule rule, String description, long maxPoints, String limitName,
            CoordinateGame prepared) {
        this.rule = rule;
        this.description = description;
        this.maxPoints = maxPoints;
        this.limitName = limitName;
        this.prepared = prepared;
    }

    /**
     * The game of {@code rule}, a vector rule.
     *
     * @param rule        the rule with its parameters' values
     * @param description how the game is named in answers and messages
     * @param maxPoints   the most positions valued for one position
     * @param limitName   how that limit is called in messages ({@code --max-table=1000000})
     * @return the game, no position valued yet
     * @throws IllegalArgumentException if the rule is not a vector rule
     */
    public static VectorGame of(BoundRule rule, String description, long maxPoints, String limitName) {
        if (!rule.rule().vector()) {
            throw new IllegalArgumentException("only a vector rule ([h] -> ...) is a vector game");
        }
        return new VectorGame(rule.named(description), description, maxPoints, limitName, null);
    }

    /** The game of positions as wide as {@code position}: the prepared one when it is. */
    private CoordinateGame points(long[] position) {
        checkPosition(position);
        if (prepared != null && prepared.k() == position.length) {
            return prepared;
        }
        return CoordinateGame.ofWidth(rule.atWidth(position.length), description, maxPoints, limitName);
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void checkPosition(long[] position) {
        if (position.length == 0 || position.length > MAX_HEAPS) {
            throw new IllegalArgumentException(description + ": a position is a vector of 1 to " + MAX_HEAPS
                    + " heaps, given " + position.length);
        }
        LoopyPositionGame.super.checkPosition(position);
    }

    /** Any number of heaps: the box says how many. */
    @Override
    public int width() {
        return 0;
    }

    /** {@code h[0]}, {@code h[1]}, ...: the heaps as the rule names them. */
    @Override
    public List<String> coordinateNames(int width) {
        checkPosition(new long[width]);
        String h = rule.rule().coordinateNames().get(0);
        return java.util.stream.IntStream.range(0, width).mapToObj(i -> h + "[" + i + "]").toList();
    }

    /** A condition of the rule language over the vector as the rule names it ({@code h[0] < h[1]}). */
    @Override
    public PointFilter filter(String condition, int width) {
        checkPosition(new long[width]);
        return RuleFilter.of(rule.atWidth(width), condition);
    }

    /** The positions of {@code lasts.length} heaps, heap {@code i} from 0 to {@code lasts[i]}. */
    @Override
    public ValueBox box(long[] lasts, PointFilter keep) {
        return points(new long[lasts.length]).box(lasts, keep);
    }

    @Override
    public VectorGame prepare(long[] position) {
        return new VectorGame(rule, description, maxPoints, limitName, points(position).prepare(position));
    }

    @Override
    public long grundy(long[] position) {
        return points(position).grundy(position);
    }

    @Override
    public boolean grundyKnown(long[] position) {
        return points(position).grundyKnown(position);
    }

    @Override
    public Outcome outcome(long[] position) {
        return points(position).outcome(position);
    }

    @Override
    public SmithSum smithSum(long[] position) {
        return points(position).smithSum(position);
    }

    /**
     * The steps of {@code solve --explain}: the position's options with their values and the mex.
     *
     * @param position a position of finite value
     * @return the explanation
     * @throws IllegalArgumentException if its value is infinite
     */
    public PointSumExplanation explain(long[] position) {
        PointSumExplanation e = points(position).explain(position);
        // The move as this game encodes it: the position it leaves, without the point's number.
        return new PointSumExplanation(e.values(), e.rows(), e.hidden(), e.nimSum(), e.bit(), e.chosen(), e.target(),
                e.move().map(m -> new PointSumExplanation.Move(Arrays.copyOfRange(m.encoding(), 1,
                        m.encoding().length), m.text())));
    }

    @Override
    public void forEachMove(long[] position, OptionSink sink) {
        points(position).forEachMove(position, move -> sink.accept(Arrays.copyOfRange(move, 1, move.length)));
    }

    @Override
    public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        points(position).forEachMoveToValue(position, value,
                move -> sink.accept(Arrays.copyOfRange(move, 1, move.length)));
    }

    @Override
    public long[] play(long[] position, long[] move) {
        return points(position).play(position, encoded(position, move));
    }

    @Override
    public String describeMove(long[] position, long[] move) {
        return points(position).describeMove(position, encoded(position, move));
    }

    @Override
    public Optional<String> describePosition(long[] position) {
        return points(position).describePosition(position);
    }

    /** The move as the points' game encodes it: point 0 becomes {@code move}; a vector of another width is refused. */
    private static long[] encoded(long[] position, long[] move) {
        if (move.length != position.length) {
            throw new IllegalArgumentException("a move is the position it leaves, " + position.length
                    + (position.length == 1 ? " heap" : " heaps") + ", given " + move.length);
        }
        long[] encoded = new long[move.length + 1];
        System.arraycopy(move, 0, encoded, 1, move.length);
        return encoded;
    }
}
