package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The command line's layout is its architecture, as core's is: the root holds {@code Main} and
 * the command tree; each command is a package that refers to no other command and not up to the
 * root; the shared packages ({@code common} at the bottom, then {@code position}, {@code plot},
 * {@code formats}) refer to no command; every package says what it is, and no file passes 400
 * lines. The references are read from the sources: a class of another package is named by an
 * import or a qualified name, {@code io.github.grundy.cli.table.TableRun}, so a regular
 * expression finds them all (Javadoc links count too).
 */
class LayoutTest {

    private static final String CLI = "io.github.grundy.cli";
    private static final Path MAIN = Path.of("src/main/java");

    /** The shared packages, bottom first: each may refer only to those of a lower rank. */
    private static final Map<String, Integer> SHARED_RANK = Map.of(
            CLI + ".common", 0,
            CLI + ".position", 1,
            CLI + ".plot", 1,
            CLI + ".formats", 1);

    /** One package per command. */
    private static final Set<String> COMMANDS = Set.of("solve", "table", "play", "survey", "judge", "gen", "list", "nimber",
            "serve", "completion").stream().map(c -> CLI + "." + c).collect(java.util.stream.Collectors.toSet());

    private static final Pattern REFERENCE = Pattern.compile("\\bio\\.github\\.grundy\\.cli((?:\\.[a-z]\\w*)*)\\.[A-Z]");

    private static Map<String, Set<String>> graph;

    @BeforeAll
    static void read() throws IOException {
        assertTrue(Files.isDirectory(MAIN), "run from the native-cli module: " + MAIN.toAbsolutePath());
        graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(MAIN.resolve(CLI.replace('.', '/')))) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                String from = MAIN.relativize(file.getParent()).toString().replace('/', '.').replace('\\', '.');
                Set<String> to = graph.computeIfAbsent(from, k -> new TreeSet<>());
                Matcher m = REFERENCE.matcher(Files.readString(file));
                while (m.find()) {
                    String p = CLI + m.group(1);
                    if (!p.equals(from)) {
                        to.add(p);
                    }
                }
            }
        }
    }

    @Test
    void everyPackageIsTheRootACommandOrShared() {
        Set<String> unknown = new TreeSet<>(graph.keySet());
        unknown.remove(CLI);
        unknown.removeAll(COMMANDS);
        unknown.removeAll(SHARED_RANK.keySet());
        assertEquals(Set.of(), unknown, "packages of the command line that LayoutTest does not place");
        assertTrue(graph.keySet().containsAll(COMMANDS), "the commands, read: " + graph.keySet());
    }

    @Test
    void commandsReferToNoOtherCommandNorToTheRoot() {
        List<String> wrong = new ArrayList<>();
        for (String command : COMMANDS) {
            for (String to : graph.getOrDefault(command, Set.of())) {
                if (!SHARED_RANK.containsKey(to)) {
                    wrong.add(command + " -> " + to);
                }
            }
        }
        wrong.sort(null);
        assertEquals(List.of(), wrong, "a command refers to another command or to the root: move what they share"
                + " down to a shared package");
    }

    @Test
    void sharedPackagesReferOnlyToSharedOnesBelow() {
        List<String> wrong = new ArrayList<>();
        SHARED_RANK.forEach((from, rank) -> {
            for (String to : graph.getOrDefault(from, Set.of())) {
                Integer below = SHARED_RANK.get(to);
                if (below == null || below >= rank) {
                    wrong.add(from + " -> " + to);
                }
            }
        });
        wrong.sort(null);
        assertEquals(List.of(), wrong, "a shared package refers to a command, the root, or a package not below it");
    }

    @Test
    void everyPackageSaysWhatItIs() {
        List<String> missing = new ArrayList<>();
        for (String p : graph.keySet()) {
            if (!Files.isRegularFile(MAIN.resolve(p.replace('.', '/')).resolve("package-info.java"))) {
                missing.add(p);
            }
        }
        assertEquals(List.of(), missing, "packages without a package-info.java");
    }

    /** One idea per place: no source or test file of the command line passes 400 lines. */
    @Test
    void noFileIsLong() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (Path tree : List.of(MAIN, Path.of("src/test/java"))) {
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
        assertEquals(List.of(), tooLong, "files over 400 lines: split them by idea");
    }

    /** The reference pattern reads imports, qualified names and links, and not the root's own classes as packages. */
    @Test
    void theReferencePatternReadsPackages() {
        Matcher m = REFERENCE.matcher("import io.github.grundy.cli.table.TableRun; {@link io.github.grundy.cli.Main}");
        assertTrue(m.find());
        assertEquals(".table", m.group(1));
        assertTrue(m.find());
        assertEquals("", m.group(1));
    }
}
