package io.github.grundy.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layout is the architecture: core's packages are theories, each resting only on those below
 * it, read from the compiled classes' references ({@link ClassReferences}), so that a change that
 * breaks the order fails here rather than in a reader's head.
 */
class LayoutTest {

    private static final String CORE = "io.github.grundy.core";

    /**
     * The theories, bottom first: a package may refer only to packages of a lower rank. Sequences,
     * loopy games and grids of values are side by side (none knows the others); so are periods
     * and nimbers at the bottom. The store of values is not a theory but sits among them, above the
     * game model (its memory limits) and below the sequences it holds.
     */
    private static final Map<String, Integer> THEORY_RANK = Map.ofEntries(
            Map.entry(CORE + ".period", 0),
            Map.entry(CORE + ".nimber", 0),
            Map.entry(CORE + ".game", 1),
            Map.entry(CORE + ".analysis", 2),
            Map.entry(CORE + ".store", 2),
            Map.entry(CORE + ".normal", 3),
            Map.entry(CORE + ".sequence", 4),
            Map.entry(CORE + ".loopy", 4),
            Map.entry(CORE + ".grid", 4),
            Map.entry(CORE + ".turning", 4),
            Map.entry(CORE + ".misere", 5),
            Map.entry(CORE + ".survey", 6),
            Map.entry(CORE, 6),
            Map.entry(CORE + ".play", 7));

    /** The packages around the theories: what a plugin implements, reads, checks and loads; the rules a user writes instead; the arithmetic they share. */
    private static final Set<String> AROUND = Set.of(
            CORE + ".spi", CORE + ".io", CORE + ".gen", CORE + ".check", CORE + ".loader", CORE + ".rule", CORE + ".arith");

    private static Map<String, Set<String>> graph;

    @BeforeAll
    static void read() throws IOException, URISyntaxException {
        Path classes = Path.of(Analyses.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        graph = ClassReferences.packageGraph(classes, "io.github.grundy");
    }

    @Test
    void everyPackageIsATheoryOrAroundThem() {
        Set<String> unknown = new TreeSet<>(graph.keySet());
        unknown.removeAll(THEORY_RANK.keySet());
        unknown.removeAll(AROUND);
        assertEquals(Set.of(), unknown, "packages of core that LayoutTest does not place");
        assertTrue(graph.keySet().containsAll(THEORY_RANK.keySet()), "the theories, read: " + graph.keySet());
    }

    @Test
    void theoriesRestOnlyOnTheoriesBelow() {
        List<String> upward = new ArrayList<>();
        THEORY_RANK.forEach((from, rank) -> {
            for (String to : graph.getOrDefault(from, Set.of())) {
                Integer below = THEORY_RANK.get(to);
                if (below == null || below >= rank) {
                    upward.add(from + " -> " + to);
                }
            }
        });
        upward.sort(null);
        assertEquals(List.of(), upward, "references from a theory to a theory not below it, or out of the"
                + " theories (spi, io, gen, check, loader, the variants, the command line)");
    }

    @Test
    void noPackageCycle() {
        List<List<String>> cycles = new ArrayList<>();
        new Tarjan(graph).components().forEach(c -> {
            if (c.size() > 1) {
                cycles.add(c);
            }
        });
        assertEquals(List.of(), cycles, "packages of core that refer to each other in a cycle");
    }

    @Test
    void coreNeverReachesTheVariantsOrTheCommandLine() {
        List<String> out = new ArrayList<>();
        graph.forEach((from, tos) -> tos.stream().filter(to -> !to.equals(CORE) && !to.startsWith(CORE + "."))
                .forEach(to -> out.add(from + " -> " + to)));
        assertEquals(List.of(), out);
    }

    @Test
    void everyPackageSaysWhatItIsAndNoFileIsLong() throws IOException {
        Path sources = Path.of("src/main/java/io/github/grundy/core");
        assertTrue(Files.isDirectory(sources), "run from the core module: " + sources.toAbsolutePath());
        List<String> missing = new ArrayList<>();
        List<String> tooLong = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(sources)) {
            for (Path dir : (Iterable<Path>) dirs.filter(Files::isDirectory)::iterator) {
                if (!Files.exists(dir.resolve("package-info.java"))) {
                    missing.add(sources.relativize(dir).toString());
                }
            }
        }
        for (Path tree : List.of(Path.of("src/main/java"), Path.of("src/test/java"))) {
            try (Stream<Path> files = Files.walk(tree)) {
                for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                    long lines;
                    try (Stream<String> text = Files.lines(file)) {
                        lines = text.count();
                    }
                    if (lines > 400) {
                        tooLong.add(file + " (" + lines + " lines)");
                    }
                }
            }
        }
        assertEquals(List.of(), missing, "packages without a package-info.java");
        assertEquals(List.of(), tooLong, "files over 400 lines (sources and tests): split them by idea");
    }

    @Test
    void theReaderSeesTypesOnlyDescriptorsName() throws IOException, URISyntaxException {
        // HeapGame names PeriodProof only in a method's generic signature (Optional<PeriodProof>).
        Path classes = Path.of(Analyses.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> names = ClassReferences.referencedNames(classes.resolve("io/github/grundy/core/game/HeapGame.class"));
        assertTrue(names.contains("io/github/grundy/core/period/PeriodProof"), names.toString());
    }

    @Test
    void aCycleIsFound() {
        Map<String, Set<String>> g = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        List<List<String>> cycles = new Tarjan(g).components().stream().filter(c -> c.size() > 1).toList();
        assertEquals(List.of(List.of("a", "b", "c")), cycles);
    }

    /** Tarjan's strongly connected components of the package graph. */
    private static final class Tarjan {
        private final Map<String, Set<String>> g;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final List<String> stack = new ArrayList<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<List<String>> out = new ArrayList<>();

        Tarjan(Map<String, Set<String>> g) {
            this.g = g;
        }

        List<List<String>> components() {
            for (String v : g.keySet()) {
                if (!index.containsKey(v)) {
                    visit(v);
                }
            }
            return out;
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.add(v);
            onStack.add(v);
            for (String w : g.getOrDefault(v, Set.of())) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                List<String> c = new ArrayList<>();
                String w;
                do {
                    w = stack.remove(stack.size() - 1);
                    onStack.remove(w);
                    c.add(w);
                } while (!w.equals(v));
                c.sort(null);
                out.add(c);
            }
        }
    }
}
