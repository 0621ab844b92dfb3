package io.github.grundy.core.period;

import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * The period a finite table <em>shows</em>, where no theorem proves one (a rule's values, a row of
 * a two-coordinate table): the least period, then the least preperiod, with which the whole table
 * repeats from the preperiod to its end, seen over at least three whole periods, over at least
 * the last half of the table, and over {@value #MIN_SEEN} values or more. Only what was observed:
 * the values just past the table may break it.
 *
 * <p>The two conditions keep chance out of the answer: a table that ends {@code 3 5 3 5} does not
 * "show period 2" on its last four values, nor does one whose last third happens to repeat once.
 */
public final class ObservedPeriod {

    /** Whole periods the repetition must be seen over. */
    public static final int PERIODS_SEEN = 3;

    /** Values the repetition must be seen over, however short its period: three 0s show nothing. */
    public static final int MIN_SEEN = 12;

    private ObservedPeriod() {
    }

    /**
     * The period that {@code values[0..length)} shows, if any.
     *
     * @param values the value of each index, asked for indices {@code 0..length-1}
     * @param length how many values the table has, 0 or more
     * @return the least period (then preperiod) seen over {@value #PERIODS_SEEN} periods, the last
     *         half of the table and {@value #MIN_SEEN} values, or empty
     * @throws IllegalArgumentException if {@code length} is negative
     */
    public static Optional<Period> find(IntUnaryOperator values, int length) {
        if (length < 0) {
            throw new IllegalArgumentException("negative length " + length);
        }
        // Monotone, as Period.find needs: (a, p) seen implies (a', p') seen for a' <= a, p' <= p.
        PeriodCriterion seen = new PeriodCriterion() {
            @Override
            public long checkedEnd(int preperiod, int period) {
                if (preperiod > length / 2) {
                    return Long.MAX_VALUE;
                }
                // checkedEnd <= length - period: 3 periods from the preperiod, and MIN_SEEN values.
                return preperiod + Math.max((long) (PERIODS_SEEN - 1) * period, (long) MIN_SEEN - period);
            }

            @Override
            public String describe() {
                return "seen over " + PERIODS_SEEN + " periods and the last half of the table (no theorem)";
            }
        };
        return Period.find(values, length, seen);
    }
}
