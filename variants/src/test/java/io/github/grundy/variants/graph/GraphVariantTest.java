package io.github.grundy.variants.graph;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.BuiltInVariants;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;


/** The {@code graph} variant: found by the ServiceLoader, reading its graph from a file. */
class GraphVariantTest {

    @TempDir
    Path dir;

    private final Variant variant = BuiltInVariants.catalog(getClass().getClassLoader()).find("graph").orElseThrow();

    private String write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        return file.toString();
    }

    private GraphGame create(String file) {
        return create(Map.of("graph", file));
    }

    private GraphGame create(Map<String, String> given) {
        return assertInstanceOf(GraphGame.class, variant.create(Arguments.parse(variant, given)));
    }

    private String error(String file) {
        return assertThrows(IllegalArgumentException.class, () -> create(file)).getMessage();
    }

    /** The message of a refusal that is a limit (exit 3 in the CLI), not an input error. */
    private String limitError(Map<String, String> given) {
        return assertThrows(LimitExceededException.class, () -> create(given)).getMessage();
    }

    /** The message of a bad parameter value, refused as the arguments are parsed. */
    private String parameterError(Map<String, String> given) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Arguments.parse(variant, given));
        assertEquals(IllegalArgumentException.class, e.getClass(), "a bad value is not a limit");
        return e.getMessage();
    }

    @Test
    void serviceLoaderFindsGraph() {
        VariantCatalog catalog = BuiltInVariants.catalog(getClass().getClassLoader());
        assertEquals(List.of(), catalog.problems());
        assertInstanceOf(GraphVariant.class, variant);
        assertEquals("Game on a directed graph", variant.title());
        assertEquals(List.of(GraphVariant.GRAPH, GraphVariant.MAX_VERTICES, GraphVariant.MAX_EDGES), variant.parameters());
        assertTrue(GraphVariant.GRAPH.isRequired());
        assertEquals("graph: parameter --graph is required (the file with the directed graph the tokens move on; it may have cycles, "
                        + "edge-list file: n m, then m edges u v, vertices 0..n-1)",
                assertThrows(IllegalArgumentException.class, () -> Arguments.parse(variant, Map.of())).getMessage());
    }

    @Test
    void readsAGraphFile() throws IOException {
        // 0 -> 1 -> 2, 0 -> 2, 3 -> 0; CRLF line ends and extra blanks are whitespace.
        String file = write("g.txt", "4 4\r\n0 1\r\n1 2\n  0 2\t\n3 0\n\n");
        GraphGame game = create(file);
        assertEquals("graph --graph=" + file, game.describe());
        assertEquals(file, Arguments.parse(variant, Map.of("graph", file)).asMap().get("graph").toString());
        // Values by hand: 2 is a sink (0), 1 -> {2} (1), 0 -> {1, 2} (2), 3 -> {0} (0).
        assertEquals(List.of(2L, 1L, 0L, 0L), List.of(game.grundy(0), game.grundy(1), game.grundy(2), game.grundy(3)));
        WinningMoves wm = WinningMoves.of(HeapSum.of(game, 0, 3));
        // Tokens on 0 and 3: 2 xor 0 = 2; 0 -> 2 leaves 0 xor 0, and 3 -> 0 leaves 2 xor 2.
        assertEquals(List.of(new HeapMove(0, 0, new long[] {2}), new HeapMove(1, 3, new long[] {0})), wm.list(10));
        assertEquals("vertex 0 -> vertex 2", game.describeMove(0, new long[] {2}));
        assertEquals("graph: no vertex 4 (the graph has vertices 0..3)",
                assertThrows(IllegalArgumentException.class, () -> game.checkHeap(4)).getMessage());
    }

    @Test
    void emptyGraphFile() throws IOException {
        GraphGame game = create(write("empty.txt", "0 0\n"));
        assertEquals(0, game.graph().vertexCount());
        assertEquals("graph: no vertex 0 (the graph has no vertices)",
                assertThrows(IllegalArgumentException.class, () -> game.checkHeap(0)).getMessage());
    }

    @Test
    void missingFileOrDirectory() {
        String missing = dir.resolve("nope.txt").toString();
        assertEquals("graph: --graph: cannot read " + missing + ": no such file", error(missing));
        assertEquals("graph: --graph: cannot read " + dir + ": it is a directory", error(dir.toString()));
        assertEquals("graph: --graph: cannot read a\0b: not a valid path (Nul character not allowed)", error("a\0b"));
    }

    @Test
    void malformedFilesNameTheLineAndColumn() throws IOException {
        String f = write("bad1.txt", "3 2\n0 1\n1 x\n");
        assertEquals("graph: --graph: " + f + ":3:3: expected the end of edge 2 (a vertex 0..2), found 'x'", error(f));
        f = write("bad2.txt", "3 2\n0 1\n1 3\n");
        assertEquals("graph: --graph: " + f + ":3:3: expected the end of edge 2 (a vertex 0..2) of at most 2, found 3", error(f));
        f = write("bad3.txt", "3 2\n0 1\n");
        assertEquals("graph: --graph: " + f + ":3:1: expected the start of edge 2 (a vertex 0..2), found end of input", error(f));
        f = write("bad4.txt", "3 1\n0 1\n2 0\n");
        assertEquals("graph: --graph: " + f + ":3:1: expected end of input (all 1 edges were read), found '2'", error(f));
        f = write("bad5.txt", "3 1\n-1 2\n");
        assertEquals("graph: --graph: " + f
                + ":2:1: expected the start of edge 1 (a vertex 0..2) (a non-negative integer), found the negative number '-1'", error(f));
        f = write("bad6.txt", "");
        assertEquals("graph: --graph: " + f + ":1:1: expected the number of vertices, found end of input", error(f));
        f = write("bad8.txt", "0 1\n0 0\n");
        assertEquals("graph: --graph: " + f + ":1:3: expected the number of edges (the graph has no vertices) of at most 0, found 1",
                error(f));
    }

    /** A cycle in the file is played: its vertices have infinite values (draws), the rest as before. */
    @Test
    void aCycleInTheFileIsPlayedWithDraws() throws IOException {
        String f = write("cycle.txt", "10 4\n0 7\n7 8\n8 9\n9 7\n");
        GraphGame game = create(f);
        assertTrue(game.hasCycles());
        assertEquals(io.github.grundy.core.loopy.GeneralizedGrundy.INFINITE, game.generalizedValue(7));
        assertEquals(0, game.generalizedValue(1));
        assertEquals(io.github.grundy.core.game.Outcome.D,
                io.github.grundy.core.Analyses.of(io.github.grundy.core.game.HeapSum.of(game, 0)).outcome());
    }

    @Test
    void defaultLimitsAreTenMillionVerticesAndEdges() throws IOException {
        assertEquals(10_000_000L, GraphVariant.DEFAULT_MAX_VERTICES);
        assertEquals(10_000_000L, GraphVariant.DEFAULT_MAX_EDGES);
        assertEquals(Optional.of(10_000_000L), GraphVariant.MAX_VERTICES.defaultValueIfAny());
        assertEquals(Optional.of(10_000_000L), GraphVariant.MAX_EDGES.defaultValueIfAny());
        String file = write("g.txt", "2 1\n0 1\n");
        Map<String, Object> values = Arguments.parse(variant, Map.of("graph", file)).asMap();
        assertEquals(List.of("graph", "max-vertices", "max-edges"), List.copyOf(values.keySet()));
        assertEquals(10_000_000L, values.get("max-vertices"));
        assertEquals(10_000_000L, values.get("max-edges"));
        // Beyond the defaults: refused at the count, before any array is sized from it.
        String f = write("big-v.txt", "20000000 0\n");
        assertEquals("graph: --graph: " + f + ":1:1: the graph has 20000000 vertices, more than --max-vertices=10000000; "
                + "raise --max-vertices to read it", limitError(Map.of("graph", f)));
        f = write("big-e.txt", "3 20000000\n0 1\n");
        assertEquals("graph: --graph: " + f + ":1:3: the graph has 20000000 edges, more than --max-edges=10000000; "
                + "raise --max-edges to read it", limitError(Map.of("graph", f)));
    }

    @Test
    void maxEdgesRefusesALargerGraphAndARaisedLimitReadsIt() throws IOException {
        String f = write("three.txt", "4 3\n0 1\n1 2\n2 3\n");
        String message = limitError(Map.of("graph", f, "max-edges", "2"));
        assertEquals("graph: --graph: " + f + ":1:3: the graph has 3 edges, more than --max-edges=2; raise --max-edges to read it",
                message);
        assertEquals(1, message.lines().count());
        GraphGame game = create(Map.of("graph", f, "max-edges", "3"));
        assertEquals(3, game.graph().edgeCount());
        // The limit changes what may be read, not the game: its description is the same.
        assertEquals("graph --graph=" + f, game.describe());
        // Values of the path 0 -> 1 -> 2 -> 3: alternately 1 and 0 from the sink.
        assertEquals(List.of(1L, 0L, 1L, 0L), List.of(game.grundy(0), game.grundy(1), game.grundy(2), game.grundy(3)));
    }

    @Test
    void maxVerticesRefusesALargerGraphAndARaisedLimitReadsIt() throws IOException {
        String f = write("four.txt", "4 1\n0 3\n");
        assertEquals("graph: --graph: " + f + ":1:1: the graph has 4 vertices, more than --max-vertices=3; "
                + "raise --max-vertices to read it", limitError(Map.of("graph", f, "max-vertices", "3")));
        assertEquals(4, create(Map.of("graph", f, "max-vertices", "4")).graph().vertexCount());
        // The other limit is not consulted for a count within its own.
        assertEquals(1, create(Map.of("graph", f, "max-vertices", "4", "max-edges", "1")).graph().edgeCount());
    }

    @Test
    void theLimitsDoNotHideBadContent() throws IOException {
        // A count that is not a number stays an input error, whatever the limit.
        String f = write("word.txt", "4 x\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> create(Map.of("graph", f, "max-edges", "2")));
        assertEquals(IllegalArgumentException.class, e.getClass());
        assertEquals("graph: --graph: " + f + ":1:3: expected the number of edges, found 'x'", e.getMessage());
        // A missing file is not a limit either.
        String missing = dir.resolve("nope.txt").toString();
        e = assertThrows(IllegalArgumentException.class, () -> create(Map.of("graph", missing, "max-vertices", "1")));
        assertEquals(IllegalArgumentException.class, e.getClass());
        assertEquals("graph: --graph: cannot read " + missing + ": no such file", e.getMessage());
    }

    @Test
    void badLimitValuesAreRefusedAsParameters() throws IOException {
        String f = write("g.txt", "2 1\n0 1\n");
        assertEquals("graph: --max-edges: expected an integer in 1..2147483639, found 0",
                parameterError(Map.of("graph", f, "max-edges", "0")));
        assertEquals("graph: --max-vertices: expected an integer in 1..2147483639, found -5",
                parameterError(Map.of("graph", f, "max-vertices", "-5")));
        assertEquals("graph: --max-edges: expected an integer in 1..2147483639, found 2147483640",
                parameterError(Map.of("graph", f, "max-edges", "2147483640")));
        assertEquals("graph: --max-vertices: expected an integer in 1..2147483639, found '99999999999999999999'",
                parameterError(Map.of("graph", f, "max-vertices", "99999999999999999999")));
        assertEquals("graph: --max-edges: expected an integer in 1..2147483639, found 'many'",
                parameterError(Map.of("graph", f, "max-edges", "many")));
        // The largest value is accepted (and only bounds what may be read).
        assertEquals(1, create(Map.of("graph", f, "max-vertices", "2147483639", "max-edges", "2147483639"))
                .graph().edgeCount());
    }

    @Test
    void theFileIsReadWhenTheGameIsCreatedNotWhenTheArgumentIsParsed() {
        // Parsing only names the file; a missing one is found by create(), with the same message.
        String missing = dir.resolve("later.txt").toString();
        Arguments arguments = Arguments.parse(variant, Map.of("graph", missing));
        assertEquals(new GraphFile(missing), arguments.get(GraphVariant.GRAPH));
        assertEquals("graph: --graph: cannot read " + missing + ": no such file",
                assertThrows(IllegalArgumentException.class, () -> variant.create(arguments)).getMessage());
    }
}
