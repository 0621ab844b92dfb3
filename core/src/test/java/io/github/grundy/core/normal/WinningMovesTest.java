package io.github.grundy.core.normal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.GameTreeSearch;
import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WinningMovesTest {

    private static final int MAX_HEAP = 12;

    private static final HeapGame NIM = new TestGames.TinyNim();
    private static final HeapGame SUBTRACT_134 = TestGames.subtraction(MAX_HEAP, 1, 3, 4);
    private static final HeapGame SUBTRACT_25 = TestGames.subtraction(MAX_HEAP, 2, 5);
    private static final HeapGame KAYLES = TestGames.kayles(MAX_HEAP);

    private static long[] randomHeaps(Random random, int maxHeap) {
        int n = 2 + random.nextInt(3);
        long[] heaps = new long[n];
        for (int i = 0; i < n; i++) {
            heaps[i] = random.nextInt(maxHeap + 1);
        }
        return heaps;
    }

    /** Checks every answer of WinningMoves on {@code sum} against the brute force. */
    private static void check(HeapSum sum, GameTreeSearch search, Random random) {
        List<HeapMove> expected = search.winningMoves(sum);
        boolean wins = search.firstPlayerWins(sum);
        WinningMoves wm = WinningMoves.of(sum);
        String where = sum.toString();

        assertSame(sum, wm.sum());
        assertEquals(wins, !expected.isEmpty(), "brute force is self-consistent");
        assertEquals(wins, wm.outcome().nextPlayerWins(), where);
        assertEquals(wins, wm.nimSum() != 0, where);
        assertEquals(expected, wm.list(Integer.MAX_VALUE), where);
        assertEquals(expected.size(), wm.count(), where);
        assertEquals(expected.isEmpty() ? Optional.empty() : Optional.of(expected.get(0)), wm.first(), where);

        long total = 0;
        for (int i = 0; i < sum.size(); i++) {
            int component = i;
            long inComponent = expected.stream().filter(m -> m.component() == component).count();
            assertEquals(inComponent, wm.countIn(i), where + " component " + i);
            total += wm.countIn(i);
        }
        assertEquals(expected.size(), total);

        int limit = random.nextInt(expected.size() + 2);
        assertEquals(expected.subList(0, Math.min(limit, expected.size())), wm.list(limit), where + " limit " + limit);

        // forEach stops as soon as the sink says so.
        int stopAfter = 1 + random.nextInt(3);
        List<HeapMove> seen = new ArrayList<>();
        wm.forEach(m -> {
            seen.add(m);
            return seen.size() < stopAfter;
        });
        assertEquals(expected.subList(0, Math.min(stopAfter, expected.size())), seen, where);

        // forEachMove hands the same moves as parts (the option copied here: the walk may reuse it),
        // and stops as forEach does.
        List<HeapMove> parts = new ArrayList<>();
        wm.forEachMove((component, heap, option) -> parts.add(new HeapMove(component, heap, option)));
        assertEquals(expected, parts, where);
        parts.clear();
        wm.forEachMove((component, heap, option) -> {
            parts.add(new HeapMove(component, heap, option));
            return parts.size() < stopAfter;
        });
        assertEquals(expected.subList(0, Math.min(stopAfter, expected.size())), parts, where);
    }

    @Test
    void nimAgainstBruteForce() {
        Random random = new Random(1);
        GameTreeSearch search = new GameTreeSearch();
        int won = 0;
        for (int round = 0; round < 3000; round++) {
            HeapSum sum = HeapSum.of(NIM, randomHeaps(random, MAX_HEAP));
            check(sum, search, random);
            won += search.firstPlayerWins(sum) ? 1 : 0;
        }
        assertTrue(won > 100 && won < 2900, "both outcomes are tested: " + won);
    }

    @Test
    void subtractOneThreeFourAgainstBruteForce() {
        Random random = new Random(2);
        GameTreeSearch search = new GameTreeSearch();
        int lost = 0;
        for (int round = 0; round < 3000; round++) {
            HeapSum sum = HeapSum.of(SUBTRACT_134, randomHeaps(random, MAX_HEAP));
            check(sum, search, random);
            lost += search.firstPlayerWins(sum) ? 0 : 1;
        }
        assertTrue(lost > 100, "P-positions are tested: " + lost);
    }

    @Test
    void kaylesAgainstBruteForce() {
        // Options of several heaps and none: the brute force follows every split.
        Random random = new Random(3);
        GameTreeSearch search = new GameTreeSearch();
        for (int round = 0; round < 1500; round++) {
            check(HeapSum.of(KAYLES, randomHeaps(random, 8)), search, random);
        }
    }

    @Test
    void mixedSumsAgainstBruteForce() {
        Random random = new Random(4);
        HeapGame[] pool = {NIM, SUBTRACT_134, SUBTRACT_25, KAYLES};
        GameTreeSearch search = new GameTreeSearch();
        for (int round = 0; round < 3000; round++) {
            long[] heaps = randomHeaps(random, MAX_HEAP);
            HeapGame[] games = new HeapGame[heaps.length];
            for (int i = 0; i < games.length; i++) {
                games[i] = pool[random.nextInt(pool.length)];
                if (games[i] == KAYLES) {
                    heaps[i] = Math.min(heaps[i], 8); // rows split: this keeps the brute force small
                }
            }
            HeapSum sum = HeapSum.of(games, heaps);
            check(sum, search, random);
            // The same heaps, each game in a Mixed sum of its own kind, agree with Uniform.
            if (games[0] == games[1] && games.length == 2) {
                HeapSum uniform = HeapSum.of(games[0], heaps);
                assertEquals(WinningMoves.of(sum).list(100), WinningMoves.of(uniform).list(100));
            }
        }
    }

    @Test
    void winningMoveMayRaiseTheComponentsValue() {
        // In Nim a winning move always lowers the heap's value; in general games it need not:
        // find, by search, winning moves whose option is worth more than the heap it replaces.
        Random random = new Random(5);
        GameTreeSearch search = new GameTreeSearch();
        int raised = 0;
        for (HeapGame game : new HeapGame[] {SUBTRACT_134, SUBTRACT_25, KAYLES}) {
            TestGames.DefinitionGrundy value = new TestGames.DefinitionGrundy(game);
            for (int round = 0; round < 1000; round++) {
                HeapSum sum = HeapSum.of(game, randomHeaps(random, game == KAYLES ? 8 : MAX_HEAP));
                List<HeapMove> expected = search.winningMoves(sum);
                assertEquals(expected, WinningMoves.of(sum).list(Integer.MAX_VALUE));
                for (HeapMove m : expected) {
                    long optionValue = 0;
                    for (long h : m.option()) {
                        optionValue ^= value.of(h);
                    }
                    if (optionValue > value.of(m.heap())) {
                        raised++;
                    }
                }
            }
        }
        assertTrue(raised > 0, "some winning move goes to a larger value");

        // One such position worked out by hand. Subtract {1,3,4} has values 0,1,0,1,2,3,2,0 for
        // heaps 0..7. Heaps 7 (value 0) and 6 (value 2): nim-sum 2. Heap 7 must go to value 2:
        // 7-1=6 and 7-3=4 do (up from 0), 7-4=3 (value 1) does not. Heap 6 must go to value 0:
        // 6-4=2 does, 6-1=5 and 6-3=3 do not.
        HeapSum sum = HeapSum.of(SUBTRACT_134, 7, 6);
        List<HeapMove> byHand = List.of(new HeapMove(0, 7, new long[] {6}), new HeapMove(0, 7, new long[] {4}),
                new HeapMove(1, 6, new long[] {2}));
        assertEquals(byHand, search.winningMoves(sum));
        assertEquals(byHand, WinningMoves.of(sum).list(10));
    }

    @Test
    void terminalAndLosingPositions() {
        for (HeapSum sum : new HeapSum[] {HeapSum.of(NIM), HeapSum.of(NIM, 0, 0), HeapSum.of(NIM, 5, 5),
                HeapSum.of(SUBTRACT_134, 2, 7), HeapSum.of(new HeapGame[0], new long[0])}) {
            WinningMoves wm = WinningMoves.of(sum);
            assertFalse(new GameTreeSearch().firstPlayerWins(sum), sum.toString());
            assertFalse(wm.outcome().nextPlayerWins());
            assertEquals(0, wm.nimSum());
            assertEquals(0, wm.count());
            assertEquals(Optional.empty(), wm.first());
            assertEquals(List.of(), wm.list(5));
            for (int i = 0; i < sum.size(); i++) {
                assertEquals(0, wm.countIn(i));
            }
            wm.forEach(m -> {
                throw new AssertionError("no winning move expected, got " + m);
            });
        }
    }

    @Test
    void nimWinningMovesSpelledOut() {
        // 3 ^ 4 ^ 5 = 2: heap 3 -> 1 (3^2), heap 4 -> 6 is no move, heap 5 -> 7 is no move.
        WinningMoves wm = WinningMoves.of(HeapSum.of(NIM, 3, 4, 5));
        assertEquals(2, wm.nimSum());
        assertEquals(List.of(new HeapMove(0, 3, new long[] {1})), wm.list(10));
        // 1 ^ 2 ^ 4 = 7: only heap 4 can be lowered, to 3.
        assertEquals(List.of(new HeapMove(2, 4, new long[] {3})), WinningMoves.of(HeapSum.of(NIM, 1, 2, 4)).list(10));
        // Huge heaps: Nim answers by value, never walking the options.
        long big = 1L << 60;
        WinningMoves huge = WinningMoves.of(HeapSum.of(NIM, big, 7));
        assertEquals(1, huge.count());
        assertEquals(Optional.of(new HeapMove(0, big, new long[] {7})), huge.first());
    }

    @Test
    void limits() {
        WinningMoves wm = WinningMoves.of(HeapSum.of(NIM, 7, 7, 7, 7, 7, 7, 7));
        assertEquals(7, wm.count());
        assertEquals(List.of(), wm.list(0));
        assertEquals(3, wm.list(3).size());
        assertEquals("limit < 0: -1", assertThrows(IllegalArgumentException.class, () -> wm.list(-1)).getMessage());
        assertThrows(UnsupportedOperationException.class, () -> wm.list(5).add(new HeapMove(0, 1, new long[0])));
        assertThrows(NullPointerException.class, () -> WinningMoves.of(null));
    }

    @Test
    void moveCopiesItsOption() {
        long[] option = {1, 2};
        HeapMove m = new HeapMove(3, 5, option);
        option[0] = 9;
        assertArrayEquals(new long[] {1, 2}, m.option());
        m.option()[1] = 9;
        assertEquals(2, m.optionHeap(1));
        assertEquals(2, m.optionSize());
        assertEquals(new HeapMove(3, 5, new long[] {1, 2}), m);
        assertEquals(new HeapMove(3, 5, new long[] {1, 2}).hashCode(), m.hashCode());
        assertNotEquals(new HeapMove(3, 5, new long[] {2, 1}), m);
        assertNotEquals(new HeapMove(2, 5, new long[] {1, 2}), m);
        assertNotEquals(new HeapMove(3, 6, new long[] {1, 2}), m);
        assertEquals("HeapMove[component=3, heap=5, option=[1, 2]]", m.toString());
        assertEquals(0, new HeapMove(0, 1, new long[0]).optionSize());
    }
}
