package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.core.store.ValueStore;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link TableCursor} against the values written: wherever a heap lies (the first heaps, the
 * window of last heaps, the store behind it), the array it names holds it and the {@code count}
 * heaps on in its direction, and walks step by step across those places read every heap.
 */
class TableCursorTest {

    /** Past the first heaps (2^16) and a window of 1,024: heaps in all three places. */
    private static final int SIZE = 200_000;

    @Test
    void aCursorNamesTheArrayThatHoldsTheHeapAndTheHeapsOn() {
        SplittableRandom random = new SplittableRandom(7);
        ValueStore store = ValueStore.inMemory("take-and-break code 0.6", 10);
        TableWindow table = new TableWindow(store, 1024, 1024);
        char[] values = new char[SIZE];
        for (int h = 0; h < SIZE; h++) {
            values[h] = (char) random.nextInt(400);
            table.add(values[h]);
        }
        table.flush();
        TableCursor up = new TableCursor(table, store.reader(), true);
        TableCursor down = new TableCursor(table, store.reader(), false);
        for (int i = 0; i < 5_000; i++) {
            long h = random.nextLong(SIZE);
            for (TableCursor c : new TableCursor[] {up, down}) {
                c.at(h);
                assertTrue(c.count >= 1, "heap " + h + ": no heap at hand");
                int step = c == up ? 1 : -1;
                long reachable = c == up ? SIZE - h : h + 1;
                int steps = (int) Math.min(c.count, reachable);
                for (int j = 0; j < steps; j++) {
                    if (values[(int) (h + (long) step * j)] != c.array[c.index + step * j]) {
                        fail("heap " + (h + (long) step * j) + ", " + j + " steps " + (c == up ? "up" : "down") + " from "
                                + h + ": " + (int) c.array[c.index + step * j] + ", not "
                                + (int) values[(int) (h + (long) step * j)]);
                    }
                }
            }
        }
    }

    @Test
    void walksAcrossThePlacesReadEveryHeap() {
        ValueStore store = ValueStore.inMemory("take-and-break code 0.6", 8);
        TableWindow table = new TableWindow(store, 256, 256);
        char[] values = new char[SIZE];
        for (int h = 0; h < SIZE; h++) {
            values[h] = (char) ((h * 2_654_435_761L >>> 7) % 500);
            table.add(values[h]);
        }
        table.flush();
        TableCursor up = new TableCursor(table, store.reader(), true);
        long steps = 0;
        for (long h = 0; h < SIZE; ) {
            up.at(h);
            int run = (int) Math.min(up.count, SIZE - h);
            for (int j = 0; j < run; j++) {
                if (values[(int) h + j] != up.array[up.index + j]) {
                    fail("heap " + (h + j) + " walking up");
                }
            }
            h += run;
            steps++;
        }
        TableCursor down = new TableCursor(table, store.reader(), false);
        for (long h = SIZE - 1; h >= 0; ) {
            down.at(h);
            for (int j = 0; j < down.count; j++) {
                if (values[(int) h - j] != down.array[down.index - j]) {
                    fail("heap " + (h - j) + " walking down");
                }
            }
            h -= down.count;
            steps++;
        }
        // Runs of the buffer's length at least past the first heaps, not heap by heap.
        assertTrue(steps < 100, steps + " runs");
    }
}
