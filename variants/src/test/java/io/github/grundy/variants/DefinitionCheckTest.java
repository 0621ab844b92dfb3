package io.github.grundy.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.check.Report;
import io.github.grundy.variants.beads.BeadsVariant;
import io.github.grundy.variants.bash.BashVariant;
import io.github.grundy.variants.divisor.DivisorVariant;
import io.github.grundy.variants.graph.GraphVariant;
import io.github.grundy.variants.nim.NimVariant;
import io.github.grundy.variants.split.SplitVariant;
import io.github.grundy.variants.staircase.StaircaseVariant;
import io.github.grundy.variants.subtraction.SubtractionVariant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every built-in variant through core's {@link GameChecker}, as a plugin author would check a game:
 * its values against the mex of its options' values, its outcomes, option queries and winning
 * moves, up to a modest size (the property tests of each variant go further, each in its own way).
 */
class DefinitionCheckTest {

    @TempDir
    Path dir;

    @Test
    void nim() {
        GameChecker.assertCorrect(new NimVariant(), Map.of(), 80);
    }

    @Test
    void bash() {
        GameChecker.assertCorrect(new BashVariant(), Map.of("max", "3"), 200);
        GameChecker.assertCorrect(new BashVariant(), Map.of("max", "1"), 50);
    }

    @Test
    void subtraction() {
        // The variant's game tabulates only when prepared: the checker prepares it as grundy does.
        GameChecker.assertCorrect(new SubtractionVariant(), Map.of("set", "1,3,4"), 300);
        GameChecker.assertCorrect(new SubtractionVariant(), Map.of("set", "2,5,7"), 300);
    }

    @Test
    void split() {
        GameChecker.assertCorrect(new SplitVariant(), Map.of(), 40);
    }

    @Test
    void staircase() {
        GameChecker.assertCorrect(new StaircaseVariant(), Map.of(), 3, 4);
        GameChecker.assertCorrect(new StaircaseVariant(), Map.of(), 5, 2);
    }

    @Test
    void divisorSkipsHeapZero() {
        Report report = GameChecker.check(new DivisorVariant(), Map.of(), 400).assertPassed();
        assertEquals(List.of("heaps the game refuses (checkHeap) were skipped: heap 0: divisor: n must be at least 1, found 0"),
                report.notes());
    }

    @Test
    void beads() {
        GameChecker.assertCorrect(new BeadsVariant(), Map.of(), 400);
    }

    /**
     * A graph whose vertices are numbered so that every edge goes to a smaller vertex: the order the
     * checker builds values in (the checker asks that options be smaller heaps, which a graph in
     * general need not be).
     */
    @Test
    void graph() throws IOException {
        int n = 60;
        StringBuilder edges = new StringBuilder();
        int m = 0;
        for (int u = 1; u < n; u++) {
            for (int v = 0; v < u; v++) {
                if ((u * 31 + v * 17) % 7 < 2) {
                    edges.append(u).append(' ').append(v).append('\n');
                    m++;
                }
            }
        }
        Path file = dir.resolve("dag.txt");
        Files.writeString(file, n + " " + m + "\n" + edges, StandardCharsets.US_ASCII);
        GameChecker.assertCorrect(new GraphVariant(), Map.of("graph", file.toString()), n - 1);
    }
}
