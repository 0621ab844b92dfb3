package io.github.grundy.core.normal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NimSumTest {

    private static final HeapGame NIM = new TestGames.TinyNim();
    private static final HeapGame SUBTRACT_134 = TestGames.subtraction(12, 1, 3, 4);
    private static final HeapGame KAYLES = TestGames.kayles(12);

    /**
     * The Grundy value of a whole sum by the definition: the mex of the values of the positions
     * one move away, over the tuple of heaps (no xor, no value of a component).
     */
    private static final class WholeGrundy {
        private final Map<HeapGame, Integer> ids = new IdentityHashMap<>();
        private final List<HeapGame> games = new ArrayList<>();
        private final Map<List<Long>, Long> memo = new HashMap<>();

        long of(HeapSum sum) {
            List<Long> position = new ArrayList<>();
            for (int i = 0; i < sum.size(); i++) {
                HeapGame g = sum.game(i);
                int id = ids.computeIfAbsent(g, k -> {
                    games.add(k);
                    return games.size() - 1;
                });
                position.add(((long) id << 32) | sum.heap(i));
            }
            return of(position);
        }

        private long of(List<Long> position) {
            List<Long> key = new ArrayList<>(position);
            Collections.sort(key);
            Long known = memo.get(key);
            if (known != null) {
                return known;
            }
            Set<Long> seen = new HashSet<>();
            for (int i = 0; i < key.size(); i++) {
                long c = key.get(i);
                int index = i;
                List<List<Long>> children = new ArrayList<>();
                games.get((int) (c >>> 32)).forEachOption(c & 0xFFFF_FFFFL, option -> {
                    List<Long> child = new ArrayList<>(key);
                    child.remove(index);
                    for (long h : option) {
                        child.add((c & 0xFFFF_FFFF_0000_0000L) | h);
                    }
                    children.add(child);
                    return true;
                });
                for (List<Long> child : children) {
                    seen.add(of(child));
                }
            }
            long g = TestGames.mex(seen);
            memo.put(key, g);
            return g;
        }
    }

    @Test
    void plainValues() {
        assertEquals(0, NimSum.of(new long[0]));
        assertEquals(0, NimSum.of(new long[] {1, 2, 3}));
        assertEquals(2, NimSum.of(new long[] {3, 4, 5}));
        assertEquals(7, NimSum.of(new long[] {7}));
        assertEquals(0, NimSum.of(new long[] {Long.MAX_VALUE, Long.MAX_VALUE}));
        assertEquals(Long.MAX_VALUE ^ 1, NimSum.of(new long[] {Long.MAX_VALUE, 1}));
        // A range: only values[from..to).
        long[] v = {100, 1, 2, 3, 200};
        assertEquals(0, NimSum.of(v, 1, 4));
        assertEquals(3, NimSum.of(v, 1, 3));
        assertEquals(0, NimSum.of(v, 2, 2));
        assertEquals(100 ^ 1, NimSum.of(v, 0, 2));
    }

    @Test
    void nimSumIsTheValueOfTheWholePosition() {
        Random random = new Random(8);
        WholeGrundy whole = new WholeGrundy();
        HeapGame[] pool = {NIM, SUBTRACT_134, KAYLES};
        for (int round = 0; round < 1500; round++) {
            int n = 1 + random.nextInt(3);
            long[] heaps = new long[n];
            HeapGame[] games = new HeapGame[n];
            for (int i = 0; i < n; i++) {
                games[i] = pool[random.nextInt(pool.length)];
                heaps[i] = random.nextInt(games[i] == KAYLES ? 7 : 10);
            }
            HeapSum mixed = HeapSum.of(games, heaps);
            long expected = whole.of(mixed);
            assertEquals(expected, NimSum.of(mixed), mixed.toString());
            assertEquals(expected, WinningMoves.of(mixed).nimSum(), mixed.toString());
            HeapSum uniform = HeapSum.of(games[0], heaps);
            assertEquals(whole.of(uniform), NimSum.of(uniform), uniform.toString());
        }
    }

    @Test
    void nimHeapsAreTheirOwnValues() {
        Random random = new Random(9);
        for (int round = 0; round < 200; round++) {
            long[] heaps = random.longs(1 + random.nextInt(6), 0, Long.MAX_VALUE).toArray();
            assertEquals(NimSum.of(heaps), NimSum.of(HeapSum.of(NIM, heaps)));
            HeapGame[] games = new HeapGame[heaps.length];
            java.util.Arrays.fill(games, NIM);
            assertEquals(NimSum.of(heaps), NimSum.of(HeapSum.of(games, heaps)));
        }
    }

    @Test
    void heapSums() {
        long[] heaps = {4, 5};
        HeapSum u = HeapSum.of(SUBTRACT_134, heaps);
        assertEquals(2, u.size());
        assertEquals(5, u.heap(1));
        assertEquals(SUBTRACT_134, u.game(1));
        assertThrows(IndexOutOfBoundsException.class, () -> u.game(2));
        assertThrows(NullPointerException.class, () -> HeapSum.of((HeapGame) null, 1));

        HeapSum m = HeapSum.of(new HeapGame[] {NIM, KAYLES}, heaps);
        assertEquals(KAYLES, m.game(1));
        assertEquals(4, m.heap(0));
        assertEquals("2 games for 3 heaps", assertThrows(IllegalArgumentException.class,
                () -> HeapSum.of(new HeapGame[] {NIM, NIM}, new long[] {1, 2, 3})).getMessage());
        assertThrows(NullPointerException.class, () -> HeapSum.of(new HeapGame[] {NIM, null}, new long[] {1, 2}));
    }
}
