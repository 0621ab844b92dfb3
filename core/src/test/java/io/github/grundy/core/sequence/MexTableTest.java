package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MexTableTest {

    /** The values of heaps 0..max by the definition, computed recursively in the test. */
    private static int[] naive(HeapMoves moves, int max) {
        TestGames.DefinitionGrundy g = new TestGames.DefinitionGrundy(moves);
        int[] values = new int[max + 1];
        for (int h = 0; h <= max; h++) {
            values[h] = (int) g.of(h);
        }
        return values;
    }

    private static void assertMatchesNaive(HeapMoves moves, int max) {
        MexTable table = MexTable.build(moves, max);
        assertEquals(max, table.maxHeap());
        int[] expected = naive(moves, max);
        assertArrayEquals(expected, table.toArray());
        for (int h = 0; h <= max; h++) {
            assertEquals(expected[h], table.grundy(h));
        }
    }

    /**
     * A table grown in steps is the table built at once, each heap's options listed once in all
     * (a table that grows for table --to=N in 64 steps once listed them again every step), and the
     * smaller table is left as it was.
     */
    @Test
    void aGrownTableComputesOnlyTheNewHeaps() {
        int[] asked = new int[201];
        HeapMoves counted = (heap, sink) -> {
            asked[(int) heap]++;
            SPLIT_IN_TWO.forEachOption(heap, sink);
        };
        MexTable small = MexTable.build(counted, 50);
        MexTable grown = small.extend(counted, 120).extend(counted, 120).extend(counted, 200);
        assertArrayEquals(naive(SPLIT_IN_TWO, 200), grown.toArray());
        assertEquals(50, small.maxHeap());
        assertArrayEquals(naive(SPLIT_IN_TWO, 50), small.toArray());
        for (int h = 0; h <= 200; h++) {
            assertEquals(1, asked[h], "heap " + h + " listed");
        }
        assertThrows(IllegalArgumentException.class, () -> grown.extend(counted, 199));
    }

    /** Split a heap into two non-empty heaps, of any sizes (the heap must be split). */
    private static final HeapMoves SPLIT_IN_TWO = (heap, sink) -> {
        for (long a = 1; 2 * a <= heap; a++) {
            if (!sink.accept(new long[] {a, heap - a})) {
                return;
            }
        }
    };

    /** Grundy's game: split a heap into two non-empty heaps of different sizes. */
    private static final HeapMoves GRUNDYS_GAME = (heap, sink) -> {
        long[] option = new long[2]; // reused on purpose
        for (long a = 1; 2 * a < heap; a++) {
            option[0] = a;
            option[1] = heap - a;
            if (!sink.accept(option)) {
                return;
            }
        }
    };

    @Test
    void subtractOneOrTwoHasPeriodThree() {
        MexTable table = MexTable.build(TestGames.subtractionMoves(1, 2), 100_000);
        for (int h = 0; h <= 100_000; h++) {
            assertEquals(h % 3, table.grundy(h), "heap " + h);
        }
        assertMatchesNaive(TestGames.subtractionMoves(1, 2), 300);
    }

    @Test
    void subtractTwoOrFive() {
        assertMatchesNaive(TestGames.subtractionMoves(2, 5), 500);
        int[] v = MexTable.build(TestGames.subtractionMoves(2, 5), 9).toArray();
        // Heaps 0 and 1 have no move; 2 and 3 reach only value-0 heaps.
        assertEquals(0, v[0]);
        assertEquals(0, v[1]);
        assertEquals(1, v[2]);
        assertEquals(1, v[3]);
    }

    @Test
    void randomSubtractionGames() {
        Random random = new Random(77);
        for (int round = 0; round < 40; round++) {
            long[] set = random.longs(1 + random.nextInt(5), 1, 15).toArray();
            assertMatchesNaive(TestGames.subtractionMoves(set), 150);
        }
    }

    @Test
    void splitIntoTwoSmallerHeaps() {
        assertMatchesNaive(SPLIT_IN_TWO, 200);
        // An even heap splits into two heaps of equal parity, an odd one into an even and an odd
        // heap; by induction even heaps from 2 on are worth 1 and the others 0.
        MexTable table = MexTable.build(SPLIT_IN_TWO, 200);
        for (int h = 0; h <= 200; h++) {
            assertEquals(h >= 2 && h % 2 == 0 ? 1 : 0, table.grundy(h), "heap " + h);
        }
    }

    @Test
    void grundysGameWithAReusedOptionArray() {
        assertMatchesNaive(GRUNDYS_GAME, 300);
        // OEIS A002188.
        int[] known = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
        assertArrayEquals(known, Arrays.copyOf(MexTable.build(GRUNDYS_GAME, 300).toArray(), known.length));
    }

    @Test
    void kaylesWithRemovalAndSplitting() {
        assertMatchesNaive(TestGames.KAYLES_MOVES, 300);
        // OEIS A002186.
        int[] known = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
        assertArrayEquals(known, MexTable.build(TestGames.KAYLES_MOVES, 11).toArray());
    }

    @Test
    void optionWithManyHeaps() {
        // A heap h may become the k heaps 0, 1, ..., k-1 for any k < h: options of many heaps.
        HeapMoves all = (heap, sink) -> {
            for (long k = 0; k < heap; k++) {
                long[] option = new long[(int) k];
                for (int i = 0; i < k; i++) {
                    option[i] = i;
                }
                if (!sink.accept(option)) {
                    return;
                }
            }
        };
        assertMatchesNaive(all, 60);
    }

    @Test
    void optionHoldingAHeapNotSmallerThanItsOrigin() {
        HeapMoves selfLoop = (heap, sink) -> {
            if (heap >= 1) {
                sink.accept(new long[] {heap - 1});
            }
            if (heap == 3) {
                sink.accept(new long[] {1, 3});
            }
        };
        GameFailure e = assertThrows(GameFailure.class, () -> MexTable.build(selfLoop, 5));
        assertEquals("an option of heap 3 holds heap 3, not smaller than 3",
                e.getMessage());
        assertEquals("heap 3", e.asked());
        // Moves that throw are the game's failure too, at the heap they failed on.
        GameFailure thrown = assertThrows(GameFailure.class, () -> MexTable.build((heap, sink) -> {
            if (heap == 4) {
                throw new IllegalStateException("boom");
            }
        }, 5));
        assertEquals("heap 4", thrown.asked());
        assertEquals("IllegalStateException: boom", thrown.getMessage());
        // Below heap 3 the same moves are fine.
        assertArrayEquals(new int[] {0, 1, 0}, MexTable.build(selfLoop, 2).toArray());

        HeapMoves growing = (heap, sink) -> sink.accept(new long[] {heap + 1});
        e = assertThrows(GameFailure.class, () -> MexTable.build(growing, 4));
        assertEquals("an option of heap 0 holds heap 1, not smaller than 0",
                e.getMessage());

        HeapMoves negative = (heap, sink) -> {
            if (heap >= 2) {
                sink.accept(new long[] {-1});
            }
        };
        e = assertThrows(GameFailure.class, () -> MexTable.build(negative, 4));
        assertEquals("an option of heap 2 holds heap -1, which is negative",
                e.getMessage());
    }

    @Test
    void tableBounds() {
        HeapMoves nim = new TestGames.TinyNim();
        assertEquals("table size out of range: -1",
                assertThrows(IllegalArgumentException.class, () -> MexTable.build(nim, -1)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> MexTable.build(nim, Integer.MAX_VALUE));
        MexTable table = MexTable.build(nim, 0);
        assertEquals(0, table.maxHeap());
        assertEquals(0, table.grundy(0));
        MexTable t10 = MexTable.build(nim, 10);
        assertEquals("heap 11 is outside the table 0..10",
                assertThrows(IllegalArgumentException.class, () -> t10.grundy(11)).getMessage());
        assertEquals("heap -1 is outside the table 0..10",
                assertThrows(IllegalArgumentException.class, () -> t10.grundy(-1)).getMessage());
    }

    @Test
    void toArrayIsACopyAndToStringIsShort() {
        MexTable table = MexTable.build(TestGames.subtractionMoves(1, 2), 40);
        int[] a = table.toArray();
        a[4] = 99;
        assertEquals(1, table.grundy(4));
        assertEquals("MexTable[0, 1, 2, 0]", MexTable.build(TestGames.subtractionMoves(1, 2), 3).toString());
        String s = table.toString();
        assertEquals("MexTable[0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1,"
                + " 2, 0, 1]...", s);
    }
}
