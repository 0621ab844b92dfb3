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
        return Period.find(values, length, seen(length));
    }

    /**
     * The regularity that {@code values[0..length)} shows, a saltus allowed: the plain period
     * {@link #find} sees if any (saltus 0); else the least period, then preperiod, with which the
     * values climb by the same amount each period, {@code v(n + p) = v(n) + s} with {@code s != 0},
     * seen as {@link #find} sees a period: over 3 periods, the last half of the table and
     * {@value #MIN_SEEN} values. The values climb by {@code s} each period from {@code e} on
     * exactly when their differences {@code v(n + 1) - v(n)} repeat with period {@code p} from
     * {@code e} on (and {@code s} is the sum of the differences over a period), so this is the
     * period that the differences show.
     *
     * @param values the value of each index, asked for indices {@code 0..length-1}
     * @param length how many values the table has, 0 or more
     * @return the plain period, else the period with a saltus, or empty
     * @throws IllegalArgumentException if {@code length} is negative
     * @since SPI version 2
     */
    public static Optional<ArithmeticPeriod> findArithmetic(IntUnaryOperator values, int length) {
        Optional<Period> plain = find(values, length);
        if (plain.isPresent()) {
            return Optional.of(new ArithmeticPeriod(plain.get(), 0));
        }
        if (length < 2) {
            return Optional.empty();
        }
        // Differences as longs would not fit the search's ints: values of 0..2^31-1 differ by less than 2^31.
        Optional<Period> climbing = Period.find(i -> values.applyAsInt(i + 1) - values.applyAsInt(i), length - 1,
                seen(length - 1));
        if (climbing.isEmpty()) {
            return Optional.empty();
        }
        Period p = climbing.get();
        long saltus = (long) values.applyAsInt(p.preperiod() + p.period()) - values.applyAsInt(p.preperiod());
        // A saltus of 0 would be a plain period, which find did not see over the values themselves.
        return saltus == 0 ? Optional.empty() : Optional.of(new ArithmeticPeriod(p, saltus));
    }

    /**
     * What a table of {@code length} values must show to show a period: the criterion of
     * {@link #find}. Monotone, as Period.find needs: (a, p) seen implies (a', p') seen for
     * a' <= a, p' <= p.
     */
    private static PeriodCriterion seen(int length) {
        return new PeriodCriterion() {
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
    }
}
