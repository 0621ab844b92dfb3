package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Memory;
import io.github.grundy.core.store.ValueStore;

/**
 * A stored table as {@link StoredSequence}'s engine reads and writes it: the values in a
 * {@link ValueStore}, and in memory the three places the engine reads, however long the table is:
 * <ul>
 *   <li>the last heaps, in a window of 2^16 or more (up to 2^24, the largest rare heap at least):
 *       the splits with a rare heap {@code r} read heap {@code n - k - r}, and the moves that leave
 *       one heap read {@code n - k}. New values are written there and appended to the store each
 *       time the window moves on;</li>
 *   <li>the first heaps and a window at the middle of the table: the search for the rare values
 *       missing below the candidate ({@link #scan}) walks the splits {@code a + (m - a)} from both
 *       ends, {@code a = 1, 2, …} and {@code a = m/2, m/2 - 1, …}, and stops as soon as it has
 *       found them;</li>
 *   <li>anything else through a cache of decoded blocks ({@link StoreCache}).</li>
 * </ul>
 * So a table on disk is written sequentially at the frontier and read sequentially at the middle,
 * and the memory it needs is the windows and the cache, not the table.
 */
final class TableWindow {

    /** The most last heaps the window holds, 2^24 (a window twice that long, 64 MB). */
    static final int MAX_HISTORY = 1 << 24;

    /** The most last heaps this window holds: {@link #MAX_HISTORY}, or less in tests. */
    private final int maxHistory;

    /** The first heaps kept for the search of missing rare values. */
    private static final int HEAD = 1 << 16;

    /** The window at the middle of the table: the search reads a few thousand heaps there. */
    private static final int MIDDLE = 1 << 15;

    private final ValueStore store;
    private final StoreCache cache;
    /** Heaps 0..next-1 are computed. */
    private long next;
    /** Heaps 0..flushed-1 are in the store; the rest of the computed ones only in the window. */
    private long flushed;
    /**
     * The last heaps: heap h at window[h - base], for base <= h < next. Twice {@link #history}
     * long: when full, the last {@code history} heaps move to its front, so that it always holds
     * at least that many (one copy a heap, amortized, where a ring would mask every read).
     */
    private char[] window;
    private long base;
    /** How many last heaps the window holds at least: a power of two. */
    private int history;
    /** The first heaps, up to {@link #HEAD}, for the search's splits {@code lo + (m - lo)}. */
    private char[] head = new char[0];
    /** A window of the store at the middle of the table, heaps {@code middleStart..+middleLength-1}. */
    private final char[] middle = new char[MIDDLE];
    private long middleStart = -MIDDLE;
    private int middleLength;

    /**
     * The store's heaps, the last {@code history} of them (a power of two) in the window, which
     * holds at most {@code maxHistory}.
     */
    TableWindow(ValueStore store, int history, int maxHistory) {
        this.store = store;
        this.maxHistory = maxHistory;
        this.cache = new StoreCache(store);
        this.next = store.size();
        this.flushed = next;
        this.history = history;
        this.window = new char[2 * history];
        this.base = Math.max(0, next - history);
        if (next > base) {
            store.read(base, window, 0, (int) (next - base));
        }
    }

    /** How many heaps are computed. */
    long size() {
        return next;
    }

    /** How many last heaps the window holds at least. */
    int history() {
        return history;
    }

    /** The values of heaps {@code from..from+count-1} into {@code into}, from the store and the window. */
    void read(long from, char[] into, int count) {
        long stored = Math.min(count, Math.max(0, flushed - from));
        if (stored > 0) {
            store.read(from, into, 0, (int) stored);
        }
        for (int i = (int) stored; i < count; i++) {
            into[i] = window[(int) (from + i - base)];
        }
    }

    /** Heap {@code h}'s value, {@code 0 <= h < size()}. */
    int read(long h) {
        return h >= base ? window[(int) (h - base)] : cache.get(h);
    }

    /** Heap {@code h}'s value, {@code size() - history() <= h < size()}: from the window alone. */
    int last(long h) {
        return window[(int) (h - base)];
    }

    /** The value of heap {@code size()}. */
    void add(char v) {
        if (next - base == window.length) {
            shift();
        }
        window[(int) (next - base)] = v;
        next++;
    }

    /** Appends the values computed since the last flush to the store. */
    void flush() {
        if (flushed < next) {
            store.append(window, (int) (flushed - base), (int) (next - flushed));
            flushed = next;
        }
    }

    /** A full window: its values to the store, and its last {@link #history} heaps to its front. */
    private void shift() {
        flush();
        int keep = (int) Math.min(history, next - base);
        System.arraycopy(window, (int) (next - keep - base), window, 0, keep);
        base = next - keep;
    }

    /**
     * A window that holds at least {@code reach} last heaps, if it may hold that many.
     *
     * @return whether it does
     */
    boolean reach(long reach) {
        if (reach <= history) {
            return true;
        }
        if (reach > maxHistory) {
            return false;
        }
        int size = Integer.highestOneBit((int) (reach - 1)) << 1;
        char[] grown = Memory.allocate((long) Character.BYTES * 2 * size, () -> "the last " + size
                + " heaps of a stored table", () -> new char[2 * size]);
        long from = Math.max(0, next - size);
        for (long h = from; h < next; h++) {
            grown[(int) (h - from)] = (char) read(h);
        }
        window = grown;
        base = from;
        history = size;
        return true;
    }

    /**
     * Marks the values of the splits {@code r + (m - r)}, {@code r} the rare heaps
     * {@code rare[from..to)}: from the window for those below {@code near}, the rest read from the
     * store.
     */
    void pairs(int[] rare, int[] rareValues, int near, int from, int to, long m, boolean[] marks) {
        int split = Math.max(from, Math.min(to, near));
        SplitLoops.markRarePairs(window, rare, rareValues, from, split, (int) (m - base), marks);
        for (int i = split; i < to; i++) {
            marks[rareValues[i] ^ read(m - rare[i])] = false;
        }
    }

    /** {@link #pairs} for heaps {@code m} and {@code m + 1} at once. */
    void twoPairs(int[] rare, int[] rareValues, int near, int from, int to, long m, boolean[] marks,
            boolean[] nextMarks) {
        int split = Math.max(from, Math.min(to, near));
        SplitLoops.markTwoRarePairs(window, rare, rareValues, from, split, (int) (m - base), marks, nextMarks);
        for (int i = split; i < to; i++) {
            long b = m - rare[i];
            marks[rareValues[i] ^ read(b)] = false;
            nextMarks[rareValues[i] ^ read(b + 1)] = false;
        }
    }

    /**
     * As {@link SplitLoops#scan}: looks for the values still marked in {@code wanted} among the
     * splits {@code lo + (m - lo)} from {@code lo = 1} and {@code hi + (m - hi)} from
     * {@code hi = m/2}, in the same order; how many stay missing. As long as the four heaps of a
     * step lie in arrays at hand (the first heaps, the window of last heaps, the window at the
     * middle), the step reads them there; the rest through {@link #read}.
     */
    int scan(long m, boolean unequal, boolean[] wanted, int missing) {
        int left = missing;
        long lo = 1;
        long hi = unequal ? (m - 1) / 2 : m / 2;
        if (lo < hi) {
            long steps = fastSteps(m, hi);
            if (steps > 0) {
                char[] head = this.head;
                char[] window = this.window;
                char[] middle = this.middle;
                int mi = (int) (m - base);
                // hi - j + 1 and m - hi + j - 1 in the middle window, for j = 1..steps: one
                // induction variable, so that the compiler hoists the range checks.
                int a = (int) (hi - middleStart) + 1;
                int b = (int) (m - hi - middleStart) - 1;
                int last = (int) steps;
                for (int j = 1; j <= last; j++) {
                    int g = head[j] ^ window[mi - j];
                    if (wanted[g]) {
                        wanted[g] = false;
                        if (--left == 0) {
                            return 0;
                        }
                    }
                    int h = middle[a - j] ^ middle[b + j];
                    if (wanted[h]) {
                        wanted[h] = false;
                        if (--left == 0) {
                            return 0;
                        }
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
     * How many steps of {@link #scan} from {@code lo = 1}, {@code hi} read only arrays at hand:
     * {@code lo} in the first heaps, {@code m - lo} in the window of last heaps, {@code hi} and
     * {@code m - hi} in the window at the middle (moved there first when it is not), and
     * {@code lo < hi}.
     */
    private long fastSteps(long m, long hi) {
        if (head.length < HEAD && flushed > head.length) {
            head = new char[(int) Math.min(HEAD, flushed)];
            store.read(0, head, 0, head.length);
        }
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
        long steps = (hi - 1) >> 1;
        steps = Math.min(steps, head.length - 1L);
        // m - lo >= base, the window's oldest heap.
        steps = Math.min(steps, m - base);
        steps = Math.min(steps, hi - middleStart);
        steps = Math.min(steps, middleStart + middleLength - 1 - (m - hi));
        return steps;
    }
}
