package io.github.grundy.variants.subtraction;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.MexTable;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import io.github.grundy.variants.Options;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The subtraction game's engine answers against a brute-force game-tree search of the rule
 * "remove s in S, s <= h", and its period-based values against plain tables and BigInteger
 * arithmetic.
 */
class SubtractionPropertyTest {

    private static final long SEED = 0x7375627472L; // "subtr"
    private static final int RANDOM_SETS = 40;
    private static final int POSITIONS_PER_SET = 100;
    private static final int MAX_HEAP = 14;

    /** The rule, written here apart from the main code: remove s for each s in S ascending, s <= h. */
    static List<long[]> rule(long[] sortedSet, long heap) {
        List<long[]> options = new ArrayList<>();
        for (long s : sortedSet) {
            if (s <= heap) {
                options.add(new long[] {heap - s});
            }
        }
        return options;
    }

    private final Map<String, GameTreeSearch> searches = new HashMap<>();

    private GameTreeSearch search(long[] sortedSet) {
        return searches.computeIfAbsent(Arrays.toString(sortedSet), k -> new GameTreeSearch(h -> rule(sortedSet, h)));
    }

    /** 1..4 distinct elements of 1..8, ascending. */
    private static long[] randomSmallSet(Random random) {
        int size = 1 + random.nextInt(4);
        return random.longs(1, 9).distinct().limit(size).sorted().toArray();
    }

    @Test
    void randomPositionsMatchTheGameTree() {
        Random random = new Random(SEED);
        for (int round = 0; round < RANDOM_SETS; round++) {
            long[] set = randomSmallSet(random);
            Subtraction game = periodic(set);
            // Not kept: a search of 4 heaps up to 14 memoizes some 10^5 positions.
            GameTreeSearch s = new GameTreeSearch(h -> rule(set, h));
            for (int n = 0; n < POSITIONS_PER_SET; n++) {
                long[] heaps = new long[1 + random.nextInt(4)];
                for (int i = 0; i < heaps.length; i++) {
                    heaps[i] = random.nextInt(MAX_HEAP + 1);
                }
                EngineChecks.assertMatchesSearch(game, s, heaps);
            }
        }
    }

    @Test
    void everyPositionOfUpToThreeSmallHeapsMatchesTheGameTree() {
        long[][] sets = {{1}, {2}, {1, 2}, {2, 5}, {1, 3, 4}, {3, 4, 8}, {2, 3, 5, 7}};
        int top = 8;
        for (long[] set : sets) {
            Subtraction game = periodic(set);
            GameTreeSearch s = search(set);
            for (int a = 0; a <= top; a++) {
                EngineChecks.assertMatchesSearch(game, s, new long[] {a});
                for (int b = 0; b <= top; b++) {
                    EngineChecks.assertMatchesSearch(game, s, new long[] {a, b});
                    for (int c = 0; c <= top; c++) {
                        EngineChecks.assertMatchesSearch(game, s, new long[] {a, b, c});
                    }
                }
            }
        }
    }

    @Test
    void grundyOfOneHeapMatchesTheGameTree() {
        Random random = new Random(SEED + 1);
        for (int round = 0; round < 40; round++) {
            long[] set = randomSmallSet(random);
            Subtraction game = periodic(set);
            for (long h = 0; h <= 80; h++) {
                assertEquals(search(set).grundy(new long[] {h}), game.grundy(h), Arrays.toString(set) + " grundy(" + h + ")");
            }
        }
    }

    @Test
    void forEachOptionFollowsTheRuleInCanonicalOrder() {
        // Given in any order, listed by s ascending.
        long[][] given = {{5, 2}, {8, 1, 3}, {4}, {7, 6, 5, 4}};
        for (long[] set : given) {
            Subtraction game = periodic(set);
            long[] sorted = Arrays.stream(set).sorted().toArray();
            assertArrayEquals(sorted, game.set());
            for (long h = 0; h <= 20; h++) {
                List<long[]> expected = rule(sorted, h);
                List<long[]> actual = Options.of(game, h);
                assertTrue(Options.same(expected, actual), Arrays.toString(set) + " options of " + h + ": expected "
                        + Options.show(expected) + " but was " + Options.show(actual));
                for (int n = 1; n <= expected.size(); n++) {
                    assertTrue(Options.same(expected.subList(0, n), Options.first(game, h, n)),
                            Arrays.toString(set) + " first " + n + " options of " + h);
                }
            }
        }
    }

    @Test
    void optionsOfAValueAreTheRuleOptionsOfThatValue() {
        Random random = new Random(SEED + 2);
        for (int round = 0; round < 30; round++) {
            long[] set = randomSmallSet(random);
            Subtraction game = periodic(set);
            GameTreeSearch s = search(set);
            for (long h = 0; h <= 25; h++) {
                for (long v = 0; v <= set.length + 2; v++) {
                    List<long[]> expected = new ArrayList<>();
                    for (long[] o : rule(set, h)) {
                        if (s.grundy(o) == v) {
                            expected.add(o);
                        }
                    }
                    String where = Arrays.toString(set) + " heap " + h + " value " + v;
                    List<long[]> actual = Options.ofValue(game, h, v);
                    assertTrue(Options.same(expected, actual),
                            where + ": expected " + Options.show(expected) + " but was " + Options.show(actual));
                    assertEquals(expected.size(), game.countOptionsOfValue(h, v), where + ": count");
                }
            }
        }
    }

    /**
     * The period of a plain table, found here by the definition: the least p, then the least a,
     * such that a whole window of max(S) values repeats at distance p from a.
     */
    private static Period windowPeriod(int[] table, int window) {
        for (int p = 1; p + window <= table.length; p++) {
            int run = 0;
            for (int n = 0; n + p < table.length; n++) {
                run = table[n] == table[n + p] ? run + 1 : 0;
                if (run == window) {
                    return new Period(n - window + 1, p);
                }
            }
        }
        throw new AssertionError("no period in the plain table");
    }

    /**
     * For many random sets: g(n) equals a plain mex table for every n up to 10^5, the period is
     * the one found here from that table, and heaps near 2^63-1 get the table value at the index
     * reduced with BigInteger arithmetic.
     */
    @Test
    void periodicValuesMatchAPlainTableAndBigIntegerReduction() {
        Random random = new Random(SEED + 3);
        int plainMax = 100_000;
        BigInteger[] huge = {
            BigInteger.valueOf(Long.MAX_VALUE), BigInteger.valueOf(Long.MAX_VALUE - 1),
            BigInteger.valueOf(Long.MAX_VALUE - 12_345), BigInteger.ONE.shiftLeft(62), BigInteger.TEN.pow(18),
        };
        for (int round = 0; round < 60; round++) {
            long[] set = random.longs(1, round < 30 ? 13 : 31).distinct().limit(1 + random.nextInt(4)).sorted().toArray();
            int window = (int) set[set.length - 1];
            Subtraction game = periodic(set);
            int[] plain = MexTable.build((heap, sink) -> {
                for (long[] o : rule(set, heap)) {
                    if (!sink.accept(o)) {
                        return;
                    }
                }
            }, plainMax).toArray();
            String where = Arrays.toString(set);
            for (int n = 0; n <= plainMax; n++) {
                if (plain[n] != game.grundy(n)) {
                    assertEquals(plain[n], game.grundy(n), where + " grundy(" + n + ")");
                }
            }
            Period expected = windowPeriod(Arrays.copyOf(plain, 5000), window);
            assertEquals(Optional.of(expected), game.period(), where);
            BigInteger a = BigInteger.valueOf(expected.preperiod());
            BigInteger p = BigInteger.valueOf(expected.period());
            for (BigInteger h : huge) {
                int index = h.subtract(a).mod(p).add(a).intValueExact();
                assertEquals(plain[index], game.grundy(h.longValueExact()), where + " grundy(" + h + ")");
                assertMexEquation(game, set, h.longValueExact());
            }
            Random heaps = new Random(round);
            for (int k = 0; k < 50; k++) {
                long h = heaps.nextLong() >>> 1;
                int index = BigInteger.valueOf(h).subtract(a).mod(p).add(a).intValueExact();
                assertEquals(plain[index], game.grundy(h), where + " grundy(" + h + ")");
            }
        }
    }

    /** g(h) is the mex of the values of the rule's options, each from the game itself. */
    private static void assertMexEquation(Subtraction game, long[] set, long h) {
        Set<Long> seen = new HashSet<>();
        for (long[] o : rule(set, h)) {
            seen.add(game.grundy(o[0]));
        }
        long mex = 0;
        while (seen.contains(mex)) {
            mex++;
        }
        assertEquals(mex, game.grundy(h), Arrays.toString(set) + " heap " + h + ": mex of the options' values");
    }

    @Test
    void knownPeriods() {
        // Take 1..k: Bash's game, n mod (k+1).
        Subtraction bash = periodic(1, 2, 3);
        assertEquals(Optional.of(new Period(0, 4)), bash.period());
        assertEquals(Long.MAX_VALUE % 4, bash.grundy(Long.MAX_VALUE));
        // Two elements a < b: purely periodic with period a + b.
        assertEquals(Optional.of(new Period(0, 7)), periodic(2, 5).period());
        // Take exactly k: floor(n/k) mod 2, period 2k.
        Subtraction exactly = periodic(1_000_000);
        assertEquals(Optional.of(new Period(0, 2_000_000)), exactly.period());
        assertEquals((Long.MAX_VALUE / 1_000_000) % 2, exactly.grundy(Long.MAX_VALUE));
    }

    @Test
    void hugeHeapsHaveSoundWinningMoves() {
        long top = Long.MAX_VALUE;
        long[][] sets = {{2, 5}, {1, 3, 4}, {3, 7, 12}, {1_000_000}};
        long[][] positions = {{top}, {top, top - 1}, {top - 2, top - 3, 5}, {1L << 62, top, 3, 9}};
        for (long[] set : sets) {
            Subtraction game = periodic(set);
            for (long[] heaps : positions) {
                String where = game.describe() + " " + Arrays.toString(heaps);
                WinningMoves wm = WinningMoves.of(HeapSum.of(game, heaps));
                long x = 0;
                for (long h : heaps) {
                    x ^= game.grundy(h);
                }
                assertEquals(x, wm.nimSum(), where);
                List<HeapMove> moves = wm.list(Integer.MAX_VALUE);
                assertEquals(moves.size(), wm.count(), where);
                assertEquals(x != 0, !moves.isEmpty(), where + ": an N-position has a winning move, a P-position none");
                assertEquals(moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0)), wm.first(), where);
                for (HeapMove m : moves) {
                    long take = m.heap() - m.optionHeap(0);
                    assertTrue(Arrays.binarySearch(set, take) >= 0, where + ": illegal " + m);
                    EngineChecks.assertLeadsToZero(game, heaps, m);
                }
            }
        }
    }

    @Test
    void emptyPosition() {
        Subtraction game = periodic(2, 5);
        WinningMoves wm = WinningMoves.of(HeapSum.of(game));
        assertEquals(0, wm.nimSum());
        assertFalse(wm.outcome().nextPlayerWins());
        assertEquals(List.of(), wm.list(Integer.MAX_VALUE));
        EngineChecks.assertMatchesSearch(game, search(new long[] {2, 5}), new long[0]);
    }

    @Test
    void describesItsMovesAndItself() {
        Subtraction game = periodic(5, 2);
        assertEquals("subtraction --set=2,5", game.describe());
        assertEquals("10 -> 8 (take 2)", game.describeMove(10, new long[] {8}));
        assertEquals(new Subtraction(2, 5), game);
        assertEquals(new Subtraction(2, 5).hashCode(), game.hashCode());
        assertFalse(game.equals(new Subtraction(2, 6)));
        // No option has a value above |S|, and none is negative.
        assertEquals(0, game.countOptionsOfValue(100, 3));
        assertEquals(List.of(), Options.ofValue(game, 100, 3));
        assertEquals(List.of(), Options.ofValue(game, 100, -1));
    }

    @Test
    void badSetsAreClearErrors() {
        assertEquals("subtraction: the set must have at least one element",
                assertThrows(IllegalArgumentException.class, Subtraction::new).getMessage());
        assertEquals("subtraction: set elements must be in 1..1000000, found 0",
                assertThrows(IllegalArgumentException.class, () -> new Subtraction(3, 0)).getMessage());
        assertEquals("subtraction: set elements must be in 1..1000000, found 1000001",
                assertThrows(IllegalArgumentException.class, () -> new Subtraction(1_000_001)).getMessage());
        assertEquals("subtraction: set elements must be distinct, found 4 twice",
                assertThrows(IllegalArgumentException.class, () -> new Subtraction(4, 2, 4)).getMessage());
        assertEquals("subtraction --set=2: a heap cannot be negative, found -1",
                assertThrows(IllegalArgumentException.class, () -> new Subtraction(2).grundy(-1)).getMessage());
    }

    @Test
    void aHeapBeyondTheTableAndThePeriodIsRefusedAndOnlyThat() {
        // Take exactly 1000: period 2000, proved by 3000 values.
        Subtraction small = new Subtraction(new long[] {1000}, 2999, Long.MAX_VALUE);
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> small.prepare(Long.MAX_VALUE));
        assertEquals("subtraction --set=1000: heap " + Long.MAX_VALUE + " is beyond the 2999 heaps tabulated (the most"
                + " a subtraction game tabulates), and no period is proved within them (a whole window of 1000 values"
                + " must repeat)", e.getMessage());
        // Every heap the table reaches is answered, without a period.
        Subtraction tabled = small.prepare(2998);
        assertEquals(Optional.empty(), tabled.period());
        // floor(n / 1000) mod 2
        assertEquals(0, tabled.grundy(2998));
        assertEquals(1, tabled.grundy(1999));
        assertEquals(0, tabled.grundy(999));
        assertEquals(Optional.of(new Period(0, 2000)),
                new Subtraction(new long[] {1000}, 3000, Long.MAX_VALUE).prepare(Long.MAX_VALUE).period());
        // The work limit counts |S| moves per heap: {1, 1000} has period 1001, proved by 2001
        // values, which cost 4002 moves.
        Subtraction costly = new Subtraction(new long[] {1, 1000}, 10_000, 4001);
        assertEquals("subtraction --set=1,1000: heap 5000 is beyond the 2000 heaps tabulated (the most tabulated for a"
                + " set of 2 sizes: 4001 moves), and no period is proved within them (a whole window of 1000 values"
                + " must repeat)", assertThrows(LimitExceededException.class, () -> costly.prepare(5000)).getMessage());
        assertEquals(Optional.of(new Period(0, 1001)),
                new Subtraction(new long[] {1, 1000}, 10_000, 4002).prepare(5000).period());
    }

    /**
     * AcWing 893 at its stated maxima: 100 distinct sizes from 2..200 (sizes like these have no
     * period within millions of heaps) and heaps up to 10^4. The table up to the largest heap
     * answers, at once, without looking for a period first; and it agrees with the plain
     * definition on every heap.
     */
    @Test
    void aLargeSetAtTheJudgeMaximaIsAnsweredFromTheTable() {
        Random random = new Random(893);
        long[] set = random.longs(2, 201).distinct().limit(100).sorted().toArray();
        Subtraction game = new Subtraction(set).prepare(10_000);
        assertEquals(10_000, game.maxGrundyHeap());
        int[] plain = MexTable.build((heap, sink) -> {
            for (long[] o : rule(set, heap)) {
                if (!sink.accept(o)) {
                    return;
                }
            }
        }, 10_000).toArray();
        for (int n = 0; n <= 10_000; n++) {
            if (plain[n] != game.grundy(n)) {
                assertEquals(plain[n], game.grundy(n), "grundy(" + n + ")");
            }
        }
        // Sizes up to 10^4 as well (POJ 2960's limit).
        long[] wide = random.longs(1, 10_001).distinct().limit(100).toArray();
        assertEquals(10_000, new Subtraction(wide).prepare(10_000).maxGrundyHeap());
        // The unprepared game says what to do rather than guessing.
        assertEquals("subtraction --set=2,5: heap 3 is not tabulated yet (heaps 0..-1): prepare(3) first",
                assertThrows(IllegalArgumentException.class, () -> new Subtraction(2, 5).grundy(3)).getMessage());
    }

    /** Every heap: the game prepared for them all, its period proved. */
    private static Subtraction periodic(long... set) {
        return new Subtraction(set).prepare(Long.MAX_VALUE);
    }
}
