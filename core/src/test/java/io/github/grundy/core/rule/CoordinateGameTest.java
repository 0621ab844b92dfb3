package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Coordinate rules played: Wythoff's game and the cutting game against brute forces written from
 * their words, sums of points, moves; loopy rules against retrograde analysis; grids.
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
    void anEndlessRuleIsRefusedAtItsLimit() {
        LimitExceededException endless = assertThrows(LimitExceededException.class,
                () -> CoordinateGame.of(Rule.parse("(a, b) -> [(a + 1, b)]").bind(Map.of(), 100, "steps"), "test",
                        1000, "--max-table=1000").grundy(new long[] {0, 0}));
        assertEquals("test: the value of (0, 0) needs more than 1000 points valued (--max-table=1000)",
                endless.getMessage());
        assertEquals("test: a point has 2 coordinates (a, b), and 3 numbers are not a whole number of points",
                assertThrows(IllegalArgumentException.class, () -> game(WYTHOFF).grundy(new long[] {1, 2, 3}))
                        .getMessage());
    }

    @Test
    void aLoopyRuleIsPlayedWithDrawsAndRefusedWhereItsOptionsAreSums() {
        CoordinateGame swap = game("(a, b) -> [(b, a)]");
        long[] position = {1, 2};
        assertFalse(swap.grundyKnown(position));
        assertEquals(Outcome.D, swap.outcome(position));
        PositionGameAnalysis a = Analyses.of(swap.prepare(position), position);
        assertEquals(Outcome.D, a.outcome());
        assertEquals("the generalized Sprague-Grundy function (Smith 1966): (1, 2) has an infinite value, with K = {}"
                + " (the finite values it can move to); 0 is not in K, so neither player can force a win",
                a.rule().orElseThrow());
        assertEquals(1, a.drawingMoves(10).size());
        // (0, 0) moves to itself: a draw too, and no Grundy value to give.
        assertEquals("test: (0, 0) has an infinite value (play from it can go on for ever), so the position has no"
                + " Grundy value", assertThrows(IllegalArgumentException.class, () -> swap.grundy(new long[] {0, 0}))
                .getMessage());
        IllegalArgumentException sums = assertThrows(IllegalArgumentException.class,
                () -> game("(a, b) -> if a > 0 then [((b, a), (0, 0))] else []").grundy(new long[] {1, 2}));
        assertEquals("test: the rule is loopy (play from (1, 2) can come back to a point), and the option (2, 1) + (0, 0)"
                + " of (1, 2) is a sum of points; a loopy rule is played here only when each option is one point or none",
                sums.getMessage());
    }

    /**
     * Loopy rules against retrograde analysis: random digraphs on up to 7 vertices, written as a rule
     * that reads the edges from a bit mask, with one and two tokens; the win, loss or draw of
     * every position agrees with the one found by labelling the positions of the whole game graph
     * (a position with a move to a lost one is won, one whose moves all reach won ones is lost,
     * the rest are draws), and every winning move leads to a lost position.
     */
    @Test
    void loopyRulesAgreeWithRetrogradeAnalysisOfTheirPositions() {
        java.util.Random random = new java.util.Random(38);
        int draws = 0;
        int wins = 0;
        int losses = 0;
        for (int trial = 0; trial < 300; trial++) {
            int n = 2 + random.nextInt(6);
            long edges = 0;
            for (int v = 0; v < n; v++) {
                for (int w = 0; w < n; w++) {
                    if (random.nextInt(100) < 30) {
                        edges |= 1L << (v * n + w);
                    }
                }
            }
            String text = "param e = 0; param n = 1; (v, z) -> [(w, 0) for w in 0..n - 1 if (e >> (v * n + w)) & 1 == 1]";
            CoordinateGame game = CoordinateGame.of(Rule.parse(text).bind(Map.of("e", edges, "n", (long) n), 10_000,
                    "steps"), "graph", 10_000, "limit");
            Outcome[] one = retrograde(n, edges, 1);
            Outcome[] two = retrograde(n, edges, 2);
            for (int u = 0; u < n; u++) {
                assertEquals(one[u], outcomeOf(game, new long[] {u, 0}), "one token at " + u + " of " + edges);
                for (int w = 0; w < n; w++) {
                    Outcome expected = two[u * n + w];
                    assertEquals(expected, outcomeOf(game, new long[] {u, 0, w, 0}), "tokens " + u + ", " + w);
                    draws += expected == Outcome.D ? 1 : 0;
                    wins += expected == Outcome.N ? 1 : 0;
                    losses += expected == Outcome.P ? 1 : 0;
                }
            }
        }
        assertTrue(draws > 1000 && wins > 1000 && losses > 300, draws + " draws, " + wins + " wins, " + losses + " losses");
    }

    /** The outcome by the analysis, its winning moves each checked to lead to a lost position. */
    private static Outcome outcomeOf(CoordinateGame game, long[] position) {
        PositionGameAnalysis a = Analyses.of(game.prepare(position), position);
        for (io.github.grundy.core.game.PositionMove m : a.list(100)) {
            long[] next = game.play(position, m.encoding());
            assertEquals(Outcome.P, Analyses.of(game.prepare(next), next).outcome(), "a winning move to " + List.of(next));
        }
        return a.outcome();
    }

    /** W/L/D of every position of {@code tokens} tokens (1 or 2) on the graph, by retrograde labelling. */
    private static Outcome[] retrograde(int n, long edges, int tokens) {
        int size = tokens == 1 ? n : n * n;
        List<List<Integer>> moves = new ArrayList<>();
        for (int p = 0; p < size; p++) {
            List<Integer> m = new ArrayList<>();
            int u = tokens == 1 ? p : p / n;
            int w = tokens == 1 ? -1 : p % n;
            for (int x = 0; x < n; x++) {
                if ((edges >> (u * n + x) & 1) == 1) {
                    m.add(tokens == 1 ? x : x * n + w);
                }
                if (tokens == 2 && (edges >> (w * n + x) & 1) == 1) {
                    m.add(u * n + x);
                }
            }
            moves.add(m);
        }
        Outcome[] out = new Outcome[size];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p = 0; p < size; p++) {
                if (out[p] != null) {
                    continue;
                }
                boolean toLost = false;
                boolean allWon = true;
                for (int q : moves.get(p)) {
                    toLost |= out[q] == Outcome.P;
                    allWon &= out[q] == Outcome.N;
                }
                if (toLost || allWon) {
                    out[p] = toLost ? Outcome.N : Outcome.P;
                    changed = true;
                }
            }
        }
        for (int p = 0; p < size; p++) {
            out[p] = out[p] == null ? Outcome.D : out[p];
        }
        return out;
    }

    /**
     * The grid is each point's value, for a rule that moves down (read straight) and one that does
     * not (walked); lines of options (read along the grid's array) that leave it, and that meet a
     * point not valued yet.
     */
    @Test
    void aGridHoldsEachPointsValue() {
        for (String text : List.of(WYTHOFF, "(a, b) -> [(a - k, b + k) for k in 1..a]",
                "(a, b) -> [(a + k, b - 1) for k in 1 - min(b, 1)..2 * min(b, 1) - 1]",
                "(a, b) -> [(a + 1 - k, b - 1) for k in 0..min(a + 1, b - 1)]",
                "(a, b) -> [(b, a - 1) for t in 1..1 if a > 0] + [(a - 1, b + 2) for t in 1..1"
                + " if a > 0 and b < 5]", "(a, b) -> [(b, a)]",
                "(a, b) -> [(x, b) for x in [a - 1, a + 1] if x >= 0 and x <= 4] + [(a, b - 1) for t in 1..1 if b > 0]")) {
            CoordinateGame game = game(text);
            io.github.grundy.core.grid.ValueGrid grid = game.grid(7, 9);
            for (int a = 0; a < 7; a++) {
                for (int b = 0; b < 9; b++) {
                    long[] point = {a, b};
                    long expected = game.grundyKnown(point) ? game.grundy(point) : io.github.grundy.core.grid.ValueGrid.INFINITE;
                    assertEquals(expected, grid.value(a, b), text + " at " + a + ", " + b);
                }
            }
        }
        assertEquals("test: a grid of 4097 x 4096 points is more than the 16777216 (4096 x 4096) valued at once",
                assertThrows(LimitExceededException.class, () -> game(WYTHOFF).grid(4097, 4096)).getMessage());
    }

    /** The explanation's values are the points', its options' values the options', and its move wins. */
    @Test
    void theExplanationOfASumOfPointsAddsUpAndItsMoveWins() {
        CoordinateGame wythoff = game(WYTHOFF);
        java.util.Random random = new java.util.Random(41);
        int won = 0;
        for (int trial = 0; trial < 200; trial++) {
            int points = 1 + random.nextInt(3);
            long[] position = new long[2 * points];
            for (int i = 0; i < position.length; i++) {
                position[i] = random.nextInt(12);
            }
            PointSumExplanation e = wythoff.explain(position);
            long x = 0;
            for (int i = 0; i < points; i++) {
                long v = wythoff.grundy(new long[] {position[2 * i], position[2 * i + 1]});
                assertEquals(v, e.rows().get(i).value());
                x ^= v;
            }
            assertEquals(x, e.nimSum());
            for (PointSumExplanation.PointValue pv : e.values()) {
                Set<Long> seen = new HashSet<>();
                pv.options().forEach(o -> seen.add(o.value()));
                if (!pv.more()) {
                    assertEquals(mex(seen), pv.value(), pv.point());
                }
            }
            assertEquals(x != 0, e.move().isPresent());
            if (e.move().isPresent()) {
                won++;
                assertEquals(0, wythoff.grundy(wythoff.play(position, e.move().get().encoding())));
            }
        }
        assertTrue(won > 100, won + " won positions");
    }
}
