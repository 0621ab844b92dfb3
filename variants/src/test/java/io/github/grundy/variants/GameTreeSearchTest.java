package io.github.grundy.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapMove;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The oracle itself, on facts worked out by hand. */
class GameTreeSearchTest {

    private static List<long[]> takeOneOrTwo(long heap) {
        List<long[]> out = new ArrayList<>();
        for (long t = 1; t <= 2 && t <= heap; t++) {
            out.add(new long[] {heap - t});
        }
        return out;
    }

    /** Splits a heap into two non-empty heaps a+b, a <= b (a game whose options are several heaps). */
    private static List<long[]> split(long heap) {
        List<long[]> out = new ArrayList<>();
        for (long a = 1; 2 * a < heap; a++) {
            out.add(new long[] {a, heap - a});
        }
        return out;
    }

    @Test
    void handWorkedSmallGames() {
        GameTreeSearch s = new GameTreeSearch(GameTreeSearchTest::takeOneOrTwo);
        assertFalse(s.toMoveWins(new long[] {}));
        assertFalse(s.toMoveWins(new long[] {0}));
        assertTrue(s.toMoveWins(new long[] {1}));
        assertTrue(s.toMoveWins(new long[] {2}));
        assertFalse(s.toMoveWins(new long[] {3}));
        assertFalse(s.toMoveWins(new long[] {1, 1}));
        assertTrue(s.toMoveWins(new long[] {1, 2}));
        assertEquals(List.of(new HeapMove(1, 2, new long[] {1})), s.winningMoves(new long[] {1, 2}));
        // (4,2): 4 -> 2 leaves (2,2), a mirror; 2 -> 1 leaves (4,1), where every reply is answered.
        assertEquals(List.of(new HeapMove(0, 4, new long[] {2}), new HeapMove(1, 2, new long[] {1})),
                s.winningMoves(new long[] {4, 2}));
        assertEquals(List.of(0L, 1L, 2L, 0L, 1L), List.of(s.grundy(new long[] {0}), s.grundy(new long[] {1}),
                s.grundy(new long[] {2}), s.grundy(new long[] {3}), s.grundy(new long[] {4})));
        assertEquals(3, s.grundy(new long[] {1, 2}), "mex{g(0,2)=2, g(1,1)=0, g(1,0)=1}");
        assertTrue(s.memoized() > 0);
    }

    @Test
    void splittingGame() {
        // Heaps of 1 and 2 cannot be split; 3 -> (1,2); 4 -> (1,3); 5 -> (1,4), (2,3).
        GameTreeSearch s = new GameTreeSearch(GameTreeSearchTest::split);
        assertEquals(List.of(), s.successors(new long[] {2}));
        assertEquals(1, s.successors(new long[] {7, 3}).size() - 3, "7 splits 3 ways, 3 one way");
        assertArrayEquals(new long[] {1, 2, 9}, s.successors(new long[] {3, 9}).get(0));
        assertFalse(s.toMoveWins(new long[] {2}));
        assertTrue(s.toMoveWins(new long[] {3}));
        assertFalse(s.toMoveWins(new long[] {4}), "4 -> 1,3 -> 1,1,2: two moves, the first player loses");
        // 5 -> (1,4) leaves two more moves; 5 -> (2,3) leaves one, which the opponent makes.
        assertEquals(List.of(new HeapMove(0, 5, new long[] {1, 4})), s.winningMoves(new long[] {5}));
    }

    @Test
    void aRuleThatLoopsIsRefused() {
        GameTreeSearch s = new GameTreeSearch(heap -> List.of(new long[] {heap}));
        assertThrows(IllegalStateException.class, () -> s.toMoveWins(new long[] {1}));
        GameTreeSearch t = new GameTreeSearch(heap -> List.of(new long[] {heap}));
        assertThrows(IllegalStateException.class, () -> t.grundy(new long[] {1}));
    }

    private static void assertArrayEquals(long[] expected, long[] actual) {
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual);
    }
}
