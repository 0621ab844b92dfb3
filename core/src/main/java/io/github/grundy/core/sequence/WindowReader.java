package io.github.grundy.core.sequence;

import io.github.grundy.core.store.StoreReader;
import io.github.grundy.core.store.ValueStore;

/**
 * One thread's reads of a {@link TableWindow}: the arrays the window holds (the last heaps, the
 * first ones) are shared, and this reader adds its own window at the middle of the table and its
 * own cache of the store ({@link StoreCache}). The engine's thread reads through the table's own
 * reader; each thread of the parallel part ({@link FarWork}) through one of its own, while
 * nothing is written (between two of its rounds).
 */
final class WindowReader {

    /** The window at the middle of the table: the search reads a few thousand heaps there. */
    private static final int MIDDLE = 1 << 15;

    /** The steps {@link #scan} takes at one end before it turns to the other. */
    private static final int RUN = 32;

    private final TableWindow table;
    private final StoreReader store;
    private final StoreCache cache;
    /** A window of the store at the middle of the table, heaps {@code middleStart..+middleLength-1}. */
    private final char[] middle = new char[MIDDLE];
    private long middleStart = -MIDDLE;
    private int middleLength;

    WindowReader(TableWindow table, ValueStore store) {
        this.table = table;
        this.store = store.reader();
        this.cache = new StoreCache(store, this.store);
    }

    /** Heap {@code h}'s value, {@code 0 <= h < table.size()}. */
    int read(long h) {
        long base = table.base();
        return h >= base ? table.window()[(int) (h - base)] : cache.get(h);
    }

    /**
     * Marks the values of the splits {@code r + (m - r)}, {@code r} the rare heaps
     * {@code rare[from..to)}: from the window for those below {@code near}, the rest read from the
     * store.
     */
    void pairs(int[] rare, int[] rareValues, int near, int from, int to, long m, boolean[] marks) {
        int split = Math.max(from, Math.min(to, near));
        long base = table.base();
        SplitLoops.markRarePairs(table.window(), rare, rareValues, from, split, (int) (m - base), marks);
        for (int i = split; i < to; i++) {
            marks[rareValues[i] ^ read(m - rare[i])] = false;
        }
    }

    /** {@link #pairs} for heaps {@code m} and {@code m + 1} at once. */
    void twoPairs(int[] rare, int[] rareValues, int near, int from, int to, long m, boolean[] marks,
            boolean[] nextMarks) {
        int split = Math.max(from, Math.min(to, near));
        long base = table.base();
        SplitLoops.markTwoRarePairs(table.window(), rare, rareValues, from, split, (int) (m - base), marks, nextMarks);
        for (int i = split; i < to; i++) {
            long b = m - rare[i];
            marks[rareValues[i] ^ read(b)] = false;
            nextMarks[rareValues[i] ^ read(b + 1)] = false;
        }
    }

    /**
     * As {@link SplitLoops#scan}: looks for the values still marked in {@code wanted} among the
     * splits {@code lo + (m - lo)} from {@code lo = firstLo} and {@code hi + (m - hi)} from
     * {@code hi = m/2}, in the same order; how many stay missing. As long as the four heaps of a
     * step lie in arrays at hand (the first heaps, the window of last heaps, the window at the
     * middle), the step reads them there; the rest through {@link #read}.
     *
     * @param firstLo 1 for every split; more to leave out the splits whose large heap
     *                {@code m - lo} is not computed yet (the parallel part's)
     */
    int scan(long m, boolean unequal, boolean[] wanted, int missing, long firstLo) {
        int left = missing;
        long lo = firstLo;
        long hi = unequal ? (m - 1) / 2 : m / 2;
        if (lo < hi) {
            // Runs of steps, in turn: lo + j with m - lo - j, then hi - j with m - hi + j. While
            // the window holds the whole table, all four from it; else lo + j from the first heaps,
            // m - lo - j from the window of last heaps, the other two from the middle window.
            boolean whole = table.base() == 0;
            long steps = whole ? (hi - lo) >> 1 : fastSteps(m, lo, hi);
            if (steps > 0) {
                char[] window = table.window();
                char[] small = whole ? window : table.head();
                char[] middle = whole ? window : this.middle;
                long middleFrom = whole ? 0 : middleStart;
                int l = (int) lo;
                int w = (int) (m - lo - table.base());
                int a = (int) (hi - middleFrom);
                int b = (int) (m - hi - middleFrom);
                int last = (int) steps;
                for (int done = 0; done < last; done += RUN) {
                    int run = Math.min(RUN, last - done);
                    left = SplitLoops.scanRun(small, l + done, window, w - done, run, wanted, left);
                    if (left == 0) {
                        return 0;
                    }
                    left = SplitLoops.scanRun(middle, b + done, middle, a - done, run, wanted, left);
                    if (left == 0) {
                        return 0;
                    }
                }
                lo += steps;
                hi -= steps;
            }
        }
        for (; lo < hi; lo++, hi--) {
            int g = read(lo) ^ read(m - lo);
            if (wanted[g]) {
                wanted[g] = false;
                if (--left == 0) {
                    return 0;
                }
            }
            int h = read(hi) ^ read(m - hi);
            if (wanted[h]) {
                wanted[h] = false;
                if (--left == 0) {
                    return 0;
                }
            }
        }
        if (lo == hi) {
            int g = read(lo) ^ read(m - lo);
            if (wanted[g]) {
                wanted[g] = false;
                left--;
            }
        }
        return left;
    }

    /**
     * Looks for the values still marked in {@code wanted} among the splits {@code a + (m - a)}
     * for {@code a = from..to}, in that order; how many stay missing. The parallel part's near
     * search: the splits with a small heap, whose large heap lies in the block.
     */
    int scanRange(long m, long from, long to, boolean[] wanted, int missing) {
        int left = missing;
        for (long a = from; a <= to; a++) {
            int g = read(a) ^ read(m - a);
            if (wanted[g]) {
                wanted[g] = false;
                if (--left == 0) {
                    return 0;
                }
            }
        }
        return left;
    }

    /**
     * How many steps of {@link #scan} from {@code lo}, {@code hi} read only arrays at hand:
     * {@code lo} in the first heaps, {@code m - lo} in the window of last heaps, {@code hi} and
     * {@code m - hi} in the window at the middle (moved there first when it is not), and
     * {@code lo < hi}.
     */
    private long fastSteps(long m, long lo, long hi) {
        long flushed = table.flushed();
        // The middle: hi - j and m - hi + j for j < MIDDLE / 4 at least, from the store.
        long want = m - hi + MIDDLE / 4;
        if (hi - MIDDLE / 4 < middleStart || want > middleStart + middleLength) {
            long start = Math.max(0, hi - MIDDLE / 2);
            middleStart = start;
            middleLength = (int) Math.max(0, Math.min(MIDDLE, flushed - start));
            if (middleLength > 0) {
                store.read(start, middle, 0, middleLength);
            }
        }
        long steps = (hi - lo) >> 1;
        steps = Math.min(steps, table.head().length - lo);
        // m - lo - j >= base, the window's oldest heap.
        steps = Math.min(steps, m - lo - table.base() + 1);
        steps = Math.min(steps, hi - middleStart);
        steps = Math.min(steps, middleStart + middleLength - 1 - (m - hi));
        return steps;
    }
}
