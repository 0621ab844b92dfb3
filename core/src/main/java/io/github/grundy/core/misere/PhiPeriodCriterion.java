package io.github.grundy.core.misere;

import io.github.grundy.core.period.PeriodCriterion;

/**
 * The linear criterion of Siegel's MisereSolver for the period of a quotient's {@code Φ} in a
 * finite take-and-break game whose moves take at most {@code t} objects and leave at most
 * {@code m - 1} heaps: if {@code Φ(n + p) = Φ(n)} is seen for {@code e <= n < m·e + (m−1)·p + t + m}
 * (so the table reaches heap {@code m·(e + p) + t + m − 1}), it holds for every {@code n >= e}.
 * Beyond that point every option of heap {@code n} has a heap at least {@code e + p} that can be
 * shortened by {@code p}, so heap {@code n} has the same options' elements as heap {@code n − p},
 * and {@code Φ(n) = Φ(n − p)} keeps every condition of the quotient's check. It is monotone in
 * {@code e} and {@code p}, as {@link io.github.grundy.core.period.Period#find} needs.
 *
 * @param maxTake {@code t}, the most objects a move takes, 0 or more
 * @param m       one more than the most heaps a move leaves, at least 1
 */
record PhiPeriodCriterion(int maxTake, int m) implements PeriodCriterion {

    @Override
    public long checkedEnd(int preperiod, int period) {
        return (long) m * preperiod + (long) (m - 1) * period + maxTake + m;
    }

    @Override
    public String describe() {
        return "the linear criterion of Siegel's MisereSolver: every option of a larger heap has a part that can"
                + " be shortened by the period";
    }
}
