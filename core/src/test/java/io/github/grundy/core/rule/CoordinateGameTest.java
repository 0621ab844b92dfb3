package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.LimitExceededException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Coordinate rules played: Wythoff's game and the cutting game against brute forces written from
 * their words, sums of points, moves, and a loopy rule refused.
 */
class CoordinateGameTest {

    private static final String WYTHOFF = "(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]"
            + " + [(a - k, b - k) for k in 1..min(a, b)]";
    private static final String CUTTING = "(w, h) -> [((a, h), (w - a, h)) for a in 1..w - 1]"
            + " + [((w, b), (w, h - b)) for b in 1..h - 1]";

    private static CoordinateGame game(String rule) {
        return CoordinateGame.of(Rule.parse(rule).bind(Map.of(), 1_000_000, "steps"), "test", 1_000_000, "limit");
    }

    private static long mex(Set<Long> values) {
        long m = 0;
        while (values.contains(m)) {
            m++;
        }
        return m;
    }

    @Test
    void wythoffIsItsDefinitionAndItsPPositionsAreTheGoldenPairs() {
        int n = 30;
        long[][] g = new long[n + 1][n + 1];
        for (int a = 0; a <= n; a++) {
            for (int b = 0; b <= n; b++) {
                Set<Long> seen = new HashSet<>();
                for (int k = 1; k <= a; k++) {
                    seen.add(g[a - k][b]);
                }
                for (int k = 1; k <= b; k++) {
                    seen.add(g[a][b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    seen.add(g[a - k][b - k]);
                }
                g[a][b] = mex(seen);
            }
        }
        CoordinateGame wythoff = game(WYTHOFF).prepare(new long[] {n, n});
        List<String> zeros = new ArrayList<>();
        for (int a = 0; a <= n; a++) {
            for (int b = 0; b <= n; b++) {
                assertEquals(g[a][b], wythoff.grundy(new long[] {a, b}), "(" + a + ", " + b + ")");
                if (g[a][b] == 0 && a <= b) {
                    zeros.add("(" + a + ", " + b + ")");
                }
            }
        }
        // floor(k phi), floor(k phi^2): the pairs Wythoff found.
        List<String> golden = new ArrayList<>();
        double phi = (1 + Math.sqrt(5)) / 2;
        for (int k = 0; (long) Math.floor(k * phi * phi) <= n; k++) {
            golden.add("(" + (long) Math.floor(k * phi) + ", " + (long) Math.floor(k * phi * phi) + ")");
        }
        assertEquals(golden, zeros);
    }

    @Test
    void theCuttingGameIsItsDefinitionAndSumsAddByXor() {
        int n = 8;
        long[][] g = new long[n + 1][n + 1];
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= n; h++) {
                Set<Long> seen = new HashSet<>();
                for (int a = 1; a < w; a++) {
                    seen.add(g[a][h] ^ g[w - a][h]);
                }
                for (int b = 1; b < h; b++) {
                    seen.add(g[w][b] ^ g[w][h - b]);
                }
                g[w][h] = mex(seen);
            }
        }
        CoordinateGame cutting = game(CUTTING);
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= n; h++) {
                assertEquals(g[w][h], cutting.grundy(new long[] {w, h}), w + " x " + h);
                assertEquals(g[w][h] ^ g[3][5], cutting.grundy(new long[] {w, h, 3, 5}), w + " x " + h + " + 3 x 5");
            }
        }
    }

    @Test
    void movesReplaceOnePointAndArePlayedAsTheyRead() {
        CoordinateGame cutting = game(CUTTING);
        long[] position = {3, 2, 1, 1};
        List<String> moves = new ArrayList<>();
        cutting.forEachMove(position, move -> {
            moves.add(cutting.describeMove(position, move) + " = " + java.util.Arrays.toString(
                    cutting.play(position, move)));
            return true;
        });
        // 3 x 2 cut at a = 1 and a = 2 is one option (1 x 2 + 2 x 2), listed once; 1 x 1 has none.
        assertEquals(List.of("(3, 2) -> (1, 2) + (2, 2) = [1, 2, 2, 2, 1, 1]",
                "(3, 2) -> (3, 1) + (3, 1) = [3, 1, 3, 1, 1, 1]"), moves);
        // What is not a move is refused, as play's prompt shows it: a point not there, an option not the point's.
        assertEquals("a move is the point's number (0 to 1) and the option's coordinates, 2 a point",
                assertThrows(IllegalArgumentException.class, () -> cutting.play(position, new long[] {2})).getMessage());
        assertEquals("(1, 1) cannot become that: not one of its options", assertThrows(IllegalArgumentException.class,
                () -> cutting.play(position, new long[] {1})).getMessage());
        assertEquals("(3, 2) cannot become that: not one of its options", assertThrows(IllegalArgumentException.class,
                () -> cutting.play(position, new long[] {0, 1, 1, 2, 1})).getMessage());
        assertEquals("(3, 2) + (1, 1)", cutting.describePosition(position).orElseThrow());
        // A sum is one option however its points are ordered.
        assertEquals("[2, 2, 1, 2, 1, 1]", java.util.Arrays.toString(cutting.play(position, new long[] {0, 2, 2, 1, 2})));
    }

    @Test
    void aLoopyRuleAndAnEndlessOneAreRefused() {
        IllegalArgumentException loop = assertThrows(IllegalArgumentException.class,
                () -> game("(a, b) -> [(b, a)]").grundy(new long[] {1, 2}));
        assertTrue(loop.getMessage().startsWith("test: the point (1, 2) can be reached again from its own options"),
                loop.getMessage());
        LimitExceededException endless = assertThrows(LimitExceededException.class,
                () -> CoordinateGame.of(Rule.parse("(a, b) -> [(a + 1, b)]").bind(Map.of(), 100, "steps"), "test",
                        1000, "--max-table=1000").grundy(new long[] {0, 0}));
        assertEquals("test: the value of (0, 0) needs more than 1000 points valued (--max-table=1000)",
                endless.getMessage());
        assertEquals("test: a point has 2 coordinates (a, b), and 3 numbers are not a whole number of points",
                assertThrows(IllegalArgumentException.class, () -> game(WYTHOFF).grundy(new long[] {1, 2, 3}))
                        .getMessage());
    }
}
