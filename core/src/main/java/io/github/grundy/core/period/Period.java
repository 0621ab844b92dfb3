package io.github.grundy.core.period;

import java.util.Objects;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * Where an eventually periodic sequence repeats: {@code v(n + period) = v(n)} for every
 * {@code n >= preperiod}. Its first {@code preperiod + period} values ({@link #tableLength()})
 * therefore determine every value, and {@link #index} maps any index up to 2^63-1 to one of them.
 *
 * @param preperiod the first index from which the sequence repeats, at least 0
 * @param period    the distance at which it repeats, at least 1
 */
public record Period(int preperiod, int period) {

    /**
     * Checks the ranges.
     *
     * @param preperiod the first index from which the sequence repeats, at least 0
     * @param period    the distance at which it repeats, at least 1
     * @throws IllegalArgumentException if {@code preperiod < 0}, {@code period < 1}, or
     *                                  {@code preperiod + period} exceeds {@link Integer#MAX_VALUE}
     */
    public Period {
        if (preperiod < 0 || period < 1) {
            throw new IllegalArgumentException("a period needs preperiod >= 0 and period >= 1, found preperiod "
                    + preperiod + " and period " + period);
        }
        // index() returns an int, so the whole table must be indexable by one.
        if ((long) preperiod + period > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("preperiod " + preperiod + " + period " + period
                    + " does not fit a table");
        }
    }

    /**
     * The number of values that determine the sequence: {@code preperiod + period}.
     *
     * @return the length of the table that {@link #index} maps into
     */
    public int tableLength() {
        return preperiod + period;
    }

    /**
     * The index in {@code [0, tableLength())} whose value index {@code n} has: {@code n} itself
     * before the period starts, else {@code preperiod + (n - preperiod) mod period}.
     *
     * @param n an index of the sequence (a heap), 0 or more
     * @return the index in the table with the same value
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public int index(long n) {
        if (n < preperiod) {
            if (n < 0) {
                throw new IllegalArgumentException("negative index " + n);
            }
            return (int) n;
        }
        // n - preperiod cannot overflow: n >= preperiod >= 0.
        return preperiod + (int) ((n - preperiod) % period);
    }

    /**
     * The least period proved by the first {@code values.length} values, under {@code criterion}.
     *
     * @param values    the first values of the sequence, index 0 first
     * @param criterion the theorem that says how much of the table a period must be checked on
     * @return the period, or empty if the table does not prove one
     * @see #find(int[], int, PeriodCriterion)
     */
    public static Optional<Period> find(int[] values, PeriodCriterion criterion) {
        return find(values, values.length, criterion);
    }

    /**
     * The least period that the table {@code values[0..length)} proves under {@code criterion}
     * (the theorem of the game's family, see {@link PeriodCriterion}).
     *
     * <p>The answer is the pair with the smallest period, then the smallest preperiod, such that
     * the table itself repeats from there to its end ({@code values[n] == values[n + p]} for every
     * {@code n} in {@code [a, length - p)}) and that range covers what the criterion asks
     * ({@code criterion.checkedEnd(a, p) <= length - p}). Checking the whole tail means that a
     * table contradicting a period is never reported as having it; and since criteria are
     * monotone, the least proved pair is the sequence's true least period and preperiod whenever
     * the true pair fits the table with its proof.
     *
     * <p>Linear time: the prefix function (Knuth–Morris–Pratt) of the reversed table gives, for
     * each suffix, its least period {@code p(m)}, which only grows with the suffix's length
     * {@code m}; the shortest suffix whose least period the criterion accepts gives the least
     * provable period (a proved pair {@code (a, p)} implies the proved pair
     * {@code (a, p(length - a))}, by monotonicity). The search stops as soon as {@code (0, p(m))}
     * is not proved, since no longer suffix can be then: without a period, about half-way.
     * Memory: one {@code int} per value looked at ({@link PeriodSearch} keeps that array for the
     * next search).
     *
     * @param values the first values of the sequence, index 0 first (only the first
     *               {@code length} are read)
     * @param length    how many values to read, {@code 0..values.length}
     * @param criterion the theorem that says how much of the table a period must be checked on
     * @return the period, or empty if the table does not prove one
     * @throws IllegalArgumentException if {@code length} is outside {@code 0..values.length}
     */
    public static Optional<Period> find(int[] values, int length, PeriodCriterion criterion) {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(criterion, "criterion");
        if (length < 0 || length > values.length) {
            throw new IllegalArgumentException("length " + length + " outside 0.." + values.length);
        }
        return find(i -> values[i], length, criterion);
    }

    /**
     * {@link #find(int[], int, PeriodCriterion)} on the values {@code values.applyAsInt(i)},
     * {@code 0 <= i < length}: a table in another array than {@code int[]}.
     *
     * @param values    the value of each index, asked for indices in {@code 0..length-1}
     * @param length    how many values to read, 0 or more
     * @param criterion the theorem that says how much of the table a period must be checked on
     * @return the period, or empty if the values do not prove one
     * @throws IllegalArgumentException if {@code length} is negative
     */
    public static Optional<Period> find(IntUnaryOperator values, int length, PeriodCriterion criterion) {
        return new PeriodSearch().find(values, length, criterion);
    }
}
