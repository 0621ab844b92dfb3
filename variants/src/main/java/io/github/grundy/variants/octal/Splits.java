package io.github.grundy.variants.octal;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.Period;
import java.util.Optional;
import java.util.function.LongUnaryOperator;

/**
 * The options of one amount taken that split the rest {@code m} into heaps of a given nim-sum
 * value, listed in order (heaps ascending) or counted.
 *
 * <p>Two heaps {@code a + b = m}, {@code 1 <= a <= b}: once the values have a proved period
 * {@code (e, p)} and {@code a >= e}, both {@code g(a)} and {@code g(m - a)} depend on {@code a}
 * mod {@code p} only ({@code m - a >= a >= e}), so the splits of a value repeat with period
 * {@code p} in {@code a}: they are counted by residues, and a listing that finds none in one whole
 * period stops. A split listing of a huge heap thus goes as far as its sink asks, no further.
 */
final class Splits {

    /** Splits between two {@link Cancellation#checkpoint()}s, minus one (a mask). */
    private static final long CHECK_MASK = (1 << 16) - 1;

    private Splits() {
    }

    /**
     * The splits {@code a + b = m} ({@code a < b} when {@code unequal}) with
     * {@code g(a) ^ g(b) == value}, to {@code sink}, or counted into {@code count[0]} when the sink
     * is null; false when the sink asked to stop.
     */
    static boolean two(LongUnaryOperator g, Optional<Period> period, long m, long value, boolean unequal, OptionSink sink,
            long[] count) {
        long hi = unequal ? (m - 1) / 2 : m / 2;
        if (hi < 1) {
            return true;
        }
        long e = period.map(Period::preperiod).orElse(0);
        long p = period.map(Period::period).orElse(1);
        long[] option = new long[2];
        // Below the period (or without one, or when the range is short): split by split.
        long direct = period.isEmpty() || hi - e < 3 * p ? hi : Math.max(0, e - 1);
        for (long a = 1; a <= direct; a++) {
            if ((a & CHECK_MASK) == 0) {
                Cancellation.checkpoint();
            }
            if ((g.applyAsLong(a) ^ g.applyAsLong(m - a)) == value && !emit(option, a, m - a, sink, count)) {
                return false;
            }
        }
        if (direct == hi) {
            return true;
        }
        long from = Math.max(1, e);
        int[] residues = new int[(int) p];
        int matching = 0;
        for (int r = 0; r < p; r++) {
            long a = from + r;
            if (a <= hi && (g.applyAsLong(a) ^ g.applyAsLong(m - a)) == value) {
                residues[matching++] = r;
            }
        }
        if (sink == null) {
            for (int i = 0; i < matching; i++) {
                count[0] = Math.addExact(count[0], (hi - (from + residues[i])) / p + 1);
            }
            return true;
        }
        for (long base = from; base <= hi && matching > 0; base += p) {
            Cancellation.checkpoint();
            for (int i = 0; i < matching; i++) {
                long a = base + residues[i];
                if (a > hi) {
                    return true;
                }
                if (!sink.accept(set(option, a, m - a))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The splits {@code a + b + c = m}, {@code 1 <= a <= b <= c} (strictly when {@code unequal}), one by one. */
    static boolean three(LongUnaryOperator g, long m, long value, boolean unequal, OptionSink sink, long[] count) {
        long[] option = new long[3];
        long seen = 0;
        for (long a = 1; 3 * a <= m; a++) {
            for (long b = unequal ? a + 1 : a; a + 2 * b <= m; b++) {
                long c = m - a - b;
                if (unequal && c == b) {
                    continue;
                }
                if ((++seen & CHECK_MASK) == 0) {
                    Cancellation.checkpoint();
                }
                if ((g.applyAsLong(a) ^ g.applyAsLong(b) ^ g.applyAsLong(c)) == value) {
                    if (sink == null) {
                        count[0]++;
                    } else {
                        option[0] = a;
                        option[1] = b;
                        option[2] = c;
                        if (!sink.accept(option)) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static boolean emit(long[] option, long a, long b, OptionSink sink, long[] count) {
        if (sink == null) {
            count[0]++;
            return true;
        }
        return sink.accept(set(option, a, b));
    }

    private static long[] set(long[] option, long a, long b) {
        option[0] = a;
        option[1] = b;
        return option;
    }
}
