package io.github.grundy.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.loopy.DirectedGraph;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EdgeListReaderTest {

    private static DirectedGraph read(String text) throws IOException {
        return read(text, 100, 100);
    }

    private static DirectedGraph read(String text, int maxVertices, int maxEdges) throws IOException {
        return EdgeListReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "g.txt",
                new EdgeListReader.Limit(maxVertices, "--most-v"), new EdgeListReader.Limit(maxEdges, "--most-e"));
    }

    private static String limitError(String text, int maxVertices, int maxEdges) {
        return assertThrows(LimitExceededException.class, () -> read(text, maxVertices, maxEdges)).getMessage();
    }

    private static String error(String text) {
        return assertThrows(InputException.class, () -> read(text)).getMessage();
    }

    private static List<Integer> successors(DirectedGraph g, int v) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < g.outDegree(v); k++) {
            out.add(g.successor(v, k));
        }
        return out;
    }

    @Test
    void successorsInEdgeOrder() throws IOException {
        DirectedGraph g = read("4 5\n2 1\n0 3\n2 0\n0 1\n2 1\n");
        assertEquals(4, g.vertexCount());
        assertEquals(5, g.edgeCount());
        assertEquals(List.of(3, 1), successors(g, 0));
        assertEquals(List.of(), successors(g, 1));
        assertEquals(List.of(1, 0, 1), successors(g, 2));
        assertEquals(0, read("0 0").vertexCount());
    }

    /** A '#' starts a comment to the end of its line: before, between and after numbers, and at the end. */
    @Test
    void commentsAreWhitespace() throws IOException {
        DirectedGraph g = read("# a cycle and a tail\n3 3 # vertices, edges\n0 1\n#1 0\n1 2 #\n2 0\n# the end");
        assertEquals(3, g.edgeCount());
        assertEquals(List.of(1), successors(g, 0));
        assertEquals(List.of(2), successors(g, 1));
        // Lines still count: the error after a comment is on its own line.
        assertEquals("g.txt:3:3: expected the end of edge 1 (a vertex 0..2) of at most 2, found 7",
                error("3 1 # n m\n# edges\n0 7\n"));
        // A comment runs to the end of its line only.
        assertEquals("g.txt:2:5: expected end of input (all 1 edges were read), found '5'", error("2 1\n0 1 5 # x\n"));
        // Judge inputs take no comments: a '#' there is a bad token.
        NumberReader judge = new NumberReader(new java.io.ByteArrayInputStream("# 1".getBytes(java.nio.charset.StandardCharsets.US_ASCII)), "in");
        assertThrows(InputException.class, () -> judge.next("a heap"));
        // Past a buffer's worth of comment lines.
        assertEquals(2, read("# x\n".repeat(100_000) + "2 1\n0 1\n").vertexCount());
    }

    @Test
    void aGraphWithoutVerticesHasNoEdges() {
        assertEquals("g.txt:1:3: expected the number of edges (the graph has no vertices) of at most 0, found 1",
                error("0 1\n0 0\n"));
    }

    @Test
    void errorsSayWhere() {
        assertEquals("g.txt:2:3: expected the end of edge 1 (a vertex 0..2) of at most 2, found 3", error("3 1\n0 3\n"));
        assertEquals("g.txt:3:1: expected end of input (all 1 edges were read), found '1'", error("3 1\n0 2\n1 2\n"));
    }

    @Test
    void countsBeyondTheLimitsNameThemAndTheirOption() {
        assertEquals("g.txt:1:3: the graph has 101 edges, more than --most-e=100; raise --most-e to read it",
                limitError("3 101\n", 100, 100));
        assertEquals("g.txt:2:2: the graph has 3 vertices, more than --most-v=2; raise --most-v to read it",
                limitError("\n 3 1\n0 1\n", 2, 100));
        assertEquals("g.txt:1:3: the graph has 1 edge, more than --most-e=0; raise --most-e to read it",
                limitError("3 1\n0 1\n", 3, 0));
        // Counts up to 2^63-1 are limits too: no int overflow on the way.
        assertEquals("g.txt:1:1: the graph has 9223372036854775807 vertices, more than --most-v=100; raise --most-v to read it",
                limitError("9223372036854775807 0\n", 100, 100));
    }

    @Test
    void theLimitsThemselvesMayBeReached() throws IOException {
        DirectedGraph g = read("3 2\n0 1\n1 2\n", 3, 2);
        assertEquals(3, g.vertexCount());
        assertEquals(2, g.edgeCount());
    }

    @Test
    void aCountIsCheckedBeforeAnythingIsSizedFromIt() {
        // The largest limit and a count at it, with no edges to follow: the edge count is refused
        // by the limit before the vertices' arrays, or any, are allocated.
        int max = EdgeListReader.MAX_COUNT;
        assertEquals("g.txt:1:12: the graph has " + max + " edges, more than --most-e=1; raise --most-e to read it",
                limitError(max + " " + max + "\n", max, 1));
    }

    @Test
    void notANumberIsStillAnInputError() {
        assertEquals("g.txt:1:1: expected the number of vertices, found 'x'", error("x 1\n"));
        assertEquals("g.txt:1:3: expected the number of edges (at most 2^63-1 = 9223372036854775807), "
                + "found '99999999999999999999', which is too large", error("3 99999999999999999999\n"));
        assertEquals("g.txt:1:3: expected the number of edges (a non-negative integer), found the negative number '-1'",
                error("3 -1\n"));
    }

    @Test
    void limitsAreCountsAnIntArrayCanHold() {
        assertThrows(IllegalArgumentException.class, () -> new EdgeListReader.Limit(-1, "--x"));
        assertThrows(IllegalArgumentException.class, () -> new EdgeListReader.Limit(EdgeListReader.MAX_COUNT + 1, "--x"));
        assertEquals(0, new EdgeListReader.Limit(0, "--x").max());
    }
}
