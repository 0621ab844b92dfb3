package io.github.grundy.core;

import java.util.Arrays;

/**
 * The mex engine: Grundy values of heaps 0..N of a heap game, built bottom-up. The value of a heap
 * is the mex of its options' values, and an option's value is the nim-sum of its heaps' values,
 * so each option may only hold heaps smaller than the one it comes from (checked).
 *
 * <p>Time is linear in the table size plus the options visited; memory is one {@code int} per
 * heap (a value is at most the number of options of its heap, see {@link MexSet#LIMIT}).
 */
public final class MexTable {

    /** Heaps between two {@link Cancellation#checkpoint()}s, minus one (a mask). */
    private static final int CHECK_EVERY = (1 << 8) - 1;

    private final int[] values;

    private MexTable(int[] values) {
        this.values = values;
    }

    /**
     * Builds the values of heaps {@code 0..maxHeap} from the game's moves.
     *
     * @throws IllegalArgumentException if an option holds a heap not smaller than its origin
     * @throws MemoryLimitExceededException if the table would not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     *                                                     ({@link Cancellation})
     */
    public static MexTable build(HeapMoves moves, int maxHeap) {
        if (maxHeap < 0 || maxHeap == Integer.MAX_VALUE) {
            throw new IllegalArgumentException("table size out of range: " + maxHeap);
        }
        int[] values = Memory.allocate(4L * (maxHeap + 1), () -> "a Grundy table of heaps 0.." + maxHeap,
                () -> new int[maxHeap + 1]);
        MexSet seen = new MexSet();
        OptionValues sink = new OptionValues(values, seen);
        for (int x = 0; x <= maxHeap; x++) {
            if ((x & CHECK_EVERY) == 0) {
                Cancellation.checkpoint();
            }
            seen.clear();
            sink.origin = x;
            moves.forEachOption(x, sink);
            values[x] = (int) seen.mex();
        }
        return new MexTable(values);
    }

    /** The largest heap in the table. */
    public int maxHeap() {
        return values.length - 1;
    }

    /** The Grundy value of {@code heap}, which must be at most {@link #maxHeap()}. */
    public long grundy(long heap) {
        if (heap < 0 || heap >= values.length) {
            throw new IllegalArgumentException("heap " + heap + " is outside the table 0.." + maxHeap());
        }
        return values[(int) heap];
    }

    /** A copy of the values, index = heap. */
    public int[] toArray() {
        return values.clone();
    }

    @Override
    public String toString() {
        int shown = Math.min(values.length, 32);
        return "MexTable" + Arrays.toString(Arrays.copyOf(values, shown)) + (shown < values.length ? "..." : "");
    }

    /** Adds the value of each option of the heap being computed to the mex set. */
    private static final class OptionValues implements OptionSink {
        private final int[] values;
        private final MexSet seen;
        int origin;

        OptionValues(int[] values, MexSet seen) {
            this.values = values;
            this.seen = seen;
        }

        @Override
        public boolean accept(long[] heaps) {
            long x = 0;
            for (long h : heaps) {
                if (h < 0 || h >= origin) {
                    throw new IllegalArgumentException(
                            "an option of heap " + origin + " holds heap " + h
                                    + ": options must hold smaller heaps for a bottom-up table");
                }
                x ^= values[(int) h];
            }
            seen.add(x);
            return true;
        }
    }
}
