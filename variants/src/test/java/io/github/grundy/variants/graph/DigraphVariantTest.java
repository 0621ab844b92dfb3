package io.github.grundy.variants.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.BuiltInVariants;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The graph written inline: read as written, refused with the word at fault, and the same game as
 * the graph read from a file ({@link GraphGame} on the same edges: its values, infinite ones too).
 */
class DigraphVariantTest {

    private final Variant variant = BuiltInVariants.catalog(getClass().getClassLoader()).find("digraph").orElseThrow();

    private GraphGame create(String edges) {
        return (GraphGame) variant.create(Arguments.parse(variant, Map.of("edges", edges)));
    }

    @Test
    void edgesAndLoneVerticesAreRead() {
        GraphGame game = create("0>1 1>2, 2>0,2>3  6");
        DirectedGraph g = game.graph();
        assertEquals(7, g.vertexCount());
        assertEquals(4, g.edgeCount());
        assertEquals("digraph --edges=\"0>1 1>2, 2>0,2>3  6\"", game.describe());
        // 3 and 6 have no move; 2 moves to 3 (value 0), so its value is 1 and the cycle 0, 1, 2 is broken there.
        assertEquals(0, game.grundy(3));
        assertEquals(0, game.grundy(6));
    }

    @Test
    void aWordThatIsNeitherAnEdgeNorAVertexIsNamed() {
        for (Map.Entry<String, String> bad : Map.of(
                "0>1 1>x", "'1>x' is not an edge FROM>TO or a vertex",
                "0>-1", "'0>-1' is not an edge",
                "", "no vertex",
                "0>1000000", "vertex 1000000 is beyond the 1000000 an inline graph may have").entrySet()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> create(bad.getKey()));
            assertTrue(e.getMessage().contains(bad.getValue()), e.getMessage());
        }
    }

    @Test
    void theGameIsTheGraphGameOnTheSameEdges() {
        SplittableRandom random = new SplittableRandom(5);
        for (int t = 0; t < 300; t++) {
            int n = random.nextInt(1, 12);
            int m = random.nextInt(0, 3 * n);
            int[] from = new int[m];
            int[] to = new int[m];
            StringBuilder text = new StringBuilder().append(n - 1);
            for (int i = 0; i < m; i++) {
                from[i] = random.nextInt(n);
                to[i] = random.nextInt(n);
                text.append(random.nextBoolean() ? " " : ",").append(from[i]).append('>').append(to[i]);
            }
            GraphGame inline = create(text.toString());
            GraphGame file = GraphGame.of(DirectedGraph.of(n, from, to, m), "random");
            assertEquals(file.hasCycles(), inline.hasCycles(), text.toString());
            for (int v = 0; v < n; v++) {
                assertEquals(file.generalizedValue(v), inline.generalizedValue(v), text + " at " + v);
            }
        }
    }
}
