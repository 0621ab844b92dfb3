package io.github.grundy.core.io;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.loopy.DirectedGraph;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Reads a directed graph in edge-list form: {@code n m}, then {@code m} edges {@code u v}
 * (an edge from u to v), vertices numbered {@code 0..n-1}, all separated by whitespace; a
 * {@code #} starts a comment that runs to the end of its line.
 *
 * <p>The counts size the arrays before any edge is read, so each is checked against a
 * {@link Limit} first: a file cannot make the reader allocate more than its caller allows, however
 * little data follows. A count beyond its limit is a {@link LimitExceededException} (the file may
 * be fine, the limit is the caller's), anything that does not fit the format an
 * {@link InputException}.
 */
public final class EdgeListReader {

    /**
     * The most elements an {@code int} array can be relied on to hold: a few below
     * {@link Integer#MAX_VALUE}, which some JVMs keep for their array headers. Also the largest
     * {@link Limit}.
     */
    public static final int MAX_COUNT = Integer.MAX_VALUE - 8;

    private EdgeListReader() {
    }

    /**
     * The most vertices, or edges, that a file may declare, and the option that raises it, as the
     * caller's user writes it (e.g. {@code --max-edges}); the reader names no option of its own.
     *
     * @param max    0 to {@link #MAX_COUNT}
     * @param option what the message tells the user to raise
     */
    public record Limit(int max, String option) {

        /**
         * Checks the range.
         *
         * @param max    0 to {@link #MAX_COUNT}
         * @param option what the message tells the user to raise
         * @throws IllegalArgumentException if {@code max} is out of range
         */
        public Limit {
            Objects.requireNonNull(option, "option");
            if (max < 0 || max > MAX_COUNT) {
                throw new IllegalArgumentException("a limit must be in 0.." + MAX_COUNT + ", found " + max);
            }
        }
    }

    /**
     * Reads one graph and checks that nothing follows it.
     *
     * @param in       the bytes; not closed
     * @param source   the name of the input in messages, e.g. a file name
     * @param vertices the most vertices the file may declare
     * @param edges    the most edges the file may declare
     * @return the graph, its edges in the order of the file
     * @throws InputException         with the position of anything that does not fit the format
     * @throws LimitExceededException if the file declares more vertices or edges than allowed; the
     *                                message is one line, {@code SOURCE:LINE:COLUMN: the graph has
     *                                N edges, more than OPTION=MAX; raise OPTION to read it}; or
     *                                (a {@link io.github.grundy.core.game.MemoryLimitExceededException})
     *                                more than the memory left
     */
    public static DirectedGraph read(InputStream in, String source, Limit vertices, Limit edges) throws IOException {
        Objects.requireNonNull(vertices, "vertices");
        Objects.requireNonNull(edges, "edges");
        NumberReader r = new NumberReader(in, source, true);
        int n = count(r, "the number of vertices", "vertex", "vertices", vertices);
        // A graph without vertices has no edge ends: refuse its edges at their count. That is the
        // format, not a limit, so an input error whatever the caller allows.
        int m = n == 0
                ? r.nextCount("the number of edges (the graph has no vertices)", 0)
                : count(r, "the number of edges", "edge", "edges", edges);
        // The edge list and the graph built from it (12 bytes an edge) and the graph's offsets
        // (8 bytes a vertex while it is built): refused now if they can never fit.
        Supplier<String> what = () -> r.source() + ": a graph of " + n + " vertices and " + m + " edges";
        Memory.require(12L * m + 8L * n, what);
        int[] from = Memory.allocate(4L * m, what, () -> new int[m]);
        int[] to = Memory.allocate(4L * m, what, () -> new int[m]);
        EdgeEnd end = new EdgeEnd(n);
        for (int i = 0; i < m; i++) {
            end.edge = i + 1;
            end.start = true;
            from[i] = r.nextCount(end, n - 1);
            end.start = false;
            to[i] = r.nextCount(end, n - 1);
        }
        r.expectEnd("all " + m + " edges were read");
        return DirectedGraph.of(n, from, to, m);
    }

    /** A count, checked against its limit before anything is sized from it. */
    private static int count(NumberReader r, String what, String one, String many, Limit limit) throws IOException {
        // A token that is not a number (or beyond 2^63-1) is still an input error, from next().
        long v = r.next(what);
        if (v > limit.max()) {
            throw new LimitExceededException(r.rejectLast("the graph has " + v + " " + (v == 1 ? one : many)
                    + ", more than " + limit.option() + "=" + limit.max()
                    + "; raise " + limit.option() + " to read it").getMessage());
        }
        return (int) v;
    }

    /**
     * Which edge end is read, in words only when a message needs them: one object for the whole
     * list, so that reading 10^7 edges builds no string (it was most of the reading time).
     */
    private static final class EdgeEnd implements CharSequence {
        private final int vertices;
        int edge;
        boolean start;

        EdgeEnd(int vertices) {
            this.vertices = vertices;
        }

        @Override
        public String toString() {
            return "the " + (start ? "start" : "end") + " of edge " + edge + " (a vertex 0.." + (vertices - 1) + ")";
        }

        @Override
        public int length() {
            return toString().length();
        }

        @Override
        public char charAt(int index) {
            return toString().charAt(index);
        }

        @Override
        public CharSequence subSequence(int from, int to) {
            return toString().subSequence(from, to);
        }
    }
}
