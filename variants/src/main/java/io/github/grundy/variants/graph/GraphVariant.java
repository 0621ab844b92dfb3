package io.github.grundy.variants.graph;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.io.EdgeListReader;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/**
 * The {@code graph} variant: tokens on a directed graph (cycles allowed) read from {@code --graph=FILE}, at
 * most {@code --max-vertices} vertices and {@code --max-edges} edges.
 */
public final class GraphVariant implements Variant {

    /** Default of {@link #MAX_VERTICES}: a graph of this size takes about 160 MB at most. */
    public static final long DEFAULT_MAX_VERTICES = 10_000_000L;

    /** Default of {@link #MAX_EDGES}: an edge list of this size takes about 120 MB at most. */
    public static final long DEFAULT_MAX_EDGES = 10_000_000L;

    /** The file holding the graph, read when the game is created (its size limits are known then). */
    public static final Parameter<GraphFile> GRAPH = Parameter.required(
            "graph", "the file with the directed graph the tokens move on; it may have cycles",
            ParameterType.file("edge-list file: n m, then m edges u v, vertices 0..n-1", GraphFile::new));

    /**
     * The most vertices the file may declare. The arrays of the graph, of its values and of the
     * search hold up to four ints per vertex, sized from the header before any edge is read.
     */
    public static final Parameter<Long> MAX_VERTICES = Parameter.optional("max-vertices",
            "the most vertices the graph file may have (up to 16 bytes per vertex)",
            ParameterType.integer(1, EdgeListReader.MAX_COUNT), DEFAULT_MAX_VERTICES);

    /**
     * The most edges the file may declare. The edge list read (two ints per edge) and the graph
     * built from it (one) are held together for a moment.
     */
    public static final Parameter<Long> MAX_EDGES = Parameter.optional("max-edges",
            "the most edges the graph file may have (up to 12 bytes per edge)",
            ParameterType.integer(1, EdgeListReader.MAX_COUNT), DEFAULT_MAX_EDGES);

    @Override
    public String id() {
        return "graph";
    }

    @Override
    public String title() {
        return "Game on a directed graph";
    }

    @Override
    public String summary() {
        return "slide one token along an edge of a directed graph (cycles: draws); heaps are the tokens' vertices";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(GRAPH, MAX_VERTICES, MAX_EDGES);
    }

    /**
     * Reads the graph file and computes the values.
     *
     * @throws LimitExceededException   if the file declares more vertices or edges than allowed
     * @throws IllegalArgumentException if the file cannot be read or does not fit the format, or
     *                                  the graph has a cycle
     */
    @Override
    public Game create(Arguments arguments) {
        GraphFile file = arguments.get(GRAPH);
        EdgeListReader.Limit vertices = limit(arguments, MAX_VERTICES);
        EdgeListReader.Limit edges = limit(arguments, MAX_EDGES);
        // The file used to be read as --graph was parsed, so its problems are prefixed as
        // Arguments.parse prefixes a bad value: the messages keep their form.
        String prefix = id() + ": --" + GRAPH.name();
        DirectedGraph graph;
        try {
            graph = file.read(vertices, edges);
        } catch (LimitExceededException e) {
            throw e.withContext(prefix);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(prefix + ": " + e.getMessage(), e);
        }
        return GraphGame.of(graph, file.name());
    }

    private static EdgeListReader.Limit limit(Arguments arguments, Parameter<Long> parameter) {
        // Within 1..MAX_COUNT by the parameter's type, so an int.
        return new EdgeListReader.Limit(Math.toIntExact(arguments.get(parameter)), "--" + parameter.name());
    }
}
