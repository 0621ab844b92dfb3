package io.github.grundy.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
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
 * <p>Moves come in canonical order: by component, then in the game's option order. Counting and
 * finding the first move allocate nothing per component.
 */
public final class WinningMoves {

    private final HeapSum sum;
    private final long nimSum;

    private WinningMoves(HeapSum sum, long nimSum) {
        this.sum = sum;
        this.nimSum = nimSum;
    }

    /** Analyses {@code sum} (computes its nim-sum once). */
    public static WinningMoves of(HeapSum sum) {
        Objects.requireNonNull(sum, "sum");
        return new WinningMoves(sum, NimSum.of(sum));
    }

    /** The position analysed. */
    public HeapSum sum() {
        return sum;
    }

    /** The Grundy value of the whole position. */
    public long nimSum() {
        return nimSum;
    }

    /** True iff the player to move wins (an N-position); false for a P-position. */
    public boolean firstPlayerWins() {
        return nimSum != 0;
    }

    /** The number of winning moves (0 for a P-position). */
    public long count() {
        if (nimSum == 0) {
            return 0;
        }
        long n = 0;
        for (int i = 0, size = sum.size(); i < size; i++) {
            n += countIn(i);
        }
        return n;
    }

    /** The number of winning moves in component {@code i} alone. */
    public long countIn(int i) {
        if (nimSum == 0) {
            return 0;
        }
        HeapGame game = sum.game(i);
        long heap = sum.heap(i);
        long g = game.grundy(heap);
        return game.countOptionsOfValue(heap, g ^ nimSum);
    }

    /** The first winning move in canonical order, if any. */
    public Optional<Move> first() {
        if (nimSum == 0) {
            return Optional.empty();
        }
        for (int i = 0, size = sum.size(); i < size; i++) {
            if (countIn(i) > 0) {
                Collector c = new Collector(1);
                visit(i, c);
                return Optional.of(c.moves.get(0));
            }
        }
        return Optional.empty();
    }

    /** Hands every winning move to {@code sink} in canonical order until it returns false. */
    public void forEach(Predicate<Move> sink) {
        if (nimSum == 0) {
            return;
        }
        for (int i = 0, size = sum.size(); i < size; i++) {
            if (!visit(i, sink)) {
                return;
            }
        }
    }

    /** The winning moves in canonical order, at most {@code limit} of them. */
    public List<Move> list(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit < 0: " + limit);
        }
        Collector c = new Collector(limit);
        if (limit > 0) {
            forEach(c);
        }
        return List.copyOf(c.moves);
    }

    /** Visits the winning moves of component {@code i}; false when the sink asked to stop. */
    private boolean visit(int i, Predicate<Move> sink) {
        HeapGame game = sum.game(i);
        long heap = sum.heap(i);
        long target = game.grundy(heap) ^ nimSum;
        ComponentSink cs = new ComponentSink(i, heap, sink);
        game.forEachOptionOfValue(heap, target, cs);
        return !cs.stopped;
    }

    /** Turns options of one component into moves. */
    private static final class ComponentSink implements OptionSink {
        private final int component;
        private final long heap;
        private final Predicate<Move> sink;
        boolean stopped;

        ComponentSink(int component, long heap, Predicate<Move> sink) {
            this.component = component;
            this.heap = heap;
            this.sink = sink;
        }

        @Override
        public boolean accept(long[] option) {
            if (!sink.test(new Move(component, heap, option))) {
                stopped = true;
            }
            return !stopped;
        }
    }

    /** Keeps up to a limit of moves. */
    private static final class Collector implements Predicate<Move> {
        private final int limit;
        final List<Move> moves = new ArrayList<>();

        Collector(int limit) {
            this.limit = limit;
        }

        @Override
        public boolean test(Move m) {
            moves.add(m);
            return moves.size() < limit;
        }
    }
}
