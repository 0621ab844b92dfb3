package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The summary over a period, by arithmetic, against the summary of the values one by one. */
class SequenceSummaryTest {

    private static long[] cycle(Random random, int period) {
        long[] c = new long[period];
        for (int i = 0; i < period; i++) {
            // Small values, zeros among them, and now and then one wider than the checksum's 16 bits.
            c[i] = random.nextInt(8) == 0 ? 70_000 + random.nextInt(1000) : random.nextInt(4);
        }
        return c;
    }

    @Test
    void aPeriodicStretchSumsAsItsValuesOneByOne() {
        Random random = new Random(36);
        for (int round = 0; round < 3000; round++) {
            long from = random.nextInt(3) == 0 ? random.nextLong() >>> 2 : random.nextInt(50);
            int period = 1 + random.nextInt(20);
            long[] c = cycle(random, period);
            int before = random.nextInt(30);
            long count = random.nextInt(400);
            SequenceSummary.Builder walked = new SequenceSummary.Builder(from);
            SequenceSummary.Builder summed = new SequenceSummary.Builder(from);
            for (int i = 0; i < before; i++) {
                long v = random.nextInt(5);
                walked.add(v);
                summed.add(v);
            }
            for (long i = 0; i < count; i++) {
                walked.add(c[(int) (i % period)]);
            }
            summed.addPeriodic(count, period, i -> c[(int) i]);
            if (before + count > 0) {
                assertEquals(walked.build(), summed.build(), "round " + round);
            }
        }
    }

    /** Far beyond any walk: a stretch summed in two parts (the second starting mid-cycle) as in one. */
    @Test
    void hugeStretchesAddUp() {
        Random random = new Random(63);
        for (int round = 0; round < 2000; round++) {
            int period = 1 + random.nextInt(1000);
            long[] c = cycle(random, period);
            long total = round < 10 ? Long.MAX_VALUE - round : random.nextLong() >>> 1;
            long first = (long) (random.nextDouble() * total);
            SequenceSummary whole = new SequenceSummary.Builder(0).add(1).addPeriodic(total, period, i -> c[(int) i])
                    .build();
            int shift = (int) (first % period);
            SequenceSummary parts = new SequenceSummary.Builder(0).add(1).addPeriodic(first, period, i -> c[(int) i])
                    .addPeriodic(total - first, period, i -> c[(int) ((i + shift) % period)]).build();
            assertEquals(whole, parts, "round " + round + ": " + first + " + " + (total - first));
            assertEquals(total, whole.to());
        }
    }

    @Test
    void badArguments() {
        SequenceSummary.Builder b = new SequenceSummary.Builder(0);
        assertThrows(IllegalArgumentException.class, () -> b.addPeriodic(-1, 3, i -> 0));
        assertThrows(IllegalArgumentException.class, () -> b.addPeriodic(3, 0, i -> 0));
    }
    /** Heaps worth themselves (Nim), summed by arithmetic, against the same values one by one. */
    @Test
    void aRampSumsAsItsValuesOneByOne() {
        Random random = new Random(38);
        for (int round = 0; round < 3000; round++) {
            long from = random.nextInt(50);
            long first = random.nextInt(4) == 0 ? 0
                    : random.nextInt(3) == 0 ? random.nextLong() >>> 2 : random.nextInt(70_000);
            long count = random.nextInt(round < 100 ? 200_000 : 400);
            SequenceSummary.Builder walked = new SequenceSummary.Builder(from).add(5);
            SequenceSummary.Builder summed = new SequenceSummary.Builder(from).add(5);
            for (long i = 0; i < count; i++) {
                walked.add(first + i);
            }
            summed.addRamp(first, count);
            assertEquals(walked.build(), summed.build(), "round " + round);
        }
    }

    /**
     * Far beyond any walk, the checksum of a ramp against the same values modulo 2^16 as a period
     * of 65536 (the checksum reads 16 bits of each value), and the largest value at its end.
     */
    @Test
    void aHugeRampSumsAsItsValuesModulo65536() {
        Random random = new Random(39);
        for (int round = 0; round < 200; round++) {
            long count = round == 0 ? Long.MAX_VALUE : random.nextLong() >>> 1;
            long first = round == 0 ? 0 : random.nextLong() >>> 1;
            count = Math.min(count, first == 0 ? Long.MAX_VALUE : Long.MAX_VALUE - first + 1);
            long start = first;
            SequenceSummary ramp = new SequenceSummary.Builder(1).add(3).addRamp(first, count).build();
            SequenceSummary cyclic = new SequenceSummary.Builder(1).add(3)
                    .addPeriodic(count, 65536, i -> (start + i) & 0xFFFF).build();
            assertEquals(cyclic.checksum(), ramp.checksum(), "round " + round);
            assertEquals(first + count - 1, ramp.maxValue());
            assertEquals(1 + count, ramp.maxAt());
            assertEquals(first == 0 ? 1 : 0, ramp.zeros());
        }
    }

    @Test
    void aRampBeyondTheLargestLongIsRefused() {
        SequenceSummary.Builder b = new SequenceSummary.Builder(0);
        assertThrows(IllegalArgumentException.class, () -> b.addRamp(2, Long.MAX_VALUE));
        assertThrows(IllegalArgumentException.class, () -> b.addRamp(-1, 3));
        assertEquals(Long.MAX_VALUE, b.addRamp(1, Long.MAX_VALUE).build().maxValue());
    }
}
