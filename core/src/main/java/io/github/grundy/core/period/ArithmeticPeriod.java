package io.github.grundy.core.period;

import java.util.Objects;
import java.util.function.LongUnaryOperator;

/**
 * A period with a saltus: {@code v(n + period) = v(n) + saltus} for every {@code n >= preperiod}.
 * A saltus of 0 is a plain period; a positive one makes the values climb by {@code saltus} each
 * period (the arithmetic periodicity of some hexadecimal games, of the rows of Wythoff's table).
 * Each residue class modulo the period is then, from the preperiod on, an arithmetic progression
 * of step {@code saltus}.
 *
 * @param period the preperiod and period
 * @param saltus how much the values rise each period, 0 for a plain period
 * @since SPI version 2
 */
public record ArithmeticPeriod(Period period, long saltus) {

    /**
     * Checks that the period is given.
     *
     * @param period the preperiod and period
     * @param saltus how much the values rise each period, 0 for a plain period
     * @throws NullPointerException if {@code period} is null
     */
    public ArithmeticPeriod {
        Objects.requireNonNull(period, "period");
    }

    /**
     * True for a plain period (saltus 0).
     *
     * @return whether the values repeat rather than climb
     */
    public boolean plain() {
        return saltus == 0;
    }

    /**
     * The value at {@code n} from the values of the first period: {@code v(e + r) + j·s} for
     * {@code n = e + r + j·p} with {@code 0 <= r < p}, exact.
     *
     * @param n     the index, at least the preperiod
     * @param first the values, asked only for indices {@code e..e+p-1}
     * @return the value at {@code n}
     * @throws IllegalArgumentException if {@code n} is below the preperiod
     * @throws ArithmeticException      if the value passes 2^63-1
     */
    public long valueAt(long n, LongUnaryOperator first) {
        long e = period.preperiod();
        if (n < e) {
            throw new IllegalArgumentException("index " + n + " is below the preperiod " + e);
        }
        long p = period.period();
        return Math.addExact(first.applyAsLong(e + (n - e) % p), Math.multiplyExact((n - e) / p, saltus));
    }

    /**
     * The regularity as an equation, without its range: {@code g(n + 3) = g(n) + 1}, or
     * {@code g(n + 4) = g(n)}.
     *
     * @param name the sequence's name in the equation ({@code g})
     * @return the equation
     */
    public String equation(String name) {
        String shifted = name + "(n + " + period.period() + ") = " + name + "(n)";
        return saltus == 0 ? shifted : shifted + (saltus > 0 ? " + " + saltus : " - " + -saltus);
    }
}
