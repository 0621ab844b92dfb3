package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Vector rules ({@code [h] -> ...}, a whole position of any number of heaps) played: Moore's Nim,
 * staircase Nim and Nim itself against brute forces over whole positions written from their
 * words, moves and play, loopy vectors, and the refusals.
 */
class VectorGameTest {

    /** Moore's Nim_2: take from one heap, or from two (at least one object in all). */
    static final String MOORE2 = "[h] -> [set(h, i, h[i] - t) for i in 0..len(h) - 1 for t in 1..h[i]]"
            + " + [set(set(h, i, h[i] - s), j, h[j] - t) for i in 0..len(h) - 1 for j in i + 1..len(h) - 1"
            + " for s in 0..h[i] for t in 0..h[j] if s + t > 0]";
    /** Staircase Nim: coins from stair i + 1 down to stair i; from the first stair to the floor. */
    static final String STAIRCASE = "[h] -> [set(h, 0, h[0] - t) for t in 1..h[0]]"
            + " + [set(set(h, i, h[i] - t), i - 1, h[i - 1] + t) for i in 1..len(h) - 1 for t in 1..h[i]]";

    static VectorGame game(String rule) {
        return VectorGame.of(Rule.parse(rule).bind(Map.of(), 10_000_000, "steps"), "test", 1_000_000, "limit");
    }

    /** The Grundy value by the definition, over whole positions, the moves written from the game's words. */
    static long brute(long[] position, Function<long[], List<long[]>> moves, Map<List<Long>, Long> memo) {
        List<Long> key = Arrays.stream(position).boxed().toList();
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        Set<Long> seen = new HashSet<>();
        for (long[] next : moves.apply(position)) {
            seen.add(brute(next, moves, memo));
        }
        long m = 0;
        while (seen.contains(m)) {
            m++;
        }
        memo.put(key, m);
        return m;
    }

    static List<long[]> mooreMoves(long[] h) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < h.length; i++) {
            for (int j = i; j < h.length; j++) {
                for (long s = 0; s <= h[i]; s++) {
                    for (long t = 0; t <= (i == j ? 0 : h[j]); t++) {
                        if (s + t > 0) {
                            long[] next = h.clone();
                            next[i] -= s;
                            next[j] -= t;
                            out.add(next);
                        }
                    }
                }
            }
        }
        return out;
    }

    static List<long[]> staircaseMoves(long[] h) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < h.length; i++) {
            for (long t = 1; t <= h[i]; t++) {
                long[] next = h.clone();
                next[i] -= t;
                if (i > 0) {
                    next[i - 1] += t;
                }
                out.add(next);
            }
        }
        return out;
    }

    static long[] random(Random random, int maxHeaps, int maxHeap) {
        long[] h = new long[1 + random.nextInt(maxHeaps)];
        for (int i = 0; i < h.length; i++) {
            h[i] = random.nextInt(maxHeap + 1);
        }
        return h;
    }

    @Test
    void mooreNimIsItsDefinitionAndItsPPositionsAreMooresDigitsModThree() {
        VectorGame moore = game(MOORE2);
        Map<List<Long>, Long> memo = new HashMap<>();
        Random random = new Random(38);
        for (int trial = 0; trial < 1500; trial++) {
            long[] h = random(random, 4, 5);
            long g = moore.grundy(h);
            assertEquals(brute(h, VectorGameTest::mooreMoves, memo), g, Arrays.toString(h));
            // Moore (1910): lost iff each binary digit is 1 in a multiple of k + 1 = 3 heaps.
            boolean lost = true;
            for (int bit = 0; bit < 4; bit++) {
                int ones = 0;
                for (long x : h) {
                    ones += (int) (x >> bit & 1);
                }
                lost &= ones % 3 == 0;
            }
            assertEquals(lost, g == 0, Arrays.toString(h));
        }
    }

    @Test
    void staircaseNimIsItsDefinitionAndIsDecidedByItsOddStairs() {
        VectorGame stairs = game(STAIRCASE);
        Map<List<Long>, Long> memo = new HashMap<>();
        Random random = new Random(39);
        for (int trial = 0; trial < 1500; trial++) {
            long[] h = random(random, 4, 4);
            long g = stairs.grundy(h);
            assertEquals(brute(h, VectorGameTest::staircaseMoves, memo), g, Arrays.toString(h));
            long odd = 0;
            for (int i = 0; i < h.length; i += 2) {
                odd ^= h[i];
            }
            assertEquals(odd == 0, g == 0, Arrays.toString(h));
        }
    }

    @Test
    void nimAsOneWholePositionHasTheNimSumForValueSortedOrNot() {
        VectorGame nim = game("[h] -> [set(h, i, h[i] - t) for i in 0..len(h) - 1 for t in 1..h[i]]");
        VectorGame sorted = game("[h] -> [sort(set(h, i, h[i] - t)) for i in 0..len(h) - 1 for t in 1..h[i]]");
        Random random = new Random(40);
        for (int trial = 0; trial < 500; trial++) {
            long[] h = random(random, 5, 9);
            long x = 0;
            for (long v : h) {
                x ^= v;
            }
            assertEquals(x, nim.grundy(h), Arrays.toString(h));
            assertEquals(x, sorted.grundy(h), Arrays.toString(h));
        }
    }

    @Test
    void theCookbookWritesTheseRules() throws java.io.IOException {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("..", "docs", "rules.md"));
        assertTrue(doc.contains("| `" + MOORE2 + "` |"), "Moore's Nim_2 in docs/rules.md's cookbook");
        assertTrue(doc.contains("| `" + STAIRCASE + "` |"), "staircase Nim in docs/rules.md's cookbook");
    }

    @Test
    void movesArePositionsAndPlayTypesThem() {
        VectorGame stairs = game(STAIRCASE);
        long[] h = {3, 1, 2};
        List<long[]> moves = new ArrayList<>();
        stairs.forEachMove(h, m -> moves.add(m) || true);
        assertEquals(6, moves.size());
        assertArrayEquals(new long[] {2, 1, 2}, moves.get(0));
        assertEquals("(3, 1, 2) -> (4, 0, 2)", stairs.describeMove(h, new long[] {4, 0, 2}));
        assertArrayEquals(new long[] {4, 0, 2}, stairs.play(h, new long[] {4, 0, 2}));
        assertEquals("(3, 1, 2)", stairs.describePosition(h).orElseThrow());
        IllegalArgumentException notOne = assertThrows(IllegalArgumentException.class,
                () -> stairs.play(h, new long[] {3, 1, 3}));
        assertTrue(notOne.getMessage().contains("not one of its options"), notOne.getMessage());
        IllegalArgumentException width = assertThrows(IllegalArgumentException.class,
                () -> stairs.play(h, new long[] {3, 1}));
        assertTrue(width.getMessage().contains("3 heaps, given 2"), width.getMessage());
        List<long[]> winning = new ArrayList<>();
        stairs.forEachMoveToValue(h, 0, m -> winning.add(m) || true);
        assertEquals(1, winning.size());
        assertEquals(0, stairs.grundy(winning.get(0)));
    }

    @Test
    void positionsOfOneToSixtyFourHeaps() {
        VectorGame nim = game("[h] -> [set(h, i, h[i] - 1) for i in 0..len(h) - 1 if h[i] > 0]");
        assertEquals(1, nim.grundy(new long[] {5}));
        long[] many = new long[VectorGame.MAX_HEAPS];
        many[63] = 1;
        assertEquals(1, nim.grundy(many));
        assertThrows(IllegalArgumentException.class, () -> nim.grundy(new long[0]));
        IllegalArgumentException wide = assertThrows(IllegalArgumentException.class,
                () -> nim.grundy(new long[VectorGame.MAX_HEAPS + 1]));
        assertTrue(wide.getMessage().contains("1 to 64 heaps, given 65"), wide.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
                () -> nim.grundy(new long[] {1, -1}));
        assertTrue(negative.getMessage().contains("negative"), negative.getMessage());
    }

    @Test
    void aVectorThatComesBackIsLoopyAndDrawn() {
        // Swap two unequal heaps, or take one from the first: (0, 1) -> (1, 0) -> (0, 1) ... or (1, 0) -> (0, 0).
        VectorGame turn = game("[h] -> [(h[1], h[0]) for t in 1..1 if h[0] != h[1]]"
                + " + [set(h, 0, h[0] - 1) for t in 1..1 if h[0] > 0]");
        assertEquals(Outcome.P, analysis(turn, 0, 0).outcome());
        assertEquals(Outcome.N, analysis(turn, 1, 0).outcome());
        // (0, 1) can only swap, to (1, 0), from which the other player takes the last object.
        assertEquals(Outcome.P, analysis(turn, 0, 1).outcome());
        VectorGame swap = game("[h] -> [(h[1], h[0]) for t in 1..1 if h[0] != h[1]]");
        assertEquals(Outcome.D, analysis(swap, 1, 2).outcome());
        assertEquals(Outcome.P, analysis(swap, 3, 3).outcome());
        // A move to itself is a pass: neither player need ever stop.
        assertEquals(Outcome.D, analysis(game("[h] -> [h]"), 4).outcome());
    }

    private static PositionGameAnalysis analysis(VectorGame game, long... position) {
        return Analyses.of(game.prepare(position), position);
    }

    @Test
    void aRuleThatNeverEndsIsRefusedAtTheLimit() {
        VectorGame up = VectorGame.of(Rule.parse("[h] -> [set(h, 0, h[0] + 1)]").bind(Map.of(), 1000, "steps"),
                "up", 500, "--max-table=500");
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> up.grundy(new long[] {0, 0}));
        assertTrue(e.getMessage().contains("--max-table=500"), e.getMessage());
    }
}
