package io.github.grundy.variants.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.HeapSum;
import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.spi.VariantCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code graph} variant: found by the ServiceLoader, reading its graph from a file. */
class GraphVariantTest {

    @TempDir
    Path dir;

    private final Variant variant = VariantCatalog.load(getClass().getClassLoader()).find("graph").orElseThrow();

    private String write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        return file.toString();
    }

    private GraphGame create(String file) {
        return assertInstanceOf(GraphGame.class, variant.create(Arguments.parse(variant, Map.of("graph", file))));
    }

    private String error(String file) {
        return assertThrows(IllegalArgumentException.class, () -> create(file)).getMessage();
    }

    @Test
    void serviceLoaderFindsGraph() {
        VariantCatalog catalog = VariantCatalog.load(getClass().getClassLoader());
        assertEquals(List.of(), catalog.problems());
        assertInstanceOf(GraphVariant.class, variant);
        assertEquals("Game on a directed graph", variant.title());
        assertEquals(List.of(GraphVariant.GRAPH), variant.parameters());
        assertTrue(GraphVariant.GRAPH.isRequired());
        assertEquals("graph: parameter --graph is required (the file with the directed acyclic graph the tokens move on, "
                        + "edge-list file: n m, then m edges u v, vertices 0..n-1)",
                assertThrows(IllegalArgumentException.class, () -> Arguments.parse(variant, Map.of())).getMessage());
    }

    @Test
    void readsAGraphFile() throws IOException {
        // 0 -> 1 -> 2, 0 -> 2, 3 -> 0; CRLF line ends and extra blanks are whitespace.
        String file = write("g.txt", "4 4\r\n0 1\r\n1 2\n  0 2\t\n3 0\n\n");
        GraphGame game = create(file);
        assertEquals("graph graph=" + file, game.describe());
        assertEquals(file, Arguments.parse(variant, Map.of("graph", file)).asMap().get("graph").toString());
        // Values by hand: 2 is a sink (0), 1 -> {2} (1), 0 -> {1, 2} (2), 3 -> {0} (0).
        assertEquals(List.of(2L, 1L, 0L, 0L), List.of(game.grundy(0), game.grundy(1), game.grundy(2), game.grundy(3)));
        WinningMoves wm = WinningMoves.of(HeapSum.of(game, 0, 3));
        // Tokens on 0 and 3: 2 xor 0 = 2; 0 -> 2 leaves 0 xor 0, and 3 -> 0 leaves 2 xor 2.
        assertEquals(List.of(new Move(0, 0, new long[] {2}), new Move(1, 3, new long[] {0})), wm.list(10));
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
        f = write("bad7.txt", "20000000 0\n");
        assertEquals("graph: --graph: " + f + ":1:1: expected the number of vertices of at most 10000000, found 20000000", error(f));
        f = write("bad8.txt", "0 1\n0 0\n");
        assertEquals("graph: --graph: " + f + ":1:3: expected the number of edges (the graph has no vertices) of at most 0, found 1",
                error(f));
    }

    @Test
    void aCycleInTheFileIsRefusedWhenTheGameIsCreated() throws IOException {
        String f = write("cycle.txt", "10 4\n0 7\n7 8\n8 9\n9 7\n");
        assertEquals("graph: the graph has a cycle through vertex 7 (7 -> 8 -> 9 -> 7, 3 edges); "
                + "only acyclic graphs are supported for now", error(f));
    }
}
