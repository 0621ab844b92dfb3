package io.github.grundy.cli.plot;

/**
 * The tick values of a plot's axis: {@code count} multiples of a round {@code step} (1, 2 or 5
 * times a power of ten), from {@code first}. Heaps and values are whole numbers, so no step is
 * below 1, nor any below 0; the arithmetic keeps to {@code long} without overflow up to
 * {@link Long#MAX_VALUE}.
 *
 * @param first the first tick value
 * @param step  the distance between ticks, 1, 2 or 5 times a power of ten
 * @param count how many ticks, at least 1
 */
public record Ticks(long first, long step, int count) {

    /** The largest round step a {@code long} holds: 5 x 10^18. */
    private static final long LARGEST_STEP = 5_000_000_000_000_000_000L;

    public Ticks {
        if (step < 1 || count < 1) {
            throw new IllegalArgumentException("ticks need a step and a count of 1 or more: " + step + ", " + count);
        }
    }

    /** The {@code i}th tick value, 0 the first. */
    long value(int i) {
        return first + i * step;
    }

    long last() {
        return value(count - 1);
    }

    /**
     * The ticks inside {@code lo..hi} at the smallest round step of at least {@code minStep} that
     * gives at most {@code maxCount} ticks: about 4 to {@code maxCount} of them, as the steps grow
     * by 2 or 2.5 at a time. A range too short for a multiple of the step has one tick, at
     * {@code lo}.
     */
    static Ticks within(long lo, long hi, int maxCount, long minStep) {
        check(lo, hi, maxCount);
        long step = 1;
        while (step < minStep || count(lo, hi, step) > maxCount) {
            long next = next(step);
            if (next < 0) {
                break;
            }
            step = next;
        }
        long first = ceilDiv(lo, step) * step;
        long n = first < lo || first > hi ? 0 : count(lo, hi, step);
        if (n == 0) {
            // No multiple of the step in the range (a range shorter than the step): its start.
            return new Ticks(lo, step, 1);
        }
        return new Ticks(first, step, (int) Math.min(n, maxCount));
    }

    /**
     * The ticks from a multiple of a round step at or below {@code lo} to one at or above {@code
     * hi}, at most {@code maxCount} of them (at least 2 when {@code lo < hi}): an axis that ends on
     * a tick. Where the end beyond {@code hi} would pass {@link Long#MAX_VALUE}, the ticks inside
     * the range instead.
     */
    static Ticks covering(long lo, long hi, int maxCount) {
        check(lo, hi, maxCount);
        if (lo == hi) {
            return new Ticks(lo, 1, 1);
        }
        for (long step = 1; step > 0; step = next(step)) {
            long first = Math.floorDiv(lo, step) * step;
            long lastIndex = ceilDiv(hi, step);
            if (Math.multiplyHigh(lastIndex, step) != (lastIndex * step) >> 63) {
                // The tick at or above hi is past Long.MAX_VALUE.
                break;
            }
            long d = lastIndex - Math.floorDiv(lo, step);
            long n = d == Long.MAX_VALUE ? d : d + 1;
            if (n <= Math.max(2, maxCount)) {
                return new Ticks(first, step, (int) n);
            }
        }
        return within(lo, hi, maxCount, 1);
    }

    /** The round step after {@code step}: 1, 2, 5, 10, 20, 50, ...; negative past the largest. */
    static long next(long step) {
        if (step >= LARGEST_STEP) {
            return -1;
        }
        long decade = 1;
        while (decade <= step / 10) {
            decade *= 10;
        }
        long mantissa = step / decade;
        return mantissa == 1 ? 2 * decade : mantissa == 2 ? 5 * decade : 10 * decade;
    }

    /** How many multiples of {@code step} lie in {@code lo..hi} (0 <= lo), at most {@link Long#MAX_VALUE}. */
    static long count(long lo, long hi, long step) {
        long d = Math.floorDiv(hi, step) - ceilDiv(lo, step);
        return d == Long.MAX_VALUE ? d : d + 1;
    }

    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }

    private static void check(long lo, long hi, int maxCount) {
        if (lo < 0 || lo > hi || maxCount < 1) {
            throw new IllegalArgumentException("no ticks for " + lo + ".." + hi + ", at most " + maxCount);
        }
    }
}
