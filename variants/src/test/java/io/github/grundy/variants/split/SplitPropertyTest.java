package io.github.grundy.variants.split;

import io.github.grundy.variants.BuiltInVariants;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.sequence.MexTable;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import io.github.grundy.variants.Options;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Split Nim's engine answers against a brute-force search of the rule "a heap x becomes two heaps
 * i <= j < x", the closed form against the mex engine, and the pair counting against direct counts.
 */
class SplitPropertyTest {

    private static final long SEED = 0x73706c6974L; // "split"
    private static final int SMALL = 9;

    private final Split split = new Split();

    /** The first {@code n} options of a value; checks that the game stops when the sink says so. */
    private List<long[]> ofValueFirst(long heap, long value, int n) {
        List<long[]> out = new ArrayList<>();
        split.forEachOptionOfValue(heap, value, option -> {
            if (out.size() >= n) {
                throw new AssertionError("option reported after the sink returned false: " + Arrays.toString(option));
            }
            out.add(option.clone());
            return out.size() < n;
        });
        return out;
    }

    /** The rule, written here apart from the main code: {i, j} for 0 <= i <= j < x, i then j ascending. */
    static List<long[]> rule(long heap) {
        List<long[]> options = new ArrayList<>();
        for (long i = 0; i < heap; i++) {
            for (long j = i; j < heap; j++) {
                options.add(new long[] {i, j});
            }
        }
        return options;
    }

    /**
     * A game-tree search of whole positions of heaps up to {@value #SMALL}, written without
     * Grundy values of single heaps or nim-sums. A search over exact tuples of heaps is hopeless
     * here (a heap of 9 can become hundreds of heaps), so positions are reduced by two facts
     * about the rule alone: a heap of 0 has no move, so it can be dropped; and two equal heaps
     * cancel, G + G + H having the outcome of H for every H (whoever wins H plays that strategy
     * and copies each move made in one G in the other G). A position is then the set of sizes
     * 1..9 that occur an odd number of times, a 10-bit mask. A move removes x and toggles i and j;
     * it lowers the sum of 3^size, so the search ends.
     *
     * <p>The value of a whole position is the mex of its options' values, computed on reduced
     * positions: equivalent positions have equal values (each is equivalent to the nim heap of its
     * value), which the cross-check against the exact {@link GameTreeSearch} confirms on small
     * positions.
     */
    static final class ReducedSearch {
        private final byte[] wins = new byte[1 << (SMALL + 1)]; // 0 unknown, 1 loses, 2 wins
        private final int[] values = new int[1 << (SMALL + 1)]; // value + 1, 0 unknown

        static int mask(long[] heaps) {
            int m = 0;
            for (long h : heaps) {
                m ^= bit(h);
            }
            return m;
        }

        static int bit(long heap) {
            return heap == 0 ? 0 : 1 << heap;
        }

        static int after(int mask, long heap, long[] option) {
            return mask ^ bit(heap) ^ bit(option[0]) ^ bit(option[1]);
        }

        boolean toMoveWins(int mask) {
            if (wins[mask] == 0) {
                boolean win = false;
                for (int x = 1; x <= SMALL && !win; x++) {
                    if ((mask >> x & 1) != 0) {
                        for (long[] o : rule(x)) {
                            if (!toMoveWins(after(mask, x, o))) {
                                win = true;
                                break;
                            }
                        }
                    }
                }
                wins[mask] = (byte) (win ? 2 : 1);
            }
            return wins[mask] == 2;
        }

        int grundy(int mask) {
            if (values[mask] == 0) {
                boolean[] seen = new boolean[256];
                for (int x = 1; x <= SMALL; x++) {
                    if ((mask >> x & 1) != 0) {
                        for (long[] o : rule(x)) {
                            seen[grundy(after(mask, x, o))] = true;
                        }
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                values[mask] = mex + 1;
            }
            return values[mask] - 1;
        }

        /** Every move, component ascending then rule order, to a position lost by the player to move. */
        List<HeapMove> winningMoves(long[] heaps) {
            int mask = mask(heaps);
            List<HeapMove> moves = new ArrayList<>();
            for (int i = 0; i < heaps.length; i++) {
                for (long[] o : rule(heaps[i])) {
                    if (!toMoveWins(after(mask, heaps[i], o))) {
                        moves.add(new HeapMove(i, heaps[i], o));
                    }
                }
            }
            return moves;
        }
    }

    private final ReducedSearch oracle = new ReducedSearch();

    /** As {@link EngineChecks#assertMatchesSearch}, against the reduced search. */
    private void assertMatchesOracle(long[] heaps) {
        String where = Arrays.toString(heaps);
        WinningMoves wm = WinningMoves.of(HeapSum.of(split, heaps.clone()));
        List<HeapMove> expected = oracle.winningMoves(heaps);
        int mask = ReducedSearch.mask(heaps);
        assertEquals(oracle.grundy(mask), wm.nimSum(), () -> where + ": nimSum vs mex over whole positions");
        assertEquals(oracle.toMoveWins(mask), wm.outcome().nextPlayerWins(), () -> where + ": verdict");
        assertEquals(expected.size(), wm.count(), () -> where + ": count");
        assertEquals(expected.isEmpty() ? Optional.empty() : Optional.of(expected.get(0)), wm.first(),
                () -> where + ": first");
        assertEquals(expected, wm.list(Integer.MAX_VALUE), () -> where + ": list");
        for (int i = 0; i < heaps.length; i++) {
            final int c = i;
            assertEquals(expected.stream().filter(m -> m.component() == c).count(), wm.countIn(i),
                    () -> where + ": countIn(" + c + ")");
        }
        for (int limit = 0; limit <= Math.min(expected.size() + 1, 3); limit++) {
            assertEquals(expected.subList(0, Math.min(limit, expected.size())), wm.list(limit),
                    where + ": list(" + limit + ")");
        }
    }

    @Test
    void everyPositionOfUpToThreeHeapsUpTo9MatchesTheSearch() {
        for (int a = 0; a <= SMALL; a++) {
            assertMatchesOracle(new long[] {a});
            for (int b = 0; b <= SMALL; b++) {
                assertMatchesOracle(new long[] {a, b});
                for (int c = 0; c <= SMALL; c++) {
                    assertMatchesOracle(new long[] {a, b, c});
                }
            }
        }
    }

    @Test
    void randomPositionsOfUpToSixHeapsMatchTheSearch() {
        Random random = new Random(SEED);
        for (int n = 0; n < 2000; n++) {
            long[] heaps = new long[1 + random.nextInt(6)];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = random.nextInt(SMALL + 1);
            }
            assertMatchesOracle(heaps);
        }
    }

    /** The reduction of the oracle against the exact game-tree search, where that one is feasible. */
    @Test
    void reducedSearchAgreesWithTheExactSearchOnSmallPositions() {
        GameTreeSearch exact = new GameTreeSearch(SplitPropertyTest::rule);
        long[][] positions = {{0}, {1}, {2}, {3}, {4}, {1, 1}, {2, 1}, {1, 2}, {3, 2}, {2, 3}, {0, 3}, {3, 3}, {4, 1},
            {2, 2, 1}, {1, 2, 3}, {4, 0, 2}};
        for (long[] heaps : positions) {
            String where = Arrays.toString(heaps);
            int mask = ReducedSearch.mask(heaps);
            assertEquals(exact.toMoveWins(heaps), oracle.toMoveWins(mask), where);
            assertEquals(exact.grundy(heaps), oracle.grundy(mask), where);
            assertEquals(exact.winningMoves(heaps), oracle.winningMoves(heaps), where);
            EngineChecks.assertMatchesSearch(split, exact, heaps);
        }
        assertTrue(exact.memoized() > 100, "the exact search should have explored the tree");
    }

    /**
     * The closed form against the mex engine over the rule's O(x^2) options (up to 600: up to
     * 2000 the engine's 10^9 option visits take seconds), then against the same mex recursion
     * computed incrementally up to 10000: the option values of x + 1 are those of x plus
     * g(i) xor g(x) for i <= x.
     */
    @Test
    void closedFormMatchesTheMexEngine() {
        int max = 600;
        MexTable table = MexTable.build((heap, sink) -> {
            long[] option = new long[2];
            for (long i = 0; i < heap; i++) {
                for (long j = i; j < heap; j++) {
                    option[0] = i;
                    option[1] = j;
                    if (!sink.accept(option)) {
                        return;
                    }
                }
            }
        }, max);
        for (int x = 0; x <= max; x++) {
            assertEquals(table.grundy(x), split.grundy(x), "grundy(" + x + ")");
        }
        int incremental = 10_000;
        int[] g = new int[incremental + 1];
        boolean[] seen = new boolean[1 << 16];
        int mex = 0;
        for (int x = 0; x <= incremental; x++) {
            while (seen[mex]) {
                mex++;
            }
            g[x] = mex;
            assertEquals(g[x], split.grundy(x), "grundy(" + x + ") by the incremental mex");
            for (int i = 0; i <= x; i++) {
                seen[g[i] ^ g[x]] = true;
            }
        }
        // The odious numbers themselves, by their definition, in order.
        long x = 1;
        for (long w = 0; w < 5000; w++) {
            if (Long.bitCount(w) % 2 == 1) {
                assertEquals(w, split.grundy(x), "the " + x + "-th odious number");
                assertEquals(x, Split.heapOfValue(w));
                x++;
            }
        }
    }

    @Test
    void forEachOptionFollowsTheRuleInCanonicalOrder() {
        for (long h = 0; h <= 12; h++) {
            List<long[]> expected = rule(h);
            List<long[]> actual = Options.of(split, h);
            assertTrue(Options.same(expected, actual), "options of " + h + ": expected " + Options.show(expected)
                    + " but was " + Options.show(actual));
            for (int n = 1; n <= expected.size(); n += 3) {
                assertTrue(Options.same(expected.subList(0, n), Options.first(split, h, n)), "first " + n + " of " + h);
            }
        }
        assertTrue(Options.same(List.of(new long[] {0, 0}, new long[] {0, 1}), Options.first(split, Split.MAX_HEAP, 2)));
    }

    /**
     * For every heap x <= 300 and target t < 1024: the count and the full ordered list of options
     * of value t against all O(x^2) pairs, valued with the mex engine's table.
     */
    @Test
    void optionsOfAValueMatchADirectScanOfAllPairs() {
        int maxX = 300;
        int targets = 1024;
        int[] g = MexTable.build((heap, sink) -> {
            for (long[] o : rule(heap)) {
                if (!sink.accept(o)) {
                    return;
                }
            }
        }, 120).toArray();
        for (int x = 0; x <= 120; x++) {
            assertEquals(g[x], split.grundy(x));
        }
        long[] value = new long[maxX];
        for (int i = 0; i < maxX; i++) {
            value[i] = split.grundy(i);
        }
        for (int x = 0; x <= maxX; x++) {
            // Counts for every target; full lists (i then j ascending) for some: all of them for
            // x <= 100, every 7th above.
            boolean allLists = x <= 100;
            long[] count = new long[targets];
            List<List<long[]>> lists = new ArrayList<>();
            for (int t = 0; t < targets; t++) {
                lists.add(allLists || t % 7 == 0 ? new ArrayList<>() : null);
            }
            for (int i = 0; i < x; i++) {
                for (int j = i; j < x; j++) {
                    long v = value[i] ^ value[j];
                    if (v < targets) {
                        count[(int) v]++;
                        if (lists.get((int) v) != null) {
                            lists.get((int) v).add(new long[] {i, j});
                        }
                    }
                }
            }
            for (int t = 0; t < targets; t++) {
                String where = "heap " + x + " value " + t;
                assertEquals(count[t], split.countOptionsOfValue(x, t), where + ": count");
                List<long[]> expected = lists.get(t);
                if (expected != null) {
                    List<long[]> actual = Options.ofValue(split, x, t);
                    assertTrue(Options.same(expected, actual), () -> where + ": expected " + Options.show(expected)
                            + " but was " + Options.show(actual));
                }
            }
        }
    }

    /** Direct O(x) count and list for larger heaps: i from 1 up, j = g^-1(g(i) xor t) when i < j < x. */
    @Test
    void pairsMatchALinearScanOnLargerHeaps() {
        Random random = new Random(SEED + 1);
        for (int round = 0; round < 300; round++) {
            long x = 1 + random.nextInt(100_000);
            long m = split.grundy(x);
            long t = random.nextLong(Math.max(1, 2 * m));
            long count = 0;
            List<long[]> first = new ArrayList<>();
            if (t == 0) {
                count = x;
                for (long i = 0; i < Math.min(x, 50); i++) {
                    first.add(new long[] {i, i});
                }
            } else {
                for (long i = 0; i < x; i++) {
                    long v = split.grundy(i) ^ t;
                    // The heap worth v, if any: v = 0 is heap 0, else v must be odious.
                    long j = v == 0 ? 0 : (Long.bitCount(v) % 2 == 1 ? v / 2 + 1 : -1);
                    if (j > i && j < x) {
                        assertEquals(v, split.grundy(j));
                        count++;
                        if (first.size() < 50) {
                            first.add(new long[] {i, j});
                        }
                    }
                }
            }
            String where = "heap " + x + " value " + t;
            assertEquals(count, split.countOptionsOfValue(x, t), where + ": count");
            List<long[]> actual = ofValueFirst( x, t, 50);
            assertTrue(Options.same(first, actual), () -> where + ": expected " + Options.show(first)
                    + " but was " + Options.show(actual));
        }
    }

    /**
     * The textbook digit DP, written here: the a < 2^63 with bit h (the top bit of t) clear, an
     * odd number of 1-bits and a xor t < m, scanning bits from the top with states (a xor t still
     * equal to m so far, parity so far).
     */
    private static long digitDp(long t, long m) {
        int h = 63 - Long.numberOfLeadingZeros(t);
        long[][] ways = new long[2][2]; // [tight][parity]
        ways[1][0] = 1;
        for (int k = 62; k >= 0; k--) {
            long[][] next = new long[2][2];
            for (int tight = 0; tight <= 1; tight++) {
                for (int parity = 0; parity <= 1; parity++) {
                    long w = ways[tight][parity];
                    if (w == 0) {
                        continue;
                    }
                    for (int bitA = 0; bitA <= 1; bitA++) {
                        if (k == h && bitA == 1) {
                            continue;
                        }
                        int bitB = bitA ^ (int) (t >>> k & 1);
                        int bitM = (int) (m >>> k & 1);
                        int nextTight;
                        if (tight == 0) {
                            nextTight = 0;
                        } else if (bitB < bitM) {
                            nextTight = 0;
                        } else if (bitB == bitM) {
                            nextTight = 1;
                        } else {
                            continue;
                        }
                        next[nextTight][parity ^ bitA] += w;
                    }
                }
            }
            ways = next;
        }
        return ways[0][1]; // strictly below m, odd
    }

    @Test
    void hugeHeapsCountExactlyAndListLazily() {
        Random random = new Random(SEED + 2);
        for (int round = 0; round < 1000; round++) {
            long x = round < 10 ? Split.MAX_HEAP - round : 1 + (random.nextLong() >>> (2 + random.nextInt(61)));
            long m = split.grundy(x);
            long t = random.nextLong() >>> 1;
            if (round % 3 == 0) {
                t = m ^ (random.nextLong() >>> (2 + random.nextInt(61))); // near m
            }
            if (Long.bitCount(t) % 2 == 1) {
                t ^= 1;
            }
            if (t == 0) {
                continue;
            }
            String where = "heap " + x + " value " + t;
            long count = split.countOptionsOfValue(x, t);
            assertEquals(digitDp(t, m), count, where);
            // The first pairs: i ascending, each worth t, none skipped (checked by a scan of the gap).
            List<long[]> firstPairs = ofValueFirst( x, t, 5);
            assertEquals(Math.min(count, 5), firstPairs.size(), where);
            long previous = 0;
            for (long[] o : firstPairs) {
                assertTrue(o[0] >= 1 && o[0] < o[1] && o[1] < x, where + ": " + Arrays.toString(o));
                assertEquals(t, split.grundy(o[0]) ^ split.grundy(o[1]), where);
                for (long i = previous + 1; i < o[0] && i < previous + 20_000; i++) {
                    long v = split.grundy(i) ^ t;
                    assertFalse(Long.bitCount(v) % 2 == 1 && v > split.grundy(i) && v < m,
                            where + ": skipped the pair starting at " + i);
                }
                previous = o[0];
            }
        }
    }

    @Test
    void winningMovesOfHugePositions() {
        long top = Split.MAX_HEAP;
        assertEquals(Long.MAX_VALUE, split.grundy(top));
        // One heap: every {i, i} wins, 2^62 of them; the first few come at once.
        WinningMoves one = WinningMoves.of(HeapSum.of(split, top));
        assertEquals(top, one.count());
        assertEquals(List.of(new HeapMove(0, top, new long[] {0, 0}), new HeapMove(0, top, new long[] {1, 1})), one.list(2));
        long[][] positions = {
            {1_000_000_000_000_000_000L, 5, 7},
            {top, top - 1, 3},
            {999_999_999_999L, 123_456_789L, 42, 0},
            {top, 1L << 40, (1L << 40) + 3},
        };
        for (long[] heaps : positions) {
            WinningMoves wm = WinningMoves.of(HeapSum.of(split, heaps));
            List<HeapMove> moves = wm.list(20);
            assertEquals(wm.outcome().nextPlayerWins(), !moves.isEmpty(), Arrays.toString(heaps));
            assertEquals(moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0)), wm.first());
            for (HeapMove move : moves) {
                assertEquals(2, move.optionSize());
                assertTrue(move.optionHeap(0) <= move.optionHeap(1) && move.optionHeap(1) < move.heap(), move.toString());
                EngineChecks.assertLeadsToZero(split, heaps, move);
            }
            long perComponent = 0;
            for (int i = 0; i < heaps.length; i++) {
                perComponent += wm.countIn(i);
            }
            assertEquals(perComponent, wm.count());
        }
    }

    @Test
    void heapsAbove2To62AreRefused() {
        long over = Split.MAX_HEAP + 1;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> split.grundy(over));
        assertEquals("split: a heap can be at most 2^62 = 4611686018427387904 (its Grundy value must fit in 63 bits),"
                + " found 4611686018427387905", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> split.grundy(Long.MAX_VALUE));
        assertThrows(IllegalArgumentException.class, () -> WinningMoves.of(HeapSum.of(split, 3, Long.MAX_VALUE)));
        assertThrows(IllegalArgumentException.class, () -> split.countOptionsOfValue(over, 0));
        assertEquals("split: a heap cannot be negative, found -1",
                assertThrows(IllegalArgumentException.class, () -> split.grundy(-1)).getMessage());
        assertEquals(0, split.countOptionsOfValue(0, 0));
        assertEquals(0, split.countOptionsOfValue(5, -1));
    }

    @Test
    void variantIsFoundAndCreatesTheGame() {
        Variant v = BuiltInVariants.catalog(getClass().getClassLoader()).find("split").orElseThrow();
        assertInstanceOf(SplitVariant.class, v);
        assertEquals(new Split(), v.create(Arguments.parse(v, Map.of())));
        assertEquals("split", split.describe());
        assertEquals("split: unknown parameter 'max' (it takes none)",
                assertThrows(IllegalArgumentException.class, () -> Arguments.parse(v, Map.of("max", "2"))).getMessage());
        assertEquals("5 -> 3 + 4", split.describeMove(5, new long[] {3, 4}));
    }
}
