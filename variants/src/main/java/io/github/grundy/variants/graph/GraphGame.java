package io.github.grundy.variants.graph;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.normal.MexSet;
import io.github.grundy.core.spi.GameSpec;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * The game on a directed graph: tokens sit on vertices; a move slides one token along one edge;
 * who cannot move loses. Tokens do not interact, so each token is a component, a "heap" whose size
 * is its vertex; the options of vertex {@code v} are its successors, in the order the edges were
 * given, each once (parallel edges are one move: the option is the vertex reached).
 *
 * <p><b>Acyclic graphs.</b> The Grundy value of a vertex is, by definition, the mex of its
 * successors' values; on an acyclic graph this recurrence has exactly one solution, computed in
 * any order that puts a vertex after all its successors. Here that order is the post-order of a
 * depth-first search, run with an explicit stack (no recursion, so a path of 10^6 vertices is
 * fine): a vertex is finished when its last successor is, and its value is then the mex of theirs
 * ({@link MexSet}, linear in the out-degree). Total O(n + m) time.
 *
 * <p><b>Graphs with cycles.</b> Play may go on for ever, and the recurrence may have no solution
 * or several. The search meets an edge into a vertex still on its stack exactly when the graph has
 * a cycle; then the values are the generalized Sprague–Grundy function ({@link GeneralizedGrundy},
 * Smith 1966, Fraenkel–Yesha 1986): finite, or infinite ({@code ∞(K)}); a vertex is then won,
 * lost or a draw, and sums of tokens are answered by Smith's theorem ({@link LoopyHeapGame}).
 *
 * <p><b>Memory.</b> {@code int} arrays only: the graph (n+1 + m ints), the values (n ints), and,
 * while building, a stack of vertices and of edge positions (2n ints); on a graph with cycles the
 * predecessors too (n+1 + m ints) and three {@code long}s a vertex.
 */
public final class GraphGame implements LoopyHeapGame {

    private static final int UNSEEN = -1;
    private static final int ON_STACK = -2;

    private final DirectedGraph graph;
    private final String name;
    /** What {@link #describe()} says: the game as a command line names it. */
    private final String description;
    /** The values, -1 ({@link GeneralizedGrundy#INFINITE}) for an infinite one. */
    private final int[] values;
    /** The generalized values on a graph with cycles (their {@code K}); null on an acyclic graph. */
    private final GeneralizedGrundy loopy;

    private GraphGame(DirectedGraph graph, String name, String description, int[] values, GeneralizedGrundy loopy) {
        this.graph = graph;
        this.name = name;
        this.description = description;
        this.values = values;
        this.loopy = loopy;
    }

    /**
     * The game on {@code graph}, its Grundy values computed now.
     *
     * @param name what the graph is called in {@link #describe()}, e.g. its file
     */
    public static GraphGame of(DirectedGraph given, String name) {
        return of(given, name, new GameSpec("graph", Map.of("graph", name)).print());
    }

    /**
     * The game on {@code graph}, its Grundy values computed now, described as {@code description}.
     *
     * @param name        what the graph is called in messages, e.g. its file
     * @param description the game as a command line names it ({@link #describe()})
     */
    public static GraphGame of(DirectedGraph given, String name, String description) {
        Objects.requireNonNull(given, "graph");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        DirectedGraph graph = given.withoutParallelEdges();
        int n = graph.vertexCount();
        // Values, stack and edge positions: 12 bytes a vertex.
        int[] values = Memory.allocate(12L * n, () -> name + ": the Grundy values of a graph of " + n + " vertices",
                () -> grundyValues(graph));
        if (values != null) {
            return new GraphGame(graph, name, description, values, null);
        }
        // A cycle: predecessors, values and counters, about 28 bytes a vertex and 4 an edge.
        GeneralizedGrundy gsg = Memory.allocate(28L * n + 4L * graph.edgeCount(), () -> name
                + ": the generalized Grundy values of a graph of " + n + " vertices with cycles",
                () -> GeneralizedGrundy.of(graph));
        int[] loopy = new int[n];
        for (int v = 0; v < n; v++) {
            // At most the out-degree, an int; infinite is -1 in both.
            loopy[v] = (int) gsg.value(v);
        }
        return new GraphGame(graph, name, description, loopy, gsg);
    }

    /** Post-order depth-first search with an explicit stack; see the class comment. Null at a cycle. */
    private static int[] grundyValues(DirectedGraph g) {
        int n = g.vertexCount();
        int[] value = new int[n];
        Arrays.fill(value, UNSEEN);
        int[] stack = new int[n];
        int[] nextEdge = new int[n]; // per stack level: the next successor of stack[level] to visit
        MexSet mex = new MexSet();
        long steps = 0;
        for (int root = 0; root < n; root++) {
            if (value[root] != UNSEEN) {
                continue;
            }
            int top = 0;
            stack[0] = root;
            nextEdge[0] = 0;
            value[root] = ON_STACK;
            while (top >= 0) {
                if ((++steps & 0xFFF) == 0) {
                    Cancellation.checkpoint(); // --timeout: one search may cover 2^31 edges
                }
                int v = stack[top];
                int k = nextEdge[top];
                if (k < g.outDegree(v)) {
                    nextEdge[top] = k + 1;
                    int w = g.successor(v, k);
                    if (value[w] == UNSEEN) {
                        stack[++top] = w;
                        nextEdge[top] = 0;
                        value[w] = ON_STACK;
                    } else if (value[w] == ON_STACK) {
                        return null;
                    }
                } else {
                    mex.clear();
                    for (int j = 0, d = g.outDegree(v); j < d; j++) {
                        mex.add(value[g.successor(v, j)]);
                    }
                    // At most the out-degree, an int.
                    value[v] = (int) mex.mex();
                    top--;
                }
            }
        }
        return value;
    }

    /** The graph played on. */
    public DirectedGraph graph() {
        return graph;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public String componentNoun() {
        return "token";
    }

    @Override
    public String describeHeap(long heap) {
        return "at vertex " + heap;
    }

    @Override
    public String describeOption(long[] option) {
        return option.length == 1 ? "vertex " + option[0] : HeapGame.optionText(option);
    }

    @Override
    public void checkHeap(long heap) {
        int n = graph.vertexCount();
        if (heap < 0 || heap >= n) {
            throw new IllegalArgumentException("graph: no vertex " + heap
                    + (n == 0 ? " (the graph has no vertices)" : " (the graph has vertices 0.." + (n - 1) + ")"));
        }
    }

    /**
     * The Grundy value of the vertex.
     *
     * @throws IllegalArgumentException if its value is infinite (play from it may never end)
     */
    @Override
    public long grundy(long heap) {
        checkHeap(heap);
        int v = values[(int) heap];
        if (v < 0) {
            throw new IllegalArgumentException("graph: vertex " + heap + " has no Grundy value: its generalized value"
                    + " is infinite (play from it can go on for ever)");
        }
        return v;
    }

    @Override
    public long generalizedValue(long heap) {
        checkHeap(heap);
        return values[(int) heap];
    }

    @Override
    public long[] infinityKernel(long heap) {
        checkHeap(heap);
        if (loopy == null || values[(int) heap] >= 0) {
            throw new IllegalArgumentException("graph: vertex " + heap + " has the finite value " + values[(int) heap]);
        }
        return loopy.infinityKernel((int) heap);
    }

    @Override
    public boolean hasCycles() {
        return loopy != null;
    }

    /** The labelling's counter; 0 on an acyclic graph, where every play ends whatever the moves. */
    @Override
    public long counter(long heap) {
        checkHeap(heap);
        return loopy != null ? loopy.counter((int) heap) : 0;
    }

    /** The successors of the vertex, one option per edge, in edge order. The array is reused. */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        checkHeap(heap);
        int v = (int) heap;
        long[] option = new long[1];
        for (int k = 0, d = graph.outDegree(v); k < d; k++) {
            option[0] = graph.successor(v, k);
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    /** Scans the successors, reading their values from the table. The array is reused. */
    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        checkHeap(heap);
        int v = (int) heap;
        long[] option = new long[1];
        for (int k = 0, d = graph.outDegree(v); k < d; k++) {
            int w = graph.successor(v, k);
            if (values[w] == value) {
                option[0] = w;
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        checkHeap(heap);
        int v = (int) heap;
        long count = 0;
        for (int k = 0, d = graph.outDegree(v); k < d; k++) {
            if (values[graph.successor(v, k)] == value) {
                count++;
            }
        }
        return count;
    }

    /** {@code vertex 3 -> vertex 5}. */
    @Override
    public String describeMove(long heap, long[] option) {
        if (option.length != 1) {
            throw new IllegalArgumentException("graph: a token moves to one vertex, found " + option.length);
        }
        return "vertex " + heap + " -> vertex " + option[0];
    }

    @Override
    public String toString() {
        return describe() + " (" + graph.vertexCount() + " vertices, " + graph.edgeCount() + " edges)";
    }
}
