package io.github.grundy.core;

import java.util.Objects;
import java.util.Optional;

/**
 * Where an eventually periodic sequence repeats: {@code v(n + period) = v(n)} for every
 * {@code n >= preperiod}. Its first {@code preperiod + period} values ({@link #tableLength()})
 * therefore determine every value, and {@link #index} maps any index up to 2^63-1 to one of them.
 *
 * @param preperiod the first index from which the sequence repeats, at least 0
 * @param period    the distance at which it repeats, at least 1
 */
public record Period(int preperiod, int period) {

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

    /** The number of values that determine the sequence: {@code preperiod + period}. */
    public int tableLength() {
        return preperiod + period;
    }

    /**
     * The index in {@code [0, tableLength())} whose value index {@code n} has: {@code n} itself
     * before the period starts, else {@code preperiod + (n - preperiod) mod period}.
     *
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
     * The smallest period proved by {@code values} for a sequence in which each value is a
     * function of the {@code window} values before it (the same function at every index from
     * {@code window} on), e.g. the Grundy values of a subtraction game with {@code window = max(S)}.
     *
     * <p>Proof: if {@code v(n + p) = v(n)} for the {@code window} consecutive indices
     * {@code n = a .. a+window-1}, then {@code v(a+window+p)} and {@code v(a+window)} are the same
     * function of equal windows, so they are equal, and by induction {@code v(n + p) = v(n)} for
     * every {@code n >= a}. One repetition of a whole window is thus enough; a shorter repetition
     * proves nothing.
     *
     * <p>The answer is the pair with the smallest period, then the smallest preperiod, such that
     * the table itself repeats from there to its end ({@code values[n] == values[n + p]} for every
     * {@code n} in {@code [a, length - p)}) and holds at least one repetition of a whole window
     * ({@code a + p + window <= length}). For a sequence as above this is the same as the window
     * condition, and it is then the sequence's true (least) period and preperiod: any proved
     * {@code (a, p)} makes the true least pair {@code (a0, p0)} satisfy {@code a0 <= a},
     * {@code p0 <= p}, so it fits in the table too. Checking the whole tail rather than one window
     * also means that a table contradicting a period is never reported as having it.
     *
     * <p>Linear time: the prefix function (Knuth–Morris–Pratt) of the reversed table gives, for
     * each suffix, its least period; the shortest suffix whose longest border reaches
     * {@code window} has the least period sought. Memory: one {@code int} per value.
     *
     * @param values the first values of the sequence, index 0 first
     * @param window how many previous values each value depends on, at least 1
     * @return the period, or empty if the table does not prove one
     * @throws IllegalArgumentException if {@code window < 1}
     */
    public static Optional<Period> find(int[] values, int window) {
        Objects.requireNonNull(values, "values");
        if (window < 1) {
            throw new IllegalArgumentException("window must be at least 1, found " + window);
        }
        int n = values.length;
        if (n <= window) {
            return Optional.empty();
        }
        // r = values reversed, r[i] = values[n-1-i]; border[m] = longest proper border of r[0..m).
        // A suffix of length m has period m - border[m]; periods of longer suffixes are periods of
        // shorter ones, so the least period only grows with m, and the first m whose border reaches
        // the window gives the least provable period.
        int[] border = new int[n + 1];
        int k = 0;
        int found = -1;
        for (int m = 2; m <= n; m++) {
            int c = values[n - m];
            while (k > 0 && values[n - 1 - k] != c) {
                k = border[k];
            }
            if (values[n - 1 - k] == c) {
                k++;
            }
            border[m] = k;
            if (k >= window) {
                found = m;
                break;
            }
        }
        if (found < 0) {
            return Optional.empty();
        }
        int p = found - border[found];
        // The least preperiod for p: walk back while the table still repeats at distance p.
        int a = n - p;
        while (a > 0 && values[a - 1] == values[a - 1 + p]) {
            a--;
        }
        return Optional.of(new Period(a, p));
    }
}
