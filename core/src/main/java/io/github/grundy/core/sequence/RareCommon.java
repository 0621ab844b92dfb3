package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import java.util.Arrays;

/**
 * The rare/common engine for finite take-and-break codes whose moves leave at most two heaps
 * (Flammenkamp; Gangolli and Plambeck): the same values as the plain mex loop over every split,
 * in about linear time where the values split into few "rare" and many "common" ones.
 *
 * <p><b>Why it works.</b> Give each value at heap {@code n} a class by a bit mask {@code M}: the
 * value {@code v} is rare when {@code v·2 + b(n)} has an even number of bits in common with
 * {@code M}, common when odd ({@code b(n)}, the heap's parity, takes part only when every split
 * takes amounts of one parity, so that {@code a + b = n - k} fixes the parity of
 * {@code b(a) xor b(b)} to that of {@code b(n)}). Parity under a mask adds by xor, so the value
 * {@code g(a) xor g(b)} of a split into two common heaps is rare. Hence every common value among
 * the options of {@code n} comes from a move that leaves one heap, or a split with a rare heap:
 * walking the few rare heaps gives the smallest common value {@code c} not among the options
 * exactly. The value of {@code n} is then {@code c}, unless a rare value below {@code c} is missing
 * too; the rare values below {@code c} are looked for among all splits, which stops as soon as all
 * are found (almost at once, in practice). The mask is the one that makes rare values fewest,
 * from the histogram of the values so far (a Walsh–Hadamard transform: the count of values of
 * even parity under each mask), chosen again when a rare value appears or the values need another
 * bit.
 *
 * <p>One engine serves one game: its fills are synchronized, and one that starts where the last
 * ended goes on from the state it left ({@link #fillNarrow}).
 */
final class RareCommon implements NarrowEngine {

    private final boolean[] whole;
    private final int[] takes;
    private final int[] splits;
    private final boolean[] unequalSplit;
    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;
    /** Whether a split may take nothing (d0 has the 4 bit): heap n + 1 splits into 1 + n. */
    private final boolean hasWholeSplit;
    /** The engine for values beyond 16 bits (no game studied gets there). */
    private final ValueEngine plain;

    // The state after the heaps 0..filledTo, rebuilt from the values when a fill starts elsewhere.
    private int filledTo = -1;
    private int bits;
    private long[] histogram;
    /** RareMask's work array, as long as the histogram (it grows with it). */
    private long[] transform = new long[0];
    private int mask;
    private boolean maskHasPosition;
    /** The class of each value below 2^bits under the mask, without the heap's parity (1: odd). */
    private byte[] valueParity;
    /** The rare heaps (1 and up, ascending) and their values, side by side. */
    private int[] rare = new int[16];
    private int[] rareValues = new int[16];
    private int rareCount;
    /**
     * The number of rare heaps at which the mask is chosen again: a choice is a Walsh–Hadamard
     * transform of the histogram, which at every new rare heap took 7% of 0.04's time (a quarter
     * of its heaps are rare), so it waits until they are a thirty-second more. Any mask gives the
     * same values; a stale one only makes a few more heaps rare for a while.
     */
    private int nextMaskChoice;

    private RareCommon(boolean[] whole, int[] takes, int[] splits, boolean[] unequalSplit, int positionBit,
            ValueEngine plain) {
        this.plain = plain;
        this.whole = whole;
        this.takes = takes;
        this.splits = splits;
        this.unequalSplit = unequalSplit;
        this.positionBit = positionBit;
        this.hasWholeSplit = splits.length > 0 && splits[0] == 0;
    }

    /** The engine of {@code code}, which must be finite and leave at most two heaps. */
    static RareCommon of(TakeBreakCode code) {
        CodeMoves m = CodeMoves.of(code);
        return new RareCommon(m.whole(), m.takes(), m.splits(), m.unequalSplit(), m.positionBit(),
                ValueEngine.plain(code));
    }

    /** The class bit of value {@code v} at heap {@code n}: its extended value's parity under the mask (1: common). */
    private int parity(int v, int n) {
        return (Integer.bitCount(v & mask) & 1) ^ heapParity(n);
    }

    /** What the heap's parity adds to the class bit of every value at heap {@code n}. */
    private int heapParity(int n) {
        return maskHasPosition ? (n ^ positionBit) & 1 : 0;
    }

    /**
     * The values of an {@code int} table: computed in a 16-bit copy while they fit, by the plain
     * engine from the first that does not.
     */
    @Override
    public synchronized void fill(int[] values, int from, int to) {
        char[] narrow = new char[to + 1];
        for (int n = 0; n < from; n++) {
            if (values[n] > ValueTable.NARROW_MAX) {
                plain.fill(values, from, to);
                return;
            }
            narrow[n] = (char) values[n];
        }
        int done = fillNarrow(narrow, from, to);
        for (int n = from; n < done; n++) {
            values[n] = narrow[n];
        }
        if (done <= to) {
            plain.fill(values, done, to);
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>The engine's state (the histogram, the mask, the rare heaps) comes from the values
     * before {@code from} alone, which are the game's own whatever table holds them: a fill that
     * starts where the last one ended goes on from that state, any other rebuilds it. So one engine
     * can serve a game's tables in turn ({@code grundy table} extends one in 64 steps, and the
     * rebuild reads every value known). Synchronized: one fill at a time.
     */
    @Override
    public synchronized int fillNarrow(char[] values, int from, int to) {
        if (from != filledTo + 1 || histogram == null) {
            start(values, from);
        }
        // Which values are missing among the options of this heap, and of the next one: the
        // splits with a rare heap are marked for two heaps at a time (see markPairs).
        boolean[] missing = new boolean[1 << bits];
        boolean[] next = new boolean[1 << bits];
        boolean nextMarked = false;
        for (int n = from; n <= to; n++) {
            if ((n & 0xFF) == 0) {
                Cancellation.checkpoint();
            }
            int size = 1 << bits;
            if (missing.length != size) {
                missing = new boolean[size];
                next = new boolean[size];
                nextMarked = false;
            }
            if (nextMarked) {
                boolean[] t = missing;
                missing = next;
                next = t;
                nextMarked = false;
            } else {
                Arrays.fill(missing, true);
                Arrays.fill(next, true);
                markPairs(values, n, missing, next);
                nextMarked = true;
            }
            int v = value(values, n, missing);
            if (v > ValueTable.NARROW_MAX) {
                return n;
            }
            values[n] = (char) v;
            boolean wider = v >= size;
            if (wider) {
                bits = 32 - Integer.numberOfLeadingZeros(v);
                histogram = Arrays.copyOf(histogram, 2 << bits);
            }
            histogram[(v << 1) | position(n)]++;
            filledTo = n;
            // A new rare heap (or a wider value): the mask may no longer be the best one.
            if (wider || parity(v, n) == 0) {
                boolean choose = wider || rareCount >= nextMaskChoice;
                if (choose && (chooseMask(n + 1) || wider)) {
                    classify(values, n + 1);
                    // The next heap's marks came from the rare heaps of another mask.
                    nextMarked = false;
                } else if (n > 0) {
                    addRare(n, v);
                }
                if (choose) {
                    scheduleMaskChoice();
                }
            }
            if (nextMarked && n >= 2 && hasWholeSplit) {
                // The split 1 + n of heap n + 1, which had to wait for g(n) (see markPairs).
                next[values[1] ^ v] = false;
            }
        }
        return to + 1;
    }

    /** The heap's parity bit as the extended values count it (0 when it takes no part). */
    private int position(int n) {
        return positionBit < 0 ? 0 : (n ^ positionBit) & 1;
    }

    /**
     * Marks in {@code missing} the values of the splits of heap {@code n} with a rare heap, and in
     * {@code next} those of heap {@code n + 1}: one pass over the rare heaps for both, since the
     * split {@code r + (m - r)} of one and {@code r + (m + 1 - r)} of the other read the rare
     * heap {@code r} and two neighbouring values (measured: 0.72 s for two heaps where one took
     * 0.62 s, on .6 to 2^20). Every mark is an option's value, and every split with a rare heap
     * of heap {@code n + 1} is marked but one: when a split may take nothing ({@code d0} has
     * the 4 bit), {@code 1 + n} needs {@code g(n)}, which {@link #fill} marks once it is known.
     * A rare heap {@code n} itself pairs only in that split.
     */
    private void markPairs(char[] values, int n, boolean[] missing, boolean[] next) {
        for (int s = 0; s < splits.length; s++) {
            int k = splits[s];
            int m = n - k;
            if (SplitLoops.oneApart(splits, unequalSplit, s) && rareCount > 0 && rare[rareCount - 1] < m - 1) {
                // Heap n by the split k + 1 and heap n + 1 by k read the same heaps: one pass for
                // both splits of both heaps (docs/theory.md, "Two splits one apart").
                SplitLoops.markThreeRarePairs(values, rare, rareValues, 0, rareCount, m - 1, missing, next);
                s++;
                continue;
            }
            // Heap n pairs the rare r < m with m - r; heap n + 1 the rare r <= m with m + 1 - r,
            // but for r = 1 when k = 0 (m + 1 - r = n).
            int endThis = rareBelow(m);
            int endNext = rareBelow(m + 1);
            int startNext = k == 0 ? rareBelow(2) : 0;
            // a = b is no move when the heaps left must be unequal: r = m/2 for heap n when m is
            // even, r = (m + 1)/2 for heap n + 1 when m is odd. The index of that rare heap, if any.
            int skip = -1;
            if (unequalSplit[s]) {
                int half = (m + 1) / 2;
                int at = rareBelow(half);
                skip = at < rareCount && rare[at] == half ? at : -1;
            }
            boolean skipThis = (m & 1) == 0;
            int fusedFrom = Math.min(startNext, endThis);
            markOne(values, 0, fusedFrom, m, missing, skipThis ? skip : -1);
            if (skip >= fusedFrom && skip < endThis) {
                SplitLoops.markTwoRarePairs(values, rare, rareValues, fusedFrom, skip, m, missing, next);
                // The split of the other heap at the skipped rare heap.
                markOne(values, skip, skip + 1, skipThis ? m + 1 : m, skipThis ? next : missing, -1);
                SplitLoops.markTwoRarePairs(values, rare, rareValues, skip + 1, endThis, m, missing, next);
            } else {
                SplitLoops.markTwoRarePairs(values, rare, rareValues, fusedFrom, endThis, m, missing, next);
            }
            markOne(values, Math.max(endThis, startNext), endNext, m + 1, next, skipThis ? -1 : skip);
        }
    }

    /** {@link SplitLoops#markRarePairs} over {@code rare[from..to)} but the index {@code skip}. */
    private void markOne(char[] values, int from, int to, int m, boolean[] marks, int skip) {
        if (skip >= from && skip < to) {
            SplitLoops.markRarePairs(values, rare, rareValues, from, skip, m, marks);
            SplitLoops.markRarePairs(values, rare, rareValues, skip + 1, to, m, marks);
        } else {
            SplitLoops.markRarePairs(values, rare, rareValues, from, to, m, marks);
        }
    }

    /** The values of the options of heap {@code n}, its splits with a rare heap already marked. */
    private int value(char[] values, int n, boolean[] missing) {
        if (n < whole.length && whole[n]) {
            missing[0] = false;
        }
        for (int k : takes) {
            if (k < n) {
                int g = values[n - k];
                if (g < missing.length) {
                    missing[g] = false;
                }
            }
        }
        // The least missing common value, and how many rare values below it are missing.
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
        // The rare values below the candidate, among all splits; stops once all are found.
        if (rareMissing > 0) {
            // Only what the scan looks for stays marked: one test a split.
            Arrays.fill(missing, candidate, missing.length, false);
            for (int s = 0; s < splits.length && rareMissing > 0; s++) {
                rareMissing = SplitLoops.scan(values, n - splits[s], unequalSplit[s], missing, rareMissing);
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

    /** How many rare heaps are below {@code m}: the index of the first one at {@code m} or above. */
    private int rareBelow(int m) {
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

    /** The histogram of the values known, and the mask and rare heaps it gives. */
    private void start(char[] values, int from) {
        int max = 0;
        for (int n = 0; n < from; n++) {
            max = Math.max(max, values[n]);
        }
        bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(max));
        histogram = new long[2 << bits];
        for (int n = 0; n < from; n++) {
            histogram[(values[n] << 1) | position(n)]++;
        }
        chooseMask(from);
        classify(values, from);
        scheduleMaskChoice();
        filledTo = from - 1;
    }

    /**
     * Chooses the mask under which the fewest of heaps {@code 0..n-1} are rare: the Walsh–Hadamard
     * transform of the histogram of extended values counts, for each mask, even parity minus odd.
     * Whether the mask changed (then {@link #classify} must follow).
     */
    private boolean chooseMask(int n) {
        if (transform.length != histogram.length) {
            transform = new long[histogram.length];
        }
        int best = RareMask.fewestRare(histogram, transform, n, positionBit >= 0);
        boolean changed = mask != best >> 1 || maskHasPosition != ((best & 1) != 0);
        mask = best >> 1;
        maskHasPosition = (best & 1) != 0;
        return changed;
    }

    /** After a choice of the mask: the next when the rare heaps are a thirty-second more. */
    private void scheduleMaskChoice() {
        nextMaskChoice = rareCount + rareCount / 32 + 1;
    }

    /** The classes of the values under the mask, and the rare heaps among {@code 1..n-1}. */
    private void classify(char[] values, int n) {
        valueParity = new byte[1 << bits];
        for (int v = 0; v < valueParity.length; v++) {
            valueParity[v] = (byte) (Integer.bitCount(v & mask) & 1);
        }
        rareCount = 0;
        // Heap 0 splits off nothing: only heaps from 1 pair in a split.
        for (int i = 1; i < n; i++) {
            if (parity(values[i], i) == 0) {
                addRare(i, values[i]);
            }
        }
    }

    private void addRare(int heap, int value) {
        if (rareCount == rare.length) {
            rare = Arrays.copyOf(rare, 2 * rareCount);
            rareValues = Arrays.copyOf(rareValues, 2 * rareCount);
        }
        rare[rareCount] = heap;
        rareValues[rareCount++] = value;
    }
}
