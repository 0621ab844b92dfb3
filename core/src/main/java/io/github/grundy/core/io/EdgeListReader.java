package io.github.grundy.core.io;

import io.github.grundy.core.DirectedGraph;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a directed graph in edge-list form: {@code n m}, then {@code m} edges {@code u v}
 * (an edge from u to v), vertices numbered {@code 0..n-1}, all separated by whitespace.
 */
public final class EdgeListReader {

    private EdgeListReader() {
    }

    /**
     * Reads one graph and checks that nothing follows it.
     *
     * @throws InputException with the position of anything that does not fit the format
     */
    public static DirectedGraph read(InputStream in, String source, int maxVertices, int maxEdges) throws IOException {
        NumberReader r = new NumberReader(in, source);
        int n = r.nextCount("the number of vertices", maxVertices);
        // A graph without vertices has no edge ends: refuse its edges at their count.
        int m = n == 0
                ? r.nextCount("the number of edges (the graph has no vertices)", 0)
                : r.nextCount("the number of edges", maxEdges);
        int[] from = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            from[i] = vertex(r, n, "the start of edge " + (i + 1));
            to[i] = vertex(r, n, "the end of edge " + (i + 1));
        }
        r.expectEnd("all " + m + " edges were read");
        return DirectedGraph.of(n, from, to, m);
    }

    private static int vertex(NumberReader r, int n, String what) throws IOException {
        return r.nextCount(what + " (a vertex 0.." + (n - 1) + ")", n - 1);
    }
}
