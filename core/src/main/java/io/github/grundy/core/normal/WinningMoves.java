package io.github.grundy.core.normal;

import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapMoveSink;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * The winning moves of a sum of heaps: the moves to a position of Grundy value 0.
 *
 * <p>With nim-sum {@code X != 0}, a move in component {@code i} (value {@code g_i}) wins iff the
 * option it leaves has value {@code g_i xor X}, so that the new nim-sum is 0. In Nim that value is
 * always smaller than {@code g_i}; in general games it may be larger (an option can have any
 * value other than {@code g_i} itself), so the search asks each component's game for options of
 * exactly that value rather than comparing.
 *
 * <p>A position of one heap whose Grundy value lies beyond the game's reach (a table's end) is
 * still solved when the game knows its outcomes ({@link HeapGame#outcome(long)}): the
 * winning moves are then the moves to positions lost by the player to move, and
 * {@link #grundyKnown()} is false.
 *
 * <p>Moves come in canonical order: by component, then in the game's option order. Walking the
 * components allocates nothing per component; what a game's own option queries allocate is the
 * game's (Nim and Bash count without allocating; the defaults of {@link HeapGame} use a sink).
 *
 * <p>The walks stop with a {@link java.util.concurrent.CancellationException} when their thread is
 * interrupted ({@link Cancellation}), checked where the work is rather than in these loops (a
 * check here cost the walks 4-18% in WinningMovesBenchmark): by the games' option queries that
 * take more than constant time, once a heap (see {@link HeapGame#forEachOptionOfValue}), and by
 * the sink of a listing between moves (a listing of every move of one huge split heap is
 * practically endless).
 */
public final class WinningMoves extends HeapSumAnalysis {

    private final long nimSum;
    private final boolean grundyKnown;
    private final Outcome outcome;

    private WinningMoves(HeapSum sum, long nimSum, boolean grundyKnown, Outcome outcome) {
        super(sum);
        this.nimSum = nimSum;
        this.grundyKnown = grundyKnown;
        this.outcome = outcome;
    }

    /**
     * Analyses {@code sum} (computes its nim-sum once).
     *
     * @param sum the position, its games prepared ({@link HeapSum#prepared})
     * @return the analysis
     * @throws IllegalArgumentException if a heap's Grundy value is out of its game's reach and the
     *                                  outcome cannot be had otherwise (see the class comment)
     */
    public static WinningMoves of(HeapSum sum) {
        Objects.requireNonNull(sum, "sum");
        if (sum.size() == 1 && sum.heap(0) > sum.game(0).maxGrundyHeap()) {
            return new WinningMoves(sum, -1, false, sum.game(0).outcome(sum.heap(0)));
        }
        long x = NimSum.of(sum);
        return new WinningMoves(sum, x, true, Outcome.ofGrundy(x));
    }

    /**
     * False when the position was solved by its outcome alone (see the class comment).
     *
     * @return true if {@link #nimSum()} may be asked
     */
    public boolean grundyKnown() {
        return grundyKnown;
    }

    /**
     * The Grundy value of the whole position.
     *
     * @return the nim-sum of the heaps' Grundy values, 0 for a P-position
     * @throws IllegalStateException when {@link #grundyKnown()} is false
     */
    public long nimSum() {
        if (!grundyKnown) {
            throw new IllegalStateException("the Grundy value of this position is not known");
        }
        return nimSum;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public OptionalLong grundy() {
        return grundyKnown ? OptionalLong.of(nimSum) : OptionalLong.empty();
    }

    /**
     * The number of winning moves (0 for a P-position).
     *
     * @throws ArithmeticException if there are more than 2^63-1 (a few huge heaps of a game
     *                             with many options each can get there)
     */
    @Override
    public long count() {
        if (outcome != Outcome.N) {
            return 0;
        }
        long n = 0;
        for (int i = 0, size = sum.size(); i < size; i++) {
            n = Math.addExact(n, countIn(i));
        }
        return n;
    }

    /** The number of winning moves, however large (see {@link #count()}). */
    @Override
    public BigInteger countExact() {
        BigInteger n = BigInteger.ZERO;
        if (outcome == Outcome.N) {
            for (int i = 0, size = sum.size(); i < size; i++) {
                n = n.add(BigInteger.valueOf(countIn(i)));
            }
        }
        return n;
    }

    /**
     * The number of winning moves in component {@code i} alone.
     *
     * @param i the component's index, {@code 0 <= i < sum().size()}
     * @return the number of its options with the value that makes the nim-sum 0; 0 when the
     *         position is not won
     */
    public long countIn(int i) {
        if (outcome != Outcome.N) {
            return 0;
        }
        if (!grundyKnown) {
            long[] count = {0};
            visitLosingOptions(option -> {
                count[0]++;
                return true;
            });
            return count[0];
        }
        HeapGame game = sum.game(i);
        long heap = sum.heap(i);
        long g = game.grundy(heap);
        return game.countOptionsOfValue(heap, g ^ nimSum);
    }

    /** The first winning move in canonical order, if any. */
    @Override
    public Optional<HeapMove> first() {
        if (outcome != Outcome.N) {
            return Optional.empty();
        }
        for (int i = 0, size = sum.size(); i < size; i++) {
            if (countIn(i) > 0) {
                int component = i;
                List<HeapMove> one = firstMoves(sink -> visit(component, new ComponentSink(asMoves(sink))), 1);
                return Optional.of(one.get(0));
            }
        }
        return Optional.empty();
    }

    /** Hands every winning move to {@code sink} in canonical order until it returns false. */
    @Override
    public void forEach(Predicate<? super HeapMove> sink) {
        forEachMove(asMoves(sink));
    }

    /** A sink of parts that hands {@code sink} each move built as a {@link HeapMove}. */
    private static HeapMoveSink asMoves(Predicate<? super HeapMove> sink) {
        return (component, heap, option) -> sink.test(new HeapMove(component, heap, option));
    }

    /** The winning moves as their parts: no {@link HeapMove} is built for them. */
    @Override
    public void forEachMove(HeapMoveSink sink) {
        if (outcome != Outcome.N) {
            return;
        }
        ComponentSink cs = new ComponentSink(sink);
        // No check in this loop (see the class comment): one cost the walk 15-18%
        // (WinningMovesBenchmark.forEach), however the loop was cut.
        for (int i = 0, size = sum.size(); i < size; i++) {
            if (!visit(i, cs)) {
                return;
            }
        }
    }

    /** Visits the winning moves of component {@code i}; false when the sink asked to stop. */
    private boolean visit(int i, ComponentSink cs) {
        HeapGame game = sum.game(i);
        long heap = sum.heap(i);
        cs.at(i, heap);
        if (grundyKnown) {
            game.forEachOptionOfValue(heap, game.grundy(heap) ^ nimSum, cs);
        } else {
            visitLosingOptions(cs);
        }
        return !cs.stopped;
    }

    /** Outcome mode, one heap: the options that the player then to move loses. */
    private void visitLosingOptions(OptionSink sink) {
        HeapGame game = sum.game(0);
        game.forEachOption(sum.heap(0), OptionSink.distinct(option -> {
            boolean lost = switch (option.length) {
                case 0 -> true;
                case 1 -> game.outcome(option[0]) == Outcome.P;
                default -> game.grundyOfOption(option) == 0;
            };
            return !lost || sink.accept(option);
        }));
    }

    /** Hands options of one component on as moves. */
    private static final class ComponentSink implements OptionSink {
        private final HeapMoveSink sink;
        private int component;
        private long heap;
        boolean stopped;

        ComponentSink(HeapMoveSink sink) {
            this.sink = sink;
        }

        /** Reused for every component of one walk: moves the sink to component {@code i}. */
        void at(int i, long heapOfI) {
            component = i;
            heap = heapOfI;
        }

        @Override
        public boolean accept(long[] option) {
            if (!sink.accept(component, heap, option)) {
                stopped = true;
            }
            return !stopped;
        }
    }
}
