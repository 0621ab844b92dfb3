package io.github.grundy.core.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What a table is said to show: the least period, then preperiod, with which the table repeats to
 * its end, over three periods, its last half and twelve values; checked against those words
 * tried one pair at a time on random tables, and on the tables that must show nothing.
 */
class ObservedPeriodTest {

    private static Optional<Period> find(int[] v) {
        return ObservedPeriod.find(i -> v[i], v.length);
    }

    /** The pairs the words allow, least period first, then least preperiod; by trying each. */
    private static Optional<Period> byTheWords(int[] v) {
        int n = v.length;
        for (int p = 1; p <= n; p++) {
            for (int e = 0; e <= n / 2; e++) {
                if (n - e < 3 * p || n - e < ObservedPeriod.MIN_SEEN) {
                    break;
                }
                boolean repeats = true;
                for (int i = e; i + p < n && repeats; i++) {
                    repeats = v[i] == v[i + p];
                }
                if (repeats) {
                    return Optional.of(new Period(e, p));
                }
            }
        }
        return Optional.empty();
    }

    @Test
    void chanceAtTheEndShowsNothing() {
        // Three equal values, or "3 5 3 5" closing an irregular table: too few, too late.
        assertEquals(Optional.empty(), find(new int[] {0, 0, 0}));
        assertEquals(Optional.empty(), find(new int[] {4, 1, 7, 2, 9, 6, 8, 0, 11, 3, 5, 3, 5, 3, 5}));
        // Twelve values of period 1 show it; eleven do not.
        assertEquals(Optional.of(new Period(0, 1)), find(new int[12]));
        assertEquals(Optional.empty(), find(new int[11]));
    }

    @Test
    void aPreperiodThenAPeriodIsFound() {
        int[] v = new int[40];
        int[] cycle = {0, 1, 0, 1, 2, 3, 2};
        v[0] = 5;
        v[1] = 4;
        for (int i = 2; i < v.length; i++) {
            v[i] = cycle[(i - 2) % cycle.length];
        }
        assertEquals(Optional.of(new Period(2, 7)), find(v));
    }

    @Test
    void randomTablesShowWhatTheWordsSay() {
        Random random = new Random(39);
        int shown = 0;
        for (int trial = 0; trial < 3000; trial++) {
            int n = random.nextInt(60);
            int[] v = new int[n];
            int e = random.nextInt(12);
            int p = 1 + random.nextInt(6);
            int[] cycle = random.ints(p, 0, 3).toArray();
            for (int i = 0; i < n; i++) {
                v[i] = i < e ? random.nextInt(3) : cycle[(i - e) % p];
            }
            if (random.nextInt(4) == 0 && n > 0) {
                v[random.nextInt(n)] = 7;
            }
            Optional<Period> expected = byTheWords(v);
            assertEquals(expected, find(v), java.util.Arrays.toString(v));
            shown += expected.isPresent() ? 1 : 0;
        }
        assertTrue(shown > 1000 && shown < 2900, shown + " tables showed a period");
    }
}
