package io.github.grundy.variants.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.normal.NimSum;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.sequence.MexTable;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import io.github.grundy.variants.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Nim's engine answers against a brute-force game-tree search of the rule "take 1..h". */
class NimPropertyTest {

    private static final long SEED = 0x6772756e6479L; // "grundy"
    private static final int RANDOM_POSITIONS = 4000;
    private static final int MAX_HEAP = 10;

    /** Nim's rule, written here apart from the main code: take 1, 2, ..., h objects, in that order. */
    static List<long[]> nimRule(long heap) {
        List<long[]> options = new ArrayList<>();
        for (long take = 1; take <= heap; take++) {
            options.add(new long[] {heap - take});
        }
        return options;
    }

    private final Nim nim = new Nim();
    private final GameTreeSearch search = new GameTreeSearch(NimPropertyTest::nimRule);

    @Test
    void randomPositionsMatchTheGameTree() {
        Random random = new Random(SEED);
        for (int n = 0; n < RANDOM_POSITIONS; n++) {
            long[] heaps = new long[1 + random.nextInt(4)];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = random.nextInt(MAX_HEAP + 1);
            }
            EngineChecks.assertMatchesSearch(nim, search, heaps);
        }
    }

    @Test
    void everyPositionOfUpToThreeSmallHeapsMatchesTheGameTree() {
        int max = 7;
        for (int a = 0; a <= max; a++) {
            EngineChecks.assertMatchesSearch(nim, search, new long[] {a});
            for (int b = 0; b <= max; b++) {
                EngineChecks.assertMatchesSearch(nim, search, new long[] {a, b});
                for (int c = 0; c <= max; c++) {
                    EngineChecks.assertMatchesSearch(nim, search, new long[] {a, b, c});
                }
            }
        }
    }

    @Test
    void grundyOfOneHeapMatchesTheGameTree() {
        for (long h = 0; h <= 64; h++) {
            assertEquals(search.grundy(new long[] {h}), nim.grundy(h), "grundy(" + h + ")");
        }
    }

    @Test
    void grundyMatchesTheMexTableBuiltFromTheTestRule() {
        MexTable table = MexTable.build((heap, sink) -> {
            for (long[] o : nimRule(heap)) {
                if (!sink.accept(o)) {
                    return;
                }
            }
        }, 300);
        for (long h = 0; h <= 300; h++) {
            assertEquals(table.grundy(h), nim.grundy(h), "grundy(" + h + ")");
        }
    }

    @Test
    void forEachOptionFollowsTheRuleInCanonicalOrder() {
        for (long h = 0; h <= 40; h++) {
            List<long[]> expected = nimRule(h);
            List<long[]> actual = Options.of(nim, h);
            assertTrue(Options.same(expected, actual),
                    "options of " + h + ": expected " + Options.show(expected) + " but was " + Options.show(actual));
        }
    }

    @Test
    void forEachOptionStopsWhenTheSinkSaysSo() {
        for (long h = 1; h <= 12; h++) {
            for (int n = 1; n <= h; n++) {
                List<long[]> first = Options.first(nim, h, n);
                assertTrue(Options.same(nimRule(h).subList(0, n), first), "first " + n + " options of " + h);
            }
        }
        // A huge heap has too many options to list, but its first ones come at once.
        List<long[]> first = Options.first(nim, Long.MAX_VALUE, 3);
        assertTrue(Options.same(List.of(new long[] {Long.MAX_VALUE - 1}, new long[] {Long.MAX_VALUE - 2},
                new long[] {Long.MAX_VALUE - 3}), first), Options.show(first));
    }

    @Test
    void optionsOfAValueAreTheRuleOptionsOfThatValue() {
        for (long h = 0; h <= 20; h++) {
            for (long v = 0; v <= 24; v++) {
                List<long[]> expected = new ArrayList<>();
                for (long[] o : nimRule(h)) {
                    if (search.grundy(o) == v) {
                        expected.add(o);
                    }
                }
                List<long[]> actual = Options.ofValue(nim, h, v);
                String where = "heap " + h + " value " + v;
                assertTrue(Options.same(expected, actual),
                        where + ": expected " + Options.show(expected) + " but was " + Options.show(actual));
                assertEquals(expected.size(), nim.countOptionsOfValue(h, v), where + ": count");
            }
        }
    }

    @Test
    void hugeHeaps() {
        long max = Long.MAX_VALUE;
        long[][] positions = {
            {max},
            {max, max},
            {max, max - 1},
            {max, 1L << 62, (1L << 62) - 1, 12345},
            {1L << 62, 1L << 61, (1L << 62) ^ (1L << 61)},
            {max, 0, 0, 1},
            {Long.MAX_VALUE / 3, Long.MAX_VALUE / 5, Long.MAX_VALUE / 7},
        };
        for (long[] heaps : positions) {
            long x = 0;
            for (long h : heaps) {
                assertEquals(h, nim.grundy(h));
                x ^= h;
            }
            WinningMoves wm = WinningMoves.of(HeapSum.of(nim, heaps));
            assertEquals(x, wm.nimSum());
            assertEquals(x, NimSum.of(heaps));
            assertEquals(x != 0, wm.outcome().nextPlayerWins());
            List<HeapMove> moves = wm.list(Integer.MAX_VALUE);
            assertEquals(moves.size(), wm.count());
            assertEquals(x != 0, !moves.isEmpty(), "an N-position has a winning move, a P-position none");
            assertEquals(moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0)), wm.first());
            for (HeapMove m : moves) {
                assertEquals(1, m.optionSize());
                assertTrue(m.optionHeap(0) >= 0 && m.optionHeap(0) < m.heap(), "takes at least one object: " + m);
                EngineChecks.assertLeadsToZero(nim, heaps, m);
            }
        }
        WinningMoves one = WinningMoves.of(HeapSum.of(nim, max));
        assertEquals(List.of(new HeapMove(0, max, new long[] {0})), one.list(10), "a single heap: take it all");
        assertFalse(WinningMoves.of(HeapSum.of(nim, max, max)).outcome().nextPlayerWins());
        assertEquals(1, nim.countOptionsOfValue(max, max - 1));
        assertEquals(0, nim.countOptionsOfValue(max, max));
        assertTrue(Options.same(List.of(new long[] {12}), Options.ofValue(nim, max, 12)));
    }

    @Test
    void emptyPosition() {
        long[] none = {};
        assertFalse(search.toMoveWins(none), "no move: the player to move loses");
        assertEquals(0, search.grundy(none));
        WinningMoves wm = WinningMoves.of(HeapSum.of(nim));
        assertEquals(0, wm.nimSum());
        assertFalse(wm.outcome().nextPlayerWins());
        assertEquals(0, wm.count());
        assertEquals(Optional.empty(), wm.first());
        assertEquals(List.of(), wm.list(Integer.MAX_VALUE));
        assertEquals(0, NimSum.of(none));
        EngineChecks.assertMatchesSearch(nim, search, none);
    }

    @Test
    void describeAndVariant() {
        assertEquals("nim", nim.describe());
        assertEquals(nim, new Nim());
    }
}
