package io.github.grundy.variants.divisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import io.github.grundy.variants.Options;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The odd-divisor game against a brute-force game-tree search of its rule (small heaps and sums),
 * and, for single heaps up to 2^63-1, its winning moves against the proven outcome of each
 * position they lead to.
 */
class DivisorPropertyTest {

    private static final long SEED = 0x6469766973L; // "divis"
    private static final int RANDOM_POSITIONS = 3000;
    private static final int MAX_HEAP = 40;

    /**
     * The rule, written here apart from the main code: n-1 (if n &gt; 1), then n/d for every odd
     * d &gt; 1 dividing n, d ascending; found by trying every odd d up to n.
     */
    static List<long[]> divisorRule(long n) {
        List<long[]> options = new ArrayList<>();
        if (n > 1) {
            options.add(new long[] {n - 1});
        }
        for (long d = 3; d <= n; d += 2) {
            if (n % d == 0) {
                options.add(new long[] {n / d});
            }
        }
        return options;
    }

    /**
     * Who wins one heap, by the theorem of the class comment of {@link Divisor}, written here with
     * BigInteger's primality test: n loses iff n = 1, n = 2^k with k &gt;= 2, or n = 2p with p an odd
     * prime. (Checked against the game tree below for n up to 5000.)
     */
    static boolean toMoveWins(long n) {
        if (n == 1) {
            return false;
        }
        if (n % 2 == 1 || n == 2) {
            return true;
        }
        if (Long.bitCount(n) == 1) {
            return false;
        }
        return !(n % 4 == 2 && BigInteger.valueOf(n / 2).isProbablePrime(64));
    }

    private final GameTreeSearch search = new GameTreeSearch(DivisorPropertyTest::divisorRule);
    private final Divisor game = new Divisor(Divisor.DEFAULT_MAX_TABLE).prepare(5000);

    @Test
    void closedFormMatchesTheGameTreeUpTo5000() {
        Divisor unprepared = new Divisor(Divisor.DEFAULT_MAX_TABLE);
        for (long n = 1; n <= 5000; n++) { // ascending: each search finds its options memoized
            boolean wins = search.toMoveWins(new long[] {n});
            assertEquals(wins, unprepared.outcome(n).nextPlayerWins(), "outcome(" + n + ")");
            assertEquals(wins, toMoveWins(n), "the test's closed form at " + n);
        }
    }

    @Test
    void tableMatchesTheGameTreeAndTheFirstValues() {
        long[] first = {0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 2, 1, 0, 3};
        for (int n = 1; n <= first.length; n++) {
            assertEquals(first[n - 1], game.grundy(n), "grundy(" + n + ")");
        }
        for (long n = 1; n <= 3000; n++) {
            assertEquals(search.grundy(new long[] {n}), game.grundy(n), "grundy(" + n + ") vs mex over the game tree");
        }
    }

    /** A larger table against a naive mex with trial-division options, and against the outcomes. */
    @Test
    void largeTableMatchesNaiveMexAndTheClosedForm() {
        int top = 1_000_000;
        Divisor big = new Divisor(top).prepare(top);
        assertEquals(top, big.maxGrundyHeap());
        int naiveTop = 100_000;
        int[] naive = new int[naiveTop + 1];
        for (int n = 2; n <= naiveTop; n++) {
            Set<Integer> seen = new HashSet<>();
            seen.add(naive[n - 1]);
            int odd = n >> Integer.numberOfTrailingZeros(n);
            for (int d = 1; (long) d * d <= odd; d++) {
                if (odd % d == 0) {
                    // d and odd/d are the odd divisors in pairs; each above 1 is a move.
                    int e = odd / d;
                    if (d > 1) {
                        seen.add(naive[n / d]);
                    }
                    if (e > 1 && e != d) {
                        seen.add(naive[n / e]);
                    }
                }
            }
            int mex = 0;
            while (seen.contains(mex)) {
                mex++;
            }
            naive[n] = mex;
            assertEquals(mex, big.grundy(n), "grundy(" + n + ") vs naive mex");
        }
        for (int n = 1; n <= top; n++) {
            assertEquals(big.outcome(n).nextPlayerWins(), big.grundy(n) != 0, "outcome vs table at " + n);
        }
    }

    @Test
    void forEachOptionFollowsTheRuleInCanonicalOrder() {
        for (long n = 1; n <= 400; n++) {
            List<long[]> expected = divisorRule(n);
            List<long[]> actual = Options.of(game, n);
            assertTrue(Options.same(expected, actual),
                    "options of " + n + ": expected " + Options.show(expected) + " but was " + Options.show(actual));
            // Without a table the odd divisors come from a factorisation instead of the sieve.
            assertTrue(Options.same(expected, Options.of(new Divisor(10), n)), "options of " + n + " without a table");
            for (int k = 1; k <= expected.size(); k++) {
                assertTrue(Options.same(expected.subList(0, k), Options.first(game, n, k)), "first " + k + " of " + n);
            }
            for (long v = 0; v <= 4; v++) {
                List<long[]> ofValue = new ArrayList<>();
                for (long[] o : expected) {
                    if (search.grundy(o) == v) {
                        ofValue.add(o);
                    }
                }
                assertTrue(Options.same(ofValue, Options.ofValue(game, n, v)), "options of " + n + " worth " + v);
                assertEquals(ofValue.size(), game.countOptionsOfValue(n, v), "count of options of " + n + " worth " + v);
            }
        }
    }

    @Test
    void randomPositionsMatchTheGameTree() {
        Random random = new Random(SEED);
        for (int k = 0; k < RANDOM_POSITIONS; k++) {
            long[] heaps = new long[1 + random.nextInt(3)];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = 1 + random.nextInt(MAX_HEAP);
            }
            EngineChecks.assertMatchesSearch(game.prepare(MAX_HEAP), search, heaps);
        }
    }

    @Test
    void everyPositionOfUpToThreeSmallHeapsMatchesTheGameTree() {
        Divisor small = new Divisor(MAX_HEAP).prepare(MAX_HEAP);
        for (long a = 1; a <= MAX_HEAP; a++) {
            EngineChecks.assertMatchesSearch(small, search, new long[] {a});
            for (long b = 1; b <= MAX_HEAP; b++) {
                EngineChecks.assertMatchesSearch(small, search, new long[] {a, b});
                for (long c = 1; c <= 16 && a <= 16 && b <= 16; c++) {
                    EngineChecks.assertMatchesSearch(small, search, new long[] {a, b, c});
                }
            }
        }
        EngineChecks.assertMatchesSearch(small, search, new long[0]);
    }

    /** Without a table, one heap is solved by its outcome; its moves are still the game tree's. */
    @Test
    void oneHeapWithoutATableIsSolvedByItsOutcome() {
        Divisor unprepared = new Divisor(Divisor.DEFAULT_MAX_TABLE);
        assertEquals(0, unprepared.maxGrundyHeap());
        for (long n = 1; n <= 600; n++) {
            long[] heaps = {n};
            WinningMoves wm = WinningMoves.of(HeapSum.of(unprepared, heaps));
            assertFalse(wm.grundyKnown(), "outcome mode for " + n);
            List<HeapMove> expected = search.winningMoves(heaps);
            assertEquals(search.toMoveWins(heaps), wm.outcome().nextPlayerWins(), "verdict " + n);
            assertEquals(expected, wm.list(Integer.MAX_VALUE), "winning moves of " + n);
            assertEquals(expected.size(), wm.count(), "count " + n);
            assertEquals(expected.isEmpty() ? Optional.empty() : Optional.of(expected.get(0)), wm.first(), "first " + n);
        }
    }

    /**
     * Heaps with a known factorisation up to 2^63-1: 2p, 2^k, 2^k times an odd composite, odd
     * primes and composites, 2p², 2pq. The options are compared with the odd divisors generated
     * from the known primes, and the winning moves with the options whose outcome (the test's
     * closed form) is a loss.
     */
    @Test
    void hugeHeapsWithKnownFactorisations() {
        Random random = new Random(SEED + 1);
        Divisor unprepared = new Divisor(Divisor.DEFAULT_MAX_TABLE);
        List<long[]> cases = new ArrayList<>(); // {power of two, odd primes...}
        for (int k = 0; k <= 62; k++) {
            cases.add(new long[] {k});
        }
        for (int t = 0; t < 40; t++) {
            cases.add(new long[] {1, prime(random, 2 + random.nextInt(61))}); // 2p
            cases.add(new long[] {0, prime(random, 2 + random.nextInt(62))}); // odd prime
            long p = prime(random, 2 + random.nextInt(29));
            long q = prime(random, 2 + random.nextInt(30));
            cases.add(new long[] {1 + random.nextInt(3), p, q}); // 2^k·pq
            cases.add(new long[] {1, p, p}); // 2p²
            cases.add(new long[] {0, p, q, prime(random, 2 + random.nextInt(4))}); // odd composite
            cases.add(new long[] {1 + random.nextInt(2), 3, 3, 5, 7, 11, 13, prime(random, 2 + random.nextInt(30))});
        }
        for (long[] c : cases) {
            BigInteger big = BigInteger.ONE.shiftLeft((int) c[0]);
            List<Long> odd = new ArrayList<>(List.of(1L));
            for (int i = 1; i < c.length; i++) {
                big = big.multiply(BigInteger.valueOf(c[i]));
                List<Long> more = new ArrayList<>();
                for (long d : odd) {
                    more.add(d * c[i]);
                }
                odd.addAll(more);
            }
            if (big.bitLength() > 63) {
                continue;
            }
            long n = big.longValueExact();
            List<long[]> expected = new ArrayList<>();
            if (n > 1) {
                expected.add(new long[] {n - 1});
            }
            for (long d : new TreeSet<>(odd)) {
                if (d > 1) {
                    expected.add(new long[] {n / d});
                }
            }
            List<long[]> actual = Options.of(unprepared, n);
            assertTrue(Options.same(expected, actual), "options of " + n + ": expected " + Options.show(expected)
                    + " but was " + Options.show(actual));
            assertWinningMovesOfOneHugeHeap(unprepared, n, expected);
        }
    }

    /** Random heaps up to 2^63-1, factored by the game itself: every listed move is legal and wins. */
    @Test
    void randomHugeHeaps() {
        Random random = new Random(SEED + 2);
        Divisor prepared = game.prepare(5000); // a table does not change the answer beyond it
        for (int k = 0; k < 150; k++) {
            long n = random.nextLong() >>> random.nextInt(40);
            if (n < 5001) {
                continue;
            }
            List<long[]> options = Options.of(prepared, n);
            assertEquals(n - 1, options.get(0)[0], "first option of " + n);
            long previous = 1;
            for (long[] o : options.subList(1, options.size())) {
                assertEquals(1, o.length);
                long d = n / o[0];
                assertTrue(d > previous && d % 2 == 1 && o[0] * d == n,
                        n + " -> " + o[0] + " is a division by an odd d > 1, d ascending");
                previous = d;
            }
            assertWinningMovesOfOneHugeHeap(prepared, n, options);
        }
    }

    private static void assertWinningMovesOfOneHugeHeap(Divisor game, long n, List<long[]> options) {
        String where = "divisor " + n;
        WinningMoves wm = WinningMoves.of(HeapSum.of(game, n));
        assertFalse(wm.grundyKnown(), where + ": beyond the table");
        assertEquals(toMoveWins(n), wm.outcome().nextPlayerWins(), where + ": verdict");
        assertEquals(toMoveWins(n), game.outcome(n).nextPlayerWins(), where + ": outcome");
        List<HeapMove> expected = new ArrayList<>();
        for (long[] o : options) {
            if (!toMoveWins(o[0])) {
                expected.add(new HeapMove(0, n, o));
            }
        }
        List<HeapMove> moves = wm.list(Integer.MAX_VALUE);
        assertEquals(expected, moves, where + ": winning moves");
        assertEquals(expected.size(), wm.count(), where + ": count");
        assertEquals(toMoveWins(n), !moves.isEmpty(), where + ": a won position has a winning move, a lost one none");
        assertEquals(moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0)), wm.first(), where + ": first");
        for (HeapMove m : moves) {
            long next = m.optionHeap(0);
            boolean legal = next == n - 1 || (next >= 1 && n % next == 0 && (n / next) % 2 == 1 && n / next > 1);
            assertTrue(legal, where + ": illegal move " + m);
            assertFalse(game.outcome(next).nextPlayerWins(), where + ": " + m + " leaves a won position");
        }
    }

    /** An odd prime of {@code bits} bits (at least 3 bits, so never 2). */
    private static long prime(Random random, int bits) {
        return BigInteger.probablePrime(Math.max(3, bits), random).longValueExact();
    }

    @Test
    void knownOutcomesNearTheTop() {
        Divisor g = new Divisor(100);
        long top = Long.MAX_VALUE;
        assertTrue(g.outcome(top).nextPlayerWins(), "odd");
        assertFalse(g.outcome(1L << 62).nextPlayerWins(), "2^62");
        assertFalse(g.outcome(2 * ((1L << 61) - 1)).nextPlayerWins(), "2·(2^61-1), twice a Mersenne prime");
        assertTrue(g.outcome(2 * 3_215_031_751L).nextPlayerWins(), "twice a strong pseudoprime to bases 2, 3, 5, 7");
        assertFalse(g.outcome(2 * 4_611_686_018_427_387_847L).nextPlayerWins(), "twice 2^62-57, a prime");
        assertTrue(g.outcome(4 * 3L).nextPlayerWins(), "12");
        // A lost heap has no winning move: 2·(2^61-1) has exactly two options, both won; 2^62 one.
        long twoP = 2 * ((1L << 61) - 1);
        assertTrue(Options.same(List.of(new long[] {twoP - 1}, new long[] {2}), Options.of(g, twoP)));
        assertEquals(0, WinningMoves.of(HeapSum.of(g, twoP)).count());
        assertTrue(Options.same(List.of(new long[] {(1L << 62) - 1}), Options.of(g, 1L << 62)));
        assertEquals(0, WinningMoves.of(HeapSum.of(g, 1L << 62)).count());
        // From an odd n, every option but 1 is odd above 1 or 2·(odd composite) here: dividing by n is the only win.
        assertEquals(List.of(new HeapMove(0, top, new long[] {1})), WinningMoves.of(HeapSum.of(g, top)).list(Integer.MAX_VALUE));
    }

    @Test
    void describeMoveSaysHow() {
        assertEquals("12 -> 4 (divide by 3)", game.describeMove(12, new long[] {4}));
        assertEquals("12 -> 11 (subtract 1)", game.describeMove(12, new long[] {11}));
        assertEquals("3 -> 1 (divide by 3)", game.describeMove(3, new long[] {1}));
        assertEquals("2 -> 1 (subtract 1)", game.describeMove(2, new long[] {1}));
        List<String> described = new ArrayList<>();
        WinningMoves.of(HeapSum.of(game, 12)).forEach(m -> described.add(game.describeMove(m.heap(), m.option())));
        assertEquals(List.of("12 -> 4 (divide by 3)"), described);
    }

    @Test
    void tableLimitsAndErrors() {
        Divisor limited = new Divisor(100);
        assertSame(limited, limited.prepare(0));
        Divisor prepared = limited.prepare(100);
        assertEquals(100, prepared.maxGrundyHeap());
        assertSame(prepared, prepared.prepare(50));
        assertEquals(prepared, new Divisor(100).prepare(100));
        assertNotEquals(prepared, limited);
        RuntimeException e = assertThrows(LimitExceededException.class, () -> limited.prepare(101));
        assertTrue(e.getMessage().startsWith("divisor: ") && e.getMessage().contains("--max-table=100")
                && e.getMessage().contains("raise --max-table to at least 101"), e.getMessage());
        e = assertThrows(LimitExceededException.class, () -> limited.prepare(Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("--max-table=100") && e.getMessage().contains("single heap"), e.getMessage());

        e = assertThrows(LimitExceededException.class, () -> prepared.grundy(101));
        assertTrue(e.getMessage().contains("sum of several heaps") && e.getMessage().contains("raise --max-table"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Divisor(1000).prepare(100).grundy(500));
        assertTrue(e.getMessage().contains("prepared up to 100"), e.getMessage());
        // A sum reaching beyond the table is refused; the same heap alone is solved.
        e = assertThrows(LimitExceededException.class, () -> WinningMoves.of(HeapSum.of(prepared, 1000, 3)));
        assertTrue(e.getMessage().contains("1000 is beyond the table"), e.getMessage());
        assertTrue(WinningMoves.of(HeapSum.of(prepared, 1000)).outcome().nextPlayerWins());

        e = assertThrows(IllegalArgumentException.class, () -> game.grundy(0));
        assertEquals("divisor: n must be at least 1, found 0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> game.outcome(-3).nextPlayerWins());
        assertThrows(IllegalArgumentException.class, () -> game.forEachOption(0, o -> true));
        assertThrows(IllegalArgumentException.class, () -> new Divisor(0));
        assertEquals("divisor", game.describe());
    }

    /** Every message about the table, word for word: users (and the CLI cases) see them as they are. */
    @Test
    void tableMessagesWordForWord() {
        String sum = "divisor: a sum of several heaps needs the Grundy value of each (it has no closed form), and ";
        assertEquals("divisor: --max-table must be in 1..2000000000, found 0",
                assertThrows(IllegalArgumentException.class, () -> new Divisor(0)).getMessage());
        assertEquals("divisor: --max-table must be in 1..2000000000, found 2000000001",
                assertThrows(IllegalArgumentException.class, () -> new Divisor(2_000_000_001L)).getMessage());
        Divisor limited = new Divisor(100);
        assertEquals("divisor: a Grundy table for heaps up to 101 exceeds --max-table=100: raise --max-table to at least 101"
                + " (4 bytes per heap), or solve a single heap, which needs no table",
                assertThrows(LimitExceededException.class, () -> limited.prepare(101)).getMessage());
        assertEquals("divisor: a Grundy table for heaps up to 2000000001 exceeds --max-table=100, and no table goes beyond"
                + " 2000000000: only a single heap that large can be solved",
                assertThrows(LimitExceededException.class, () -> limited.prepare(2_000_000_001L)).getMessage());
        assertEquals(sum + "5 is beyond the table, prepared up to 0: prepare the game for heaps up to 5",
                assertThrows(IllegalArgumentException.class, () -> limited.grundy(5)).getMessage());
        Divisor prepared = limited.prepare(50);
        assertEquals(sum + "100 is beyond the table, prepared up to 50: prepare the game for heaps up to 100",
                assertThrows(IllegalArgumentException.class, () -> prepared.grundy(100)).getMessage());
        assertEquals(sum + "101 is beyond the table (--max-table=100): raise --max-table to at least 101 (4 bytes per heap)",
                assertThrows(LimitExceededException.class, () -> prepared.grundy(101)).getMessage());
        assertEquals(sum + "2000000001 is beyond the table (--max-table=100, which cannot exceed 2000000000): only a single"
                + " heap that large can be solved",
                assertThrows(LimitExceededException.class, () -> prepared.grundy(2_000_000_001L)).getMessage());
        assertEquals("Divisor[maxTable=100, tabled=1..0]", limited.toString());
        assertEquals("Divisor[maxTable=100, tabled=1..50]", prepared.toString());
        assertEquals(prepared.hashCode(), new Divisor(100).prepare(50).hashCode());
        assertNotEquals(prepared, new Divisor(101).prepare(50));
    }
}
