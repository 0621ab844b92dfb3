package io.github.grundy.variants.bash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import io.github.grundy.variants.Options;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Bash's engine answers against a brute-force game-tree search of the rule "take 1..min(max, h)". */
class BashPropertyTest {

    private static final long SEED = 0x62617368L; // "bash"
    private static final int RANDOM_POSITIONS = 5000;
    private static final int MAX_HEAP = 10;
    private static final int MAX_MAX = 5;

    /** Bash's rule, written here apart from the main code: take 1, 2, ..., min(max, h), in that order. */
    static List<long[]> bashRule(long max, long heap) {
        List<long[]> options = new ArrayList<>();
        for (long take = 1; take <= max && take <= heap; take++) {
            options.add(new long[] {heap - take});
        }
        return options;
    }

    private final Map<Long, GameTreeSearch> searches = new HashMap<>();

    private GameTreeSearch search(long max) {
        return searches.computeIfAbsent(max, m -> new GameTreeSearch(heap -> bashRule(m, heap)));
    }

    @Test
    void randomPositionsMatchTheGameTree() {
        Random random = new Random(SEED);
        for (int n = 0; n < RANDOM_POSITIONS; n++) {
            long max = 1 + random.nextInt(MAX_MAX);
            long[] heaps = new long[1 + random.nextInt(4)];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = random.nextInt(MAX_HEAP + 1);
            }
            EngineChecks.assertMatchesSearch(new Bash(max), search(max), heaps);
        }
    }

    @Test
    void everyPositionOfUpToThreeSmallHeapsMatchesTheGameTree() {
        int top = 7;
        for (long max = 1; max <= MAX_MAX; max++) {
            Bash bash = new Bash(max);
            GameTreeSearch s = search(max);
            for (int a = 0; a <= top; a++) {
                EngineChecks.assertMatchesSearch(bash, s, new long[] {a});
                for (int b = 0; b <= top; b++) {
                    EngineChecks.assertMatchesSearch(bash, s, new long[] {a, b});
                    for (int c = 0; c <= top; c++) {
                        EngineChecks.assertMatchesSearch(bash, s, new long[] {a, b, c});
                    }
                }
            }
        }
    }

    @Test
    void grundyOfOneHeapMatchesTheGameTree() {
        for (long max = 1; max <= 12; max++) {
            Bash bash = new Bash(max);
            for (long h = 0; h <= 60; h++) {
                assertEquals(search(max).grundy(new long[] {h}), bash.grundy(h), "max " + max + " grundy(" + h + ")");
            }
        }
    }

    /** The period Bash states as proved maps each heap to one of the same value by the game tree. */
    @Test
    void theStatedPeriodHoldsByTheGameTree() {
        for (long max = 1; max <= 12; max++) {
            io.github.grundy.core.period.Period p = new Bash(max).periodProof().orElseThrow().period();
            assertEquals(new io.github.grundy.core.period.Period(0, (int) max + 1), p);
            for (long h = 0; h <= 60; h++) {
                assertEquals(search(max).grundy(new long[] {h}), search(max).grundy(new long[] {p.index(h)}),
                        "max " + max + " heap " + h);
            }
        }
        // The largest period a Period holds, and past it the closed form alone.
        int most = Integer.MAX_VALUE;
        assertEquals(most, new Bash(most - 1L).periodProof().orElseThrow().period().period());
        assertEquals(Optional.empty(), new Bash(most).periodProof());
        assertEquals(Optional.of("g(n) = n mod 2147483648"), new Bash(most).closedForm());
        assertEquals(Optional.of("g(n) = n"), new Bash(Long.MAX_VALUE).closedForm());
    }

    @Test
    void forEachOptionFollowsTheRuleInCanonicalOrder() {
        for (long max = 1; max <= 12; max++) {
            Bash bash = new Bash(max);
            for (long h = 0; h <= 30; h++) {
                List<long[]> expected = bashRule(max, h);
                List<long[]> actual = Options.of(bash, h);
                assertTrue(Options.same(expected, actual), "max " + max + " options of " + h + ": expected "
                        + Options.show(expected) + " but was " + Options.show(actual));
                for (int n = 1; n <= expected.size(); n++) {
                    assertTrue(Options.same(expected.subList(0, n), Options.first(bash, h, n)),
                            "max " + max + " first " + n + " options of " + h);
                }
            }
        }
    }

    @Test
    void optionsOfAValueAreTheRuleOptionsOfThatValue() {
        for (long max = 1; max <= 8; max++) {
            Bash bash = new Bash(max);
            GameTreeSearch s = search(max);
            for (long h = 0; h <= 30; h++) {
                for (long v = 0; v <= max + 3; v++) {
                    List<long[]> expected = new ArrayList<>();
                    for (long[] o : bashRule(max, h)) {
                        if (s.grundy(o) == v) {
                            expected.add(o);
                        }
                    }
                    String where = "max " + max + " heap " + h + " value " + v;
                    List<long[]> actual = Options.ofValue(bash, h, v);
                    assertTrue(Options.same(expected, actual),
                            where + ": expected " + Options.show(expected) + " but was " + Options.show(actual));
                    assertEquals(expected.size(), bash.countOptionsOfValue(h, v), where + ": count");
                }
            }
        }
    }

    /**
     * At heaps far beyond any search, the value still satisfies the mex equation over the rule's
     * options (each option's value from the game itself), and equals h mod (max+1) computed exactly.
     */
    @Test
    void mexEquationHoldsAtHugeHeaps() {
        long top = Long.MAX_VALUE;
        long[] maxes = {1, 2, 3, 5, 1000, (1L << 31) + 7, (1L << 62), top - 2, top - 1};
        for (long max : maxes) {
            Bash bash = new Bash(max);
            for (long h : new long[] {top, top - 1, top - 2, top - max, 1L << 62, (1L << 62) - 1, max, max + 1}) {
                if (h < 0) {
                    continue;
                }
                long expected = BigInteger.valueOf(h).mod(BigInteger.valueOf(max).add(BigInteger.ONE)).longValueExact();
                assertEquals(expected, bash.grundy(h), "max " + max + " grundy(" + h + ")");
                if (max <= 1000) {
                    Set<Long> seen = new HashSet<>();
                    for (long[] o : bashRule(max, h)) {
                        seen.add(bash.grundy(o[0]));
                    }
                    long mex = 0;
                    while (seen.contains(mex)) {
                        mex++;
                    }
                    assertEquals(mex, bash.grundy(h), "max " + max + " heap " + h + ": mex of the options' values");
                }
            }
        }
    }

    @Test
    void unboundedMaxAndHeapsNear2To63() {
        long top = Long.MAX_VALUE;
        Bash bash = new Bash(top);
        for (long h : new long[] {0, 1, top, top - 1, 1L << 62, (1L << 62) + 1}) {
            assertEquals(h, bash.grundy(h), "grundy(" + h + ") with max = 2^63-1");
        }
        long[][] positions = {
            {top},
            {top, top - 1},
            {top, 1L << 62, 3},
            {top - 1, top - 2, top - 3, 5},
            {top, top},
            {(1L << 62) + 5, (1L << 62) + 3, 6},
        };
        for (long[] heaps : positions) {
            assertWinningMovesAreSound(bash, heaps);
        }
        assertEquals(List.of(new HeapMove(0, top, new long[] {0})),
                WinningMoves.of(HeapSum.of(bash, top)).list(Integer.MAX_VALUE), "one heap: take it all");
        assertFalse(WinningMoves.of(HeapSum.of(bash, top, top)).outcome().nextPlayerWins());
        // The first options of a huge heap, and the one option of a given value.
        assertTrue(Options.same(List.of(new long[] {top - 1}, new long[] {top - 2}), Options.first(bash, top, 2)));
        assertTrue(Options.same(List.of(new long[] {7}), Options.ofValue(bash, top, 7)));
        assertEquals(0, bash.countOptionsOfValue(top, top));
    }

    @Test
    void largeMaxWithHeapsAboveIt() {
        long top = Long.MAX_VALUE;
        for (long max : new long[] {top - 1, top - 2, 1L << 62, (1L << 62) - 1, 3, 1}) {
            Bash bash = new Bash(max);
            long[][] positions = {
                {top},
                {top, top - 1},
                {top, max, 2},
                {top - 1, top - 2, top - 3},
                {max + 1, max, max - 1 < 0 ? 0 : max - 1},
            };
            for (long[] heaps : positions) {
                assertWinningMovesAreSound(bash, heaps);
            }
        }
        // max = 2^63-2: max+1 = 2^63-1 is a P-position on its own, 2^63-2 takes all.
        Bash nearTop = new Bash(top - 1);
        assertEquals(0, nearTop.grundy(top));
        assertFalse(WinningMoves.of(HeapSum.of(nearTop, top)).outcome().nextPlayerWins());
    }

    /** Every winning move takes 1..max objects and leaves nim-sum 0; there is one iff the nim-sum is not 0. */
    private static void assertWinningMovesAreSound(Bash bash, long[] heaps) {
        String where = bash.describe() + " " + java.util.Arrays.toString(heaps);
        long x = 0;
        for (long h : heaps) {
            x ^= bash.grundy(h);
        }
        WinningMoves wm = WinningMoves.of(HeapSum.of(bash, heaps));
        assertEquals(x, wm.nimSum(), where);
        assertEquals(x != 0, wm.outcome().nextPlayerWins(), where);
        List<HeapMove> moves = wm.list(Integer.MAX_VALUE);
        assertEquals(moves.size(), wm.count(), where);
        assertEquals(x != 0, !moves.isEmpty(), where + ": an N-position has a winning move, a P-position none");
        assertEquals(moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0)), wm.first(), where);
        for (HeapMove m : moves) {
            assertEquals(1, m.optionSize(), where);
            long take = m.heap() - m.optionHeap(0);
            assertTrue(take >= 1 && take <= bash.max() && m.optionHeap(0) >= 0, where + ": illegal " + m);
            EngineChecks.assertLeadsToZero(bash, heaps, m);
        }
    }

    @Test
    void emptyPosition() {
        for (long max : new long[] {1, 3, Long.MAX_VALUE}) {
            Bash bash = new Bash(max);
            WinningMoves wm = WinningMoves.of(HeapSum.of(bash));
            assertEquals(0, wm.nimSum());
            assertFalse(wm.outcome().nextPlayerWins());
            assertEquals(0, wm.count());
            assertEquals(Optional.empty(), wm.first());
            assertEquals(List.of(), wm.list(Integer.MAX_VALUE));
        }
        EngineChecks.assertMatchesSearch(new Bash(2), search(2), new long[0]);
    }

    @Test
    void maxMustBePositive() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Bash(0));
        assertTrue(e.getMessage().contains("max must be at least 1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Bash(-5));
        assertThrows(IllegalArgumentException.class, () -> new Bash(Long.MIN_VALUE));
        assertEquals("bash --max=3", new Bash(3).describe());
    }
}
