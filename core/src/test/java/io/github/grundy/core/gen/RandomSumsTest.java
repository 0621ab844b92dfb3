package io.github.grundy.core.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.core.game.Outcome;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * RandomSums on random value tables: every sum it builds has the nim-sum asked for, within the
 * bounds, and it refuses only when a search of every tuple of heaps finds no such sum.
 */
class RandomSumsTest {

    @Test
    void sumsHaveTheNimSumAskedForOrNoneExists() {
        SplittableRandom test = new SplittableRandom(2026);
        for (int trial = 0; trial < 3000; trial++) {
            long lo = test.nextInt(3);
            long hi = lo + test.nextInt(8);
            long[] table = new long[(int) hi + 1];
            int values = 1 + test.nextInt(6);
            for (int h = 0; h <= hi; h++) {
                table[h] = test.nextInt(values);
            }
            HeapPicker picker = switch (trial % 3) {
                case 0 -> HeapPicker.tabled(h -> table[(int) h], lo, hi);
                case 1 -> HeapPicker.scanning(h -> table[(int) h], lo, hi);
                default -> HeapPicker.identity(lo, hi);
            };
            int n = test.nextInt(5);
            Outcome wanted = new Outcome[] {Outcome.P, Outcome.N, null}[test.nextInt(3)];
            SplitMix64 random = new SplitMix64(trial);
            List<HeapPicker> pickers = Collections.nCopies(n, picker);
            String where = "trial " + trial + ": " + picker.getClass().getSimpleName() + " " + lo + ".." + hi + " "
                    + Arrays.toString(table) + ", " + n + " heaps, " + wanted;
            long[] heaps;
            try {
                heaps = RandomSums.of(pickers, wanted, random);
            } catch (IllegalArgumentException e) {
                assertTrue(!exists(picker, n, wanted), where + ": refused (" + e.getMessage() + ") but one exists");
                continue;
            }
            assertEquals(n, heaps.length, where);
            long x = 0;
            for (long h : heaps) {
                assertTrue(h >= lo && h <= hi, where + ": heap " + h);
                x ^= picker.value(h);
            }
            if (wanted == Outcome.P) {
                assertEquals(0, x, where + ": " + Arrays.toString(heaps));
            } else if (wanted == Outcome.N) {
                assertNotEquals(0, x, where + ": " + Arrays.toString(heaps));
            }
        }
    }

    /** Whether some tuple of {@code n} heaps of the picker has the outcome, by trying them all. */
    private static boolean exists(HeapPicker p, int n, Outcome wanted) {
        if (wanted == null) {
            return true;
        }
        long[] heaps = new long[n];
        Arrays.fill(heaps, p.lo());
        while (true) {
            long x = 0;
            for (long h : heaps) {
                x ^= p.value(h);
            }
            if ((x == 0) == (wanted == Outcome.P)) {
                return true;
            }
            int i = n - 1;
            while (i >= 0 && heaps[i] == p.hi()) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            heaps[i]++;
            for (int j = i + 1; j < n; j++) {
                heaps[j] = p.lo();
            }
        }
    }

    @Test
    void nimPositionsWithExactlyOneWinningMove() {
        SplittableRandom test = new SplittableRandom(11);
        for (int trial = 0; trial < 5000; trial++) {
            int n = 1 + test.nextInt(7);
            long lo = test.nextInt(3);
            long hi = trial % 5 == 0 ? lo + test.nextLong(1L << 40) : lo + test.nextInt(40);
            String where = "trial " + trial + ": " + n + " heaps in " + lo + ".." + hi;
            long[] heaps;
            try {
                heaps = RandomSums.nimWithOneWinningMove(n, lo, hi, new SplitMix64(trial));
            } catch (IllegalArgumentException e) {
                if (Math.pow(hi - lo + 1, n) <= 1e5) {
                    assertTrue(!oneWinningMoveExists(n, lo, hi), where + ": refused, but one exists");
                } else {
                    fail(where + ": refused (" + e.getMessage() + ")");
                }
                continue;
            }
            long x = 0;
            for (long h : heaps) {
                assertTrue(h >= lo && h <= hi, where + ": heap " + h);
                x ^= h;
            }
            assertEquals(1, winningMoves(heaps), where + ": " + Arrays.toString(heaps));
        }
    }

    /** Moves of Nim to nim-sum 0, counted by trying every move (heap i to every smaller size). */
    private static int winningMoves(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= h;
        }
        int count = 0;
        for (long h : heaps) {
            // Heap h to h ^ x is the one move of this heap that leaves nim-sum 0; it is a move iff smaller.
            long to = h ^ x;
            if (to < h) {
                count++;
            }
        }
        return count;
    }

    private static boolean oneWinningMoveExists(int n, long lo, long hi) {
        long[] heaps = new long[n];
        Arrays.fill(heaps, lo);
        while (true) {
            if (winningMoves(heaps) == 1) {
                return true;
            }
            int i = n - 1;
            while (i >= 0 && heaps[i] == hi) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            heaps[i]++;
            for (int j = i + 1; j < n; j++) {
                heaps[j] = lo;
            }
        }
    }
}
