package io.github.grundy.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.normal.NimSum;
import io.github.grundy.core.normal.WinningMoves;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Assertions that compare the core engines on a game with a {@link GameTreeSearch} of the same rule. */
public final class EngineChecks {

    private EngineChecks() {
    }

    /**
     * The engines' answer for {@code heaps} (nim-sum, verdict, count, first move and the full list
     * of winning moves) equals the brute force's.
     */
    public static void assertMatchesSearch(HeapGame game, GameTreeSearch search, long[] heaps) {
        String where = game.describe() + " " + Arrays.toString(heaps);
        long[] copy = heaps.clone();
        WinningMoves wm = WinningMoves.of(HeapSum.of(game, copy));

        List<HeapMove> expected = search.winningMoves(heaps);
        assertEquals(search.grundy(heaps), wm.nimSum(), () -> where + ": nimSum vs mex over the whole position");
        assertEquals(search.toMoveWins(heaps), wm.outcome().nextPlayerWins(), () -> where + ": outcome vs game-tree search");
        assertEquals(expected.size(), wm.count(), () -> where + ": count");
        assertEquals(expected.isEmpty() ? Optional.empty() : Optional.of(expected.get(0)), wm.first(),
                () -> where + ": first");
        assertEquals(expected, wm.list(Integer.MAX_VALUE), () -> where + ": list");

        // Per component, limits and early stop agree with the full list.
        long perComponent = 0;
        for (int i = 0; i < heaps.length; i++) {
            final int c = i;
            long inC = expected.stream().filter(m -> m.component() == c).count();
            assertEquals(inC, wm.countIn(i), () -> where + ": countIn(" + c + ")");
            perComponent += wm.countIn(i);
        }
        assertEquals(expected.size(), perComponent, () -> where + ": sum of countIn");
        for (int limit = 0; limit <= Math.min(expected.size() + 1, 3); limit++) {
            assertEquals(expected.subList(0, Math.min(limit, expected.size())), wm.list(limit),
                    where + ": list(" + limit + ")");
        }
        if (!expected.isEmpty()) {
            List<HeapMove> seen = new ArrayList<>();
            wm.forEach(m -> {
                seen.add(m);
                return false;
            });
            assertEquals(List.of(expected.get(0)), seen, () -> where + ": forEach stops when the sink says so");
        }
        assertTrue(Arrays.equals(copy, heaps), () -> where + ": the engines changed the heap array");
    }

    /**
     * Checks a winning move without any oracle: it is a legal-looking move of the position (the
     * component and heap match) and the position it leads to has nim-sum 0, recomputed from scratch.
     */
    public static void assertLeadsToZero(HeapGame game, long[] heaps, HeapMove move) {
        String where = game.describe() + " " + Arrays.toString(heaps) + " " + move;
        assertTrue(move.component() >= 0 && move.component() < heaps.length, () -> where + ": component");
        assertEquals(heaps[move.component()], move.heap(), () -> where + ": heap of the move");
        long[] next = new long[heaps.length - 1 + move.optionSize()];
        System.arraycopy(heaps, 0, next, 0, move.component());
        System.arraycopy(move.option(), 0, next, move.component(), move.optionSize());
        System.arraycopy(heaps, move.component() + 1, next, move.component() + move.optionSize(),
                heaps.length - move.component() - 1);
        long x = 0;
        for (long h : next) {
            x ^= game.grundy(h);
        }
        assertEquals(0, x, () -> where + ": the move leaves a non-zero nim-sum");
        assertEquals(0, NimSum.of(HeapSum.of(game, next)), () -> where + ": NimSum.of after the move");
        assertTrue(!WinningMoves.of(HeapSum.of(game, next)).outcome().nextPlayerWins(), () -> where + ": still winning after the move");
    }
}
