package io.github.grundy.core;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * The Grundy values of a heap game that are eventually periodic with a proved period, kept as
 * their first {@code preperiod + period} values: the value of any heap up to 2^63-1 in constant
 * time. Immutable.
 *
 * <p>{@link #build} tabulates the values with the mex engine ({@link MexTable}) on tables of
 * doubling length until {@link Period#find} proves a period, so the work is at most about twice
 * that of the shortest table that proves it.
 */
public final class PeriodicSequence {

    /** The first table tried, unless the window asks for more. */
    private static final int FIRST_TABLE = 1024;

    private final int[] values;
    private final Period period;
    private final int maxValue;

    private PeriodicSequence(int[] values, Period period) {
        this.values = values;
        this.period = period;
        int max = 0;
        for (int v : values) {
            max = Math.max(max, v);
        }
        this.maxValue = max;
    }

    /**
     * The values of {@code moves}, which must make the value of every heap {@code n >= window} the
     * same function of the values of heaps {@code n-window .. n-1} (a subtraction game with
     * {@code window = max(S)}; see {@link Period#find}). The caller vouches for that: it is what
     * makes one repeated window a proof.
     *
     * @param maxTable the most heaps tabulated before giving up
     * @throws IllegalArgumentException if no period is proved by a table of {@code maxTable} heaps
     *                                  (the message gives the limit), or the moves are not
     *                                  bottom-up (see {@link MexTable#build})
     */
    public static PeriodicSequence build(HeapMoves moves, int window, int maxTable) {
        Objects.requireNonNull(moves, "moves");
        if (window < 1) {
            throw new IllegalArgumentException("window must be at least 1, found " + window);
        }
        if (maxTable < 1 || maxTable == Integer.MAX_VALUE) {
            throw new IllegalArgumentException("table limit out of range: " + maxTable);
        }
        // A proof needs at least one period plus a window, so start at a few windows.
        long first = Math.max(FIRST_TABLE, 4L * window);
        int length = (int) Math.min(first, maxTable);
        while (true) {
            int[] table = MexTable.build(moves, length - 1).toArray();
            Optional<Period> found = Period.find(table, window);
            if (found.isPresent()) {
                Period p = found.get();
                return new PeriodicSequence(Arrays.copyOf(table, p.tableLength()), p);
            }
            if (length >= maxTable) {
                throw new LimitExceededException("no period proved within the first " + maxTable
                        + " values (a whole window of " + window + " values must repeat)");
            }
            length = (int) Math.min(2L * length, maxTable);
        }
    }

    /**
     * A sequence given by its first {@code period.tableLength()} values (copied).
     *
     * @throws IllegalArgumentException if the number of values is not the period's table length,
     *                                  or a value is negative
     */
    public static PeriodicSequence of(int[] values, Period period) {
        Objects.requireNonNull(period, "period");
        if (values.length != period.tableLength()) {
            throw new IllegalArgumentException(values.length + " values for " + period + ", which needs "
                    + period.tableLength());
        }
        for (int v : values) {
            if (v < 0) {
                throw new IllegalArgumentException("negative Grundy value " + v);
            }
        }
        return new PeriodicSequence(values.clone(), period);
    }

    /** Where the values repeat. */
    public Period period() {
        return period;
    }

    /**
     * The value of heap {@code n}, for any {@code n >= 0}.
     *
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public int get(long n) {
        return values[period.index(n)];
    }

    /** The largest value of the sequence. */
    public int maxValue() {
        return maxValue;
    }

    /** A copy of the first {@code preperiod + period} values. */
    public int[] toArray() {
        return values.clone();
    }

    @Override
    public String toString() {
        int shown = Math.min(values.length, 32);
        return "PeriodicSequence[" + period + ", " + Arrays.toString(Arrays.copyOf(values, shown))
                + (shown < values.length ? "..." : "") + "]";
    }
}
