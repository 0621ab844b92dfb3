package io.github.grundy.core.sequence;

import io.github.grundy.core.store.StoreReader;
import io.github.grundy.core.store.ValueStore;

/**
 * One thread's reads of a {@link TableWindow}: the arrays the window holds (the last heaps, the
 * first ones) are shared, and this reader adds its own buffers of the store for the search's walks
 * ({@link TableCursor}) and its own cache of the store for the other reads ({@link StoreCache}). The engine's thread reads through the table's own
 * reader; each thread of the parallel part ({@link FarWork}) through one of its own, while
 * nothing is written (between two of its rounds).
 */
final class WindowReader {

    /** The steps {@link #scan} takes at one end before it turns to the other. */
    private static final int RUN = 32;

    private final TableWindow table;
    private final StoreReader store;
    private final StoreCache cache;
    /** The search's four walks: up from its small heaps and down from their partners, down from the middle and up. */
    private final TableCursor smallUp;
    private final TableCursor largeDown;
    private final TableCursor middleDown;
    private final TableCursor middleUp;

    WindowReader(TableWindow table, ValueStore store) {
        this.table = table;
        this.store = store.reader();
        this.cache = new StoreCache(store, this.store);
        this.smallUp = new TableCursor(table, this.store, true);
        this.largeDown = new TableCursor(table, this.store, false);
        this.middleDown = new TableCursor(table, this.store, false);
        this.middleUp = new TableCursor(table, this.store, true);
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
     * {@link SplitLoops#markThreeRarePairs} for all {@code count} rare heaps (each below {@code m}):
     * from the window for those below {@code near}, the rest read from the store.
     */
    void threePairs(int[] rare, int[] rareValues, int near, int count, long m, boolean[] marks, boolean[] nextMarks) {
        int split = Math.min(count, near);
        long base = table.base();
        SplitLoops.markThreeRarePairs(table.window(), rare, rareValues, 0, split, (int) (m - base), marks, nextMarks);
        for (int i = split; i < count; i++) {
            long b = m - rare[i];
            int g = rareValues[i];
            int both = g ^ read(b + 1);
            marks[g ^ read(b)] = false;
            marks[both] = false;
            nextMarks[both] = false;
            nextMarks[g ^ read(b + 2)] = false;
        }
    }

    /**
     * As {@link SplitLoops#scan}: looks for the values still marked in {@code wanted} among the
     * splits {@code lo + (m - lo)} from {@code lo = firstLo} and {@code hi + (m - hi)} from
     * {@code hi = m/2}, in runs from each end in turn; how many stay missing. (Starting at the
     * middle, away from the newest heaps another lane writes, measured faster on the JVM but not
     * natively: bench/README.md, "Heaps side by side in lanes".) Each of the four
     * walks reads plain arrays through its {@link TableCursor}: the first heaps, the window of last
     * heaps, or a buffer of the store.
     *
     * @param firstLo 1 for every split; more to leave out the splits whose large heap
     *                {@code m - lo} is not computed yet (the parallel part's)
     */
    int scan(long m, boolean unequal, boolean[] wanted, int missing, long firstLo) {
        int left = missing;
        long lo = firstLo;
        long hi = unequal ? (m - 1) / 2 : m / 2;
        // Stretches of steps that all four walks take in the arrays at hand (2 steps <= hi - lo + 1:
        // the walks never cross), in runs from each end in turn; a cursor is asked again only
        // when its walk leaves its array, every few thousand steps at most.
        while (lo < hi) {
            int steps = stretch(m, lo, hi);
            char[] a = smallUp.array;
            char[] b = largeDown.array;
            char[] c = middleDown.array;
            char[] d = middleUp.array;
            int ai = smallUp.index;
            int bi = largeDown.index;
            int ci = middleDown.index;
            int di = middleUp.index;
            for (int done = 0; done < steps; done += RUN) {
                int run = Math.min(RUN, steps - done);
                left = SplitLoops.scanRun(a, ai + done, b, bi - done, run, wanted, left);
                if (left == 0) {
                    return 0;
                }
                left = SplitLoops.scanRun(d, di + done, c, ci - done, run, wanted, left);
                if (left == 0) {
                    return 0;
                }
            }
            lo += steps;
            hi -= steps;
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
     * Puts the four walks at {@code lo}, {@code m - lo}, {@code hi} and {@code m - hi}; how many
     * steps all four take in the arrays at hand (2 steps <= hi - lo + 1: the walks never cross).
     */
    private int stretch(long m, long lo, long hi) {
        smallUp.at(lo);
        largeDown.at(m - lo);
        middleDown.at(hi);
        middleUp.at(m - hi);
        return (int) Math.min((hi - lo + 1) >> 1, Math.min(Math.min(smallUp.count, largeDown.count),
                Math.min(middleDown.count, middleUp.count)));
    }

    /**
     * {@link #scan} that goes on with {@code search}: from where it stopped, marking what it meets
     * in its {@code seen}, and left where it stops (every step counted, so that the next heap's
     * walk skips no split); how many of {@code missing} stay.
     */
    int scanOn(SplitSearches.Search search, boolean[] wanted, int missing) {
        int left = missing;
        long m = search.m;
        boolean[] seen = search.seen;
        while (search.lo < search.hi) {
            int steps = stretch(m, search.lo, search.hi);
            // The cursors' fields are read once a run: 32 steps.
            for (int done = 0; done < steps; done += RUN) {
                int run = Math.min(RUN, steps - done);
                int r = SplitLoops.scanRunSeen(smallUp.array, smallUp.index + done, largeDown.array,
                        largeDown.index - done, run, wanted, seen, left);
                search.lo += r & 63;
                left = r >>> 6;
                if (left == 0) {
                    return 0;
                }
                r = SplitLoops.scanRunSeen(middleUp.array, middleUp.index + done, middleDown.array,
                        middleDown.index - done, run, wanted, seen, left);
                search.hi -= r & 63;
                left = r >>> 6;
                if (left == 0) {
                    return 0;
                }
            }
        }
        if (search.lo == search.hi) {
            int g = read(search.lo) ^ read(m - search.lo);
            seen[g] = true;
            search.lo++;
            if (wanted[g]) {
                wanted[g] = false;
                left--;
            }
        }
        return left;
    }

    /**
     * Looks for the values still marked in {@code wanted} among the splits {@code a + (m - a)}
     * for {@code a = from..to}; how many stay missing. The parallel part's near search: the
     * splits with a small heap, whose large heap lies in the block.
     */
    int scanRange(long m, long from, long to, boolean[] wanted, int missing) {
        int left = missing;
        for (long a = from; a <= to; ) {
            smallUp.at(a);
            largeDown.at(m - a);
            int steps = (int) Math.min(to - a + 1, Math.min(smallUp.count, largeDown.count));
            left = SplitLoops.scanRun(smallUp.array, smallUp.index, largeDown.array, largeDown.index, steps, wanted,
                    left);
            if (left == 0) {
                return 0;
            }
            a += steps;
        }
        return left;
    }
}
