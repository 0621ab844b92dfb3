package io.github.grundy.core.period;

import java.util.Objects;
import java.util.Optional;
import java.util.function.LongToIntFunction;

/**
 * The period search of a table too long for {@link PeriodSearch}'s work array (an {@code int} for
 * each of half the values): a record run's table of 2^32 heaps and more, read from a store. Its
 * memory is a window of the last values, not the table.
 *
 * <p><b>How.</b> The least period {@code p} of the last {@code w} values, at most half the table
 * (their prefix function,
 * Knuth–Morris–Pratt) is the candidate, when it repeats at least twice there ({@code 2p <= w}).
 * The walk back from the window's start while {@code g(a - 1) = g(a - 1 + p)} gives the least
 * preperiod {@code a} for {@code p}; the period is proved when the criterion's range ends within
 * the table, {@code checkedEnd(a, p) <= n - p}. Every equality the criterion needs,
 * {@code g(i) = g(i + p)} for {@code a <= i < n - p}, was read: in the window by the prefix
 * function, before it by the walk. So a period found is proved exactly as one that
 * {@link PeriodSearch} finds.
 *
 * <p><b>What it can miss.</b> A period longer than half the window. When the values are
 * periodic from {@code e} with least period {@code P <= w/2} and the window lies in the periodic
 * part, the window's least period is {@code P} (a smaller one would, by Fine and Wilf's theorem,
 * divide {@code P} and be a period of the whole periodic part), so the search finds {@code P} and
 * its least preperiod, as {@link PeriodSearch} does. One search at a time: it keeps its arrays.
 *
 * @since SPI version 2
 */
public final class SuffixPeriod {

    private final int window;
    private int[] values = new int[0];
    private int[] border = new int[0];

    /**
     * A search that reads the last {@code window} values at most.
     *
     * @param window how many of the last values to read, 2 or more (a record run reads 2^21: periods up to 2^20)
     * @throws IllegalArgumentException if {@code window < 2}
     */
    public SuffixPeriod(int window) {
        if (window < 2) {
            throw new IllegalArgumentException("a window of 2 values or more, not " + window);
        }
        this.window = window;
    }

    /**
     * The period that the values of heaps {@code 0..length-1} prove under {@code criterion}, found
     * from the last {@code window} of them.
     *
     * @param values    the value of each heap, asked for heaps in {@code 0..length-1}
     * @param length    how many values the table has
     * @param criterion the theorem that says how much of the table a period must be checked on
     * @return the period, or empty when the window shows none or the table does not prove it (or
     *         its preperiod is beyond 2^31 - 1)
     */
    public Optional<Period> find(LongToIntFunction values, long length, PeriodCriterion criterion) {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(criterion, "criterion");
        // The last half at most: a period that the table proves starts in its first half (the
        // criterion's range reaches past twice the preperiod), so the window lies in the periodic part.
        int w = (int) Math.min(window, length / 2);
        if (w < 2) {
            return Optional.empty();
        }
        if (this.values.length < w) {
            this.values = new int[w];
            this.border = new int[w];
        }
        int[] v = this.values;
        int[] b = this.border;
        long start = length - w;
        for (int i = 0; i < w; i++) {
            v[i] = values.applyAsInt(start + i);
        }
        // b[i]: the longest proper border of v[0..i].
        b[0] = 0;
        for (int i = 1; i < w; i++) {
            int k = b[i - 1];
            while (k > 0 && v[i] != v[k]) {
                k = b[k - 1];
            }
            b[i] = v[i] == v[k] ? k + 1 : k;
        }
        int p = w - b[w - 1];
        if (2L * p > w) {
            return Optional.empty();
        }
        long a = start;
        while (a > 0 && values.applyAsInt(a - 1) == values.applyAsInt(a - 1 + p)) {
            a--;
        }
        if (a > Integer.MAX_VALUE || criterion.checkedEnd((int) a, p) > length - p) {
            return Optional.empty();
        }
        return Optional.of(new Period((int) a, p));
    }
}
