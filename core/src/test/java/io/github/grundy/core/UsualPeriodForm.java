package io.github.grundy.core;

import io.github.grundy.core.period.PeriodCriterion;

/**
 * The usual statement of the take-and-break periodicity theorem, {@code g(n + p) = g(n)} for
 * {@code e <= n < k·e + (k-1)·p + t}, false at {@code e = 0} (docs/theory.md): the audits show
 * they refute what it proves.
 *
 * @param maxTake {@code t}
 * @param parts   {@code k}
 */
public record UsualPeriodForm(int maxTake, int parts) implements PeriodCriterion {

    @Override
    public long checkedEnd(int preperiod, int period) {
        return (long) parts * preperiod + (long) (parts - 1) * period + maxTake;
    }

    @Override
    public String describe() {
        return "the usual form";
    }
}
