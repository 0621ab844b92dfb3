package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.store.ValueStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The Grundy values of a take-and-break code at record scale: heaps indexed by {@code long}, kept
 * in a {@link ValueStore} (a byte a heap, in memory or in segment files on disk), computed by the
 * rare/common engine ({@link RareCommon}'s method, the same values) and grown in place by
 * {@link #extendTo}. For a finite code whose moves leave at most two heaps.
 *
 * <p><b>Where the values are read.</b> The engine reads three places of the table, and keeps each
 * in memory however long the table is:
 * <ul>
 *   <li>the last heaps, in a window of 2^16 or more (the largest rare heap at least): the
 *       splits with a rare heap {@code r} read heap {@code n - k - r}, and the moves that leave one
 *       heap read {@code n - k}. New values are written there and appended to the store each
 *       time the window moves on;</li>
 *   <li>the first heaps and the middle of the table, through a cache of decoded blocks of the
 *       store ({@link StoreCache}): the search for the rare values missing below the candidate
 *       walks the splits {@code a + (m - a)} from both ends, {@code a = 1, 2, …} and
 *       {@code a = m/2, m/2 - 1, …}, and stops as soon as it has found them;</li>
 *   <li>the whole table, sequentially, only when it is opened (the histogram, the frequencies and
 *       the rare heaps are rebuilt from it) and when the mask changes.</li>
 * </ul>
 * So a table on disk is read and written sequentially near the frontier and the middle, and the
 * memory it needs is the window and the cache, not the table.
 *
 * <p>Not thread-safe: one writer, and reads of the heaps it has computed
 * ({@link #get} below {@link #size()}).
 *
 * @since SPI version 2
 */
public final class StoredSequence {

    /** The fewest last heaps the window holds: 2^16 values. */
    private static final int FIRST_HISTORY = 1 << 16;

    /** The most last heaps the window holds, 2^29 (a window twice that long, 2 GB): a rare heap beyond is refused. */
    private static final int MAX_HISTORY = 1 << 29;

    /** The first heaps kept for the search of missing rare values. */
    private static final int HEAD = 1 << 16;

    /** The window at the middle of the table: the search reads a few thousand heaps there. */
    private static final int MIDDLE = 1 << 15;

    private final TakeBreakCode code;
    private final ValueStore store;
    private final StoreCache cache;
    /** The first heaps, up to {@link #HEAD}, for the search's splits {@code lo + (m - lo)}. */
    private char[] head = new char[0];
    /** A window of the store at the middle of the table, heaps {@code middleStart..+middleLength-1}. */
    private final char[] middle = new char[MIDDLE];
    private long middleStart = -MIDDLE;
    private int middleLength;
    private final boolean[] whole;
    private final int[] takes;
    private final int[] splits;
    private final boolean[] unequalSplit;
    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;
    /** Whether a split may take nothing (d0 has the 4 bit): heap n + 1 splits into 1 + n. */
    private final boolean hasWholeSplit;
    private final int maxTake;

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
    /** How many last heaps the window holds at least: a power of two, 2^16 or more. */
    private int history;

    private int bits;
    private long[] histogram;
    private long[] transform = new long[0];
    private int mask;
    private boolean maskHasPosition;
    private byte[] valueParity;
    private int[] rare = new int[16];
    private int[] rareValues = new int[16];
    private int rareCount;
    private int nextMaskChoice;

    /** How many of heaps 1..next-1 have each value. */
    private long[] counts = new long[16];
    private int maxValue;
    private long maxAt = -1;
    private final List<ValueFrequencies> powers = new ArrayList<>();

    private StoredSequence(TakeBreakCode code, ValueStore store) {
        this.code = code;
        this.store = store;
        this.cache = new StoreCache(store);
        int t = code.maxTake().orElseThrow();
        boolean[] w = new boolean[t + 1];
        int[] ts = new int[t + 1];
        int[] ss = new int[t + 1];
        boolean[] unequal = new boolean[t + 1];
        int nt = 0;
        int ns = 0;
        for (int k = 0; k <= t; k++) {
            int d = code.digit(k);
            if (k > 0 && (d & 1) != 0) {
                w[k] = true;
            }
            if (k > 0 && (d & 2) != 0) {
                ts[nt++] = k;
            }
            if ((d & 4) != 0) {
                unequal[ns] = code.unequal(k);
                ss[ns++] = k;
            }
        }
        this.whole = w;
        this.takes = Arrays.copyOf(ts, nt);
        this.splits = Arrays.copyOf(ss, ns);
        this.unequalSplit = Arrays.copyOf(unequal, ns);
        this.positionBit = RareSplit.positionBit(code);
        this.hasWholeSplit = ns > 0 && splits[0] == 0;
        this.maxTake = t;
    }

    /**
     * Whether {@code code} can be tabled here: a finite code whose moves leave at most two heaps
     * (the codes of the rare/common engine).
     *
     * @param code a take-and-break code
     * @return whether {@link #of} takes it
     */
    public static boolean supports(TakeBreakCode code) {
        return !code.isInfinite() && code.maxParts() <= 2;
    }

    /**
     * The values of {@code code} in {@code store}: the heaps it holds already are read back (once,
     * sequentially: the histogram, frequencies and rare heaps are rebuilt from them), and
     * {@link #extendTo} goes on after them.
     *
     * @param code  the game, a code that {@link #supports} takes
     * @param store its values so far, of this code (the caller has checked the store's game)
     * @return the sequence
     * @throws IllegalArgumentException if the code is not supported
     */
    public static StoredSequence of(TakeBreakCode code, ValueStore store) {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(store, "store");
        return of(code, store, FIRST_HISTORY);
    }

    /** {@link #of(TakeBreakCode, ValueStore)} with a window of {@code firstRing} last heaps at first (tests: a small one). */
    static StoredSequence of(TakeBreakCode code, ValueStore store, int firstRing) {
        if (!supports(code)) {
            throw new IllegalArgumentException("code " + code + ": a stored table needs a finite code whose moves leave"
                    + " at most two heaps");
        }
        StoredSequence s = new StoredSequence(code, store);
        s.rebuild(Integer.highestOneBit(Math.max(2, firstRing)));
        return s;
    }

    /**
     * The code.
     *
     * @return the game's code
     */
    public TakeBreakCode code() {
        return code;
    }

    /**
     * The store the values are kept in.
     *
     * @return the store
     */
    public ValueStore store() {
        return store;
    }

    /**
     * How many heaps are computed: heaps {@code 0..size()-1}.
     *
     * @return the number of values known
     */
    public long size() {
        return next;
    }

    /**
     * The value of heap {@code n}.
     *
     * @param n a heap in {@code 0..size()-1}
     * @return its Grundy value
     * @throws IllegalArgumentException if {@code n} is not computed yet
     */
    public int get(long n) {
        if (n < 0 || n >= next) {
            throw new IllegalArgumentException("heap " + n + " is outside the computed values 0.." + (next - 1));
        }
        return read(n);
    }

    /**
     * The largest value among heaps {@code 1..size()-1} (0 when there are none).
     *
     * @return the largest value
     */
    public int maxValue() {
        return maxValue;
    }

    /**
     * The first heap with the largest value ({@code -1} when there is none).
     *
     * @return where the largest value first occurs
     */
    public long maxAt() {
        return maxAt;
    }

    /**
     * The frequencies of the values over heaps {@code 1..N} for every power of two {@code N >= 2}
     * computed so far, in order.
     *
     * @return a new list, one entry a power of two
     */
    public List<ValueFrequencies> powersOfTwo() {
        return List.copyOf(powers);
    }

    /**
     * How the values computed split into rare and common ones: the mask under which the fewest of
     * heaps {@code 0..size()-1} are rare (chosen again now, from the histogram of all of them),
     * and the rare heaps among them with their values (Officers, {@code .6}: mask {@code 1ee},
     * 1,584 rare heaps, the last at 20,627).
     *
     * @return the split
     */
    public RareHeaps rareHeaps() {
        if (next > 0 && chooseMask(next)) {
            classify(next);
        }
        // Heap 0 pairs in no split, so the engine leaves it out; the tables count it when it is rare.
        int zero = next > 0 && parity(read(0), 0) == 0 ? 1 : 0;
        long[] heaps = new long[zero + rareCount];
        int[] values = new int[zero + rareCount];
        for (int i = 0; i < rareCount; i++) {
            heaps[zero + i] = rare[i];
            values[zero + i] = rareValues[i];
        }
        return new RareHeaps(mask, maskHasPosition, heaps, values);
    }

    /**
     * The rare heaps of a stored table and the mask that makes them so.
     *
     * @param mask     the value bits of the mask (hexadecimal in tables)
     * @param position whether the heap's parity takes part
     * @param heaps    the rare heaps, ascending
     * @param values   their values
     */
    public record RareHeaps(int mask, boolean position, long[] heaps, int[] values) {
        /**
         * Copies the arrays.
         *
         * @param mask     the value bits of the mask
         * @param position whether the heap's parity takes part
         * @param heaps    the rare heaps, ascending
         * @param values   their values
         */
        public RareHeaps {
            heaps = heaps.clone();
            values = values.clone();
        }

        /**
         * The rare heaps.
         *
         * @return a copy, ascending
         */
        @Override
        public long[] heaps() {
            return heaps.clone();
        }

        /**
         * Their values.
         *
         * @return a copy, in the order of the heaps
         */
        @Override
        public int[] values() {
            return values.clone();
        }

        /**
         * The mask as the tables write it: {@code 1ee}, {@code 1+pos}.
         *
         * @return the mask in hexadecimal, {@code +pos} when the heap's parity takes part
         */
        public String maskText() {
            return Integer.toHexString(mask) + (position ? "+pos" : "");
        }
    }

    /**
     * Computes the values of heaps {@code size()..last} and appends them to the store (not
     * committed: {@link ValueStore#commit} makes them durable). A stop ({@link Cancellation}) ends
     * it between two heaps, the values before kept and the store appended to.
     *
     * @param last the last heap to compute
     * @throws LimitExceededException if a value needs more than 16 bits, or a rare heap lies
     *                                beyond the most last heaps the window holds (2^29)
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public void extendTo(long last) {
        try {
            fill(last);
        } finally {
            flush();
        }
    }

    private void fill(long last) {
        boolean[] missing = new boolean[1 << bits];
        boolean[] nextMissing = new boolean[1 << bits];
        boolean nextMarked = false;
        for (long n = next; n <= last; n++) {
            if ((n & 0xFF) == 0) {
                Cancellation.checkpoint();
            }
            int size = 1 << bits;
            if (missing.length != size) {
                missing = new boolean[size];
                nextMissing = new boolean[size];
                nextMarked = false;
            }
            if (nextMarked) {
                boolean[] t = missing;
                missing = nextMissing;
                nextMissing = t;
                nextMarked = false;
            } else {
                Arrays.fill(missing, true);
                Arrays.fill(nextMissing, true);
                markPairs(n, missing, nextMissing);
                nextMarked = true;
            }
            int v = value(n, missing);
            if (v > Character.MAX_VALUE) {
                throw new LimitExceededException("code " + code + ": heap " + n + " has the value " + v
                        + ", beyond the 16 bits a stored table holds");
            }
            if (n - base == window.length) {
                shift();
            }
            window[(int) (n - base)] = (char) v;
            next = n + 1;
            count(n, v);
            boolean wider = v >= size;
            if (wider) {
                bits = 32 - Integer.numberOfLeadingZeros(v);
                histogram = Arrays.copyOf(histogram, 2 << bits);
            }
            histogram[(v << 1) | position(n)]++;
            if (wider || parity(v, n) == 0) {
                boolean choose = wider || rareCount >= nextMaskChoice;
                if (choose && (chooseMask(n + 1) || wider)) {
                    classify(n + 1);
                    nextMarked = false;
                } else if (n > 0) {
                    addRare(n, v);
                }
                if (choose) {
                    scheduleMaskChoice();
                }
            }
            if (nextMarked && n >= 2 && hasWholeSplit) {
                nextMissing[read(1) ^ v] = false;
            }
        }
    }

    /** Heap {@code n}'s value in the frequencies, and a power of two passed. */
    private void count(long n, int v) {
        if (n == 0) {
            return;
        }
        if (v >= counts.length) {
            counts = Arrays.copyOf(counts, Math.max(2 * counts.length, v + 1));
        }
        counts[v]++;
        if (v > maxValue || maxAt < 0) {
            maxValue = v;
            maxAt = n;
        }
        if (n >= 2 && (n & (n - 1)) == 0) {
            powers.add(new ValueFrequencies(n, Arrays.copyOf(counts, maxValue + 1)));
        }
    }

    /** Appends the values computed since the last flush to the store. */
    private void flush() {
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

    /** Heap {@code h}'s value, {@code 0 <= h < next}. */
    private int read(long h) {
        return h >= base ? window[(int) (h - base)] : cache.get(h);
    }

    private int parity(int v, long n) {
        return (Integer.bitCount(v & mask) & 1) ^ heapParity(n);
    }

    private int heapParity(long n) {
        return maskHasPosition ? (int) ((n ^ positionBit) & 1) : 0;
    }

    private int position(long n) {
        return positionBit < 0 ? 0 : (int) ((n ^ positionBit) & 1);
    }

    /** As {@link RareCommon}'s: the splits with a rare heap of heaps {@code n} and {@code n + 1}. */
    private void markPairs(long n, boolean[] missing, boolean[] nextMissing) {
        for (int s = 0; s < splits.length; s++) {
            int k = splits[s];
            long m = n - k;
            int endThis = rareBelow(m);
            int endNext = rareBelow(m + 1);
            int startNext = k == 0 ? rareBelow(2) : 0;
            int skip = -1;
            if (unequalSplit[s]) {
                long half = (m + 1) / 2;
                int at = rareBelow(half);
                skip = at < rareCount && rare[at] == half ? at : -1;
            }
            boolean skipThis = (m & 1) == 0;
            int fusedFrom = Math.min(startNext, endThis);
            int mi = (int) (m - base);
            markOne(0, fusedFrom, mi, missing, skipThis ? skip : -1);
            if (skip >= fusedFrom && skip < endThis) {
                SplitLoops.markTwoRarePairs(window, rare, rareValues, fusedFrom, skip, mi, missing, nextMissing);
                markOne(skip, skip + 1, skipThis ? mi + 1 : mi, skipThis ? nextMissing : missing, -1);
                SplitLoops.markTwoRarePairs(window, rare, rareValues, skip + 1, endThis, mi, missing, nextMissing);
            } else {
                SplitLoops.markTwoRarePairs(window, rare, rareValues, fusedFrom, endThis, mi, missing, nextMissing);
            }
            markOne(Math.max(endThis, startNext), endNext, mi + 1, nextMissing, skipThis ? -1 : skip);
        }
    }

    private void markOne(int from, int to, int m, boolean[] marks, int skip) {
        if (skip >= from && skip < to) {
            SplitLoops.markRarePairs(window, rare, rareValues, from, skip, m, marks);
            SplitLoops.markRarePairs(window, rare, rareValues, skip + 1, to, m, marks);
        } else {
            SplitLoops.markRarePairs(window, rare, rareValues, from, to, m, marks);
        }
    }

    /** As {@link RareCommon}'s: the value of heap {@code n}, its splits with a rare heap marked. */
    private int value(long n, boolean[] missing) {
        if (n < whole.length && whole[(int) n]) {
            missing[0] = false;
        }
        for (int k : takes) {
            if (k < n) {
                int g = window[(int) (n - k - base)];
                if (g < missing.length) {
                    missing[g] = false;
                }
            }
        }
        byte[] classes = valueParity;
        int flip = heapParity(n);
        int candidate = 0;
        int rareMissing = 0;
        for (; candidate < missing.length; candidate++) {
            if (missing[candidate]) {
                if ((classes[candidate] ^ flip) == 1) {
                    break;
                }
                rareMissing++;
            }
        }
        if (rareMissing > 0) {
            Arrays.fill(missing, candidate, missing.length, false);
            for (int s = 0; s < splits.length && rareMissing > 0; s++) {
                rareMissing = scan(n - splits[s], unequalSplit[s], missing, rareMissing);
            }
        }
        if (rareMissing > 0) {
            int v = 0;
            while (!missing[v]) {
                v++;
            }
            return v;
        }
        return candidate;
    }

    /**
     * As {@link SplitLoops#scan}, over the window and the store: the splits {@code lo + (m - lo)}
     * from {@code lo = 1} and {@code hi + (m - hi)} from {@code hi = m/2}, in the same order. As
     * long as the four heaps of a step lie in arrays at hand (the first heaps, the window of last
     * heaps, the window at the middle), the step reads them there; the rest through {@link #read}.
     */
    private int scan(long m, boolean unequal, boolean[] wanted, int missing) {
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
                // hi - j + 1 and m - hi + j - 1 in the middle window, for j = 1..steps.
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
     * {@code lo} in the first heaps, {@code m - lo} in the window of last heaps, {@code hi} and {@code m - hi} in
     * the window at the middle (moved there first when it is not), and {@code lo < hi}.
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

    private int rareBelow(long m) {
        int lo = 0;
        int hi = rareCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rare[mid] < m) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The state of the values in the store: the histogram, the frequencies and powers of two, the
     * largest value, the mask, the rare heaps, and the window of the last heaps.
     */
    private void rebuild(int firstRing) {
        long size = store.size();
        next = size;
        flushed = size;
        bits = 1;
        histogram = new long[4];
        char[] buffer = new char[1 << 16];
        for (long at = 0; at < size; at += buffer.length) {
            int count = (int) Math.min(buffer.length, size - at);
            store.read(at, buffer, 0, count);
            for (int i = 0; i < count; i++) {
                long n = at + i;
                int v = buffer[i];
                if (v >= 1 << bits) {
                    bits = 32 - Integer.numberOfLeadingZeros(v);
                    histogram = Arrays.copyOf(histogram, 2 << bits);
                }
                histogram[(v << 1) | position(n)]++;
                count(n, v);
            }
        }
        history = firstRing;
        window = new char[2 * firstRing];
        base = Math.max(0, size - firstRing);
        chooseMask(size);
        classify(size);
        scheduleMaskChoice();
        fillWindow();
    }

    /** The window's heaps from the store: the last {@link #history} of the computed ones. */
    private void fillWindow() {
        base = Math.max(0, next - history);
        if (next > base) {
            store.read(base, window, 0, (int) (next - base));
        }
    }

    private boolean chooseMask(long n) {
        if (transform.length != histogram.length) {
            transform = new long[histogram.length];
        }
        int best = RareMask.fewestRare(histogram, transform, (int) Math.min(Integer.MAX_VALUE, n), positionBit >= 0);
        boolean changed = mask != best >> 1 || maskHasPosition != ((best & 1) != 0);
        mask = best >> 1;
        maskHasPosition = (best & 1) != 0;
        store.classHint(mask, maskHasPosition, Math.max(0, positionBit));
        return changed;
    }

    private void scheduleMaskChoice() {
        nextMaskChoice = rareCount + rareCount / 32 + 1;
    }

    /** The classes of the values, and the rare heaps among {@code 1..n-1} (read in order from the store and the window). */
    private void classify(long n) {
        valueParity = new byte[1 << bits];
        for (int v = 0; v < valueParity.length; v++) {
            valueParity[v] = (byte) (Integer.bitCount(v & mask) & 1);
        }
        rareCount = 0;
        char[] buffer = new char[1 << 16];
        for (long at = 1; at < n; at += buffer.length) {
            int count = (int) Math.min(buffer.length, n - at);
            long stored = Math.min(count, Math.max(0, flushed - at));
            if (stored > 0) {
                store.read(at, buffer, 0, (int) stored);
            }
            for (int i = (int) stored; i < count; i++) {
                buffer[i] = window[(int) (at + i - base)];
            }
            for (int i = 0; i < count; i++) {
                if (parity(buffer[i], at + i) == 0) {
                    addRare(at + i, buffer[i]);
                }
            }
        }
    }

    private void addRare(long heap, int value) {
        // The window must hold every heap a split with this rare heap reads: n - k - heap.
        long reach = heap + maxTake + 2;
        if (reach > history) {
            growWindow(reach);
        }
        if (rareCount == rare.length) {
            rare = Arrays.copyOf(rare, 2 * rareCount);
            rareValues = Arrays.copyOf(rareValues, 2 * rareCount);
        }
        rare[rareCount] = (int) heap;
        rareValues[rareCount++] = value;
    }

    /** A window that holds at least {@code reach} last heaps. */
    private void growWindow(long reach) {
        if (reach > MAX_HISTORY) {
            throw new LimitExceededException("code " + code + ": a rare heap at " + (reach - maxTake - 2) + " is beyond the "
                    + MAX_HISTORY + " heaps a stored table's splits with rare heaps reach");
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
    }
}
