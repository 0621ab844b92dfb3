package io.github.grundy.core.period;

import java.util.Objects;

/**
 * A period with a saltus, proved, and its certificate: the theorem, and the range of the table it
 * was checked on, {@code g(n + p) = g(n) + s} for every {@code preperiod <= n < checkedEnd}, which
 * needs the values of heaps {@code 0..checkedEnd + p - 1}.
 *
 * @param period     the preperiod, period and saltus proved
 * @param theorem    the theorem, in words
 * @param checkedEnd the end (exclusive) of the range of {@code n} checked
 * @since SPI version 2
 */
public record ArithmeticProof(ArithmeticPeriod period, String theorem, long checkedEnd) {

    /**
     * Checks that the period and theorem are given.
     *
     * @param period     the preperiod, period and saltus proved
     * @param theorem    the theorem, in words
     * @param checkedEnd the end (exclusive) of the range of {@code n} checked
     * @throws NullPointerException if {@code period} or {@code theorem} is null
     */
    public ArithmeticProof {
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(theorem, "theorem");
    }

    /**
     * How many values the proof reads: heaps {@code 0..valuesNeeded() - 1}.
     *
     * @return {@code checkedEnd + period}
     */
    public long valuesNeeded() {
        return checkedEnd + period.period().period();
    }

    /**
     * The certificate in words: {@code preperiod 1, period 3, saltus 1: g(n + 3) = g(n) + 1 for
     * 1 <= n < 9, on the values of heaps 0..11 (...)}.
     *
     * @return the certificate in one line, ending with the theorem in parentheses
     */
    public String describe() {
        int e = period.period().preperiod();
        return "preperiod " + e + ", period " + period.period().period() + ", saltus " + period.saltus() + ": "
                + period.equation("g") + " for " + e + " <= n < " + checkedEnd + ", on the values of heaps 0.."
                + (valuesNeeded() - 1) + " (" + theorem + ")";
    }
}
