package io.github.grundy.variants.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import io.github.grundy.variants.Options;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The game on a directed graph against a brute-force game-tree search over whole positions (the
 * tuple of token vertices), with the rule written here from the edge list: a token on u may move
 * to v for each edge u -> v, in the order given.
 */
class GraphPropertyTest {

    private static final long SEED = 0x6772617068L; // "graph"

    /** A graph as the test keeps it: n vertices, edges from[i] -> to[i]. */
    record Edges(int n, int[] from, int[] to) {
        int m() {
            return from.length;
        }

        DirectedGraph graph() {
            return DirectedGraph.of(n, from, to, from.length);
        }

        /** The rule: a token on {@code v} moves along each edge out of v, in input order. */
        /** The successors of v in edge order, each once (parallel edges are one move). */
        List<long[]> options(long v) {
            List<long[]> out = new ArrayList<>();
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int i = 0; i < from.length; i++) {
                if (from[i] == v && seen.add(to[i])) {
                    out.add(new long[] {to[i]});
                }
            }
            return out;
        }

        /** True iff some path of at least one edge leads from v back to v (breadth-first). */
        boolean onCycle(int v) {
            int[] offsets = new int[n + 1];
            for (int f : from) {
                offsets[f + 1]++;
            }
            for (int i = 0; i < n; i++) {
                offsets[i + 1] += offsets[i];
            }
            int[] fill = Arrays.copyOf(offsets, n);
            int[] succ = new int[from.length];
            for (int i = 0; i < from.length; i++) {
                succ[fill[from[i]]++] = to[i];
            }
            boolean[] seen = new boolean[n];
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            for (int e = offsets[v]; e < offsets[v + 1]; e++) {
                if (!seen[succ[e]]) {
                    seen[succ[e]] = true;
                    queue.add(succ[e]);
                }
            }
            while (!queue.isEmpty()) {
                int u = queue.poll();
                if (u == v) {
                    return true;
                }
                for (int e = offsets[u]; e < offsets[u + 1]; e++) {
                    if (!seen[succ[e]]) {
                        seen[succ[e]] = true;
                        queue.add(succ[e]);
                    }
                }
            }
            return false;
        }

        boolean hasEdge(int u, int v) {
            for (int i = 0; i < from.length; i++) {
                if (from[i] == u && to[i] == v) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * A random acyclic graph whose vertex numbers do not follow its order: edges go from a higher
     * to a lower rank of a random permutation; some edges are repeated.
     */
    static Edges randomDag(Random random, int n, int m) {
        int[] rank = permutation(random, n);
        int[] from = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            if (i > 0 && random.nextInt(8) == 0) {
                int j = random.nextInt(i);
                from[i] = from[j];
                to[i] = to[j];
                continue;
            }
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            while (n > 1 && b == a) {
                b = random.nextInt(n);
            }
            if (a == b) { // one vertex: no edge can be acyclic; keep none
                return new Edges(n, Arrays.copyOf(from, i), Arrays.copyOf(to, i));
            }
            boolean down = rank[a] > rank[b];
            from[i] = down ? a : b;
            to[i] = down ? b : a;
        }
        return new Edges(n, from, to);
    }

    static int[] permutation(Random random, int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    @Test
    void randomDagsMatchTheGameTree() {
        Random random = new Random(SEED);
        for (int t = 0; t < 400; t++) {
            int n = 1 + random.nextInt(8);
            Edges edges = randomDag(random, n, random.nextInt(2 * n + 2));
            GraphGame game = GraphGame.of(edges.graph(), "random");
            GameTreeSearch search = new GameTreeSearch(edges::options);
            for (int a = 0; a < n; a++) {
                EngineChecks.assertMatchesSearch(game, search, new long[] {a});
                for (int b = 0; b < n; b++) {
                    EngineChecks.assertMatchesSearch(game, search, new long[] {a, b});
                }
            }
            for (int k = 0; k < 10; k++) {
                long[] tokens = {random.nextInt(n), random.nextInt(n), random.nextInt(n)};
                EngineChecks.assertMatchesSearch(game, search, tokens);
            }
        }
    }

    @Test
    void optionsFollowTheEdgesInOrder() {
        Random random = new Random(SEED + 1);
        for (int t = 0; t < 200; t++) {
            int n = 1 + random.nextInt(8);
            Edges edges = randomDag(random, n, random.nextInt(3 * n + 1));
            GraphGame game = GraphGame.of(edges.graph(), "random");
            GameTreeSearch search = new GameTreeSearch(edges::options);
            for (int v = 0; v < n; v++) {
                List<long[]> expected = edges.options(v);
                String where = "vertex " + v + " of " + Arrays.toString(edges.from()) + " -> " + Arrays.toString(edges.to());
                assertTrue(Options.same(expected, Options.of(game, v)), where + ": options");
                for (int k = 1; k <= expected.size(); k++) {
                    assertTrue(Options.same(expected.subList(0, k), Options.first(game, v, k)), where + ": first " + k);
                }
                assertEquals(search.grundy(new long[] {v}), game.grundy(v), where + ": grundy");
                for (long value = -1; value <= n + 1; value++) {
                    List<long[]> ofValue = new ArrayList<>();
                    for (long[] o : expected) {
                        if (search.grundy(o) == value) {
                            ofValue.add(o);
                        }
                    }
                    assertTrue(Options.same(ofValue, Options.ofValue(game, v, value)), where + ": options of value " + value);
                    assertEquals(ofValue.size(), game.countOptionsOfValue(v, value), where + ": count of value " + value);
                }
            }
        }
    }

    @Test
    void parallelEdgesAreOneMove() {
        // 0 -> 1 twice, 0 -> 2: vertex 0 is worth mex{0, 0} = 1; the option "vertex 1" is one move.
        Edges edges = new Edges(3, new int[] {0, 0, 0}, new int[] {1, 2, 1});
        GraphGame game = GraphGame.of(edges.graph(), "parallel");
        assertEquals(1, game.grundy(0));
        WinningMoves wm = WinningMoves.of(HeapSum.of(game, 0));
        assertEquals(List.of(new HeapMove(0, 0, new long[] {1}), new HeapMove(0, 0, new long[] {2})), wm.list(10));
        assertEquals(2, wm.count());
        EngineChecks.assertMatchesSearch(game, new GameTreeSearch(edges::options), new long[] {0, 0});
    }

    @Test
    void wordsAndChecks() {
        Edges edges = new Edges(10, new int[] {3, 3}, new int[] {5, 4});
        GraphGame game = GraphGame.of(edges.graph(), "g.txt");
        assertEquals("graph --graph=g.txt", game.describe());
        assertEquals("token", game.componentNoun());
        assertEquals("vertex 3 -> vertex 5", game.describeMove(3, new long[] {5}));
        assertEquals("graph: no vertex 12 (the graph has vertices 0..9)",
                assertThrows(IllegalArgumentException.class, () -> game.checkHeap(12)).getMessage());
        assertEquals("graph: no vertex 10 (the graph has vertices 0..9)",
                assertThrows(IllegalArgumentException.class, () -> game.grundy(10)).getMessage());
        assertEquals("graph: no vertex -1 (the graph has vertices 0..9)",
                assertThrows(IllegalArgumentException.class, () -> game.forEachOption(-1, o -> true)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> game.forEachOptionOfValue(Long.MAX_VALUE, 0, o -> true));
        assertThrows(IllegalArgumentException.class, () -> game.countOptionsOfValue(1L << 32, 0));
        assertThrows(IllegalArgumentException.class, () -> WinningMoves.of(HeapSum.of(game, 3, 11)));
        game.checkHeap(0);
        game.checkHeap(9);

        GraphGame empty = GraphGame.of(DirectedGraph.of(0, new int[0], new int[0], 0), "empty");
        assertEquals("graph: no vertex 0 (the graph has no vertices)",
                assertThrows(IllegalArgumentException.class, () -> empty.checkHeap(0)).getMessage());
        WinningMoves none = WinningMoves.of(HeapSum.of(empty));
        assertEquals(0, none.nimSum());
        assertFalse(none.outcome().nextPlayerWins());
        assertEquals(Optional.empty(), none.first());
    }

    /**
     * Checks the whole table without recursion or any search: at every vertex the value is the mex
     * of its successors' values, read from the test's own adjacency. On an acyclic graph that
     * equation has one solution, so the table is right.
     */
    static void assertMexEquationEverywhere(GraphGame game, Edges edges) {
        int n = edges.n();
        int[] offsets = new int[n + 1];
        for (int f : edges.from()) {
            offsets[f + 1]++;
        }
        int maxDegree = 0;
        for (int i = 0; i < n; i++) {
            maxDegree = Math.max(maxDegree, offsets[i + 1]);
            offsets[i + 1] += offsets[i];
        }
        int[] fill = Arrays.copyOf(offsets, n);
        int[] succ = new int[edges.m()];
        for (int i = 0; i < edges.m(); i++) {
            succ[fill[edges.from()[i]]++] = edges.to()[i];
        }
        int[] stamp = new int[maxDegree + 2];
        for (int v = 0; v < n; v++) {
            int degree = offsets[v + 1] - offsets[v];
            for (int e = offsets[v]; e < offsets[v + 1]; e++) {
                long w = game.grundy(succ[e]);
                if (w <= degree) {
                    stamp[(int) w] = v + 1;
                }
            }
            long g = game.grundy(v);
            if (g > degree || stamp[(int) g] == v + 1) {
                fail("vertex " + v + ": value " + g + " is that of a successor or above the out-degree " + degree);
            }
            for (int x = 0; x < g; x++) {
                if (stamp[x] != v + 1) {
                    fail("vertex " + v + ": value " + g + " but no successor is worth " + x);
                }
            }
        }
    }

    @Test
    void millionVertexPathsNeedNoRecursion() {
        int n = 1_000_000;
        int[] a = new int[n - 1];
        int[] b = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            a[i] = i;
            b[i] = i + 1;
        }
        // 0 -> 1 -> ... -> n-1: the search from 0 goes 10^6 deep.
        Edges forward = new Edges(n, a, b);
        GraphGame game = GraphGame.of(forward.graph(), "path");
        for (int v : new int[] {0, 1, n / 2, n - 2, n - 1}) {
            assertEquals((n - 1 - v) % 2, game.grundy(v), "vertex " + v);
        }
        assertMexEquationEverywhere(game, forward);
        // The same path backwards: n-1 -> ... -> 0.
        Edges backward = new Edges(n, b, a);
        GraphGame back = GraphGame.of(backward.graph(), "path");
        assertEquals(0, back.grundy(0));
        assertEquals(1, back.grundy(n - 1));
        assertMexEquationEverywhere(back, backward);
    }

    @Test
    void millionVertexRandomDag() {
        Random random = new Random(SEED + 2);
        int n = 1_000_000;
        int extra = 1_000_000;
        int[] order = permutation(random, n);
        int[] from = new int[n - 1 + extra];
        int[] to = new int[n - 1 + extra];
        // A Hamiltonian path in shuffled numbering (so the graph is 10^6 deep) plus random edges
        // that go forward along it.
        for (int i = 0; i < n - 1; i++) {
            from[i] = order[i];
            to[i] = order[i + 1];
        }
        for (int i = n - 1; i < from.length; i++) {
            int x = random.nextInt(n - 1);
            int y = x + 1 + random.nextInt(Math.min(n - 1 - x, 50));
            from[i] = order[x];
            to[i] = order[y];
        }
        Edges edges = new Edges(n, from, to);
        // Right at the stated maximum; how fast is GeneralizedGrundyBenchmark's question, not a test's.
        GraphGame game = GraphGame.of(edges.graph(), "big");
        assertMexEquationEverywhere(game, edges);
        long[] tokens = {order[0], order[1], order[n / 2], order[n - 1]};
        WinningMoves wm = WinningMoves.of(HeapSum.of(game, tokens));
        for (HeapMove m : wm.list(100)) {
            EngineChecks.assertLeadsToZero(game, tokens, m);
        }
    }

    /** A random graph of up to 8 vertices, loops and cycles allowed. */
    static Edges randomGraph(Random random) {
        int n = 1 + random.nextInt(8);
        int m = random.nextInt(2 * n + 1);
        int[] from = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            from[i] = random.nextInt(n);
            to[i] = random.nextInt(n);
        }
        return new Edges(n, from, to);
    }

    /**
     * Graphs with cycles and loops are played with draws: the outcome of one token and of two
     * tokens (a sum on the product graph) against a retrograde analysis written here from the
     * rule (no move: lost; a move to a lost position: won; every move to a won one: lost; the rest
     * draws), and every move listed: the winning moves are exactly those to lost positions, the
     * moves that keep a draw exactly those to draws. Acyclic graphs still satisfy the mex equation.
     */
    @Test
    void cyclesArePlayedWithDraws() {
        Random random = new Random(SEED + 3);
        int cyclic = 0;
        int draws = 0;
        for (int t = 0; t < 3000; t++) {
            Edges edges = randomGraph(random);
            boolean hasCycle = false;
            for (int v = 0; v < edges.n(); v++) {
                hasCycle |= edges.onCycle(v);
            }
            GraphGame game = GraphGame.of(edges.graph(), hasCycle ? "cyclic" : "acyclic");
            assertEquals(hasCycle, game.hasCycles());
            if (!hasCycle) {
                assertMexEquationEverywhere(game, edges);
            }
            cyclic += hasCycle ? 1 : 0;
            int[] one = retrogradeOfOne(edges);
            int[][] two = retrogradeOfTwo(edges);
            int n = edges.n();
            for (int a = 0; a < n; a++) {
                draws += checkPosition(game, edges, new long[] {a}, one, two);
                for (int b = 0; b < n; b++) {
                    checkPosition(game, edges, new long[] {a, b}, one, two);
                }
            }
        }
        assertTrue(cyclic > 500 && cyclic < 2900, cyclic + " cyclic graphs of 3000: both kinds must be tried");
        assertTrue(draws > 500, draws + " single tokens in a draw: the graphs must have them");
    }

    private static final int WIN = 1;
    private static final int LOSE = 2;

    /** Outcomes of two tokens, by retrograde analysis of the product graph. */
    private static int[][] retrogradeOfTwo(Edges edges) {
        int n = edges.n();
        int[][] two = new int[n][n];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (two[a][b] != 0) {
                        continue;
                    }
                    int now = settle(edges, a, b, two);
                    if (now != 0) {
                        two[a][b] = now;
                        changed = true;
                    }
                }
            }
        }
        return two;
    }

    private static int settle(Edges edges, int a, int b, int[][] two) {
        boolean any = false;
        boolean allWin = true;
        for (long[] o : edges.options(a)) {
            any = true;
            int r = two[(int) o[0]][b];
            if (r == LOSE) {
                return WIN;
            }
            allWin &= r == WIN;
        }
        for (long[] o : edges.options(b)) {
            any = true;
            int r = two[a][(int) o[0]];
            if (r == LOSE) {
                return WIN;
            }
            allWin &= r == WIN;
        }
        return !any || allWin ? LOSE : 0;
    }

    /** One token's outcomes, by the same rule. */
    private static int[] retrogradeOfOne(Edges edges) {
        int n = edges.n();
        int[] one = new int[n];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int v = 0; v < n; v++) {
                if (one[v] != 0) {
                    continue;
                }
                boolean any = false;
                boolean allWin = true;
                int now = 0;
                for (long[] o : edges.options(v)) {
                    any = true;
                    int r = one[(int) o[0]];
                    if (r == LOSE) {
                        now = WIN;
                        break;
                    }
                    allWin &= r == WIN;
                }
                if (now == 0 && (!any || allWin)) {
                    now = LOSE;
                }
                if (now != 0) {
                    one[v] = now;
                    changed = true;
                }
            }
        }
        return one;
    }

    private static io.github.grundy.core.game.Outcome outcomeOf(int r) {
        return r == WIN ? io.github.grundy.core.game.Outcome.N : r == LOSE ? io.github.grundy.core.game.Outcome.P
                : io.github.grundy.core.game.Outcome.D;
    }

    /** Checks one position's outcome and moves; 1 if it is a draw. */
    private static int checkPosition(GraphGame game, Edges edges, long[] tokens, int[] one, int[][] two) {
        java.util.function.Function<long[], Integer> result = p -> p.length == 1 ? one[(int) p[0]] : two[(int) p[0]][(int) p[1]];
        io.github.grundy.core.analysis.Analysis<HeapMove> analysis = io.github.grundy.core.Analyses.of(HeapSum.of(game, tokens));
        String where = Arrays.toString(tokens) + " on " + edges;
        int r = result.apply(tokens);
        assertEquals(outcomeOf(r), analysis.outcome(), where);
        if (tokens.length == 1) {
            // A single heap's outcome, as the game answers it (it used to ask grundy() of an infinite value).
            assertEquals(outcomeOf(r), game.outcome(tokens[0]), where);
        }
        List<String> winning = new ArrayList<>();
        List<String> drawing = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            for (long[] o : edges.options(tokens[i])) {
                long[] after = tokens.clone();
                after[i] = o[0];
                int ra = result.apply(after);
                String move = i + ":" + o[0];
                if (r == WIN && ra == LOSE) {
                    winning.add(move);
                }
                if (r == 0 && ra == 0) {
                    drawing.add(move);
                }
            }
        }
        assertEquals(winning, analysis.list(Integer.MAX_VALUE).stream().map(m -> m.component() + ":" + m.option()[0])
                .toList(), where);
        assertEquals(drawing, analysis.drawingMoves(Integer.MAX_VALUE).stream()
                .map(m -> m.component() + ":" + m.option()[0]).toList(), where);
        return r == 0 ? 1 : 0;
    }

    @Test
    void loopsAndLongCycles() {
        // 0 -> 3 and a loop at 3: no way out of 3, so both are draws; 1, 2, 4 have no move (lost).
        Edges loop = new Edges(5, new int[] {0, 3}, new int[] {3, 3});
        GraphGame l = GraphGame.of(loop.graph(), "loop");
        assertTrue(l.hasCycles());
        assertEquals(io.github.grundy.core.game.Outcome.D, io.github.grundy.core.Analyses.of(HeapSum.of(l, 0)).outcome());
        assertEquals(io.github.grundy.core.game.Outcome.D, io.github.grundy.core.Analyses.of(HeapSum.of(l, 3)).outcome());
        assertEquals(io.github.grundy.core.game.Outcome.P, io.github.grundy.core.Analyses.of(HeapSum.of(l, 1)).outcome());
        assertThrows(IllegalArgumentException.class, () -> l.grundy(3));
        assertEquals(0, l.grundy(1));

        // A path of 10^6 whose second half is closed into a cycle without a way out: all draws,
        // and in well under the time of a million-vertex acyclic graph's checks.
        int n = 1_000_000;
        int[] a = new int[n];
        int[] b = new int[n];
        for (int i = 0; i < n - 1; i++) {
            a[i] = i;
            b[i] = i + 1;
        }
        a[n - 1] = n - 1;
        b[n - 1] = n / 2;
        GraphGame tail = GraphGame.of(new Edges(n, a, b).graph(), "big");
        for (long v : new long[] {0, n / 2, n - 1}) {
            assertEquals(io.github.grundy.core.game.Outcome.D, io.github.grundy.core.Analyses.of(HeapSum.of(tail, v)).outcome());
        }
    }
}
