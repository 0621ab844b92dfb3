package io.github.grundy.core.sequence;

/**
 * The rare/common engine's loops over the splits of one heap ({@link RareCommon}), each a static
 * method on locals and arrays, so that it compiles tight: they run once per heap, or once per rare
 * heap per heap, and are where a long table spends its time.
 */
final class SplitLoops {

    private SplitLoops() {
    }

    /**
     * Marks the values of the splits {@code r + (m - r)}, {@code r} the rare heaps
     * {@code rare[from..to)} (each {@code < m}). A loop of its own on locals, with the rare heaps'
     * values at hand, so that it compiles tight: it runs once per rare heap per heap.
     */
    static void markRarePairs(char[] values, int[] rare, int[] rareValues, int from, int to, int m,
            boolean[] missing) {
        for (int i = from; i < to; i++) {
            missing[rareValues[i] ^ values[m - rare[i]]] = false;
        }
    }

    /** {@link #markRarePairs} for two heaps at once: the splits of {@code m} and of {@code m + 1}. */
    static void markTwoRarePairs(char[] values, int[] rare, int[] rareValues, int from, int to, int m,
            boolean[] missing, boolean[] next) {
        for (int i = from; i < to; i++) {
            int b = m - rare[i];
            int g = rareValues[i];
            missing[g ^ values[b]] = false;
            next[g ^ values[b + 1]] = false;
        }
    }

    /**
     * Whether the splits {@code s} and {@code s + 1} take {@code k} and {@code k + 1}, {@code k >= 1},
     * both into heaps that may be equal: heap {@code n} by the second and {@code n + 1} by the first
     * read the same heaps, so {@link #markThreeRarePairs} marks both splits of two heaps.
     */
    static boolean oneApart(int[] splits, boolean[] unequalSplit, int s) {
        return s + 1 < splits.length && splits[s + 1] == splits[s] + 1 && splits[s] > 0 && !unequalSplit[s]
                && !unequalSplit[s + 1];
    }

    /**
     * The splits {@code r + (m - r)}, {@code r + (m + 1 - r)} of one heap ({@code missing}) and
     * {@code r + (m + 1 - r)}, {@code r + (m + 2 - r)} of the next ({@code next}), {@code r} the rare
     * heaps {@code rare[from..to)} (each {@code < m}): three heaps read a rare heap, four marks.
     */
    static void markThreeRarePairs(char[] values, int[] rare, int[] rareValues, int from, int to, int m,
            boolean[] missing, boolean[] next) {
        for (int i = from; i < to; i++) {
            int b = m - rare[i];
            int g = rareValues[i];
            int both = g ^ values[b + 1];
            missing[g ^ values[b]] = false;
            missing[both] = false;
            next[both] = false;
            next[g ^ values[b + 2]] = false;
        }
    }

    /**
     * Looks for the values still marked in {@code wanted} among {@code x[xFrom + j] ^ y[yFrom - j]},
     * {@code j = 0..steps-1}, and clears those it finds; how many of {@code missing} stay. A run
     * of {@link WindowReader#scan}: two arrays and no branch but the loop's, so that it compiles as
     * tight ahead of time as on the JVM (a loop over four arrays kept reloading them natively, and
     * the branch on each value found cost 13% there). Every value {@code wanted} holds is wanted.
     */
    static int scanRun(char[] x, int xFrom, char[] y, int yFrom, int steps, boolean[] wanted, int missing) {
        int left = missing;
        for (int j = 0; j < steps; j++) {
            int g = x[xFrom + j] ^ y[yFrom - j];
            left -= wanted[g] ? 1 : 0;
            wanted[g] = false;
            if (left == 0) {
                return 0;
            }
        }
        return left;
    }

    /**
     * {@link #scanRun} that also marks in {@code seen} every value it meets, for a search that goes
     * on later ({@link SplitSearches}): so it must say how far it went. Returns
     * {@code left << 6 | taken}, the values still missing and the steps taken ({@code steps <= 32}).
     */
    static int scanRunSeen(char[] x, int xFrom, char[] y, int yFrom, int steps, boolean[] wanted, boolean[] seen,
            int missing) {
        int left = missing;
        for (int j = 0; j < steps; j++) {
            int g = x[xFrom + j] ^ y[yFrom - j];
            left -= wanted[g] ? 1 : 0;
            wanted[g] = false;
            seen[g] = true;
            if (left == 0) {
                return j + 1;
            }
        }
        return left << 6 | steps;
    }

    /**
     * Looks for the values still marked in {@code wanted} (the missing rare values below the
     * candidate) among the splits {@code a + b = m}; how many stay missing.
     *
     * <p>The splits are taken from both ends of the range at once: {@code a = 1, 2, ...} and
     * {@code a = m/2, m/2 - 1, ...}. Small heaps have values of their own, so the splits
     * {@code 1 + (m-1), 2 + (m-2), ...} give most wanted values fast; but the xor of two large
     * heaps' values, which lie close together, is small, and the small wanted values come mostly
     * from splits near the middle. Both together find all of them in 30% fewer splits on .6, 16%
     * on Grundy's game, than from one end (1,898 against 2,729 splits a heap on .6 to 2^20).
     */
    static int scan(char[] values, int m, boolean unequal, boolean[] wanted, int missing) {
        int left = missing;
        int lo = 1;
        int hi = unequal ? (m - 1) / 2 : m / 2;
        for (; lo < hi; lo++, hi--) {
            int g = values[lo] ^ values[m - lo];
            if (wanted[g]) {
                wanted[g] = false;
                if (--left == 0) {
                    return 0;
                }
            }
            int h = values[hi] ^ values[m - hi];
            if (wanted[h]) {
                wanted[h] = false;
                if (--left == 0) {
                    return 0;
                }
            }
        }
        if (lo == hi) {
            int g = values[lo] ^ values[m - lo];
            if (wanted[g]) {
                wanted[g] = false;
                left--;
            }
        }
        return left;
    }
}
