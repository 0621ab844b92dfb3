package io.github.grundy.core.period;

import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * The arithmetic-periodicity test of all-but subtraction games: a move takes any number of
 * objects but those of a finite set X, so heap n moves to every smaller heap m with n - m not in
 * X. Their values climb for ever (A. Siegel; Sleator and Slusky, arXiv 1201.3299); this test,
 * proved in docs/theory.md ("Arithmetic periodicity of all-but subtraction games"), turns a finite
 * table into a proof, knowing of X only its largest element x:
 *
 * <p>Let {@code s >= 0}, {@code M} one more than the largest value of heaps {@code 0..e+p-1},
 * {@code Me} one more than the largest of heaps {@code 0..e-1} (0 when {@code e = 0}),
 * {@code V = max(M, Me + s)}, {@code L} the last of the first heaps with the values
 * {@code 0..V-1}, and {@code N = max(e, L + x + 1)}. If {@code g(n + p) = g(n) + s} for every
 * {@code e <= n < N}, then for every {@code n >= e}.
 */
public final class AllButSubtraction {

    private AllButSubtraction() {
    }

    /**
     * The least period with a saltus {@code s >= 0} that the table proves by the test, with the
     * least preperiod from which its values climb so to the table's end.
     *
     * @param values          the value of each heap, asked for heaps {@code 0..length-1}; the game's
     *                        values by the definition, not a guess
     * @param length          how many values the table has
     * @param largestExcluded the largest amount a move may not take, x (0 when none is excluded)
     * @return the proof, or empty when the table proves none
     * @throws IllegalArgumentException if {@code length} or {@code largestExcluded} is negative
     */
    public static Optional<ArithmeticProof> prove(IntUnaryOperator values, int length, long largestExcluded) {
        if (length < 0 || largestExcluded < 0) {
            throw new IllegalArgumentException("length " + length + " and largest excluded " + largestExcluded);
        }
        Prefix prefix = new Prefix(values, length);
        int[] shared = sharedEnds(values, length);
        for (int p = 1; 2 * p <= length; p++) {
            // The least e from which g(n + p) - g(n) is one s to the table's end: where the
            // differences g(n + 1) - g(n) stop repeating with period p, counted from the end.
            int n = Math.max(0, length - 1 - p - shared[p]);
            long s = (long) values.applyAsInt(length - 1) - values.applyAsInt(length - 1 - p);
            if (s < 0) {
                continue;
            }
            long end = prefix.checkedEnd(n, p, s, largestExcluded);
            if (end != Long.MAX_VALUE && end + p <= length) {
                return Optional.of(new ArithmeticProof(new ArithmeticPeriod(new Period(n, p), s),
                        "the all-but subtraction test, no excluded amount above " + largestExcluded, end));
            }
        }
        return Optional.empty();
    }

    /**
     * For each shift p, how far the differences {@code d(n) = g(n + 1) - g(n)} repeat with period p
     * counted back from the table's end: the largest k with {@code d(m) = d(m + p)} for the last k
     * heaps m that have both. That is the Z-function of the differences read backwards, in time
     * linear in the table (a walk back for each p took time quadratic in a long straight stretch:
     * minutes for an excluded amount of 10^5). The values are Grundy values, at least 0, so each
     * difference fits an int.
     */
    private static int[] sharedEnds(IntUnaryOperator values, int length) {
        int m = Math.max(0, length - 1);
        // r[i]: the differences from the table's end backwards.
        int[] r = new int[m];
        for (int i = 0; i < m; i++) {
            r[i] = values.applyAsInt(length - 1 - i) - values.applyAsInt(length - 2 - i);
        }
        int[] z = new int[m + 1];
        for (int i = 1, left = 0, right = 0; i < m; i++) {
            int k = i < right ? Math.min(right - i, z[i - left]) : 0;
            while (i + k < m && r[k] == r[i + k]) {
                k++;
            }
            z[i] = k;
            if (i + k > right) {
                left = i;
                right = i + k;
            }
        }
        return z;
    }

    /**
     * What the test reads of a table, read once: the largest value of each prefix, and for each
     * value the last of the first heaps of it and of every smaller value; then N in constant time
     * for each candidate, not a pass over the table each.
     */
    private static final class Prefix {
        /** {@code largest[i]}: one more than the largest of heaps {@code 0..i-1} (0 for none). */
        private final long[] largest;
        /**
         * {@code firstOfAll[v]}: the last of the first heaps with the values {@code 0..v}, or -1
         * when one of them has no heap in the table.
         */
        private final int[] firstOfAll;

        Prefix(IntUnaryOperator values, int length) {
            largest = new long[length + 1];
            int[] first = new int[length + 1];
            java.util.Arrays.fill(first, -1);
            for (int n = 0; n < length; n++) {
                int g = values.applyAsInt(n);
                largest[n + 1] = Math.max(largest[n], g + 1L);
                // A value above the table's length cannot be one of 0..V-1 with all of them present.
                if (g <= length && first[g] < 0) {
                    first[g] = n;
                }
            }
            firstOfAll = new int[length + 1];
            int last = 0;
            for (int v = 0; v <= length; v++) {
                last = last < 0 || first[v] < 0 ? -1 : Math.max(last, first[v]);
                firstOfAll[v] = last;
            }
        }

        /** N of the test for {@code (e, p, s)}, or {@link Long#MAX_VALUE} when L is not in the table. */
        long checkedEnd(int e, int p, long s, long largestExcluded) {
            long v = Math.max(largest[Math.min(e + p, largest.length - 1)], largest[e] + s);
            if (v < 1 || v > firstOfAll.length) {
                return v < 1 ? e : Long.MAX_VALUE;
            }
            int l = firstOfAll[(int) v - 1];
            return l < 0 ? Long.MAX_VALUE : Math.max(e, l + largestExcluded + 1);
        }
    }
}
