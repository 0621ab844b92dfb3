package io.github.grundy.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PeriodicSequenceTest {

    private static PeriodicSequence subtraction(long... set) {
        int window = (int) Arrays.stream(set).max().orElseThrow();
        return PeriodicSequence.build(TestGames.subtractionMoves(set), window, 1 << 20);
    }

    @Test
    void knownPeriods() {
        // Take 1 or 2: n mod 3.
        PeriodicSequence s = subtraction(1, 2);
        assertEquals(new Period(0, 3), s.period());
        assertArrayEquals(new int[] {0, 1, 2}, s.toArray());
        assertEquals(2, s.maxValue());
        assertEquals((int) (Long.MAX_VALUE % 3), s.get(Long.MAX_VALUE));
        // Take exactly k: floor(n / k) mod 2, period 2k.
        assertEquals(new Period(0, 14), subtraction(7).period());
        // A two-element set {a, b} with a < b is purely periodic with period a + b.
        assertEquals(new Period(0, 7), subtraction(2, 5).period());
        assertEquals(new Period(0, 1001), subtraction(1, 1000).period());
    }

    @Test
    void valuesMatchAPlainMexTable() {
        Random random = new Random(99);
        for (int round = 0; round < 150; round++) {
            long[] set = random.longs(1 + random.nextInt(4), 1, 30).distinct().toArray();
            PeriodicSequence s = subtraction(set);
            int[] plain = MexTable.build(TestGames.subtractionMoves(set), 20_000).toArray();
            for (int n = 0; n < plain.length; n++) {
                if (plain[n] != s.get(n)) {
                    assertEquals(plain[n], s.get(n), Arrays.toString(set) + " heap " + n + ", " + s.period());
                }
            }
            // Minimal: no smaller period or preperiod holds on the long table.
            Period p = s.period();
            assertTrue(p.preperiod() == 0 || plain[p.preperiod() - 1] != plain[p.preperiod() - 1 + p.period()],
                    Arrays.toString(set) + " preperiod not minimal: " + p);
            for (int q = 1; q < p.period(); q++) {
                boolean repeats = true;
                for (int n = p.preperiod(); n + q < plain.length && repeats; n++) {
                    repeats = plain[n] == plain[n + q];
                }
                assertTrue(!repeats, Arrays.toString(set) + " has a smaller period " + q + " than " + p);
            }
        }
    }

    @Test
    void hugeIndicesUseThePeriod() {
        PeriodicSequence s = subtraction(3, 4, 9);
        int[] table = s.toArray();
        Period p = s.period();
        for (long n : new long[] {Long.MAX_VALUE, Long.MAX_VALUE - 1, 1L << 62, 123_456_789_012_345L}) {
            BigInteger big = BigInteger.valueOf(n);
            int i = big.compareTo(BigInteger.valueOf(p.preperiod())) < 0 ? (int) n
                    : big.subtract(BigInteger.valueOf(p.preperiod())).mod(BigInteger.valueOf(p.period()))
                            .intValueExact() + p.preperiod();
            assertEquals(table[i], s.get(n), "heap " + n);
        }
    }

    @Test
    void givesUpAtTheTableLimit() {
        // Nim's values 0, 1, 2, ... never repeat.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PeriodicSequence.build(new TestGames.TinyNim(), 1, 300));
        assertEquals("no period proved within the first 300 values (a whole window of 1 values must repeat)",
                e.getMessage());
        // Take exactly 1000 has period 2000 from 0, which needs 3000 values: 2999 are not enough.
        assertThrows(IllegalArgumentException.class,
                () -> PeriodicSequence.build(TestGames.subtractionMoves(1000), 1000, 2999));
        assertEquals(new Period(0, 2000),
                PeriodicSequence.build(TestGames.subtractionMoves(1000), 1000, 3000).period());
        assertThrows(IllegalArgumentException.class, () -> PeriodicSequence.build(new TestGames.TinyNim(), 0, 300));
        assertThrows(IllegalArgumentException.class, () -> PeriodicSequence.build(new TestGames.TinyNim(), 1, 0));
    }

    @Test
    void ofChecksItsTable() {
        PeriodicSequence s = PeriodicSequence.of(new int[] {5, 0, 1}, new Period(1, 2));
        assertEquals(5, s.get(0));
        assertEquals(0, s.get(1));
        assertEquals(1, s.get(2));
        assertEquals(0, s.get(3));
        assertEquals(1, s.get(Long.MAX_VALUE - 1));
        assertEquals(5, s.maxValue());
        assertThrows(IllegalArgumentException.class, () -> PeriodicSequence.of(new int[] {1, 2}, new Period(1, 2)));
        assertThrows(IllegalArgumentException.class, () -> PeriodicSequence.of(new int[] {1, -2, 0}, new Period(1, 2)));
        assertThrows(IllegalArgumentException.class, () -> s.get(-1));
        int[] copy = s.toArray();
        copy[0] = 9;
        assertEquals(5, s.get(0));
        assertTrue(s.toString().startsWith("PeriodicSequence[Period[preperiod=1, period=2], [5, 0, 1]"), s.toString());
    }
}
