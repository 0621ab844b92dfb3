package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/plugins.md, run as written, then the Wythoff plugin it builds checked against a brute-force
 * search and the known P-positions, loaded with {@code --plugins} and with {@code -cp}.
 *
 * <p><b>How the guide runs.</b> The guide marks its tested blocks with HTML comments (invisible
 * when rendered): {@code <!-- test: run -->} before a bash block runs it,
 * {@code <!-- test: file PATH -->} writes the next block to PATH, {@code <!-- test: console -->}
 * before a console block runs each {@code $ } command and compares its standard output with the
 * lines under it. They run in order, in an empty directory, each where the previous one left off
 * ({@code cd} carries over), with {@code GRUNDY} the root of this clone and, on the PATH:
 * {@code grundy} ({@code java -jar native-cli/target/grundy-cli.jar}, packaged before this test
 * runs, so the launcher need not build anything), {@code mvn} and the JDK running this test.
 *
 * <p><b>How Maven runs inside the build, offline and without touching ~/.m2.</b> {@code mvn} is the
 * Maven running this build ({@code maven.home}, so nothing is downloaded), with the same offline
 * setting, and a local repository of its own in a temporary directory <em>chained</em> to the
 * build's ({@code maven.repo.local.tail}, Maven 3.9): every plugin and dependency the build already
 * resolved is read from there, and everything written (the guide installs {@code grundy-core})
 * goes to the temporary one. The guide's {@code install -pl core -am} runs in this clone, where
 * the reactor has just built core: its compiler finds nothing to compile and its jar is up to
 * date. The three Maven runs take about 3 s each.
 */
class PluginGuideIT {

    private static final Path ROOT = Path.of(System.getProperty("grundy.root", "..")).toAbsolutePath().normalize();
    private static final Path GUIDE = ROOT.resolve("docs/plugins.md");
    private static final Path CLI_JAR = ROOT.resolve("native-cli/target/grundy-cli.jar");
    private static final long TIMEOUT_SECONDS = 300;

    @TempDir
    static Path work;

    /** The directory the guide starts in, empty. */
    private static Path guideDir;
    /** What each console command printed, against what the guide shows. */
    private static final List<ConsoleCheck> CHECKS = new ArrayList<>();
    /** A directory with the Wythoff plugin the guide built, alone. */
    private static Path wythoffPlugins;
    private static Path wythoffJar;

    record ConsoleCheck(String command, String expected, CliCase.Outcome actual, int line) {
    }

    /** Runs the whole guide once: the tests below look at what it did. */
    @BeforeAll
    static void runTheGuide() throws Exception {
        assertTrue(Files.isRegularFile(CLI_JAR), "no " + CLI_JAR + ": this test runs after package");
        Path bin = Files.createDirectories(work.resolve("bin"));
        writeScript(bin.resolve("grundy"), "exec \"" + java() + "\" -jar \"" + CLI_JAR + "\" \"$@\"\n");
        writeScript(bin.resolve("mvn"), "exec " + mavenCommand() + " \"$@\"\n");
        guideDir = Files.createDirectories(work.resolve("guide"));
        Path cwd = guideDir;
        List<GuideSteps.Step> steps = GuideSteps.steps(Files.readString(GUIDE, StandardCharsets.UTF_8));
        assertTrue(steps.stream().filter(s -> s.kind().equals("console")).count() >= 3, "too few console steps: " + steps);
        for (GuideSteps.Step step : steps) {
            switch (step.kind()) {
                case "file" -> {
                    Path file = cwd.resolve(step.path());
                    Files.createDirectories(file.getParent());
                    Files.writeString(file, step.body(), StandardCharsets.UTF_8);
                }
                case "run" -> {
                    Shell run = shell(step.body(), cwd, bin);
                    assertEquals(0, run.outcome().exit(), "docs/plugins.md line " + step.line() + " failed:\n"
                            + step.body() + "\n--- stdout\n" + run.outcome().stdout() + "--- stderr\n" + run.outcome().stderr());
                    cwd = run.cwd();
                }
                case "console" -> {
                    for (String[] command : GuideSteps.console(step.body())) {
                        Shell run = shell(command[0], cwd, bin);
                        CHECKS.add(new ConsoleCheck(command[0], command[1], run.outcome(), step.line()));
                        cwd = run.cwd();
                    }
                }
                default -> throw new IllegalStateException(step.kind());
            }
        }
        wythoffJar = guideDir.resolve("wythoff/target/wythoff-plugin-1.0.0.jar");
        assertTrue(Files.isRegularFile(wythoffJar), "the guide should have built " + wythoffJar);
        wythoffPlugins = Files.createDirectories(work.resolve("wythoff-plugins"));
        Files.copy(wythoffJar, wythoffPlugins.resolve(wythoffJar.getFileName()));
    }

    @TestFactory
    Stream<DynamicTest> everyCommandOfTheGuidePrintsWhatTheGuideShows() {
        return CHECKS.stream().map(c -> DynamicTest.dynamicTest("line " + c.line() + ": " + c.command(), () -> {
            assertEquals("", c.actual().stderr(), c.command());
            assertEquals(0, c.actual().exit(), c.command());
            assertEquals(c.expected(), c.actual().stdout(), c.command());
        }));
    }

    record Shell(CliCase.Outcome outcome, Path cwd) {
    }

    /** Runs {@code script} with bash in {@code cwd}; returns what it printed and where it ended. */
    private static Shell shell(String script, Path cwd, Path bin) throws IOException, InterruptedException {
        Path state = Files.createTempFile(work, "step-", ".txt");
        Path out = Files.createTempFile(work, "out-", ".txt");
        Path err = Files.createTempFile(work, "err-", ".txt");
        String full = "set -eo pipefail\n" + script + "\npwd > \"" + state + "\"\n";
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", full).directory(cwd.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = builder.environment();
        env.remove(Catalogs.ENV);
        env.put("GRUNDY", ROOT.toString());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("PATH", bin + ":" + Path.of(System.getProperty("java.home"), "bin") + ":" + env.getOrDefault("PATH", ""));
        Process p = builder.start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            throw new AssertionError(script + ": did not finish within " + TIMEOUT_SECONDS + " s");
        }
        String ended = Files.readString(state, StandardCharsets.UTF_8).strip();
        return new Shell(new CliCase.Outcome(Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8), p.exitValue()),
                ended.isEmpty() ? cwd : Path.of(ended));
    }

    private static void writeScript(Path file, String body) throws IOException {
        Files.writeString(file, "#!/usr/bin/env bash\n" + body, StandardCharsets.UTF_8);
        assertTrue(file.toFile().setExecutable(true), "cannot make " + file + " executable");
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * The Maven running this build with a temporary local repository chained to the build's (see
     * the class comment); the repository's wrapper when run outside Maven (an IDE).
     */
    private static String mavenCommand() throws IOException {
        String home = System.getProperty("grundy.maven.home", "");
        String mvn = home.isBlank() || home.startsWith("${") ? ROOT.resolve("mvnw").toString()
                : Path.of(home, "bin", "mvn").toString();
        String tail = System.getProperty("grundy.maven.localRepository", "");
        if (tail.isBlank() || tail.startsWith("${")) {
            tail = Path.of(System.getProperty("user.home"), ".m2", "repository").toString();
        }
        Path head = Files.createDirectories(work.resolve("m2-repository"));
        boolean offline = System.getProperty("grundy.maven.offline", "offline=false").equals("offline=true");
        return "\"" + mvn + "\" -B" + (offline ? " -o" : "") + " \"-Dmaven.repo.local=" + head
                + "\" \"-Dmaven.repo.local.tail=" + tail + "\"";
    }

    // ---------------------------------------------------------------------------------------------
    // Wythoff's game against a brute-force search and the known P-positions.

    /** Positions up to this are solved through the command line (a few ms each, in this JVM). */
    private static final int SMALL_CLI = 15;
    /** Positions up to this are checked through the plugin's game directly (microseconds each). */
    private static final int SMALL = 60;

    private static final Pattern GRUNDY = Pattern.compile("\"grundy\":(null|\\d+)");
    private static final Pattern WINNER = Pattern.compile("\"winner\":\"(first|second)\"");
    private static final Pattern COUNT = Pattern.compile("\"count\":(\\d+)");
    private static final Pattern MOVE = Pattern.compile("\"move\":(\\[\\d+,\\d+\\])");

    /** The JSON answer's Grundy value, winner, count and moves, one line each, for comparison. */
    private static String summary(String json) {
        StringBuilder s = new StringBuilder();
        for (Pattern p : List.of(GRUNDY, WINNER, COUNT)) {
            Matcher m = p.matcher(json);
            s.append(m.find() ? m.group(1) : "(none)").append('\n');
        }
        Matcher m = MOVE.matcher(json);
        List<String> moves = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(1));
        }
        return s.append(moves).append('\n').toString();
    }

    private static String expected(String grundy, boolean first, List<String> moves) {
        return grundy + "\n" + (first ? "first" : "second") + "\n" + moves.size() + "\n" + moves + "\n";
    }

    private static CliCase.Outcome solveInProcess(long a, long b, String... extra) {
        List<String> args = new ArrayList<>(List.of("--plugins", wythoffPlugins.toString(), "solve", "wythoff",
                Long.toString(a), Long.toString(b), "--json", "--limit=0"));
        args.addAll(List.of(extra));
        return Jvm.run(args, new byte[0]);
    }

    @Test
    void everySmallPositionThroughPluginsMatchesTheBruteForce() {
        long[][] g = WythoffBruteForce.values(SMALL);
        for (int a = 0; a <= SMALL_CLI; a++) {
            for (int b = 0; b <= SMALL_CLI; b++) {
                CliCase.Outcome o = solveInProcess(a, b);
                assertEquals("", o.stderr(), a + " " + b);
                assertEquals(expected(Long.toString(g[a][b]), g[a][b] != 0, WythoffBruteForce.winningMoves(g, a, b)), summary(o.stdout()),
                        "wythoff " + a + " " + b + ": " + o.stdout());
                // Beyond a tiny table: the outcome and the moves from the closed form alone.
                CliCase.Outcome closed = solveInProcess(a, b, "--max-table=0");
                String grundy = a == 0 && b == 0 ? "0" : "null";
                assertEquals(expected(grundy, g[a][b] != 0, WythoffBruteForce.winningMoves(g, a, b)), summary(closed.stdout()),
                        "wythoff --max-table=0 " + a + " " + b + ": " + closed.stdout());
            }
        }
    }

    /** The plugin's game, loaded from its jar as grundy loads it, with the default parameters. */
    private static PositionGame wythoffGame(VariantCatalog catalog) {
        Variant v = catalog.find("wythoff").orElseThrow();
        return (PositionGame) v.create(Arguments.parse(v, Map.of()));
    }

    @Test
    void everyPositionUpTo60MatchesTheBruteForceThroughTheGame() {
        long[][] g = WythoffBruteForce.values(SMALL);
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(wythoffPlugins).build()) {
            assertEquals(List.of(), catalog.problems());
            PositionGame unprepared = wythoffGame(catalog);
            PositionGame game = unprepared.prepare(new long[] {SMALL, SMALL});
            for (int a = 0; a <= SMALL; a++) {
                for (int b = 0; b <= SMALL; b++) {
                    long[] p = {a, b};
                    String where = "wythoff " + a + " " + b;
                    assertEquals(g[a][b], game.grundy(p), where);
                    List<String> moves = new ArrayList<>();
                    game.forEachMoveToValue(p, 0, m -> moves.add("[" + m[0] + "," + m[1] + "]"));
                    assertEquals(WythoffBruteForce.winningMoves(g, a, b), moves, where);
                    assertEquals(moves.size(), game.countMovesToValue(p, 0), where);
                    assertEquals(g[a][b] != 0, game.outcome(p).nextPlayerWins(), where);
                    assertEquals(g[a][b] != 0, unprepared.outcome(p).nextPlayerWins(), where + " without a table");
                    // Moves to another value come from the table: those of value 1, say.
                    List<String> toOne = new ArrayList<>();
                    game.forEachMoveToValue(p, 1, m -> toOne.add(m[0] + "," + m[1]));
                    long ones = 0;
                    for (int k = 1; k <= Math.max(a, b); k++) {
                        ones += (k <= a && g[a - k][b] == 1 ? 1 : 0) + (k <= b && g[a][b - k] == 1 ? 1 : 0)
                                + (k <= Math.min(a, b) && g[a - k][b - k] == 1 ? 1 : 0);
                    }
                    assertEquals(ones, toOne.size(), where);
                }
            }
        }
    }

    /** Large k, up to floor(k·φ²) near 2^63-1. */
    private static final List<Long> LARGE_K = List.of(1_000L, 12_345L, 1_000_000L, 999_999_999L, 1_000_000_000_000L,
            123_456_789_012_345L, 1_000_000_000_000_000_000L, 3_000_000_000_000_000_000L, 3_522_000_000_000_000_000L);

    @Test
    void theKnownPPositionsAreLostAndTheirNeighboursWonThroughSolve() {
        List<Long> ks = new ArrayList<>();
        for (long k = 0; k <= 30; k++) {
            ks.add(k);
        }
        ks.addAll(LARGE_K);
        for (long k : ks) {
            long a = WythoffBruteForce.lowerWythoff(k).longValueExact();
            long b = Math.addExact(a, k); // floor(k·φ²) = floor(k·φ) + k
            boolean tabled = b <= 1000;
            for (long[] p : List.of(new long[] {a, b}, new long[] {b, a})) {
                CliCase.Outcome lost = solveInProcess(p[0], p[1]);
                assertEquals(expected(tabled ? "0" : "null", false, List.of()), summary(lost.stdout()),
                        "P-position k=" + k + ": " + lost.stdout());
            }
            if (k > 0) {
                // One more in the larger heap: taking it back wins.
                CliCase.Outcome won = solveInProcess(a, b + 1);
                assertTrue(won.stdout().contains("\"winner\":\"first\""), won.stdout());
                assertTrue(won.stdout().contains("{\"move\":[2,1],\"text\":\"heap 2: " + (b + 1) + " -> " + b
                        + " (take 1)\"}"), won.stdout());
            }
        }
    }

    @Test
    void theKnownPPositionsAreExactlyTheLostOnesThroughTheGame() {
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(wythoffPlugins).build()) {
            PositionGame game = wythoffGame(catalog);
            List<Long> ks = new ArrayList<>(LARGE_K);
            for (long k = 0; k <= 20_000; k++) {
                ks.add(k);
            }
            for (long k : ks) {
                long a = WythoffBruteForce.lowerWythoff(k).longValueExact();
                long b = Math.addExact(a, k);
                assertTrue(!game.outcome(new long[] {a, b}).nextPlayerWins() && !game.outcome(new long[] {b, a}).nextPlayerWins(), "k=" + k);
                // Next to it, sharing a heap or the difference with it: won, and every winning move
                // leads to a P-position by the independent formula.
                for (long[] p : List.of(new long[] {a + 1, b}, new long[] {a, b + 1}, new long[] {a + 1, b + 1})) {
                    assertTrue(game.outcome(p).nextPlayerWins(), "k=" + k + ": " + p[0] + " " + p[1]);
                    List<long[]> reached = new ArrayList<>();
                    game.forEachMoveToValue(p, 0, m -> reached.add(game.play(p, m)));
                    assertTrue(!reached.isEmpty(), "k=" + k + ": no winning move from " + p[0] + " " + p[1]);
                    for (long[] q : reached) {
                        long lo = Math.min(q[0], q[1]);
                        assertEquals(WythoffBruteForce.lowerWythoff(Math.max(q[0], q[1]) - lo), BigInteger.valueOf(lo),
                                "k=" + k + ": a winning move from " + p[0] + " " + p[1] + " leads to " + q[0] + " " + q[1]);
                    }
                }
            }
        }
    }

    /** Runs a JVM: {@code java args...}; the class path route needs a process of its own. */
    private static CliCase.Outcome javaProcess(List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(java());
        command.addAll(args);
        Path out = Files.createTempFile(work, "java-out-", ".txt");
        Path err = Files.createTempFile(work, "java-err-", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().remove(Catalogs.ENV);
        Process p = builder.start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            throw new AssertionError(command + ": did not finish within " + TIMEOUT_SECONDS + " s");
        }
        return new CliCase.Outcome(Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8), p.exitValue());
    }

    @Test
    void onTheClassPathAndThroughPluginsInAProcessTheAnswersAreTheBruteForces() throws Exception {
        long[][] g = WythoffBruteForce.values(SMALL);
        String classPath = CLI_JAR + ":" + wythoffJar;
        for (int[] p : List.of(new int[] {5, 7}, new int[] {17, 29}, new int[] {30, 30}, new int[] {0, 0})) {
            List<String> expectedMoves = WythoffBruteForce.winningMoves(g, p[0], p[1]);
            String expected = expected(Long.toString(g[p[0]][p[1]]), g[p[0]][p[1]] != 0, expectedMoves);
            CliCase.Outcome cp = javaProcess(List.of("-cp", classPath, "io.github.grundy.cli.Main", "solve", "wythoff",
                    Integer.toString(p[0]), Integer.toString(p[1]), "--json"));
            assertEquals("", cp.stderr());
            assertEquals(expected, summary(cp.stdout()), "-cp: " + cp.stdout());
            CliCase.Outcome dir = javaProcess(List.of("-jar", CLI_JAR.toString(), "--plugins", wythoffPlugins.toString(),
                    "solve", "wythoff", Integer.toString(p[0]), Integer.toString(p[1]), "--json"));
            assertEquals("", dir.stderr());
            assertEquals(cp.stdout(), dir.stdout(), "the same answer through --plugins");
        }
    }

    /** On the class path too, a broken provider is a warning naming it and its jar; the rest works. */
    @Test
    void brokenProvidersOnTheClassPathAreWarnings() throws Exception {
        Path broken = Files.createDirectories(work.resolve("class-path-jars"));
        Path future = PluginJars.build(broken.resolve("future.jar"), Map.of("org.example.Future",
                PluginJars.variant("Future", "future", "SPI_VERSION + 1", "")),
                List.of("org.example.Future"));
        Path gone = PluginJars.build(broken.resolve("gone.jar"), Map.of("org.example.Gone",
                PluginJars.variant("Gone", "gone", "")), List.of("org.example.Gone"), List.of("org.example.Gone"));
        Path fakeNim = PluginJars.build(broken.resolve("fake-nim.jar"), Map.of("org.example.FakeNim",
                PluginJars.variant("FakeNim", "nim", "")), List.of("org.example.FakeNim"));
        // The plugins first on the class path: built-in variants still keep their ids.
        String classPath = String.join(":", future.toString(), gone.toString(), fakeNim.toString(), wythoffJar.toString(),
                CLI_JAR.toString());
        CliCase.Outcome list = javaProcess(List.of("-cp", classPath, "io.github.grundy.cli.Main", "list"));
        assertEquals(0, list.exit(), list.stderr());
        List<String> warnings = list.stderr().lines().toList();
        assertEquals(3, warnings.size(), list.stderr());
        assertTrue(warnings.contains("grundy: warning: variant provider org.example.Gone (listed in gone.jar) could not"
                + " be loaded: class not found"), list.stderr());
        assertTrue(warnings.stream().anyMatch(w -> w.startsWith("grundy: warning: variant provider org.example.Future"
                + " (future.jar) is built for grundy SPI version ")), list.stderr());
        assertTrue(warnings.contains("grundy: warning: variant id 'nim' is provided twice: by"
                + " grundy's built-in games and by org.example.FakeNim (fake-nim.jar);"
                + " using the first"), list.stderr());
        assertTrue(list.stdout().startsWith("Built in:\n  nim "), list.stdout());
        assertTrue(list.stdout().contains("From wythoff-plugin-1.0.0.jar:\n  wythoff "), list.stdout());
        CliCase.Outcome nim = javaProcess(List.of("-cp", classPath, "io.github.grundy.cli.Main", "solve", "nim", "3",
                "4", "5", "--moves=none"));
        assertEquals("Position: nim, 3 heaps: 3 4 5\n"
                + "First player wins (an N-position): the Grundy value (nim-sum of the heaps' values) is 2.\n", nim.stdout());
    }
}
