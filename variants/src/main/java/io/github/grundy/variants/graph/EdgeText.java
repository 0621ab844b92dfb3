package io.github.grundy.variants.graph;

import io.github.grundy.core.loopy.DirectedGraph;
import java.util.Arrays;
import java.util.Objects;

/**
 * A directed graph written in one argument: edges {@code FROM>TO} and lone vertices {@code V},
 * separated by spaces or commas ({@code 0>1 1>2 2>0 2>3}). Its vertices are 0 to the largest
 * named, at most {@link #MAX_VERTICES} of them: a larger graph belongs in a file.
 *
 * @param text  the argument as written
 * @param graph the graph it describes
 */
public record EdgeText(String text, DirectedGraph graph) {

    /** The most vertices an inline graph may have (a larger one is read from a file, {@code graph --graph}). */
    public static final int MAX_VERTICES = 1_000_000;

    public EdgeText {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(graph, "graph");
    }

    /**
     * Reads {@code text}.
     *
     * @param text the edges and vertices
     * @return the graph
     * @throws IllegalArgumentException naming the word that is neither an edge nor a vertex, or a
     *                                  vertex beyond {@link #MAX_VERTICES}
     */
    public static EdgeText parse(String text) {
        String[] words = text.trim().split("[\\s,]+");
        if (words.length == 1 && words[0].isEmpty()) {
            throw new IllegalArgumentException("no vertex: give edges FROM>TO, e.g. '0>1 1>2 2>0'");
        }
        int[] from = new int[words.length];
        int[] to = new int[words.length];
        int edges = 0;
        int n = 0;
        for (String word : words) {
            int arrow = word.indexOf('>');
            int u = vertex(arrow < 0 ? word : word.substring(0, arrow), word);
            n = Math.max(n, u + 1);
            if (arrow >= 0) {
                int v = vertex(word.substring(arrow + 1), word);
                n = Math.max(n, v + 1);
                from[edges] = u;
                to[edges] = v;
                edges++;
            }
        }
        return new EdgeText(text, DirectedGraph.of(n, Arrays.copyOf(from, edges), Arrays.copyOf(to, edges), edges));
    }

    private static int vertex(String number, String word) {
        if (number.isEmpty() || number.length() > 7 || !number.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("'" + word + "' is not an edge FROM>TO or a vertex (vertices are numbered"
                    + " 0 to " + (MAX_VERTICES - 1) + ")");
        }
        int v = Integer.parseInt(number);
        if (v >= MAX_VERTICES) {
            throw new IllegalArgumentException("'" + word + "': vertex " + v + " is beyond the " + MAX_VERTICES
                    + " an inline graph may have; write a larger graph in a file (graph --graph=FILE)");
        }
        return v;
    }

    @Override
    public String toString() {
        return text;
    }
}
