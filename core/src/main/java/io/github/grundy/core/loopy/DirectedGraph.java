package io.github.grundy.core.loopy;

import java.util.Arrays;
import java.util.Objects;

/**
 * A directed graph on vertices {@code 0..n-1} in compressed form: the successors of {@code v} are
 * {@code targets[offsets[v] .. offsets[v+1])}, in the order the edges were given. Two
 * {@code int} arrays, so 10^6 vertices and edges cost a few megabytes. Immutable (the arrays are
 * not handed out).
 */
public final class DirectedGraph {

    private final int[] offsets;
    private final int[] targets;

    private DirectedGraph(int[] offsets, int[] targets) {
        this.offsets = offsets;
        this.targets = targets;
    }

    /**
     * The graph on {@code n} vertices with edges {@code from[i] -> to[i]}, {@code i < edges}.
     *
     * @param n     the number of vertices, 0 or more
     * @param from  the start of each edge; only the first {@code edges} entries are read
     * @param to    the end of each edge; only the first {@code edges} entries are read
     * @param edges the number of edges, at most the length of either array
     * @return the graph, which keeps no reference to the arrays
     * @throws IllegalArgumentException if an end is not a vertex, or a size is out of range
     */
    public static DirectedGraph of(int n, int[] from, int[] to, int edges) {
        if (n < 0 || edges < 0 || edges > from.length || edges > to.length) {
            throw new IllegalArgumentException("bad graph size: " + n + " vertices, " + edges + " edges");
        }
        int[] offsets = new int[n + 1];
        for (int i = 0; i < edges; i++) {
            if (from[i] < 0 || from[i] >= n || to[i] < 0 || to[i] >= n) {
                throw new IllegalArgumentException("edge " + (i + 1) + " (" + from[i] + " -> " + to[i]
                        + ") has an end that is not a vertex 0.." + (n - 1));
            }
            offsets[from[i] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            offsets[v + 1] += offsets[v];
        }
        int[] next = Arrays.copyOf(offsets, n);
        int[] targets = new int[edges];
        for (int i = 0; i < edges; i++) {
            targets[next[from[i]]++] = to[i];
        }
        return new DirectedGraph(offsets, targets);
    }

    /**
     * This graph with each parallel edge kept once (the first, in edge order): itself when it has
     * none. Linear time; one extra {@code int} per vertex while it works.
     *
     * @return a graph with the same vertices and each distinct edge once
     */
    public DirectedGraph withoutParallelEdges() {
        int n = vertexCount();
        // seen[w] == v + 1: w is already a successor of v (0: never seen), so no clearing is needed.
        int[] seen = new int[n];
        int[] kept = new int[targets.length];
        int[] newOffsets = new int[n + 1];
        int m = 0;
        for (int v = 0; v < n; v++) {
            for (int k = offsets[v]; k < offsets[v + 1]; k++) {
                int w = targets[k];
                if (seen[w] != v + 1) {
                    seen[w] = v + 1;
                    kept[m++] = w;
                }
            }
            newOffsets[v + 1] = m;
        }
        return m == targets.length ? this : new DirectedGraph(newOffsets, Arrays.copyOf(kept, m));
    }

    /**
     * Number of vertices.
     *
     * @return {@code n}: the vertices are {@code 0..n-1}
     */
    public int vertexCount() {
        return offsets.length - 1;
    }

    /**
     * Number of edges.
     *
     * @return the number of edges, parallel ones counted each
     */
    public int edgeCount() {
        return targets.length;
    }

    /**
     * Number of successors of {@code v}.
     *
     * @param v a vertex, {@code 0 <= v < vertexCount()}
     * @return the number of edges from {@code v}
     */
    public int outDegree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /**
     * Successor {@code k} of {@code v}, {@code 0 <= k < outDegree(v)}.
     *
     * @param v a vertex, {@code 0 <= v < vertexCount()}
     * @param k the index among its successors, in edge order
     * @return the vertex edge {@code k} of {@code v} goes to
     * @throws IndexOutOfBoundsException if {@code k} is out of range
     */
    public int successor(int v, int k) {
        Objects.checkIndex(k, outDegree(v));
        return targets[offsets[v] + k];
    }
}
