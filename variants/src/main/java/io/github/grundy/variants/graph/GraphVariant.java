package io.github.grundy.variants.graph;

import io.github.grundy.core.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/** The {@code graph} variant: tokens on a directed acyclic graph read from {@code --graph=FILE}. */
public final class GraphVariant implements Variant {

    /** The file holding the graph. */
    public static final Parameter<GraphFile> GRAPH = Parameter.required(
            "graph", "the file with the directed acyclic graph the tokens move on",
            ParameterType.of("edge-list file: n m, then m edges u v, vertices 0..n-1", GraphFile::read));

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
        return "slide one token along an edge of a directed acyclic graph; heaps are the tokens' vertices";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(GRAPH);
    }

    @Override
    public Game create(Arguments arguments) {
        GraphFile file = arguments.get(GRAPH);
        return GraphGame.of(file.graph(), file.name());
    }
}
