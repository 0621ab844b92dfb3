package io.github.grundy.core.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.sequence.MexTable;
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

    /** Nim's values, but its options filtered by HeapGame's default: heap h has h options. */
    private static final HeapGame SLOW_NIM = new HeapGame() {
        @Override
        public String describe() {
            return "slow nim";
        }

        @Override
        public long grundy(long heap) {
            return heap;
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            for (long k = 0; k < heap; k++) {
                if (!sink.accept(new long[] {k})) {
                    return;
                }
            }
        }
    };

    @Test
    void theDefaultOptionFilterStopsWithinOneHeap() {
        WinningMoves moves = WinningMoves.of(HeapSum.of(SLOW_NIM, 10_000_000));
        int[] seen = {0};
        // The one winning move (to 0) comes first; the thread is interrupted there, and the filter
        // stops among the 10^7 - 1 options after it.
        assertThrows(CancellationException.class, () -> moves.forEach(m -> {
            seen[0]++;
            Thread.currentThread().interrupt();
            return true;
        }));
        assertEquals(1, seen[0]);
    }

    @Test
    void walksOverManyHeapsStopAtTheNextHeapThatChecks() {
        // 10001 heaps of 3 (nim-sum 3): each heap's query checks once.
        long[] heaps = new long[10_001];
        Arrays.fill(heaps, 3);
        WinningMoves moves = WinningMoves.of(HeapSum.of(SLOW_NIM, heaps));
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, moves::count);
        assertThrows(CancellationException.class, moves::countExact);
        assertThrows(CancellationException.class, moves::first);
        assertThrows(CancellationException.class, () -> moves.forEach(m -> true));
    }

    @Test
    void theDefaultMoveFilterOfAPositionGameStopsWithinOnePosition() {
        // One Nim heap as a whole position: {h} -> {h - k}. The moves interrupt the thread at the
        // 10th; the default filter must stop within the next 4096 of the 10^7.
        long[] enumerated = {0};
        PositionGame takeAny = new PositionGame() {
            @Override
            public String describe() {
                return "take any";
            }

            @Override
            public long grundy(long[] position) {
                return position[0];
            }

            @Override
            public void forEachMove(long[] position, OptionSink sink) {
                for (long k = 1; k <= position[0]; k++) {
                    if (++enumerated[0] == 10) {
                        Thread.currentThread().interrupt();
                    }
                    if (!sink.accept(new long[] {k})) {
                        return;
                    }
                }
            }

            @Override
            public long[] play(long[] position, long[] move) {
                return new long[] {position[0] - move[0]};
            }

            @Override
            public String describeMove(long[] position, long[] move) {
                return "take " + move[0];
            }
        };
        assertThrows(CancellationException.class, () -> takeAny.countMovesToValue(new long[] {10_000_000}, 0));
        assertTrue(enumerated[0] >= 10 && enumerated[0] <= 10 + 4096, "moves enumerated: " + enumerated[0]);
        Thread.interrupted();
        // And once a position, before any move.
        enumerated[0] = 0;
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> takeAny.forEachMoveToValue(new long[] {5}, 0, move -> true));
        assertEquals(0, enumerated[0]);
    }

    @Test
    void readerStopsAtItsNextBufferWhenInterrupted() {
        NumberReader reader = new NumberReader(new ByteArrayInputStream("1 2 3".getBytes(StandardCharsets.US_ASCII)),
                "<test>");
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> reader.next("a heap"));
    }
}
