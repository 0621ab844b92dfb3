package io.github.grundy.variants.graph;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Map;

/**
 * The {@code digraph} variant: the game of {@link GraphVariant} on a graph written in its argument,
 * {@code --edges='0>1 1>2 2>0'}, for a small graph typed where no file is at hand (the page of
 * {@code grundy serve}, which reads no file, a quick try on the command line).
 */
public final class DigraphVariant implements Variant {

    /** The graph, read as the argument is parsed. */
    public static final Parameter<EdgeText> EDGES = Parameter.required("edges",
            "the directed graph the tokens move on, written inline: edges FROM>TO (and lone vertices V) separated"
                    + " by spaces or commas, vertices numbered from 0; it may have cycles",
            ParameterType.of("edges FROM>TO, e.g. '0>1 1>2 2>0', at most " + EdgeText.MAX_VERTICES + " vertices",
                    EdgeText::parse));

    @Override
    public String id() {
        return "digraph";
    }

    @Override
    public String title() {
        return "Game on a directed graph, written inline";
    }

    @Override
    public String summary() {
        return "slide one token along an edge of a graph given as --edges='0>1 1>2 2>0' (cycles: draws)";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(EDGES);
    }

    @Override
    public Game create(Arguments arguments) {
        EdgeText edges = arguments.get(EDGES);
        return GraphGame.of(edges.graph(), "--edges=" + edges.text(),
                new GameSpec(id(), Map.of(EDGES.name(), edges.text())).print());
    }
}
