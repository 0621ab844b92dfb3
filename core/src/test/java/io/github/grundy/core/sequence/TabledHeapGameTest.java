package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.GameTreeSearch;
import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.normal.WinningMoves;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TabledHeapGameTest {

    /** Subtract a square: 1, 4, 9, ... objects from one heap. */
    static final HeapMoves SQUARES = (heap, sink) -> {
        for (long k = 1; k * k <= heap; k++) {
            if (!sink.accept(new long[] {heap - k * k})) {
                return;
            }
        }
    };

    @Test
    void valuesAreTheDefinitionsUpToTheTable() {
        TabledHeapGame game = TabledHeapGame.of("squares", SQUARES, 1_000).prepare(600);
        TestGames.DefinitionGrundy naive = new TestGames.DefinitionGrundy(SQUARES);
        for (long h = 0; h <= 600; h++) {
            assertEquals(naive.of(h), game.grundy(h), "heap " + h);
        }
        assertEquals(600, game.maxGrundyHeap());
        assertSame(game, game.prepare(599), "a table that reaches far enough is kept");
        // The example of the class comment.
        assertEquals(2, TabledHeapGame.of("squares", SQUARES, 1_000_000).prepare(20).grundy(19));
        // Kayles: options of two heaps.
        TabledHeapGame kayles = TabledHeapGame.of("kayles", TestGames.KAYLES_MOVES, 100).prepare(100);
        TestGames.DefinitionGrundy kaylesNaive = new TestGames.DefinitionGrundy(TestGames.KAYLES_MOVES);
        for (long h = 0; h <= 100; h++) {
            assertEquals(kaylesNaive.of(h), kayles.grundy(h), "kayles " + h);
        }
    }

    @Test
    void winningMovesOfASumAreTheOptionsThatZeroTheNimSum() {
        long[] heaps = {10, 7, 4, 13, 20};
        HeapGame game = TabledHeapGame.of("squares", SQUARES, 100).prepare(20);
        TestGames.DefinitionGrundy naive = new TestGames.DefinitionGrundy(SQUARES);
        long x = 0;
        for (long h : heaps) {
            x ^= naive.of(h);
        }
        List<HeapMove> expected = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            int component = i;
            long target = naive.of(heaps[i]) ^ x;
            SQUARES.forEachOption(heaps[i], o -> {
                if (naive.of(o[0]) == target) {
                    expected.add(new HeapMove(component, heaps[component], o.clone()));
                }
                return true;
            });
        }
        WinningMoves w = WinningMoves.of(HeapSum.of(game, heaps));
        assertEquals(x, w.nimSum());
        assertTrue(x != 0 && !expected.isEmpty(), "the test position should be a first-player win");
        assertEquals(expected, w.list(100));
        assertEquals(expected.size(), w.count());
    }

    @Test
    void aHeapBeyondTheLimitIsRefusedNamingIt() {
        TabledHeapGame game = TabledHeapGame.of("squares", SQUARES, 100).withLimitName("--max-table");
        LimitExceededException limit = assertThrows(LimitExceededException.class, () -> game.prepare(101));
        assertEquals("squares: heap 101 is beyond the Grundy table, which holds heaps up to --max-table=100"
                + " (4 bytes per heap); raise --max-table to solve it", limit.getMessage());
        // The command line solves one heap without preparing when preparing fails: same message.
        limit = assertThrows(LimitExceededException.class, () -> WinningMoves.of(HeapSum.of(game, 101)));
        assertEquals("squares: heap 101 is beyond the Grundy table, which holds heaps up to --max-table=100"
                + " (4 bytes per heap); raise --max-table to solve it", limit.getMessage());
        // Without a name, the limit is said without how to raise it (core names no option itself).
        limit = assertThrows(LimitExceededException.class, () -> TabledHeapGame.of("squares", SQUARES, 100).prepare(101));
        assertEquals("squares: heap 101 is beyond the Grundy table, which holds heaps up to 100 (its limit; 4 bytes"
                + " per heap)", limit.getMessage());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.grundy(5));
        assertEquals("squares: heap 5 is not in the Grundy table yet (heaps 0..-1): prepare(5) first", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> game.prepare(50).grundy(-1));
        assertEquals("squares: a heap cannot be negative, found -1", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TabledHeapGame.of("squares", SQUARES, 0));
        assertEquals("squares: the table limit must be in 1.." + TabledHeapGame.TABLE_LIMIT + ", found 0",
                e.getMessage());
    }

    @Test
    void aMoveThatDoesNotShrinkIsAnErrorNamingTheGame() {
        HeapMoves grows = (heap, sink) -> sink.accept(new long[] {heap + 1});
        GameFailure e = assertThrows(GameFailure.class, () -> TabledHeapGame.of("grows", grows, 10).prepare(3));
        assertEquals("an option of heap 0 holds heap 1, not smaller than 0",
                e.getMessage());
        assertEquals("heap 0", e.asked());
    }

    @Test
    void movesReadAsTheAuthorSays() {
        TabledHeapGame plain = TabledHeapGame.of("squares", SQUARES, 10);
        assertEquals("10 -> 1", plain.describeMove(10, new long[] {1}));
        assertEquals("9 -> 4 + 4", plain.describeMove(9, new long[] {4, 4}));
        assertEquals("1 -> nothing", plain.describeMove(1, new long[0]));
        TabledHeapGame worded = plain.withMoveText((h, o) -> h + " -> " + o[0] + " (take " + (h - o[0]) + ")");
        assertEquals("10 -> 1 (take 9)", worded.describeMove(10, new long[] {1}));
        assertEquals("10 -> 1 (take 9)", worded.prepare(10).describeMove(10, new long[] {1}), "kept by prepare");
        assertEquals("squares", worded.describe());
        assertEquals(10, worded.maxTable());
        assertFalse(worded.toString().isEmpty());
    }

    /**
     * Options are multisets: a game that reports {@code a + b} and {@code b + a} (and the same
     * single heap twice) has one winning move there, listed and counted once, in the game's first
     * spelling; moves in different heaps stay different moves.
     */
    @Test
    void eachDistinctOptionIsOneMove() {
        // Split a heap into two non-empty parts, every ordered pair, plus "take one" twice.
        HeapMoves sloppy = (heap, sink) -> {
            for (long a = 1; a < heap; a++) {
                if (!sink.accept(new long[] {a, heap - a})) {
                    return;
                }
            }
            for (int twice = 0; twice < 2; twice++) {
                if (heap >= 1 && !sink.accept(new long[] {heap - 1})) {
                    return;
                }
            }
        };
        HeapGame game = TabledHeapGame.of("sloppy", sloppy, 100).prepare(20);
        GameTreeSearch search = new GameTreeSearch();
        for (long[] heaps : new long[][] {{5}, {6}, {7, 7}, {4, 6, 9}, {9, 9, 9}}) {
            HeapSum sum = HeapSum.of(game, heaps);
            WinningMoves w = WinningMoves.of(sum);
            List<HeapMove> expected = search.winningMoves(sum);
            assertEquals(expected, w.list(1000), java.util.Arrays.toString(heaps));
            assertEquals(expected.size(), w.count(), java.util.Arrays.toString(heaps));
            for (int i = 0; i < heaps.length; i++) {
                java.util.Set<List<Long>> distinct = new java.util.HashSet<>();
                for (HeapMove m : expected) {
                    if (m.component() == i) {
                        assertTrue(distinct.add(java.util.Arrays.stream(m.option()).sorted().boxed().toList()),
                                "option listed twice: " + m);
                    }
                }
            }
        }
        // Heap 6 has options 1+5, 2+4, 3+3, 4+2, 5+1, 5, 5: five distinct ones.
        List<long[]> distinct = new ArrayList<>();
        for (long v = 0; v < 40; v++) {
            long value = v;
            game.forEachOptionOfValue(6, value, o -> distinct.add(o.clone()));
        }
        assertEquals(4, distinct.size(), "1+5, 2+4, 3+3 and 5, each once, in the game's first spelling");
        assertTrue(distinct.stream().noneMatch(o -> o.length == 2 && o[0] > o[1]), "first spellings only");
    }
}
