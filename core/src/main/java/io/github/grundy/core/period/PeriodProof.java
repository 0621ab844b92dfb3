package io.github.grundy.core.period;

import java.util.Objects;

/**
 * A period with its certificate: the theorem that proves it and the range of the table it was
 * checked on, so that a reader can check the proof with the values in hand: {@code g(n + p) =
 * g(n)} for every {@code preperiod <= n < checkedEnd}, which needs the values of heaps
 * {@code 0..checkedEnd + p - 1}.
 *
 * @param period     the least preperiod and period proved
 * @param theorem    the criterion, in words ({@link PeriodCriterion#describe()})
 * @param checkedEnd the end (exclusive) of the range of {@code n} checked
 * @since SPI version 2
 */
public record PeriodProof(Period period, String theorem, long checkedEnd) {

    /**
     * Checks that the period and theorem are given.
     *
     * @param period     the least preperiod and period proved
     * @param theorem    the criterion, in words ({@link PeriodCriterion#describe()})
     * @param checkedEnd the end (exclusive) of the range of {@code n} checked
     * @throws NullPointerException if {@code period} or {@code theorem} is null
     */
    public PeriodProof {
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(theorem, "theorem");
    }

    /**
     * How many values the proof reads: heaps {@code 0..valuesNeeded() - 1}.
     *
     * @return {@code checkedEnd + period}
     */
    public long valuesNeeded() {
        return checkedEnd + period.period();
    }

    /**
     * The certificate in words: {@code preperiod 71, period 12: g(n + 12) = g(n) for 71 <= n < 155,
     * on the values of heaps 0..166 (...)}; {@code preperiod 0, period 4 (...)} when the theorem
     * needs no range checked ({@code checkedEnd <= preperiod}: a closed form).
     *
     * @return the certificate in one line, ending with the theorem in parentheses
     */
    public String describe() {
        int e = period.preperiod();
        int p = period.period();
        if (checkedEnd <= e) {
            // Nothing to check on a table: a closed form proves it.
            return "preperiod " + e + ", period " + p + " (" + theorem + ")";
        }
        return "preperiod " + e + ", period " + p + ": g(n + " + p + ") = g(n) for " + e + " <= n < " + checkedEnd
                + ", on the values of heaps 0.." + (valuesNeeded() - 1) + " (" + theorem + ")";
    }
}
