package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapRuns;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.game.MemoryLimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.normal.MexSet;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The mex engine: Grundy values of heaps 0..N of a heap game, built bottom-up. The value of a heap
 * is the mex of its options' values, and an option's value is the nim-sum of its heaps' values,
 * so each option may only hold heaps smaller than the one it comes from (checked).
 *
 * <p>Time is linear in the table size plus the options visited; memory is one {@code int} per
 * heap (a value is at most the number of options of its heap, see {@link MexSet#LIMIT}).
 */
public final class MexTable {

    /** Heaps between two {@link Cancellation#checkpoint()}s. */
    private static final int BLOCK = 1 << 8;

    private final int[] values;

    private MexTable(int[] values) {
        this.values = values;
    }

    /**
     * Builds the values of heaps {@code 0..maxHeap} from the game's moves.
     *
     * @param moves   the game's moves, each option holding only smaller heaps
     * @param maxHeap the largest heap tabled, {@code 0 <= maxHeap < Integer.MAX_VALUE}
     * @return the table of heaps {@code 0..maxHeap}
     * @throws IllegalArgumentException if {@code maxHeap} is out of range, or the moves refuse a heap (as a rule that overflows there)
     * @throws GameFailure if an option holds a heap not smaller than its origin, or the moves fail
     *                     (naming the heap)
     * @throws MemoryLimitExceededException if the table would not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     *                                                     ({@link Cancellation})
     */
    public static MexTable build(HeapMoves moves, int maxHeap) {
        if (maxHeap < 0 || maxHeap == Integer.MAX_VALUE) {
            throw new IllegalArgumentException("table size out of range: " + maxHeap);
        }
        long bytes = 4L * (maxHeap + 1);
        Supplier<String> what = () -> "a Grundy table of heaps 0.." + maxHeap;
        Memory.require(bytes, what);
        int[] values;
        try {
            // Allocated here, not in a lambda for Memory.allocate: that cost the loop below 10%
            // (MexTableBenchmark.subtraction).
            values = new int[maxHeap + 1];
        } catch (OutOfMemoryError e) {
            throw Memory.noRoom(bytes, what);
        }
        fill(moves, values, 0, maxHeap);
        return new MexTable(values);
    }

    /**
     * This table grown to heaps {@code 0..maxHeap}: the values known are copied, and only the
     * heaps beyond them are computed (a table that grows in steps, {@code table --to=N}, computes
     * each heap once, not once a step). This table is left as it was.
     *
     * @param moves   the game's moves, the same as this table's
     * @param maxHeap the largest heap tabled, at least {@link #maxHeap()}, below {@code Integer.MAX_VALUE}
     * @return the larger table (this one when {@code maxHeap} is its own)
     * @throws IllegalArgumentException if {@code maxHeap} is out of range, or the moves refuse a heap
     * @throws GameFailure if an option holds a heap not smaller than its origin, or the moves fail
     * @throws MemoryLimitExceededException if the table would not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public MexTable extend(HeapMoves moves, int maxHeap) {
        if (maxHeap < maxHeap() || maxHeap == Integer.MAX_VALUE) {
            throw new IllegalArgumentException("table size out of range: " + maxHeap);
        }
        if (maxHeap == maxHeap()) {
            return this;
        }
        long bytes = 4L * (maxHeap + 1);
        Supplier<String> what = () -> "a Grundy table of heaps 0.." + maxHeap;
        Memory.require(bytes, what);
        int[] grown;
        try {
            grown = Arrays.copyOf(values, maxHeap + 1);
        } catch (OutOfMemoryError e) {
            throw Memory.noRoom(bytes, what);
        }
        fill(moves, grown, values.length, maxHeap);
        return new MexTable(grown);
    }

    /**
     * Fills {@code values[from..to]} from the game's moves, the values of the heaps before
     * {@code from} being already there: how a table grows in place ({@link GrundySequence}).
     * Checks {@link Cancellation} every few hundred heaps.
     */
    static void fill(HeapMoves moves, int[] values, int from, int to) {
        MexSet seen = new MexSet();
        OptionValues sink = new OptionValues(values, seen);
        for (long block = from; block <= to; block += BLOCK) {
            Cancellation.checkpoint();
            fillBlock(moves, sink, seen, (int) block, (int) Math.min(to, block + BLOCK - 1));
        }
    }

    /**
     * Values of heaps {@code from..to}: a loop of its own, without the check, so that it compiles
     * as tight as it did before there was one.
     */
    private static void fillBlock(HeapMoves moves, OptionValues sink, MexSet seen, int from, int to) {
        int[] values = sink.values;
        // One try around the loop, not in it: the sink knows the heap that failed (its origin).
        sink.origin = from;
        try {
            if (moves instanceof HeapRuns runs) {
                // One call for the block (a rule's frame and guard taken once); the sink's start sets the heap.
                runs.forEachOptionOfRun(from, to, sink);
                return;
            }
            for (int x = from; x <= to; x++) {
                seen.clear();
                sink.origin = x;
                moves.forEachOption(x, sink);
                values[x] = (int) seen.mex();
            }
        } catch (GameFailure | java.util.concurrent.CancellationException | LimitExceededException
                | IllegalArgumentException e) {
            // A refusal of the input passes as it is, as the SPI lets a game refuse: a rule's
            // overflow at a heap is the user's rule, not a broken game.
            throw e;
        } catch (RuntimeException e) {
            throw new GameFailure("heap " + sink.origin, e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
        }
    }

    /**
     * The largest heap in the table.
     *
     * @return the {@code maxHeap} it was built for
     */
    public int maxHeap() {
        return values.length - 1;
    }

    /**
     * The Grundy value of {@code heap}, which must be at most {@link #maxHeap()}.
     *
     * @param heap a heap in {@code 0..maxHeap()}
     * @return its Grundy value
     * @throws IllegalArgumentException if the heap is outside the table
     */
    public long grundy(long heap) {
        if (heap < 0 || heap >= values.length) {
            throw new IllegalArgumentException("heap " + heap + " is outside the table 0.." + maxHeap());
        }
        return values[(int) heap];
    }

    /**
     * A copy of the values, index = heap.
     *
     * @return a new array of {@code maxHeap() + 1} values
     */
    public int[] toArray() {
        return values.clone();
    }

    @Override
    public String toString() {
        int shown = Math.min(values.length, 32);
        return "MexTable" + Arrays.toString(Arrays.copyOf(values, shown)) + (shown < values.length ? "..." : "");
    }

    /** Adds the value of each option of the heap being computed to the mex set. */
    private static final class OptionValues implements HeapRuns.RunSink {
        private final int[] values;
        private final MexSet seen;
        int origin;

        OptionValues(int[] values, MexSet seen) {
            this.values = values;
            this.seen = seen;
        }

        @Override
        public void start(long heap) {
            seen.clear();
            origin = (int) heap;
        }

        @Override
        public void end(long heap) {
            values[(int) heap] = (int) seen.mex();
        }

        @Override
        public boolean accept(long[] heaps) {
            long x = 0;
            for (long h : heaps) {
                if (h < 0 || h >= origin) {
                    throw GameFailure.badOption(origin, h);
                }
                x ^= values[(int) h];
            }
            seen.add(x);
            return true;
        }
    }
}
