package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.TestPositionGames;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Misère play of whole positions ({@code Analyses.misere(PositionGame, ...)}) against a brute
 * force written here from the rule alone: a position is won by the player to move iff it has no
 * move, or a move to a position lost for the other player. Staircase Nim and Wythoff's game, on
 * thousands of random small positions (a fixed seed), through a fresh analysis and through one
 * solver kept for all of them, as {@code grundy play} keeps it. The limit, the cancellation and
 * a game that cycles are in {@link MiserePositionLimitTest}.
 */
class MiserePositionTest {

    private static final long LIMIT = 1_000_000;

    /** The brute force: plain recursion over the game's moves, memoised by content. */
    private static final class BruteForce {
        private final PositionGame game;
        private final Map<List<Long>, Boolean> memo = new HashMap<>();

        BruteForce(PositionGame game) {
            this.game = game;
        }

        boolean wins(long[] position) {
            List<Long> key = Arrays.stream(position).boxed().toList();
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            List<long[]> moves = moves(position);
            boolean win = moves.isEmpty();
            for (long[] m : moves) {
                if (!wins(game.play(position, m))) {
                    win = true;
                    break;
                }
            }
            memo.put(key, win);
            return win;
        }

        /** The winning moves in the game's order, each as {@code [a, b]}. */
        List<String> winningMoves(long[] position) {
            List<String> out = new ArrayList<>();
            for (long[] m : moves(position)) {
                if (!wins(game.play(position, m))) {
                    out.add(Arrays.toString(m));
                }
            }
            return out;
        }

        private List<long[]> moves(long[] position) {
            List<long[]> moves = new ArrayList<>();
            game.forEachMove(position, m -> moves.add(m.clone()));
            return moves;
        }
    }

    /** Checks the analysis of {@code position} against the brute force, in every way it answers; 1 if lost. */
    private static int check(BruteForce brute, PositionGameAnalysis a, long[] position) {
        String where = a.game().describe() + " " + Arrays.toString(position);
        boolean wins = brute.wins(position);
        List<String> moves = brute.winningMoves(position);
        assertEquals(wins ? Outcome.N : Outcome.P, a.outcome(), where);
        assertTrue(a.misere(), where);
        assertTrue(a.grundy().isEmpty(), where + ": misere play has no Grundy value");
        assertTrue(a.rule().orElseThrow().startsWith("a search of the misere game tree ("), where);
        List<String> got = new ArrayList<>();
        a.forEach(m -> got.add(Arrays.toString(m.encoding())));
        assertEquals(moves, got, where);
        assertEquals(moves.size(), a.count(), where);
        assertEquals(moves.isEmpty() ? "none" : moves.get(0),
                a.first().map(m -> Arrays.toString(m.encoding())).orElse("none"), where);
        assertEquals(moves.stream().limit(2).toList(),
                a.list(2).stream().map(m -> Arrays.toString(m.encoding())).toList(), where);
        // The first winning move, played, leaves what the brute force calls lost.
        if (wins && !moves.isEmpty()) {
            assertFalse(brute.wins(a.game().play(position, a.first().orElseThrow().encoding())), where);
        }
        return wins ? 0 : 1;
    }

    private static long[] randomStairs(Random random) {
        long[] stairs = new long[random.nextInt(6)];
        for (int i = 0; i < stairs.length; i++) {
            stairs[i] = random.nextInt(5);
        }
        return stairs;
    }

    /**
     * 3000 random positions of {@code game}, each analysed afresh and by one solver kept across
     * them, against the brute force; how many of them are lost.
     */
    private static int lostAgainstTheBruteForce(PositionGame game, long seed, Function<Random, long[]> position) {
        BruteForce brute = new BruteForce(game);
        MisereSolver kept = new MisereSolver(LIMIT, "a test's limit");
        Random random = new Random(seed);
        int lost = 0;
        for (int i = 0; i < 3000; i++) {
            long[] p = position.apply(random);
            lost += check(brute, Analyses.misere(game, p, LIMIT, "a test's limit"), p);
            check(brute, kept.analyse(game, p), p);
        }
        return lost;
    }

    @Test
    void staircaseMatchesTheBruteForceOnRandomPositions() {
        int lost = lostAgainstTheBruteForce(TestPositionGames.staircase(), 20240523L, MiserePositionTest::randomStairs);
        assertTrue(lost > 100 && lost < 2900, "lost positions among the 3000: " + lost);
    }

    @Test
    void wythoffMatchesTheBruteForceOnRandomPositions() {
        int lost = lostAgainstTheBruteForce(TestPositionGames.wythoff(), 1_618_033L,
                random -> new long[] {random.nextInt(25), random.nextInt(25)});
        // Lost positions are about 2 in 25 of each row: (a, b) with a few b for each a.
        assertTrue(lost > 50, "lost positions among the 3000: " + lost);
    }

    /**
     * Facts known without a search: no stairs, or empty ones, are won (no move: the other player
     * moved last); one coin on stair 1 is lost (it must be taken, last); from 7 coins on stair 1
     * the one winning move leaves one. Misère Wythoff's lost positions are normal play's but for
     * the first two pairs: (0,1), (1,0) and (2,2) instead of (0,0), (1,2) and (2,1).
     */
    @Test
    void knownPositions() {
        PositionGame stairs = TestPositionGames.staircase();
        assertEquals(Outcome.N, Analyses.misere(stairs, new long[0], LIMIT, "l").outcome(), "no stairs: no move");
        assertEquals(Outcome.N, Analyses.misere(stairs, new long[] {0, 0}, LIMIT, "l").outcome());
        assertEquals(Outcome.P, Analyses.misere(stairs, new long[] {1}, LIMIT, "l").outcome());
        assertEquals(Outcome.N, Analyses.misere(stairs, new long[] {0, 1}, LIMIT, "l").outcome());
        PositionGameAnalysis seven = Analyses.misere(stairs, new long[] {7}, LIMIT, "l");
        assertEquals(List.of("[1, 6]"), seven.list(10).stream().map(m -> Arrays.toString(m.encoding())).toList(),
                "leave the last coin to the other player");
        assertEquals("[1, 6]", seven.describe(seven.first().orElseThrow()));
        assertEquals("", seven.place(seven.first().orElseThrow()));
        assertEquals("position", seven.componentNoun());
        PositionGame wythoff = TestPositionGames.wythoff();
        for (long[] lost : List.of(new long[] {0, 1}, new long[] {1, 0}, new long[] {2, 2}, new long[] {3, 5},
                new long[] {5, 3}, new long[] {4, 7})) {
            assertEquals(Outcome.P, Analyses.misere(wythoff, lost, LIMIT, "l").outcome(), Arrays.toString(lost));
        }
        for (long[] won : List.of(new long[] {0, 0}, new long[] {1, 2}, new long[] {2, 1}, new long[] {1, 1})) {
            assertEquals(Outcome.N, Analyses.misere(wythoff, won, LIMIT, "l").outcome(), Arrays.toString(won));
        }
        PositionMove toLost = Analyses.misere(wythoff, new long[] {2, 3}, LIMIT, "l").first().orElseThrow();
        assertEquals(Outcome.P, Analyses.misere(wythoff, wythoff.play(new long[] {2, 3}, toLost.encoding()), LIMIT,
                "l").outcome());
    }

    /** The position given is the caller's: searched from a copy, and read, never changed. */
    @Test
    void thePositionIsNotChanged() {
        long[] stairs = {2, 3, 1};
        PositionGameAnalysis a = Analyses.misere(TestPositionGames.staircase(), stairs, LIMIT, "l");
        a.forEach(m -> true);
        assertEquals("[2, 3, 1]", Arrays.toString(stairs));
        assertTrue(a.position() == stairs, "the analysis reads the caller's array, as normal play's does");
    }
}
