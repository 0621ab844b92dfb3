package io.github.grundy.core;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.io.NumberReader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engines stop at their checkpoints once the thread is interrupted (what --timeout does). */
class CancellationTest {

    @AfterEach
    void clearInterrupt() {
        // Leave no flag behind for the next test on this thread.
        Thread.interrupted();
    }

    @Test
    void checkpointPassesUntilTheThreadIsInterrupted() {
        assertDoesNotThrow(Cancellation::checkpoint);
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, Cancellation::checkpoint);
        assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set for callers further up");
    }

    @Test
    void mexTableStopsWhenInterrupted() {
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> MexTable.build(TestGames.subtractionMoves(1, 2), 1000));
    }

    @Test
    void mexTableStopsMidWayWhenItsMovesInterrupt() {
        // The moves interrupt the thread at heap 300: the table stops at its next check (heap 512).
        long[] lastHeap = {-1};
        HeapMoves moves = (heap, sink) -> {
            lastHeap[0] = heap;
            if (heap == 300) {
                Thread.currentThread().interrupt();
            }
            if (heap > 0) {
                sink.accept(new long[] {heap - 1});
            }
        };
        assertThrows(CancellationException.class, () -> MexTable.build(moves, 1_000_000));
        assertTrue(lastHeap[0] >= 300 && lastHeap[0] < 300 + 256, "stopped at heap " + lastHeap[0]);
    }

    @Test
    void winningMoveListingStopsWhenInterrupted() {
        // 100001 Nim heaps of 1: nim-sum 1, and each heap's move to 0 wins: 100001 moves.
        long[] heaps = new long[100_001];
        Arrays.fill(heaps, 1);
        WinningMoves moves = WinningMoves.of(HeapSum.of(new TestGames.TinyNim(), heaps));
        assertEquals(100_001, moves.count());
        int[] seen = {0};
        assertThrows(CancellationException.class, () -> moves.forEach(m -> {
            if (++seen[0] == 10) {
                Thread.currentThread().interrupt();
            }
            return true;
        }));
        assertTrue(seen[0] >= 10 && seen[0] <= 10 + 4096, "moves after the interrupt: " + seen[0]);
    }

    @Test
    void countingStopsWhenInterrupted() {
        long[] heaps = new long[10_001]; // odd: nim-sum 3, a first-player win
        Arrays.fill(heaps, 3);
        WinningMoves moves = WinningMoves.of(HeapSum.of(new TestGames.TinyNim(), heaps));
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, moves::count);
        assertThrows(CancellationException.class, moves::countExact);
        assertThrows(CancellationException.class, moves::first);
    }

    @Test
    void readerStopsAtItsNextBufferWhenInterrupted() {
        NumberReader reader = new NumberReader(new ByteArrayInputStream("1 2 3".getBytes(StandardCharsets.US_ASCII)),
                "<test>");
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> reader.next("a heap"));
    }
}
