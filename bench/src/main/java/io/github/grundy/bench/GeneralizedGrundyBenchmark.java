package io.github.grundy.bench;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.variants.graph.GraphGame;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The generalized Sprague–Grundy function of a graph with cycles ({@link GeneralizedGrundy#of}):
 * random graphs of 10^6 vertices with {@code edgesPerVertex} times as many edges (cycles
 * everywhere, loops included, some without a way out: wins, losses and draws), one whole
 * labelling per operation. Checked at setup: every outcome occurs.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class GeneralizedGrundyBenchmark {

    @Param({"1000000"})
    int vertices;

    @Param({"1", "2", "4"})
    int edgesPerVertex;

    DirectedGraph graph;

    @Setup
    public void setup() {
        Random random = new Random(1966);
        int m = vertices * edgesPerVertex;
        int[] from = new int[m];
        int[] to = new int[m];
        for (int i = 0; i < m; i++) {
            from[i] = random.nextInt(vertices);
            to[i] = random.nextInt(vertices);
        }
        graph = DirectedGraph.of(vertices, from, to, m).withoutParallelEdges();
        // The outcomes as solve gets them: the graph game, Smith's theorem for infinite values.
        GraphGame game = GraphGame.of(graph, "random");
        boolean[] seen = new boolean[Outcome.values().length];
        for (int v = 0; v < vertices; v++) {
            seen[Analyses.of(HeapSum.of(game, v)).outcome().ordinal()] = true;
        }
        if (edgesPerVertex > 1 && !(seen[0] && seen[1] && seen[2])) {
            throw new IllegalStateException("a graph without every outcome: " + java.util.Arrays.toString(seen));
        }
    }

    @Benchmark
    public GeneralizedGrundy label() {
        return GeneralizedGrundy.of(graph);
    }
}
