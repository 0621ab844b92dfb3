package io.github.grundy.core.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MemoryTest {

    private static final long MORE_THAN_ANY_HEAP = Long.MAX_VALUE / 2;

    @Test
    void theMessageIsBuiltOnlyWhenThereIsARefusal() {
        Memory.require(1 << 20, () -> {
            throw new AssertionError("built for nothing");
        });
    }

    @Test
    void smallAndAffordableRequestsPass() {
        assertDoesNotThrow(() -> Memory.require(0, () -> "nothing"));
        assertDoesNotThrow(() -> Memory.require(1 << 20, () -> "a megabyte"));
        assertArrayEquals(new long[4], Memory.allocate(32, () -> "four longs", () -> new long[4]));
    }

    @Test
    void aRequestBeyondTheProcessLimitNamesWhatAndHowMuch() {
        MemoryLimitExceededException e = assertThrows(MemoryLimitExceededException.class,
                () -> Memory.require(MORE_THAN_ANY_HEAP, () -> "4 quintillion heaps"));
        assertEquals("4 quintillion heaps would take 4398046511104 MB of memory, more than the "
                + (Runtime.getRuntime().maxMemory() + (1 << 20) - 1) / (1 << 20) + " MB this process may use", e.getMessage());
    }

    @Test
    void anAllocationThatFailsAfterAllIsTheSameLimit() {
        MemoryLimitExceededException e = assertThrows(MemoryLimitExceededException.class,
                () -> Memory.allocate(16, () -> "two longs", () -> {
                    throw new OutOfMemoryError("Java heap space");
                }));
        assertTrue(e.getMessage().matches("two longs would take 1 MB of memory, more than this process could find room for"
                + " \\(of \\d+ MB it may use\\)"), e.getMessage());
    }

    @Test
    void contextKeepsTheKindOfLimit() {
        LimitExceededException memory = new MemoryLimitExceededException("too big").withContext("beads");
        assertEquals(MemoryLimitExceededException.class, memory.getClass());
        assertEquals("beads: too big", memory.getMessage());
        LimitExceededException table = new LimitExceededException("beyond --max-table").withContext("f.txt:1:2");
        assertEquals(LimitExceededException.class, table.getClass());
        assertEquals("f.txt:1:2: beyond --max-table", table.getMessage());
    }
}
