package io.github.grundy.variants.beads;

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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Magic beads against a brute-force game-tree search of the rule, and the table against a naive recursion. */
class BeadsPropertyTest {

    private static final long SEED = 0x6265616473L; // "beads"
    private static final int RANDOM_POSITIONS = 2000;
    private static final int MAX_HEAP = 30;

    /** The divisors of p below p, ascending, by trying every d (the test's own). */
    static List<Long> properDivisors(long p) {
        List<Long> out = new ArrayList<>();
        for (long d = 1; d < p; d++) {
            if (p % d == 0) {
                out.add(d);
            }
        }
        return out;
    }

    /**
     * The rule, written here apart from the main code: p &gt; 1 becomes its divisors below p, less
     * the one the mover removes; one option per removed divisor, ascending, the rest ascending.
     */
    static List<long[]> beadsRule(long p) {
        List<long[]> options = new ArrayList<>();
        if (p <= 1) {
            return options;
        }
        List<Long> divisors = properDivisors(p);
        for (int removed = 0; removed < divisors.size(); removed++) {
            long[] option = new long[divisors.size() - 1];
            int k = 0;
            for (int i = 0; i < divisors.size(); i++) {
                if (i != removed) {
                    option[k++] = divisors.get(i);
                }
            }
            options.add(option);
        }
        return options;
    }

    /** The rule's options of every heap up to {@link #MAX_HEAP}, computed once (the search asks often). */
    private static final List<List<long[]>> RULE = new ArrayList<>();

    static {
        for (long p = 0; p <= MAX_HEAP; p++) {
            RULE.add(beadsRule(p));
        }
    }

    private static List<long[]> cachedRule(long p) {
        return p < RULE.size() ? RULE.get((int) p) : beadsRule(p);
    }

    /**
     * The least number with the prime signature of {@code p} (exponents in decreasing order on
     * 2, 3, 5, ...): its divisors below it form the same lattice, so its game tree is p's with the
     * heaps renamed.
     */
    static long signatureRepresentative(long p) {
        List<Integer> exponents = new ArrayList<>();
        long r = p;
        for (long q = 2; q * q <= r; q++) {
            int e = 0;
            while (r % q == 0) {
                r /= q;
                e++;
            }
            if (e > 0) {
                exponents.add(e);
            }
        }
        if (r > 1) {
            exponents.add(1);
        }
        exponents.sort(java.util.Comparator.reverseOrder());
        long[] primes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47};
        long rep = 1;
        for (int i = 0; i < exponents.size(); i++) {
            for (int k = 0; k < exponents.get(i); k++) {
                rep *= primes[i];
            }
        }
        return rep;
    }

    private final GameTreeSearch search =
            GameTreeSearch.onMultisets(BeadsPropertyTest::cachedRule, BeadsPropertyTest::signatureRepresentative);
    private final Beads game = new Beads(Beads.DEFAULT_MAX_TABLE).prepare(3000);

    @Test
    void judgeSamples() {
        assertTrue(WinningMoves.of(HeapSum.of(game, 2, 2, 2)).outcome().nextPlayerWins(), "{2,2,2}: freda");
        assertFalse(WinningMoves.of(HeapSum.of(game, 1, 3, 5)).outcome().nextPlayerWins(), "{1,3,5}: rainbow");
        assertTrue(search.toMoveWins(new long[] {2, 2, 2}));
        assertFalse(search.toMoveWins(new long[] {1, 3, 5}));
    }

    @Test
    void randomPositionsMatchTheGameTree() {
        Random random = new Random(SEED);
        Beads small = game.prepare(MAX_HEAP);
        for (int k = 0; k < RANDOM_POSITIONS; k++) {
            long[] heaps = new long[1 + random.nextInt(3)];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = 1 + random.nextInt(MAX_HEAP);
            }
            EngineChecks.assertMatchesSearch(small, search, heaps);
        }
    }
    @Test
    void everyPositionOfUpToThreeSmallHeapsMatchesTheGameTree() {
        Beads small = new Beads(MAX_HEAP).prepare(MAX_HEAP);
        for (long a = 1; a <= MAX_HEAP; a++) {
            EngineChecks.assertMatchesSearch(small, search, new long[] {a});
            for (long b = 1; b <= MAX_HEAP; b++) {
                EngineChecks.assertMatchesSearch(small, search, new long[] {a, b});
                for (long c = 1; c <= 12 && a <= 12 && b <= 12; c++) {
                    EngineChecks.assertMatchesSearch(small, search, new long[] {a, b, c});
                }
            }
        }
        EngineChecks.assertMatchesSearch(small, search, new long[0]);
    }

    /**
     * The search above memoizes heaps by prime signature; here a search on exact tuples checks that
     * a heap and its representative have the same verdict and value.
     */
    @Test
    void signatureRepresentativesAreEquivalentHeaps() {
        GameTreeSearch exact = new GameTreeSearch(BeadsPropertyTest::cachedRule);
        for (long p = 1; p <= MAX_HEAP; p++) {
            long rep = signatureRepresentative(p);
            assertTrue(rep <= p, "representative of " + p);
            assertEquals(exact.grundy(new long[] {rep}), exact.grundy(new long[] {p}), "grundy " + p + " vs " + rep);
            assertEquals(exact.grundy(new long[] {p}), game.grundy(p), "grundy(" + p + ") vs exact game tree");
        }
        // And the multiset memo itself agrees with the exact tuples where both are cheap.
        GameTreeSearch multisets = GameTreeSearch.onMultisets(BeadsPropertyTest::cachedRule);
        List<long[]> positions = new ArrayList<>();
        for (long a = 1; a <= 12; a++) {
            for (long b = 1; b <= 12; b++) {
                positions.add(new long[] {a, b});
                for (long c = 1; c <= 8 && a <= 8 && b <= 8; c++) {
                    positions.add(new long[] {a, b, c});
                }
            }
        }
        for (long[] h : positions) {
            assertEquals(exact.grundy(h), multisets.grundy(h), "grundy " + java.util.Arrays.toString(h));
            assertEquals(exact.toMoveWins(h), search.toMoveWins(h), "verdict " + java.util.Arrays.toString(h));
        }
        assertEquals(12, signatureRepresentative(28));
        assertEquals(2, signatureRepresentative(29));
        assertEquals(30, signatureRepresentative(30));
    }

    /**
     * g(p) computed naively from the rule: the mex over the options (each D(p) without one
     * divisor, listed in full) of the xor of the values of the option's heaps, by memoized recursion.
     */
    @Test
    void tableMatchesANaiveRecursionUpTo3000() {
        Map<Long, Long> memo = new HashMap<>();
        for (long p = 1; p <= 3000; p++) { // ascending keeps the recursion shallow
            assertEquals(naiveGrundy(p, memo), game.grundy(p), "grundy(" + p + ")");
        }
        long[] first = {0, 1, 1, 2, 1, 2, 1, 0, 2, 2, 1, 3};
        for (int p = 1; p <= first.length; p++) {
            assertEquals(first[p - 1], game.grundy(p), "grundy(" + p + ")");
        }
    }

    private static long naiveGrundy(long p, Map<Long, Long> memo) {
        Long known = memo.get(p);
        if (known != null) {
            return known;
        }
        Set<Long> seen = new HashSet<>();
        for (long[] option : beadsRule(p)) {
            long x = 0;
            for (long h : option) {
                x ^= naiveGrundy(h, memo);
            }
            seen.add(x);
        }
        long mex = 0;
        while (seen.contains(mex)) {
            mex++;
        }
        memo.put(p, mex);
        return mex;
    }

    /**
     * A table of 10^6: every heap is worth what the least number of its prime signature is worth
     * (the same divisor lattice), checked with the test's own factor sieve. By hand, a prime is
     * worth 1 (its one option is the empty sum, worth 0) and a prime squared q² is worth 2 (D = {1, q},
     * X = 1, the options are worth 1 and 0).
     */
    @Test
    void millionTableRespectsPrimeSignatures() {
        int top = 1_000_000;
        Beads big = new Beads(top).prepare(top);
        assertEquals(top, big.maxGrundyHeap());
        int[] smallestFactor = new int[top + 1];
        for (int q = 2; q <= top; q++) {
            if (smallestFactor[q] == 0) {
                for (int k = q; k <= top; k += q) {
                    if (smallestFactor[k] == 0) {
                        smallestFactor[k] = q;
                    }
                }
            }
        }
        long[] primes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31};
        for (int p = 2; p <= top; p++) {
            int[] exponents = new int[8];
            int kinds = 0;
            for (int r = p; r > 1; ) {
                int q = smallestFactor[r];
                int e = 0;
                while (r % q == 0) {
                    r /= q;
                    e++;
                }
                exponents[kinds++] = e;
            }
            int[] sorted = java.util.Arrays.copyOf(exponents, kinds);
            java.util.Arrays.sort(sorted);
            long rep = 1;
            for (int i = 0; i < kinds; i++) {
                for (int k = 0; k < sorted[kinds - 1 - i]; k++) {
                    rep *= primes[i];
                }
            }
            assertEquals(big.grundy(rep), big.grundy(p), "grundy(" + p + ") vs grundy(" + rep + ")");
            if (kinds == 1 && sorted[0] <= 2) {
                assertEquals(sorted[0], big.grundy(p), "grundy(" + p + "), a prime or a prime squared");
            }
        }
    }

    @Test
    void forEachOptionFollowsTheRuleInCanonicalOrder() {
        Map<Long, Long> memo = new HashMap<>();
        for (long p = 1; p <= 300; p++) {
            List<long[]> expected = beadsRule(p);
            List<long[]> actual = Options.of(game, p);
            assertTrue(Options.same(expected, actual),
                    "options of " + p + ": expected " + Options.show(expected) + " but was " + Options.show(actual));
            // Without a table the divisors come from a factorisation instead of the sieve.
            assertTrue(Options.same(expected, Options.of(new Beads(10), p)), "options of " + p + " without a table");
            for (int k = 1; k <= Math.min(expected.size(), 4); k++) {
                assertTrue(Options.same(expected.subList(0, k), Options.first(game, p, k)), "first " + k + " of " + p);
            }
            for (long v = 0; v <= 5; v++) {
                List<long[]> ofValue = new ArrayList<>();
                for (long[] o : expected) {
                    long x = 0;
                    for (long h : o) {
                        x ^= naiveGrundy(h, memo);
                    }
                    if (x == v) {
                        ofValue.add(o);
                    }
                }
                assertTrue(Options.same(ofValue, Options.ofValue(game, p, v)), "options of " + p + " worth " + v);
                assertEquals(ofValue.size(), game.countOptionsOfValue(p, v), "count of options of " + p + " worth " + v);
            }
        }
    }

    /** Large heaps: many divisors, or a huge prime factor (the options come from a factorisation). */
    @Test
    void optionsOfLargeHeaps() {
        long mersenne = (1L << 61) - 1;
        assertTrue(Options.same(List.of(new long[] {2, mersenne}, new long[] {1, mersenne}, new long[] {1, 2}),
                Options.of(game, 2 * mersenne)));
        assertTrue(Options.same(List.of(new long[0]), Options.of(game, mersenne)), "a prime becomes nothing");
        long p = 1L << 40;
        List<long[]> options = Options.of(game, p);
        assertEquals(40, options.size());
        for (int removed = 0; removed < 40; removed++) {
            long[] o = options.get(removed);
            assertEquals(39, o.length);
            for (int i = 0, k = 0; k < 40; k++) {
                if (k != removed) {
                    assertEquals(1L << k, o[i++], "2^40 without 2^" + removed);
                }
            }
        }
        long many = 735_134_400L; // 1344 divisors
        List<long[]> big = Options.of(game, many);
        assertEquals(1343, big.size());
        List<Long> divisors = new ArrayList<>();
        for (long d = 1; d * d <= many; d++) {
            if (many % d == 0) {
                divisors.add(d);
                if (d * d != many) {
                    divisors.add(many / d);
                }
            }
        }
        divisors.sort(null);
        divisors.remove(divisors.size() - 1);
        for (int removed = 0; removed < big.size(); removed += 97) {
            List<Long> rest = new ArrayList<>(divisors);
            rest.remove(removed);
            assertEquals(rest, java.util.Arrays.stream(big.get(removed)).boxed().toList(),
                    "without " + divisors.get(removed));
        }
    }

    @Test
    void describeMoveSaysWhichDivisorWasRemoved() {
        assertEquals("12 -> 1 + 2 + 4 + 6 (removed 3)", game.describeMove(12, new long[] {1, 2, 4, 6}));
        assertEquals("12 -> 2 + 3 + 4 + 6 (removed 1)", game.describeMove(12, new long[] {2, 3, 4, 6}));
        assertEquals("12 -> 1 + 2 + 3 + 4 (removed 6)", game.describeMove(12, new long[] {1, 2, 3, 4}));
        assertEquals("7 -> nothing (removed 1)", game.describeMove(7, new long[0]));
        assertEquals("12 -> 1 + 5", game.describeMove(12, new long[] {1, 5}), "not an option: plain");
        List<String> described = new ArrayList<>();
        WinningMoves.of(HeapSum.of(game, 2, 2, 2)).forEach(m -> described.add(game.describeMove(m.heap(), m.option())));
        assertEquals(List.of("2 -> nothing (removed 1)", "2 -> nothing (removed 1)", "2 -> nothing (removed 1)"), described);
    }

    @Test
    void tableLimitsAndErrors() {
        Beads limited = new Beads(100);
        assertEquals(0, limited.maxGrundyHeap());
        assertSame(limited, limited.prepare(0));
        Beads prepared = limited.prepare(100);
        assertSame(prepared, prepared.prepare(99));
        assertEquals(prepared, new Beads(100).prepare(100));
        assertNotEquals(prepared, limited);
        RuntimeException e = assertThrows(LimitExceededException.class, () -> limited.prepare(101));
        assertEquals("beads: a Grundy table for heaps up to 101 exceeds --max-table=100: raise --max-table to at least 101"
                + " (4 bytes per heap)", e.getMessage());
        e = assertThrows(LimitExceededException.class, () -> prepared.grundy(101));
        assertTrue(e.getMessage().startsWith("beads: heap 101 is beyond the Grundy table")
                && e.getMessage().contains("raise --max-table"), e.getMessage());
        // No closed form: one heap beyond the table is refused too, not answered wrongly.
        e = assertThrows(LimitExceededException.class, () -> WinningMoves.of(HeapSum.of(prepared, 101)));
        assertTrue(e.getMessage().contains("beyond the Grundy table"), e.getMessage());
        e = assertThrows(LimitExceededException.class, () -> prepared.grundy(Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("no table goes beyond"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Beads(1000).prepare(10).grundy(500));
        assertTrue(e.getMessage().contains("prepared up to 10"), e.getMessage());

        e = assertThrows(IllegalArgumentException.class, () -> game.grundy(0));
        assertEquals("beads: a heap must be at least 1, found 0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> game.forEachOption(-1, o -> true));
        assertThrows(IllegalArgumentException.class, () -> new Beads(0));
        assertEquals("beads", game.describe());
    }

    /** Every message about the table, word for word: users (and the CLI cases) see them as they are. */
    @Test
    void tableMessagesWordForWord() {
        assertEquals("beads: --max-table must be in 1..2000000000, found 0",
                assertThrows(IllegalArgumentException.class, () -> new Beads(0)).getMessage());
        assertEquals("beads: --max-table must be in 1..2000000000, found 2000000001",
                assertThrows(IllegalArgumentException.class, () -> new Beads(2_000_000_001L)).getMessage());
        Beads limited = new Beads(100);
        assertEquals("beads: a Grundy table for heaps up to 101 exceeds --max-table=100: raise --max-table to at least 101"
                + " (4 bytes per heap)",
                assertThrows(LimitExceededException.class, () -> limited.prepare(101)).getMessage());
        assertEquals("beads: a Grundy table for heaps up to 2000000001 exceeds --max-table=100, and no table goes beyond"
                + " 2000000000",
                assertThrows(LimitExceededException.class, () -> limited.prepare(2_000_000_001L)).getMessage());
        assertEquals("beads: heap 5 is beyond the Grundy table, and its value has no closed form; the table is prepared"
                + " up to 0: prepare the game for heaps up to 5",
                assertThrows(IllegalArgumentException.class, () -> limited.grundy(5)).getMessage());
        Beads prepared = limited.prepare(50);
        assertEquals("beads: heap 100 is beyond the Grundy table, and its value has no closed form; the table is prepared"
                + " up to 50: prepare the game for heaps up to 100",
                assertThrows(IllegalArgumentException.class, () -> prepared.grundy(100)).getMessage());
        assertEquals("beads: heap 101 is beyond the Grundy table, and its value has no closed form (--max-table=100):"
                + " raise --max-table to at least 101 (4 bytes per heap)",
                assertThrows(LimitExceededException.class, () -> prepared.grundy(101)).getMessage());
        assertEquals("beads: heap 2000000001 is beyond the Grundy table, and its value has no closed form; no table goes"
                + " beyond 2000000000",
                assertThrows(LimitExceededException.class, () -> prepared.grundy(2_000_000_001L)).getMessage());
        assertEquals("Beads[maxTable=100, tabled=1..0]", limited.toString());
        assertEquals("Beads[maxTable=100, tabled=1..50]", prepared.toString());
        assertEquals(prepared.hashCode(), new Beads(100).prepare(50).hashCode());
        assertNotEquals(prepared, new Beads(101).prepare(50));
    }
}
