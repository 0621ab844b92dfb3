package io.github.grundy.core;

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
 * <p>Not thread-safe: one per fill, from the values already known.
 */
final class RareCommon implements ValueEngine {

    private final boolean[] whole;
    private final int[] takes;
    private final int[] splits;
    private final boolean[] unequalSplit;
    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;

    // The state of one fill, rebuilt from the values at its start.
    private int bits;
    private long[] histogram;
    private int mask;
    private boolean maskHasPosition;
    private int[] rare = new int[16];
    private int rareCount;

    private RareCommon(boolean[] whole, int[] takes, int[] splits, boolean[] unequalSplit, int positionBit) {
        this.whole = whole;
        this.takes = takes;
        this.splits = splits;
        this.unequalSplit = unequalSplit;
        this.positionBit = positionBit;
    }

    /** The engine of {@code code}, which must be finite and leave at most two heaps. */
    static RareCommon of(TakeBreakCode code) {
        int t = code.maxTake().orElseThrow();
        boolean[] whole = new boolean[t + 1];
        int[] takes = new int[t + 1];
        int[] splits = new int[t + 1];
        boolean[] unequal = new boolean[t + 1];
        int nt = 0;
        int ns = 0;
        int parities = 0;
        for (int k = 0; k <= t; k++) {
            int d = code.digit(k);
            if (k > 0 && (d & 1) != 0) {
                whole[k] = true;
            }
            if (k > 0 && (d & 2) != 0) {
                takes[nt++] = k;
            }
            if ((d & 4) != 0) {
                unequal[ns] = code.unequal(k);
                splits[ns++] = k;
                parities |= 1 << (k & 1);
            }
        }
        int positionBit = parities == 1 ? 0 : parities == 2 ? 1 : -1;
        return new RareCommon(whole, Arrays.copyOf(takes, nt), Arrays.copyOf(splits, ns), Arrays.copyOf(unequal, ns),
                positionBit);
    }

    /** The class bit of value {@code v} at heap {@code n}: its extended value's parity under the mask (1: common). */
    private int parity(int v, int n) {
        int x = v & mask;
        int p = Integer.bitCount(x) & 1;
        if (maskHasPosition) {
            p ^= (n ^ positionBit) & 1;
        }
        return p;
    }

    @Override
    public void fill(int[] values, int from, int to) {
        start(values, from);
        // Reused for every heap: which candidate values are still missing among the options.
        boolean[] missing = new boolean[1 << bits];
        for (int n = from; n <= to; n++) {
            if ((n & 0xFF) == 0) {
                Cancellation.checkpoint();
            }
            int size = 1 << bits;
            if (missing.length != size) {
                missing = new boolean[size];
            }
            int v = value(values, n, missing);
            values[n] = v;
            boolean recompute = false;
            if (v >= size) {
                bits = 32 - Integer.numberOfLeadingZeros(v);
                histogram = Arrays.copyOf(histogram, 2 << bits);
                recompute = true;
            }
            histogram[(v << 1) | position(n)]++;
            if (parity(v, n) == 0) {
                recompute = true;
            }
            if (recompute) {
                chooseMask(values, n + 1);
            }
        }
    }

    /** The heap's parity bit as the extended values count it (0 when it takes no part). */
    private int position(int n) {
        return positionBit < 0 ? 0 : (n ^ positionBit) & 1;
    }

    private int value(int[] values, int n, boolean[] missing) {
        Arrays.fill(missing, true);
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
        // Splits with a rare heap: all the common values the options have.
        for (int s = 0; s < splits.length; s++) {
            markRarePairs(values, rare, rareCount, n - splits[s], unequalSplit[s], missing);
        }
        int candidate = 0;
        while (candidate < missing.length && !(missing[candidate] && parity(candidate, n) == 1)) {
            candidate++;
        }
        int rareMissing = 0;
        for (int v = 0; v < candidate; v++) {
            if (missing[v]) {
                rareMissing++;
            }
        }
        // The rare values below the candidate, among all splits; stops once all are found.
        if (rareMissing > 0) {
            for (int v = candidate; v < missing.length; v++) {
                // Only what the scan looks for stays marked: one test a split.
                missing[v] = false;
            }
            for (int s = 0; s < splits.length && rareMissing > 0; s++) {
                rareMissing = scan(values, n - splits[s], unequalSplit[s], missing, rareMissing);
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
     * Marks the values of the splits {@code a + (m - a)} with {@code a} a rare heap (sorted
     * ascending). A loop of its own on locals, so that it compiles tight: it runs once per rare
     * heap per heap.
     */
    private static void markRarePairs(int[] values, int[] rare, int rareCount, int m, boolean unequal,
            boolean[] missing) {
        for (int i = 0; i < rareCount; i++) {
            int a = rare[i];
            int b = m - a;
            if (b < 1) {
                return;
            }
            if (a < 1 || (unequal && a == b)) {
                continue;
            }
            missing[values[a] ^ values[b]] = false;
        }
    }

    /**
     * Looks for the values still marked in {@code wanted} (the missing rare values below the
     * candidate) among the splits {@code a + b = m}; how many stay missing. Two induction
     * variables, one test a split.
     */
    private static int scan(int[] values, int m, boolean unequal, boolean[] wanted, int missing) {
        int left = missing;
        int last = unequal ? (m - 1) / 2 : m / 2;
        for (int a = 1, b = m - 1; a <= last; a++, b--) {
            int g = values[a] ^ values[b];
            if (wanted[g]) {
                wanted[g] = false;
                if (--left == 0) {
                    return 0;
                }
            }
        }
        return left;
    }

    /** The histogram of the values known, and the mask and rare heaps it gives. */
    private void start(int[] values, int from) {
        int max = 0;
        for (int n = 0; n < from; n++) {
            max = Math.max(max, values[n]);
        }
        bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(max));
        histogram = new long[2 << bits];
        for (int n = 0; n < from; n++) {
            histogram[(values[n] << 1) | position(n)]++;
        }
        chooseMask(values, from);
    }

    /**
     * The mask under which the fewest of heaps {@code 0..n-1} are rare: the Walsh–Hadamard
     * transform of the histogram of extended values counts, for each mask, even parity minus odd.
     */
    private void chooseMask(int[] values, int n) {
        long[] w = histogram.clone();
        for (int len = 1; len < w.length; len <<= 1) {
            for (int i = 0; i < w.length; i += len << 1) {
                for (int j = i; j < i + len; j++) {
                    long x = w[j];
                    long y = w[j + len];
                    w[j] = x + y;
                    w[j + len] = x - y;
                }
            }
        }
        int best = 0;
        long bestRare = n;
        for (int e = 1; e < w.length; e++) {
            if (positionBit < 0 && (e & 1) != 0) {
                continue;
            }
            // Heaps of even parity under mask e: (total + transform) / 2.
            long rareHeaps = (n + w[e]) / 2;
            if (rareHeaps < bestRare) {
                best = e;
                bestRare = rareHeaps;
            }
        }
        mask = best >> 1;
        maskHasPosition = (best & 1) != 0;
        rareCount = 0;
        for (int i = 0; i < n; i++) {
            if (parity(values[i], i) == 0) {
                if (rareCount == rare.length) {
                    rare = Arrays.copyOf(rare, 2 * rareCount);
                }
                rare[rareCount++] = i;
            }
        }
    }
}
