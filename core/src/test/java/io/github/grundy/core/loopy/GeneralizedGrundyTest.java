package io.github.grundy.core.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The generalized Sprague–Grundy function, and Smith's theorem on it ({@link Analyses#of(HeapSum)} on
 * tokens of the graph), against a retrograde analysis written here from the rules alone (a position without a move is lost; one with a move to a lost position is won; one
 * whose every move goes to a won position is lost; the rest are draws), on thousands of random
 * small graphs with cycles and self-loops: one token, and sums of two and three tokens on the
 * product graph.
 */
public class GeneralizedGrundyTest {

    private static final int WIN = 1;
    private static final int LOSE = 2;
    private static final int DRAW = 0;

    /** Outcomes of every tuple of {@code k} tokens, by retrograde analysis of the product graph. */
    private static int[] retrograde(DirectedGraph g, int k) {
        int n = g.vertexCount();
        int states = (int) Math.pow(n, k);
        int[] result = new int[states];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int s = 0; s < states; s++) {
                if (result[s] != DRAW) {
                    continue;
                }
                int[] t = decode(s, n, k);
                boolean anyMove = false;
                boolean allWin = true;
                boolean win = false;
                for (int i = 0; i < k && !win; i++) {
                    for (int j = 0; j < g.outDegree(t[i]); j++) {
                        anyMove = true;
                        int[] u = t.clone();
                        u[i] = g.successor(t[i], j);
                        int r = result[encode(u, n)];
                        if (r == LOSE) {
                            win = true;
                            break;
                        }
                        if (r != WIN) {
                            allWin = false;
                        }
                    }
                }
                int now = win ? WIN : !anyMove || allWin ? LOSE : DRAW;
                if (now != DRAW) {
                    result[s] = now;
                    changed = true;
                }
            }
        }
        return result;
    }

    private static int[] decode(int s, int n, int k) {
        int[] t = new int[k];
        for (int i = 0; i < k; i++) {
            t[i] = s % n;
            s /= n;
        }
        return t;
    }

    private static int encode(int[] t, int n) {
        int s = 0;
        for (int i = t.length - 1; i >= 0; i--) {
            s = s * n + t[i];
        }
        return s;
    }

    private static Outcome of(int r) {
        return r == WIN ? Outcome.N : r == LOSE ? Outcome.P : Outcome.D;
    }

    /**
     * Tokens on the graph as a heap game (a heap is a vertex), so that outcomes come from where the
     * command line gets them: {@link Analyses#of(HeapSum)}, Smith's theorem in {@link LoopyAnalysis} when a
     * token's value is infinite, the nim-sum when none is.
     */
    public static final class Tokens implements LoopyHeapGame {
        private final GeneralizedGrundy gsg;

        public Tokens(GeneralizedGrundy gsg) {
            this.gsg = gsg;
        }

        @Override
        public long grundy(long heap) {
            if (!gsg.isFinite((int) heap)) {
                throw new IllegalArgumentException("vertex " + heap + " has an infinite value");
            }
            return gsg.value((int) heap);
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            DirectedGraph g = gsg.graph();
            for (int j = 0; j < g.outDegree((int) heap); j++) {
                if (!sink.accept(new long[] {g.successor((int) heap, j)})) {
                    return;
                }
            }
        }

        @Override
        public long generalizedValue(long heap) {
            return gsg.value((int) heap);
        }

        @Override
        public long counter(long heap) {
            return gsg.counter((int) heap);
        }

        @Override
        public long[] infinityKernel(long heap) {
            return gsg.infinityKernel((int) heap);
        }

        @Override
        public boolean hasCycles() {
            return true;
        }

        @Override
        public String describe() {
            return "tokens";
        }

        /** Who wins tokens on these vertices (not HeapGame.outcome, which is one heap's). */
        Outcome outcomeOf(long... tokens) {
            return Analyses.of(HeapSum.of(this, tokens)).outcome();
        }
    }

    public static DirectedGraph random(Random random, int n, int edges) {
        int[] from = new int[edges];
        int[] to = new int[edges];
        for (int i = 0; i < edges; i++) {
            from[i] = random.nextInt(n);
            to[i] = random.nextInt(n);
        }
        return DirectedGraph.of(n, from, to, edges);
    }

    @Test
    void oneTokenAgreesWithRetrogradeAnalysis() {
        Random random = new Random(1966);
        int draws = 0;
        for (int round = 0; round < 3000; round++) {
            int n = 1 + random.nextInt(12);
            DirectedGraph g = random(random, n, random.nextInt(3 * n + 1));
            GeneralizedGrundy gsg = GeneralizedGrundy.of(g);
            Tokens tokens = new Tokens(gsg);
            int[] r = retrograde(g, 1);
            for (int v = 0; v < n; v++) {
                Outcome o = tokens.outcomeOf(v);
                assertEquals(of(r[v]), o, "vertex " + v + " of " + edges(g));
                draws += o == Outcome.D ? 1 : 0;
            }
            checkDefinition(g, gsg);
        }
        assertTrue(draws > 1000, "the graphs have draws: " + draws);
    }

    @Test
    void sumsOfTwoAndThreeTokensAgreeWithRetrogradeAnalysis() {
        Random random = new Random(1986);
        for (int round = 0; round < 1500; round++) {
            int n = 1 + random.nextInt(7);
            DirectedGraph g = random(random, n, random.nextInt(2 * n + 2));
            Tokens tokens = new Tokens(GeneralizedGrundy.of(g));
            int k = round % 3 == 0 ? 3 : 2;
            int[] r = retrograde(g, k);
            for (int s = 0; s < r.length; s++) {
                int[] t = decode(s, n, k);
                assertEquals(of(r[s]), tokens.outcomeOf(Arrays.stream(t).asLongStream().toArray()),
                        Arrays.toString(t) + " on " + edges(g));
            }
        }
    }

    /**
     * The definition (Fraenkel–Yesha): a finite value is the mex of the followers' finite values;
     * from a finite {@code u}, every follower of larger or infinite value has a follower of value
     * {@code γ(u)} labelled earlier (what makes a win finite); an infinite {@code u} has an
     * infinite follower with no follower of value {@code mex} of {@code u}'s followers.
     */
    private static void checkDefinition(DirectedGraph g, GeneralizedGrundy gsg) {
        for (int u = 0; u < g.vertexCount(); u++) {
            java.util.Set<Long> finite = new java.util.HashSet<>();
            for (int j = 0; j < g.outDegree(u); j++) {
                int v = g.successor(u, j);
                if (gsg.isFinite(v)) {
                    finite.add(gsg.value(v));
                }
            }
            long mex = 0;
            while (finite.contains(mex)) {
                mex++;
            }
            if (gsg.isFinite(u)) {
                assertEquals(mex, gsg.value(u), "mex at " + u + " of " + edges(g));
                for (int j = 0; j < g.outDegree(u); j++) {
                    int v = g.successor(u, j);
                    if (!gsg.isFinite(v) || gsg.value(v) > gsg.value(u)) {
                        boolean back = false;
                        for (int i = 0; i < g.outDegree(v); i++) {
                            int w = g.successor(v, i);
                            back |= gsg.isFinite(w) && gsg.value(w) == gsg.value(u) && gsg.counter(w) < gsg.counter(u);
                        }
                        assertTrue(back, "no way back from " + v + " to value " + gsg.value(u) + " below the counter of "
                                + u + " in " + edges(g));
                    }
                }
            } else {
                long[] k = gsg.infinityKernel(u);
                assertArrayEquals(finite.stream().mapToLong(Long::longValue).sorted().toArray(), k);
                boolean stays = false;
                for (int j = 0; j < g.outDegree(u); j++) {
                    int v = g.successor(u, j);
                    if (!gsg.isFinite(v)) {
                        boolean reaches = false;
                        for (int i = 0; i < g.outDegree(v); i++) {
                            int w = g.successor(v, i);
                            reaches |= gsg.isFinite(w) && gsg.value(w) == mex;
                        }
                        stays |= !reaches;
                    }
                }
                assertTrue(stays, "the infinite vertex " + u + " has no infinite follower avoiding " + mex + " in "
                        + edges(g));
            }
        }
    }

    private static String edges(DirectedGraph g) {
        StringBuilder s = new StringBuilder(g.vertexCount() + " vertices:");
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int j = 0; j < g.outDegree(v); j++) {
                s.append(' ').append(v).append("->").append(g.successor(v, j));
            }
        }
        return s.toString();
    }

    /** A cycle with a way out, a self-loop, and a long path: values and outcomes by hand. */
    @Test
    void smallGraphsByHand() {
        // 0 -> 1 -> 2 -> 0 (a cycle), 2 -> 3 (terminal); 4 -> 4 (a self-loop) and 4 -> 3.
        DirectedGraph g = DirectedGraph.of(5, new int[] {0, 1, 2, 2, 4, 4}, new int[] {1, 2, 0, 3, 4, 3}, 6);
        GeneralizedGrundy gsg = GeneralizedGrundy.of(g);
        Tokens tokens = new Tokens(gsg);
        assertEquals(0, gsg.value(3));
        assertEquals(Outcome.P, tokens.outcomeOf(3));
        // 1 moves only to 2, which can move to the terminal 3: value 0. 0 moves only to 1: value 1.
        // 2 moves to 0 (value 1) and to 3 (value 0): value 2. The cycle resolves.
        assertEquals(0, gsg.value(1));
        assertEquals(1, gsg.value(0));
        assertEquals(2, gsg.value(2));
        // The self-loop: infinite, K = {0}; won alone, a draw beside a token of value 2, won beside 0.
        assertEquals(GeneralizedGrundy.INFINITE, gsg.value(4));
        assertArrayEquals(new long[] {0}, gsg.infinityKernel(4));
        assertEquals(Outcome.N, tokens.outcomeOf(4));
        assertEquals(Outcome.D, tokens.outcomeOf(4, 2));
        assertEquals(Outcome.N, tokens.outcomeOf(4, 1));
        assertEquals(Outcome.D, tokens.outcomeOf(4, 4));
        // A pure cycle without a way out: every vertex a draw.
        Tokens cycle = new Tokens(GeneralizedGrundy.of(DirectedGraph.of(3, new int[] {0, 1, 2}, new int[] {1, 2, 0}, 3)));
        for (int v = 0; v < 3; v++) {
            assertEquals(Outcome.D, cycle.outcomeOf(v));
        }
    }

    /** 10^6 vertices and edges in one pass per level (timed by the benchmarks, not here). */
    @Test
    void aMillionVerticesAndEdges() {
        Random random = new Random(7);
        int n = 1_000_000;
        // Two edges a vertex on average: cycles everywhere, some without a way out.
        DirectedGraph g = random(random, n, 2 * n);
        Tokens tokens = new Tokens(GeneralizedGrundy.of(g));
        int[] count = new int[Outcome.values().length];
        for (int v = 0; v < n; v++) {
            count[tokens.outcomeOf(v).ordinal()]++;
        }
        assertEquals(n, Arrays.stream(count).sum());
        for (Outcome o : Outcome.values()) {
            assertTrue(count[o.ordinal()] > 0, o + " among " + Arrays.toString(count));
        }
    }
}
