package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.store.ValueStore;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A search of a heap's splits that goes on ({@link SplitSearches}: the values seen, then
 * {@link WindowReader#scanOn})
 * against the splits' values computed directly: however it is cut into pieces, with whatever
 * values wanted each time, every split it has passed gave a value it saw, it sees no value that no
 * split gives, it finds a wanted value only if some split gives it, and one that it did not find
 * once every split is passed is in none. The table spans the first heaps, the window of last heaps
 * and the store behind it.
 */
class SplitSearchesTest {

    private static final int SIZE = 150_000;
    private static final int VALUES = 64;

    @Test
    void aSearchCutIntoPiecesPassesEverySplitAndSeesOnlyTheirValues() {
        SplittableRandom random = new SplittableRandom(66);
        ValueStore store = ValueStore.inMemory("take-and-break code 0.167", 10);
        TableWindow table = new TableWindow(store, 1024, 1024);
        char[] values = new char[SIZE];
        for (int h = 0; h < SIZE; h++) {
            // Few distinct values near the start, so that some m's splits lack some values.
            values[h] = (char) random.nextInt(h < 3000 ? 16 : VALUES);
            table.add(values[h]);
        }
        table.flush();
        WindowReader reader = table.newReader();
        SplitSearches searches = SplitSearches.forSplits(new int[] {2, 3});
        long m = 0;
        boolean unequal = false;
        for (int round = 0; round < 400; round++) {
            // A third of the rounds go back to the last round's m, as the next heap does: its
            // search is found again, or started afresh when the splits differ in unequal.
            boolean again = round > 0 && random.nextInt(3) == 0;
            boolean sameUnequal = again && random.nextBoolean();
            if (!again) {
                m = round < 100 ? 2 + random.nextInt(200) : 2 + random.nextLong(SIZE - 2);
            }
            unequal = sameUnequal ? unequal : random.nextBoolean();
            long half = unequal ? (m - 1) / 2 : m / 2;
            boolean[] gives = new boolean[VALUES];
            for (long a = 1; a <= half; a++) {
                gives[values[(int) a] ^ values[(int) (m - a)]] = true;
            }
            SplitSearches.Search search = searches.find(m, unequal, VALUES);
            if (sameUnequal) {
                assertTrue(search != null && search.m == m && search.unequal == unequal,
                        "m " + m + ": the last round's search not found again");
            } else if (search != null) {
                assertTrue(search.m == m && search.unequal == unequal, "m " + m + ": another search found");
            } else {
                search = searches.start(m, unequal, VALUES);
            }
            int pieces = 1 + random.nextInt(6);
            for (int piece = 0; piece < pieces && !search.done(); piece++) {
                boolean[] wanted = new boolean[VALUES];
                int count = 0;
                for (int w = random.nextInt(8); w >= 0; w--) {
                    int v = random.nextInt(VALUES);
                    if (!wanted[v]) {
                        wanted[v] = true;
                        count++;
                    }
                }
                boolean[] asked = wanted.clone();
                // As a heap does: first the values seen, then the walk on.
                int left = reader.scanOn(search, wanted, search.take(wanted, VALUES, count));
                int stillWanted = 0;
                for (int v = 0; v < VALUES; v++) {
                    if (asked[v] && !wanted[v]) {
                        assertTrue(gives[v], "m " + m + ": found " + v + ", which no split gives");
                    }
                    if (wanted[v]) {
                        stillWanted++;
                        if (search.done()) {
                            assertFalse(gives[v], "m " + m + ": every split passed, " + v + " not found");
                        }
                    }
                }
                assertEquals(stillWanted, left, "m " + m + ": the count of values still wanted");
                if (left > 0) {
                    assertTrue(search.done(), "m " + m + ": stopped with " + left + " values wanted, splits left");
                }
                for (long a = 1; a <= half; a++) {
                    if (a < search.lo || a > search.hi) {
                        int g = values[(int) a] ^ values[(int) (m - a)];
                        assertTrue(search.seen[g], "m " + m + ": split " + a + " passed, its value " + g + " not seen");
                    }
                }
                for (int v = 0; v < VALUES; v++) {
                    assertTrue(!search.seen[v] || gives[v], "m " + m + ": " + v + " seen, which no split gives");
                }
            }
        }
    }
}
