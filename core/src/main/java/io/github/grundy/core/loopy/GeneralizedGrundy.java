package io.github.grundy.core.loopy;

import io.github.grundy.core.game.Cancellation;
import java.util.Arrays;
import java.util.Objects;

/**
 * The generalized Sprague–Grundy function of a directed graph that may have cycles (Smith 1966;
 * Fraenkel and Yesha 1986, "The generalized Sprague–Grundy function and its invariance under
 * certain mappings"): each vertex gets a finite value, or {@code ∞(K)} with {@code K} the finite
 * values among its followers. Who wins a position of tokens (and heaps of other games) follows by
 * Smith's theorem, in {@link LoopyAnalysis} (through a {@link LoopyHeapGame}): with one token, a
 * vertex is lost iff its value is 0, won iff its value is finite and not 0 or it is {@code ∞(K)}
 * with 0 in {@code K}, and a draw (play goes on for ever) otherwise.
 *
 * <p>The labelling (Fraenkel–Yesha): for {@code i = 0, 1, 2, ...}, label {@code i} every unlabelled
 * vertex {@code u} such that no follower of {@code u} is labelled {@code i} and every follower that
 * is unlabelled or labelled {@code ∞} has a follower labelled {@code i}, as long as there is one;
 * then label {@code ∞} every unlabelled vertex with no follower labelled {@code i}. The order of the
 * finite labels is the <em>counter</em> {@link #counter}: a player at a finite non-zero value
 * wins by moving to value 0, and answers every move of the other from 0 (to a larger value, or to
 * {@code ∞}) by going back to 0 at a smaller counter, so the win comes in a finite number of moves.
 *
 * <p>Each level takes {@code O(V + E)} (a queue of the vertices whose followers are all resolved,
 * counts kept per vertex), and there are at most the largest finite value plus two levels:
 * {@code O((g + 2)(V + E))}, linear for the sparse graphs of games. Immutable.
 */
public final class GeneralizedGrundy {

    /** The value of a vertex labelled {@code ∞}. */
    public static final long INFINITE = -1;

    private final DirectedGraph graph;
    /** The finite value of each vertex, or {@link #INFINITE}. */
    private final long[] values;
    /** The order in which finite values were given (0 first); -1 for infinite ones. */
    private final long[] counters;

    private GeneralizedGrundy(DirectedGraph graph, long[] values, long[] counters) {
        this.graph = graph;
        this.values = values;
        this.counters = counters;
    }

    /**
     * The generalized Sprague–Grundy function of {@code graph}.
     *
     * @param graph the graph; a vertex's followers are its successors
     * @return every vertex's value and counter
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public static GeneralizedGrundy of(DirectedGraph graph) {
        Objects.requireNonNull(graph, "graph");
        int n = graph.vertexCount();
        // Predecessors in compressed form: pred[predStart[v] .. predStart[v+1]) (one per edge).
        int[] predStart = new int[n + 1];
        for (int v = 0; v < n; v++) {
            for (int k = 0, d = graph.outDegree(v); k < d; k++) {
                predStart[graph.successor(v, k) + 1]++;
            }
        }
        for (int v = 0; v < n; v++) {
            predStart[v + 1] += predStart[v];
        }
        int[] pred = new int[predStart[n]];
        int[] fill = Arrays.copyOf(predStart, n);
        for (int v = 0; v < n; v++) {
            for (int k = 0, d = graph.outDegree(v); k < d; k++) {
                pred[fill[graph.successor(v, k)]++] = v;
            }
        }
        byte[] state = new byte[n];
        long[] values = new long[n];
        long[] counters = new long[n];
        Arrays.fill(values, INFINITE);
        Arrays.fill(counters, -1);
        int[] pending = new int[n];
        boolean[] hasLevel = new boolean[n];
        int[] queue = new int[Math.max(1, n)];
        int remaining = n;
        long counter = 0;
        for (long level = 0; remaining > 0; level++) {
            Cancellation.checkpoint();
            Arrays.fill(hasLevel, false);
            int head = 0;
            int tail = 0;
            for (int u = 0; u < n; u++) {
                if (state[u] != UNLABELLED) {
                    continue;
                }
                int open = 0;
                for (int k = 0, d = graph.outDegree(u); k < d; k++) {
                    if (state[graph.successor(u, k)] != FINITE) {
                        open++;
                    }
                }
                pending[u] = open;
                if (open == 0) {
                    queue[tail++] = u;
                }
            }
            while (head < tail) {
                int u = queue[head++];
                if (state[u] != UNLABELLED || hasLevel[u]) {
                    continue;
                }
                state[u] = FINITE;
                values[u] = level;
                counters[u] = counter++;
                remaining--;
                for (int j = predStart[u]; j < predStart[u + 1]; j++) {
                    int p = pred[j];
                    if (hasLevel[p]) {
                        continue;
                    }
                    // p has a follower labelled level: it cannot be labelled level itself, and, if
                    // still open (unlabelled or infinite), it no longer holds up its predecessors.
                    hasLevel[p] = true;
                    if (state[p] != FINITE) {
                        for (int i = predStart[p]; i < predStart[p + 1]; i++) {
                            int q = pred[i];
                            if (state[q] == UNLABELLED && --pending[q] == 0 && !hasLevel[q]) {
                                if (tail == queue.length) {
                                    queue = Arrays.copyOf(queue, 2 * tail);
                                }
                                queue[tail++] = q;
                            }
                        }
                    }
                }
            }
            for (int u = 0; u < n; u++) {
                if (state[u] == UNLABELLED && !hasLevel[u]) {
                    state[u] = INFINITY;
                    remaining--;
                }
            }
        }
        return new GeneralizedGrundy(graph, values, counters);
    }

    private static final byte UNLABELLED = 0;
    private static final byte FINITE = 1;
    private static final byte INFINITY = 2;

    /**
     * The graph.
     *
     * @return the graph the values are of
     */
    public DirectedGraph graph() {
        return graph;
    }

    /**
     * Whether vertex {@code v}'s value is finite.
     *
     * @param v a vertex, {@code 0 <= v < graph().vertexCount()}
     * @return false for {@code ∞(K)}
     */
    public boolean isFinite(int v) {
        return values[v] != INFINITE;
    }

    /**
     * The value of vertex {@code v}: finite, or {@link #INFINITE}.
     *
     * @param v a vertex, {@code 0 <= v < graph().vertexCount()}
     * @return the finite value (0 or more), or {@link #INFINITE}
     */
    public long value(int v) {
        return values[v];
    }

    /**
     * The order in which {@code v}'s finite value was given (0 first), or -1 when it is infinite.
     *
     * @param v a vertex, {@code 0 <= v < graph().vertexCount()}
     * @return the counter, distinct for each finite vertex, or -1
     */
    public long counter(int v) {
        return counters[v];
    }

    /**
     * {@code K} of an infinite vertex {@code ∞(K)}: the finite values among its followers, sorted,
     * each once.
     *
     * @param v a vertex whose value is infinite
     * @return {@code K}, ascending, possibly empty; a new array
     * @throws IllegalArgumentException if the vertex's value is finite
     */
    public long[] infinityKernel(int v) {
        if (isFinite(v)) {
            throw new IllegalArgumentException("vertex " + v + " has the finite value " + values[v]);
        }
        long[] k = new long[graph.outDegree(v)];
        int n = 0;
        for (int j = 0; j < k.length; j++) {
            long w = values[graph.successor(v, j)];
            if (w != INFINITE) {
                k[n++] = w;
            }
        }
        return Arrays.stream(k, 0, n).sorted().distinct().toArray();
    }
}
