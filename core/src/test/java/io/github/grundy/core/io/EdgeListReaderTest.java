package io.github.grundy.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.DirectedGraph;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EdgeListReaderTest {

    private static DirectedGraph read(String text) throws IOException {
        return EdgeListReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "g.txt", 100, 100);
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

    @Test
    void aGraphWithoutVerticesHasNoEdges() {
        assertEquals("g.txt:1:3: expected the number of edges (the graph has no vertices) of at most 0, found 1",
                error("0 1\n0 0\n"));
    }

    @Test
    void errorsSayWhere() {
        assertEquals("g.txt:2:3: expected the end of edge 1 (a vertex 0..2) of at most 2, found 3", error("3 1\n0 3\n"));
        assertEquals("g.txt:1:3: expected the number of edges of at most 100, found 101", error("3 101\n"));
        assertEquals("g.txt:3:1: expected end of input (all 1 edges were read), found '1'", error("3 1\n0 2\n1 2\n"));
    }
}
