package io.github.grundy.core.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What a table is said to show with a saltus allowed ({@link ObservedPeriod#findArithmetic}): a
 * plain period first, else the least period, then preperiod, with which the values climb by the
 * same amount each period to the table's end, seen over three periods, the last half of the
 * differences and twelve of them; against those words tried pair by pair on random tables.
 */
class ArithmeticPeriodTest {

    private static Optional<ArithmeticPeriod> find(int[] v) {
        return ObservedPeriod.findArithmetic(i -> v[i], v.length);
    }

    /** A saltus the words allow: the least period, then preperiod, over the differences' table of n - 1. */
    private static Optional<ArithmeticPeriod> byTheWords(int[] v) {
        int n = v.length - 1;
        for (int p = 1; p <= n; p++) {
            for (int e = 0; e <= n / 2; e++) {
                if (n - e < 3 * p || n - e < ObservedPeriod.MIN_SEEN) {
                    break;
                }
                long s = (long) v[e + p] - v[e];
                boolean climbs = true;
                for (int i = e; i + p < v.length && climbs; i++) {
                    climbs = v[i + p] - v[i] == s;
                }
                if (climbs) {
                    return Optional.of(new ArithmeticPeriod(new Period(e, p), s));
                }
            }
        }
        return Optional.empty();
    }

    @Test
    void aPlainPeriodIsSaidFirstWithSaltusZero() {
        int[] v = new int[60];
        for (int i = 0; i < v.length; i++) {
            v[i] = i < 5 ? 9 : i % 4;
        }
        assertEquals(Optional.of(new ArithmeticPeriod(new Period(5, 4), 0)), find(v));
        assertEquals("g(n + 4) = g(n)", find(v).get().equation("g"));
    }

    @Test
    void valuesThatClimbShowTheirPeriodAndSaltus() {
        // 0.8's values: 0 0 0 0 1 1 1 2 2 2 ...: g(n + 3) = g(n) + 1 from heap 1 (not 0: g(3) = g(0)).
        int[] v = new int[100];
        for (int i = 1; i < v.length; i++) {
            v[i] = (i - 1) / 3;
        }
        ArithmeticPeriod a = find(v).orElseThrow();
        assertEquals(new ArithmeticPeriod(new Period(1, 3), 1), a);
        assertEquals("g(n + 3) = g(n) + 1", a.equation("g"));
        // Nim: every heap its own value.
        int[] nim = new int[40];
        for (int i = 0; i < nim.length; i++) {
            nim[i] = i;
        }
        assertEquals(Optional.of(new ArithmeticPeriod(new Period(0, 1), 1)), find(nim));
    }

    @Test
    void aClimbThatBreaksBeforeTheEndIsNotSaid() {
        // Climbs by 2 every 2 heaps for 80 values, then falls back: no pair holds to the end.
        int[] v = new int[100];
        for (int i = 0; i < v.length; i++) {
            v[i] = i < 80 ? i : i % 3;
        }
        assertEquals(Optional.empty(), find(v));
        assertEquals(byTheWords(v), find(v));
        // Too few values, or a climb seen over two periods only.
        assertEquals(Optional.empty(), find(new int[] {0, 1, 2, 3, 4}));
        int[] twice = {7, 3, 9, 1, 0, 5, 8, 2, 6, 4, 20, 30, 21, 31, 22, 32};
        assertEquals(byTheWords(twice), find(twice));
    }

    @Test
    void randomTablesShowWhatTheWordsSay() {
        Random random = new Random(3939);
        int climbing = 0;
        for (int round = 0; round < 3000; round++) {
            int n = 1 + random.nextInt(90);
            int p = 1 + random.nextInt(6);
            int e = random.nextInt(20);
            int s = random.nextInt(4) == 0 ? 0 : random.nextInt(5) - 1;
            int[] base = new int[p];
            for (int i = 0; i < p; i++) {
                base[i] = 10 + random.nextInt(3);
            }
            int[] v = new int[n];
            for (int i = 0; i < n; i++) {
                v[i] = i < e ? random.nextInt(4) : base[(i - e) % p] + (i - e) / p * s + 100;
            }
            if (random.nextInt(5) == 0) {
                v[random.nextInt(n)] = random.nextInt(4); // a break anywhere
            }
            Optional<ArithmeticPeriod> plain = ObservedPeriod.find(i -> v[i], n).map(q -> new ArithmeticPeriod(q, 0));
            Optional<ArithmeticPeriod> climb = byTheWords(v).filter(a -> a.saltus() != 0);
            Optional<ArithmeticPeriod> expected = plain.isPresent() ? plain : climb;
            assertEquals(expected, find(v), java.util.Arrays.toString(v));
            climbing += expected.isPresent() && expected.get().saltus() != 0 ? 1 : 0;
        }
        assertTrue(climbing > 500, climbing + " tables showed a saltus");
    }

    /** A value far along a climb, from its first period: each index against climbing step by step. */
    @Test
    void aValueFarAlongIsTheClimbsStepByStep() {
        ArithmeticPeriod climb = new ArithmeticPeriod(new Period(2, 3), 5);
        long[] v = {7, 9, 1, 4, 0};
        for (long n = 2; n < 200; n++) {
            long stepByStep = n < 5 ? v[(int) n] : climb.valueAt(n - 3, i -> v[(int) i]) + 5;
            assertEquals(stepByStep, climb.valueAt(n, i -> v[(int) i]), "index " + n);
        }
        // 2^63 - 3 = 2 + 2 + 3j: v(4) + j with saltus 1; with saltus 5, j·5 passes 2^63 - 1.
        assertEquals(3_074_457_345_618_258_602L, new ArithmeticPeriod(new Period(2, 3), 1)
                .valueAt(Long.MAX_VALUE - 2, i -> v[(int) i]));
        org.junit.jupiter.api.Assertions.assertThrows(ArithmeticException.class,
                () -> climb.valueAt(Long.MAX_VALUE, i -> v[(int) i]));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> climb.valueAt(1, i -> v[(int) i]));
    }
}
