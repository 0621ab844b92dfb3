package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code $ ./grundy ...} example of README.md and {@code $ grundy ...} example of docs/*.md
 * runs here (after package, with bash, in one directory per document so that an example can use
 * what an earlier one wrote), and the output the document shows right below it is compared: a
 * changed output fails the build until the document is updated. In a shown output, a line
 * {@code ...} stands for any lines, {@code <version>} for the version and {@code <n>} for a
 * number that varies (how far a run stopped by --timeout got). An example with no output shown
 * must end with exit 0. docs/plugins.md is PluginGuideIT's, and so are the examples with plugins.
 */
class DocExamplesIT {

    private static final Path ROOT = Path.of(System.getProperty("grundy.root", "..")).toAbsolutePath().normalize();
    private static final Path CLI_JAR = ROOT.resolve("native-cli/target/grundy-cli.jar");
    private static final Path GRAPHS = ROOT.resolve("native-cli/src/test/resources/graphs");
    private static final Path RULES = ROOT.resolve("native-cli/src/test/resources/rules");
    /**
     * Examples run elsewhere: with plugins (PluginGuideIT), on a file of 10^7 edges (bench/), or a
     * server that runs until stopped ({@code serve}: PageServerTest and the browser tests).
     */
    private static final Pattern ELSEWHERE = Pattern.compile("--plugins|GRUNDY_PLUGINS|java -cp|big\\.txt|grundy serve");
    private static final long TIMEOUT_SECONDS = 300;

    record Example(String doc, int line, String command, List<String> shown) {
    }

    /** The examples of {@code markdown}: each {@code $ } line of a fenced block and the lines below it. */
    static List<Example> examples(String doc, String markdown, String prompt) {
        List<Example> examples = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        boolean fenced = false;
        Example current = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("```")) {
                fenced = !fenced;
                current = null;
            } else if (fenced && line.startsWith("$ ")) {
                current = null;
                if (line.contains(prompt) && !ELSEWHERE.matcher(line).find()) {
                    current = new Example(doc, i + 1, line.substring(2), new ArrayList<>());
                    examples.add(current);
                }
            } else if (fenced && current != null) {
                current.shown().add(line);
            }
        }
        for (Example e : examples) {
            while (!e.shown().isEmpty() && e.shown().get(e.shown().size() - 1).isBlank()) {
                e.shown().remove(e.shown().size() - 1);
            }
        }
        return examples;
    }

    @TestFactory
    Stream<DynamicTest> everyExampleOfTheDocsPrintsWhatTheyShow(@TempDir Path work) throws Exception {
        assertTrue(Files.isRegularFile(CLI_JAR), "no " + CLI_JAR + ": this test runs after package");
        List<DynamicTest> tests = new ArrayList<>();
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            files.filter(p -> p.toString().endsWith(".md") && !p.endsWith("plugins.md")).sorted().forEach(docs::add);
        }
        int total = 0;
        for (Path doc : docs) {
            String name = ROOT.relativize(doc).toString();
            Path dir = fixtures(Files.createDirectories(work.resolve(name.replace('/', '-'))));
            String prompt = doc.endsWith("README.md") ? "./grundy" : "grundy ";
            for (Example e : examples(name, Files.readString(doc, StandardCharsets.UTF_8), prompt)) {
                CliCase.Outcome o = bash(e.command(), dir);
                total++;
                tests.add(DynamicTest.dynamicTest(name + ":" + e.line() + ": " + e.command(), () -> check(e, o)));
            }
        }
        assertTrue(total >= 30, "too few examples found: " + total);
        return tests.stream();
    }

    private static void check(Example e, CliCase.Outcome o) {
        String actual = o.stdout() + o.stderr();
        if (e.shown().isEmpty()) {
            assertEquals(0, o.exit(), e.command() + ":\n" + actual);
            return;
        }
        if (e.shown().stream().noneMatch(l -> l.startsWith("grundy: "))) {
            assertEquals(0, o.exit(), e.command() + ":\n" + actual);
        }
        assertTrue(matches(e.shown(), List.of(actual.split("\n", -1)).subList(0, actual.split("\n", -1).length
                - (actual.endsWith("\n") ? 1 : 0))), e.doc() + " line " + e.line() + " shows\n" + String.join("\n",
                        e.shown()) + "\nbut `" + e.command() + "` printed\n" + actual);
    }

    /** Whether {@code actual} is {@code shown}, with its placeholders. */
    static boolean matches(List<String> shown, List<String> actual) {
        if (shown.isEmpty()) {
            return actual.isEmpty();
        }
        if (shown.get(0).equals("...")) {
            for (int skip = 0; skip <= actual.size(); skip++) {
                if (matches(shown.subList(1, shown.size()), actual.subList(skip, actual.size()))) {
                    return true;
                }
            }
            return false;
        }
        return !actual.isEmpty() && line(shown.get(0)).matcher(actual.get(0)).matches()
                && matches(shown.subList(1, shown.size()), actual.subList(1, actual.size()));
    }

    private static Pattern line(String shown) {
        String quoted = Pattern.quote(shown).replace("<version>", "\\E[0-9][0-9A-Za-z.+-]*\\Q")
                .replace("<n>", "\\E[0-9]+\\Q");
        return Pattern.compile(quoted);
    }

    /** The files the examples read, as the documents describe them. */
    private static Path fixtures(Path dir) throws IOException {
        Files.writeString(dir.resolve("heaps.txt"), "3 4 5\n");
        Files.writeString(dir.resolve("components.txt"), "bash:max=3:10 bash:max=5:7 nim:4\n");
        Files.copy(GRAPHS.resolve("dag.txt"), dir.resolve("dag.txt"));
        Files.copy(GRAPHS.resolve("loopy.txt"), dir.resolve("loopy.txt"));
        // docs/rules.md's rule directories: rules/ as it shows it, mixed/ with a broken file and a taken id.
        for (String[] copy : new String[][] {{"games", "rules"}, {"mixed", "mixed"}}) {
            Path to = Files.createDirectories(dir.resolve(copy[1]));
            try (Stream<Path> files = Files.list(RULES.resolve(copy[0]))) {
                for (Path f : files.toList()) {
                    Files.copy(f, to.resolve(f.getFileName()));
                }
            }
        }
        Path grundy = dir.resolve("grundy");
        Files.writeString(grundy, "#!/usr/bin/env bash\nexec \"" + Path.of(System.getProperty("java.home"), "bin", "java")
                + "\" -jar \"" + CLI_JAR + "\" \"$@\"\n");
        assertTrue(grundy.toFile().setExecutable(true));
        return dir;
    }

    private static CliCase.Outcome bash(String command, Path dir) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir.getParent(), "out-", ".txt");
        Path err = Files.createTempFile(dir.getParent(), "err-", ".txt");
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", "set -o pipefail\n" + command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().remove(Catalogs.ENV);
        builder.environment().remove(Catalogs.RULES_ENV);
        // docs/*.md write `grundy`, README `./grundy`: both are this build's jar.
        builder.environment().put("PATH", dir + ":" + builder.environment().getOrDefault("PATH", ""));
        Process p = builder.start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            return new CliCase.Outcome("", "did not end within " + TIMEOUT_SECONDS + " s (it hangs)\n", -1);
        }
        return new CliCase.Outcome(Files.readString(out, StandardCharsets.UTF_8), Files.readString(err,
                StandardCharsets.UTF_8), p.exitValue());
    }
}
