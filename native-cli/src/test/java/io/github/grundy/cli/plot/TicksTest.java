package io.github.grundy.cli.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The ticks of a plot's axes: round steps, inside (or covering) the range, 4 to 10 of them. */
class TicksTest {

    /** Whether {@code step} is 1, 2 or 5 times a power of ten. */
    private static boolean round(long step) {
        while (step % 10 == 0) {
            step /= 10;
        }
        return step == 1 || step == 2 || step == 5;
    }

    /** The round step below {@code step}, 0 below 1. */
    private static long previous(long step) {
        long mantissa = step;
        while (mantissa % 10 == 0) {
            mantissa /= 10;
        }
        return mantissa == 5 ? step / 5 * 2 : step / 2;
    }

    private static List<Long> values(Ticks t) {
        List<Long> v = new ArrayList<>();
        for (int i = 0; i < t.count(); i++) {
            v.add(t.value(i));
        }
        return v;
    }

    /** What every choice inside a range must be, whatever the range. */
    private static void checkWithin(long lo, long hi, int max, long minStep) {
        Ticks t = Ticks.within(lo, hi, max, minStep);
        String what = lo + ".." + hi + " (at most " + max + ", step >= " + minStep + "): " + t;
        assertTrue(round(t.step()), what);
        assertTrue(t.step() >= Math.min(minStep, 5_000_000_000_000_000_000L), what);
        assertTrue(t.count() >= 1 && t.count() <= max, what);
        long previous = Long.MIN_VALUE;
        for (long v : values(t)) {
            assertTrue(v >= lo && v <= hi, what);
            assertTrue(v > previous, "ascending, no overflow: " + what);
            previous = v;
            assertTrue(t.count() == 1 || v % t.step() == 0, "multiples of the step: " + what);
        }
        if (Ticks.count(lo, hi, t.step()) == t.count()) {
            // Covering the range: no room for another multiple of the step at either end.
            assertTrue(t.first() - lo < t.step(), what);
            assertTrue(hi - t.last() < t.step(), what);
        }
        if (minStep == 1 && max == 10) {
            // The smallest round step with at most 10: the one below it had 11 or more, so 4 or more here.
            assertTrue(t.count() >= Math.min(4, hi - lo + 1), what);
            long smaller = previous(t.step());
            if (smaller > 0) {
                assertTrue(Ticks.count(lo, hi, smaller) > max, "not the smallest step: " + what);
            }
        }
    }

    @Test
    void roundStepsInsideTheRangeForManyRanges() {
        long[] starts = {0, 1, 3, 7, 53, 71, 999, 1000, 1001, 123_456, 99_999_999, 1L << 40};
        long[] lengths = {0, 1, 2, 3, 9, 10, 11, 12, 19, 20, 21, 33, 99, 100, 101, 200, 201, 999, 2000, 2001,
            12_345, 100_000, 100_001, 1_000_000, 1L << 33, 999_999_999_999L};
        for (long lo : starts) {
            for (long len : lengths) {
                checkWithin(lo, lo + len, 10, 1);
                checkWithin(lo, lo + len, 6, 1);
                checkWithin(lo, lo + len, 10, 1 + len / 3);
            }
        }
        Random random = new Random(23);
        for (int i = 0; i < 2000; i++) {
            long lo = random.nextInt(1 << 20);
            long hi = lo + (random.nextBoolean() ? random.nextInt(300) : random.nextInt(1 << 30));
            checkWithin(lo, hi, 1 + random.nextInt(12), 1 + (random.nextBoolean() ? 0 : random.nextInt(1000)));
        }
    }

    @Test
    void familiarRanges() {
        assertEquals(List.of(0L, 500L, 1000L, 1500L, 2000L), values(Ticks.within(0, 2000, 10, 1)));
        assertEquals(List.of(0L, 20_000L, 40_000L, 60_000L, 80_000L, 100_000L), values(Ticks.within(0, 100_000, 10, 1)));
        assertEquals(List.of(1000L, 1050L, 1100L, 1150L, 1200L), values(Ticks.within(1000, 1200, 10, 1)));
        assertEquals(List.of(0L, 20L, 40L, 60L, 80L, 100L), values(Ticks.within(0, 100, 10, 1)));
        assertEquals(List.of(3L, 4L, 5L, 6L), values(Ticks.within(3, 6, 10, 1)));
    }

    /** A table of one heap has one tick, at that heap. */
    @Test
    void oneHeap() {
        assertEquals(List.of(5L), values(Ticks.within(5, 5, 10, 1)));
        assertEquals(List.of(0L), values(Ticks.within(0, 0, 10, 1)));
        assertEquals(List.of(Long.MAX_VALUE), values(Ticks.within(Long.MAX_VALUE, Long.MAX_VALUE, 10, 1)));
        // A step wider than the range: the range's start.
        assertEquals(List.of(7L), values(Ticks.within(7, 8, 10, 100)));
    }

    /** Heap numbers near 2^63: round ticks that stop at Long.MAX_VALUE, no overflow. */
    @Test
    void hugeHeaps() {
        long max = Long.MAX_VALUE;
        checkWithin(max - 1000, max, 10, 1);
        checkWithin(max - 3, max, 10, 100);
        checkWithin(max - 200, max, 5, 60);
        checkWithin(0, max, 10, 1);
        checkWithin(1, max, 3, 1);
        checkWithin(max / 2, max, 10, 1);
        checkWithin(max - 5_000_000_000_000_000_000L, max, 10, 1);
        // 9223372036854774807..9223372036854775807: by 100 from ...4900 to ...5800.
        Ticks near = Ticks.within(max - 1000, max, 10, 1);
        assertEquals(new Ticks(9_223_372_036_854_774_900L, 100, 10), near);
        assertEquals(max - 7, near.last());
        Ticks all = Ticks.within(0, max, 10, 1);
        assertEquals(1_000_000_000_000_000_000L, all.step());
        assertEquals(10, all.count());
        // No round step past 5 x 10^18: the largest, and at most one tick when one is asked.
        assertEquals(1, Ticks.within(0, max, 1, 1).count());
        assertEquals(-1, Ticks.next(5_000_000_000_000_000_000L));
    }

    /** The value axis ends on a tick at or above the largest value, from 0. */
    @Test
    void coveringEndsOnATick() {
        assertEquals(List.of(0L, 50L, 100L, 150L, 200L, 250L), values(Ticks.covering(0, 230, 10)));
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L), values(Ticks.covering(0, 8, 10)));
        assertEquals(List.of(0L, 5L, 10L, 15L, 20L, 25L, 30L, 35L, 40L), values(Ticks.covering(0, 38, 10)));
        assertEquals(List.of(0L, 10L, 20L, 30L, 40L), values(Ticks.covering(0, 38, 6)));
        assertEquals(List.of(0L, 1L), values(Ticks.covering(0, 1, 10)));
        assertEquals(List.of(0L, 1L), values(Ticks.covering(0, 1, 1)), "two ticks at least to cover a range");
        // The largest value 0 (every heap a P-position): one tick; the plot makes its axis 0..1.
        assertEquals(List.of(0L), values(Ticks.covering(0, 0, 10)));
        for (long hi = 1; hi < 3000; hi += hi < 100 ? 1 : 37) {
            Ticks t = Ticks.covering(0, hi, 10);
            assertTrue(round(t.step()) && t.first() == 0 && t.last() >= hi && t.last() - t.step() < hi, hi + ": " + t);
            assertTrue(t.count() >= 2 && t.count() <= 10, hi + ": " + t);
        }
        // Where the tick above would pass Long.MAX_VALUE: the ticks inside instead, no overflow.
        Ticks whole = Ticks.covering(0, Long.MAX_VALUE, 10);
        assertTrue(whole.last() > whole.first() && whole.count() <= 10, whole.toString());
        Ticks top = Ticks.covering(0, Long.MAX_VALUE - 1, 10);
        assertTrue(top.last() <= Long.MAX_VALUE - 1 && top.last() > 0 && top.count() <= 10, top.toString());
    }

    @Test
    void stepsGrowOneTwoFive() {
        List<Long> steps = new ArrayList<>();
        for (long s = 1; s > 0 && steps.size() < 10; s = Ticks.next(s)) {
            steps.add(s);
        }
        assertEquals(List.of(1L, 2L, 5L, 10L, 20L, 50L, 100L, 200L, 500L, 1000L), steps);
        assertThrows(IllegalArgumentException.class, () -> Ticks.within(5, 4, 10, 1));
        assertThrows(IllegalArgumentException.class, () -> Ticks.within(0, 4, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> Ticks.within(-1, 4, 10, 1));
    }
}
