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
        for (int p = 1; 2 * p <= length; p++) {
            // The least e from which g(n + p) - g(n) is one s to the table's end: walked back from
            // the end, where a p that is no period stops at once.
            int n = length - 1 - p;
            long s = (long) values.applyAsInt(n + p) - values.applyAsInt(n);
            while (n > 0 && (long) values.applyAsInt(n - 1 + p) - values.applyAsInt(n - 1) == s) {
                n--;
            }
            if (s < 0) {
                continue;
            }
            ArithmeticPeriod a = new ArithmeticPeriod(new Period(n, p), s);
            long end = checkedEnd(values, length, a, largestExcluded);
            if (end != Long.MAX_VALUE && end + p <= length) {
                return Optional.of(new ArithmeticProof(a, "the all-but subtraction test, no excluded amount above "
                        + largestExcluded, end));
            }
        }
        return Optional.empty();
    }

    /**
     * N of the test for {@code a}, or {@link Long#MAX_VALUE} when some value below V has no heap in
     * the table (L unknown).
     */
    static long checkedEnd(IntUnaryOperator values, int length, ArithmeticPeriod a, long largestExcluded) {
        int e = a.period().preperiod();
        int p = a.period().period();
        long m = 0;
        long me = 0;
        for (int n = 0; n < e + p && n < length; n++) {
            m = Math.max(m, values.applyAsInt(n) + 1L);
            if (n < e) {
                me = Math.max(me, values.applyAsInt(n) + 1L);
            }
        }
        long v = Math.max(m, me + a.saltus());
        // L: the first heap of each value below V; the last of them.
        boolean[] found = new boolean[(int) Math.min(v, length + 1L)];
        if (v > found.length) {
            return Long.MAX_VALUE; // more values than heaps: some has none in the table
        }
        int missing = found.length;
        long last = -1;
        for (int n = 0; n < length && missing > 0; n++) {
            int g = values.applyAsInt(n);
            if (g < v && !found[g]) {
                found[g] = true;
                missing--;
                last = n;
            }
        }
        if (missing > 0) {
            return Long.MAX_VALUE;
        }
        return Math.max(e, last + largestExcluded + 1);
    }
}
