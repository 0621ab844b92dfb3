package io.github.grundy.core.period;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * {@link Period#find(IntUnaryOperator, int, PeriodCriterion)} that keeps its work array (an
 * {@code int} per value looked at) from one search to the next: the searches of a table that
 * grows, one at each doubling and at each step of {@code grundy table}, allocate it once instead of
 * each time. Without that, a table of 2^22 heaps left some hundreds of MB of these arrays to the
 * collector. One search at a time: not thread-safe.
 *
 * @since SPI version 2
 */
public final class PeriodSearch {

    /** The work array's first length: most searches stop within it. */
    private static final int FIRST_LENGTH = 1 << 12;

    private int[] border = new int[0];

    /** A search with no work array yet. */
    public PeriodSearch() {
    }

    /**
     * The least period that the values {@code values.applyAsInt(i)}, {@code 0 <= i < length},
     * prove under {@code criterion}: see {@link Period#find(int[], int, PeriodCriterion)}, whose
     * answer this is.
     *
     * @param values    the value of each index, asked for indices in {@code 0..length-1}
     * @param length    how many values to read, 0 or more
     * @param criterion the theorem that says how much of the table a period must be checked on
     * @return the period, or empty if the values do not prove one
     * @throws IllegalArgumentException if {@code length} is negative
     */
    public Optional<Period> find(IntUnaryOperator values, int length, PeriodCriterion criterion) {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(criterion, "criterion");
        if (length < 0) {
            throw new IllegalArgumentException("negative length " + length);
        }
        int n = length;
        // r = values[0..n) reversed, r[i] = values[n-1-i]; border[m] = longest proper border of
        // r[0..m). The suffix of length m has least period m - border[m]. The array grows as the
        // search goes (it mostly stops early, below) and is kept for the next search.
        int[] border = this.border;
        if (border.length < Math.min(n + 1, FIRST_LENGTH)) {
            border = new int[Math.min(n + 1, FIRST_LENGTH)];
        }
        // A kept array's old entries are never read: the loop writes border[m] before any k = m.
        int k = 0;
        int found = -1;
        for (int m = 2; m <= n; m++) {
            int c = values.applyAsInt(n - m);
            while (k > 0 && values.applyAsInt(n - 1 - k) != c) {
                k = border[k];
            }
            if (values.applyAsInt(n - 1 - k) == c) {
                k++;
            }
            if (m == border.length) {
                border = Arrays.copyOf(border, (int) Math.min(n + 1L, 2L * m));
            }
            border[m] = k;
            int p = m - k;
            // p == m: the suffix does not repeat at all yet.
            if (p < m && criterion.checkedEnd(n - m, p) <= (long) n - p) {
                found = m;
                break;
            }
            // Longer suffixes have periods of at least p; by monotonicity, none of them is proved
            // if (0, p) is not (on a sequence without a period: about half-way).
            if (criterion.checkedEnd(0, p) > (long) n - p) {
                break;
            }
        }
        this.border = border;
        if (found < 0) {
            return Optional.empty();
        }
        int p = found - border[found];
        // The least preperiod for p: walk back while the table still repeats at distance p (an
        // earlier start only makes the criterion's range shorter).
        int a = n - found;
        while (a > 0 && values.applyAsInt(a - 1) == values.applyAsInt(a - 1 + p)) {
            a--;
        }
        return Optional.of(new Period(a, p));
    }
}
