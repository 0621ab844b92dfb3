package io.github.grundy.core.period;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * {@link Period#find(IntUnaryOperator, int, PeriodCriterion)} that keeps its work array (an
 * {@code int} per value looked at, in pages of 2^16) from one search to the next: the searches
 * of a table that grows, one at each doubling and at each step of {@code grundy table}, allocate
 * it once instead of each time. Without that, a table of 2^22 heaps left some hundreds of MB of these arrays to the
 * collector. One search at a time: not thread-safe.
 *
 * @since SPI version 2
 */
public final class PeriodSearch {

    /** The first page's first length: most searches stop within it. */
    private static final int FIRST_LENGTH = 1 << 12;

    /** Entries a page of the work array: 256 KB. */
    private static final int PAGE_BITS = 16;
    private static final int PAGE = 1 << PAGE_BITS;
    private static final int MASK = PAGE - 1;

    /**
     * The work array in pages, added as the search goes and never copied: a search of a table of
     * n values that finds nothing reads about n/2 entries, and a doubling array would have held n
     * (and, while it grew, n and n/2 at once: 24 MB on a table of 2^22).
     */
    private int[][] pages = new int[0][];

    /** A search with no work array yet. */
    public PeriodSearch() {
    }

    /**
     * {@code pages} with room at the end of page {@code page}, which is the last one or a new one:
     * the first page starts small and doubles to a full page, later pages are full at once.
     */
    private static int[][] room(int[][] pages, int page) {
        if (page == pages.length) {
            pages = Arrays.copyOf(pages, page + 1);
            pages[page] = new int[page == 0 ? FIRST_LENGTH : PAGE];
        } else {
            pages[page] = Arrays.copyOf(pages[page], Math.min(PAGE, 2 * pages[page].length));
        }
        return pages;
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
        // r = values[0..n) reversed, r[i] = values[n-1-i]; border(m) = longest proper border of
        // r[0..m). The suffix of length m has least period m - border(m). The pages are added as
        // the search goes (it mostly stops early, below) and kept for the next search.
        int[][] pages = this.pages;
        // A kept page's old entries are never read: the loop writes border(m) before any k = m.
        int k = 0;
        int found = -1;
        int foundBorder = 0;
        for (int m = 2; m <= n; m++) {
            int c = values.applyAsInt(n - m);
            while (k > 0 && values.applyAsInt(n - 1 - k) != c) {
                k = pages[k >>> PAGE_BITS][k & MASK];
            }
            if (values.applyAsInt(n - 1 - k) == c) {
                k++;
            }
            int page = m >>> PAGE_BITS;
            if (page == pages.length || (m & MASK) == pages[page].length) {
                pages = room(pages, page);
                this.pages = pages;
            }
            pages[page][m & MASK] = k;
            int p = m - k;
            // p == m: the suffix does not repeat at all yet.
            if (p < m && criterion.checkedEnd(n - m, p) <= (long) n - p) {
                found = m;
                foundBorder = k;
                break;
            }
            // Longer suffixes have periods of at least p; by monotonicity, none of them is proved
            // if (0, p) is not (on a sequence without a period: about half-way).
            if (criterion.checkedEnd(0, p) > (long) n - p) {
                break;
            }
        }
        if (found < 0) {
            return Optional.empty();
        }
        int p = found - foundBorder;
        // The least preperiod for p: walk back while the table still repeats at distance p (an
        // earlier start only makes the criterion's range shorter).
        int a = n - found;
        while (a > 0 && values.applyAsInt(a - 1) == values.applyAsInt(a - 1 + p)) {
            a--;
        }
        return Optional.of(new Period(a, p));
    }
}
