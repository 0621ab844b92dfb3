package io.github.grundy.core.period;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * A climb with one residue class apart, whose values follow the ruler function: from heap
 * {@code e} on, {@code g(n + p) = g(n) + s} on every residue class modulo {@code p} but one, and on
 * that one, the heaps {@code h_k = first + k·p}, {@code g(h_k) = s·k + r(ν₂(k + shift))} where
 * {@code ν₂} is the number of times 2 divides (the ruler function) and {@code r} a table of
 * offsets, the heaps where {@code k + shift} is a power of two excepted. This is the regularity
 * Grossman and Nowakowski found in the hexadecimal game {@code 0.2048} and a family built on it
 * ("A ruler regularity in hexadecimal games", Games of No Chance 4, 2015); their paper was not at
 * hand, so this form is what grundy's tables of {@code 0.2048} show (docs/theory.md), and it is
 * only ever observed: no theorem is applied.
 *
 * @param climb   the preperiod, period and saltus of every other class
 * @param first   the first heap of the class apart, {@code h_0 >= preperiod}
 * @param shift   the {@code c} of {@code ν₂(k + c)}, at least 1
 * @param offsets {@code r(j)} for {@code j = 0, 1, ...}, as far as the table shows
 * @since SPI version 2
 */
public record RulerRegularity(ArithmeticPeriod climb, long first, int shift, long[] offsets) {

    /** The most {@code c} tried in {@code ν₂(k + c)}. */
    private static final int MAX_SHIFT = 64;
    /** The longest period tried. */
    private static final int MAX_PERIOD = 1024;
    /** The fewest heaps of the class apart the table must show. */
    private static final int MIN_CLASS = 24;

    /**
     * Checks the fields and copies the offsets.
     *
     * @param climb   the preperiod, period and saltus of every other class
     * @param first   the first heap of the class apart
     * @param shift   the {@code c} of {@code ν₂(k + c)}, at least 1
     * @param offsets {@code r(j)} for {@code j = 0, 1, ...}
     * @throws IllegalArgumentException if the shift is below 1 or there are no offsets
     */
    public RulerRegularity {
        Objects.requireNonNull(climb, "climb");
        if (shift < 1 || offsets.length == 0) {
            throw new IllegalArgumentException("a ruler needs a shift of 1 or more and an offset");
        }
        offsets = offsets.clone();
    }

    /**
     * The offsets {@code r(0), r(1), ...}.
     *
     * @return a copy
     */
    @Override
    public long[] offsets() {
        return offsets.clone();
    }

    /**
     * The regularity in words, without its range: {@code g(n + 26) = g(n) + 8 but on heaps 93 + 26k,
     * where g = 8k + r(v2(k + 3)), r = 10, -6, -38 (k + 3 a power of two excepted)}, v2 the ruler
     * function (how many times 2 divides).
     *
     * @return the description
     */
    public String describe() {
        long p = climb.period().period();
        StringBuilder r = new StringBuilder();
        for (int j = 0; j < offsets.length; j++) {
            r.append(j == 0 ? "" : ", ").append(offsets[j]);
        }
        return climb.equation("g") + " but on heaps " + first + " + " + p + "k, where g = " + climb.saltus() + "k + r(v2(k + "
                + shift + ")), r = " + r + " (k + " + shift + " a power of two excepted)";
    }

    /**
     * The ruler regularity the table shows, where its values show no plain climb: the least period
     * {@code p} (up to {@value #MAX_PERIOD}) for which every residue class but one climbs by one saltus over the table's last
     * half, the least preperiod from which they all do to the table's end, and the least shift
     * that makes the class apart a ruler, seen on {@value #MIN_CLASS} of its heaps at least with
     * three offsets each seen twice.
     *
     * @param values the value of each heap, asked for heaps {@code 0..length-1}
     * @param length how many values the table has
     * @return the regularity, or empty
     */
    public static Optional<RulerRegularity> find(IntUnaryOperator values, int length) {
        // A class that climbs stops the scan of a period at its first difference that is not s: about
        // p steps a period for values without a regularity, so p^2/2 in all, hence the cap.
        for (int p = 2; p <= MAX_PERIOD && (long) p * MIN_CLASS * 2 <= length; p++) {
            Optional<RulerRegularity> found = withPeriod(values, length, p);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<RulerRegularity> withPeriod(IntUnaryOperator g, int length, int p) {
        // Over the last half, the classes whose difference at distance p is one s: all but one.
        long s = 0;
        int apart = -1;
        boolean sSet = false;
        for (int c = 0; c < p; c++) {
            long d = Long.MIN_VALUE;
            boolean constant = true;
            for (int n = length - 1 - Math.floorMod(length - 1 - c, p); constant && n - p >= length / 2; n -= p) {
                long here = (long) g.applyAsInt(n) - g.applyAsInt(n - p);
                constant = d == Long.MIN_VALUE || here == d;
                d = here;
            }
            if (constant && (!sSet || d == s)) {
                s = d;
                sSet = true;
            } else if (apart < 0) {
                apart = c;
            } else {
                return Optional.empty();
            }
        }
        if (apart < 0 || !sSet || s <= 0) {
            return Optional.empty();
        }
        // The least e from which every other class climbs by s to the end.
        int e = length - p;
        while (e > 0 && (Math.floorMod(e - 1, p) == apart
                || (long) g.applyAsInt(e - 1 + p) - g.applyAsInt(e - 1) == s)) {
            e--;
        }
        long first = e + Math.floorMod(apart - e, p);
        int count = (int) ((length - 1 - first) / p + 1);
        if (count < MIN_CLASS) {
            return Optional.empty();
        }
        for (int shift = 1; shift <= MAX_SHIFT; shift++) {
            long[] offsets = ruler(g, first, p, s, count, shift);
            if (offsets != null) {
                return Optional.of(new RulerRegularity(new ArithmeticPeriod(new Period(e, p), s), first, shift,
                        offsets));
            }
        }
        return Optional.empty();
    }

    /** The offsets if {@code g(h_k) - s·k} is a function of {@code ν₂(k + shift)}, else null. */
    private static long[] ruler(IntUnaryOperator g, long first, int p, long s, int count, int shift) {
        long[] offsets = new long[33];
        int[] seen = new int[33];
        int top = -1;
        for (int k = 0; k < count; k++) {
            long m = (long) k + shift;
            if (Long.bitCount(m) == 1) {
                continue;
            }
            int j = Long.numberOfTrailingZeros(m);
            long w = g.applyAsInt((int) (first + (long) k * p)) - s * k;
            if (seen[j] > 0 && offsets[j] != w) {
                return null;
            }
            offsets[j] = w;
            seen[j]++;
            top = Math.max(top, j);
        }
        int twice = 0;
        for (int j = 0; j <= top; j++) {
            if (seen[j] == 0) {
                return null;
            }
            twice += seen[j] >= 2 ? 1 : 0;
        }
        // A class that merely climbs has one offset for every j: that is a plain period, not a ruler.
        boolean differ = false;
        for (int j = 1; j <= top; j++) {
            differ |= offsets[j] != offsets[0];
        }
        return twice >= 3 && differ ? Arrays.copyOf(offsets, top + 1) : null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RulerRegularity r && r.climb.equals(climb) && r.first == first && r.shift == shift
                && Arrays.equals(r.offsets, offsets);
    }

    @Override
    public int hashCode() {
        return Objects.hash(climb, first, shift, Arrays.hashCode(offsets));
    }

    @Override
    public String toString() {
        return "RulerRegularity[" + describe() + " from heap " + climb.period().preperiod() + "]";
    }
}
