package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugin jars through the command line ({@code --plugins DIR} and {@code GRUNDY_PLUGINS}), compiled
 * here against grundy-core: a good one works, and each kind of broken jar is one warning naming the
 * culprit while the good plugin and the built-in variants still answer.
 */
class PluginsTest {

    private static final byte[] NO_INPUT = new byte[0];

    /** grundy solve squares 10 4: values 0 and 2. */
    private static final String SQUARES_10_4 = """
            Position: squares, 2 heaps: 10 4
            First player wins (an N-position): the Grundy value (nim-sum of the heaps' values) is 2.
            Winning moves: 2
              heap 1: 10 -> 9 (take 1)
              heap 2: 4 -> 0 (take 4)
            """;

    private static final String NIM_3_4_5 = """
            Position: nim, 3 heaps: 3 4 5
            First player wins (an N-position): the Grundy value (nim-sum of the heaps' values) is 2.
            Winning moves: 1
              heap 1: 3 -> 1 (take 2)
            """;

    @TempDir
    static Path work;

    /** The good plugin, built once, copied into each test's directory. */
    private static Path squaresJar;

    @BeforeAll
    static void buildTheGoodPlugin() throws IOException {
        squaresJar = PluginJars.build(work.resolve("squares.jar"), Map.of("org.example.Squares", PluginJars.SQUARES),
                List.of("org.example.Squares"));
    }

    /** A plugin directory holding the good plugin. */
    private static Path pluginsWithSquares(Path dir) throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Files.copy(squaresJar, plugins.resolve("squares.jar"));
        return plugins;
    }

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), NO_INPUT);
    }

    /** The good plugin and nim still answer with the broken jars in the directory, which are these warnings. */
    private static void assertOthersStillWork(Path plugins, String... warnings) {
        StringBuilder stderr = new StringBuilder();
        for (String w : warnings) {
            stderr.append("grundy: warning: ").append(w).append('\n');
        }
        CliCase.Outcome squares = grundy("--plugins", plugins.toString(), "solve", "squares", "10", "4");
        assertEquals(new CliCase.Outcome(SQUARES_10_4, stderr.toString(), 0), squares);
        CliCase.Outcome nim = grundy("solve", "--plugins", plugins.toString(), "nim", "3", "4", "5");
        assertEquals(new CliCase.Outcome(NIM_3_4_5, stderr.toString(), 0), nim);
        CliCase.Outcome list = grundy("list", "--plugins", plugins.toString());
        assertEquals(stderr.toString(), list.stderr());
        assertTrue(list.stdout().contains("\nFrom squares.jar:\n  squares            Subtract a square: remove 1, 4, 9, 16,"
                + " ... objects from one heap\n"), list.stdout());
    }

    @Test
    void aGoodPluginIsListedWithItsJarAndSolves(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        CliCase.Outcome list = grundy("--plugins", plugins.toString(), "list");
        assertEquals("", list.stderr());
        assertEquals(0, list.exit());
        assertTrue(list.stdout().startsWith("Built in:\n  nim "), list.stdout());
        assertTrue(list.stdout().endsWith("""
                From squares.jar:
                  squares            Subtract a square: remove 1, 4, 9, 16, ... objects from one heap
                                       --max-table=VALUE  the largest heap whose Grundy value is tabled (4 bytes per heap) \
                (integer in 1..500000000, default 1000000)
                """), list.stdout());

        assertEquals(new CliCase.Outcome(SQUARES_10_4, "", 0),
                grundy("--plugins", plugins.toString(), "solve", "squares", "10", "4"));
        // The environment variable means the same.
        assertEquals(new CliCase.Outcome(SQUARES_10_4, "", 0), Jvm.run(List.of("solve", "squares", "10", "4"),
                Map.of(Catalogs.ENV, plugins.toString()), NO_INPUT));
        // In a sum with a built-in game, and by JSON.
        CliCase.Outcome sum = grundy("solve", "--plugins", plugins.toString(), "squares:10", "nim:2", "--moves=count");
        assertEquals(new CliCase.Outcome("""
                Position: sum of 2 components: 10 (squares), 2 (nim)
                First player wins (an N-position): the Grundy value (nim-sum of the components' values) is 2.
                Winning moves: 2
                """, "", 0), sum);
        CliCase.Outcome json = grundy("solve", "--plugins", plugins.toString(), "squares", "--max-table=20", "4",
                "--json", "--moves=first");
        assertEquals(new CliCase.Outcome("{\"variant\":\"squares\",\"parameters\":{\"max-table\":20},\"heaps\":1,"
                + "\"grundy\":2,\"outcome\":\"N\",\"winner\":\"first\",\"winningMoves\":{\"count\":null,\"moves\":[{\"component\":1,"
                + "\"from\":4,\"to\":[0],\"text\":\"4 -> 0 (take 4)\"}],\"truncated\":null}}\n", "", 0), json);
        // Beyond its table: the message names the limit, and a limit exits with 3.
        assertEquals(new CliCase.Outcome("", "grundy: squares: heap 21 is beyond the Grundy table, which holds heaps"
                + " up to --max-table=20 (4 bytes per heap); raise --max-table to solve it\n", 3),
                grundy("solve", "--plugins", plugins.toString(), "squares", "--max-table=20", "21"));
        assertEquals(new CliCase.Outcome("", "grundy: squares: heap 21 is beyond the Grundy table, which holds heaps"
                + " up to --max-table=20 (4 bytes per heap); raise --max-table to solve it\n", 3),
                grundy("solve", "--plugins", plugins.toString(), "squares", "--max-table=20", "21", "3"));
    }

    @Test
    void aJarWithoutProviders(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        PluginJars.build(plugins.resolve("forgot-services.jar"),
                Map.of("org.example.Forgot", PluginJars.variant("Forgot", "forgot", "")), null);
        assertOthersStillWork(plugins, "plugin jar forgot-services.jar provides no variant: it has no "
                + PluginJars.SERVICES + "; ignored");
    }

    @Test
    void aProviderClassMissing(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        PluginJars.build(plugins.resolve("gone.jar"), Map.of("org.example.Gone", PluginJars.variant("Gone", "gone", "")),
                List.of("org.example.Gone"), List.of("org.example.Gone"));
        assertOthersStillWork(plugins, "variant provider org.example.Gone (gone.jar) could not be loaded: class not found");
    }

    @Test
    void aConstructorThrowing(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        PluginJars.build(plugins.resolve("throws.jar"), Map.of("org.example.Throws", PluginJars.variant("Throws", "throws",
                "    public Throws() { throw new IllegalStateException(\"no licence file\"); }")),
                List.of("org.example.Throws"));
        assertOthersStillWork(plugins, "variant provider org.example.Throws (throws.jar) could not be created: "
                + "IllegalStateException: no licence file");
    }

    @Test
    void aDuplicateIdOfABuiltInVariant(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        PluginJars.build(plugins.resolve("fake-nim.jar"), Map.of("org.example.FakeNim", PluginJars.variant("FakeNim", "nim",
                "")), List.of("org.example.FakeNim"));
        // nim stays the built-in Nim (assertOthersStillWork solves nim 3 4 5 as Nim).
        assertOthersStillWork(plugins, "variant id 'nim' is provided twice: by grundy's built-in games"
                + " and by org.example.FakeNim (fake-nim.jar); using the first");
    }

    @Test
    void anSpiVersionTooNew(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        int next = Variant.SPI_VERSION + 1;
        PluginJars.build(plugins.resolve("future.jar"), Map.of("org.example.Future", PluginJars.variant("Future", "future",
                "SPI_VERSION + 1", "")), List.of("org.example.Future"));
        assertOthersStillWork(plugins, "variant provider org.example.Future (future.jar) is built for grundy SPI version "
                + next + ", newer than this grundy's (" + Variant.SPI_VERSION + "): use a newer grundy, or a build of the"
                + " plugin for SPI version " + Variant.SPI_VERSION + "; ignored");
        CliCase.Outcome refused = grundy("--plugins", plugins.toString(), "solve", "future", "1");
        assertEquals(2, refused.exit());
        assertTrue(refused.stderr().endsWith("grundy: unknown variant 'future' (installed: nim, bash, subtraction, all-but, split,"
                + " staircase, divisor, beads, graph, digraph, octal, kayles, dawson, grundy-game, treblecross, rule, "
                + "turning, turning-turtles, mock-turtles, ruler, twins, triplets, moebius, mogul, moidores, motley,"
                + " turnips, grunt, sym, mock-turtle-fives, ruler-fives, tartan, acrostic, squares; see 'grundy list')\n"), refused.stderr());
    }

    @Test
    void aPluginBuiltForSpiVersionOne(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        // Compiled against grundy-core of SPI version 1: one returns its SPI_VERSION (1), the
        // other relied on the default spiVersion() of then, which is abstract now.
        PluginJars.build(plugins.resolve("old-says.jar"), Map.of("org.example.OldSays",
                PluginJars.variant("OldSays", "old-says", "SPI_VERSION", ""), PluginJars.VARIANT_CLASS,
                PluginJars.SPI_1_VARIANT), List.of("org.example.OldSays"), List.of(PluginJars.VARIANT_CLASS));
        PluginJars.build(plugins.resolve("old-silent.jar"), Map.of("org.example.OldSilent",
                PluginJars.variant("OldSilent", "old-silent", null, ""), PluginJars.VARIANT_CLASS,
                PluginJars.SPI_1_VARIANT), List.of("org.example.OldSilent"), List.of(PluginJars.VARIANT_CLASS));
        String older = "older than this grundy's (" + Variant.SPI_VERSION + "): rebuild it against grundy-core "
                + Variant.SPI_VERSION + "; ignored";
        assertOthersStillWork(plugins,
                "variant provider org.example.OldSays (old-says.jar) is built for grundy SPI version 1, " + older,
                "variant provider org.example.OldSilent (old-silent.jar) is built for grundy SPI version 1 (it has no"
                        + " spiVersion() method), " + older);
        CliCase.Outcome refused = grundy("--plugins", plugins.toString(), "solve", "old-silent", "1");
        assertEquals(2, refused.exit());
        assertTrue(refused.stderr().endsWith("grundy: unknown variant 'old-silent' (installed: nim, bash, subtraction,"
                + " all-but, split, staircase, divisor, beads, graph, digraph, octal, kayles, dawson, grundy-game, treblecross, rule, "
                + "turning, turning-turtles, mock-turtles, ruler, twins, triplets, moebius, mogul, moidores, motley,"
                + " turnips, grunt, sym, mock-turtle-fives, ruler-fives, tartan, acrostic, squares; see 'grundy list')\n"), refused.stderr());
    }

    @Test
    void aParameterNamedLikeAnOptionOfSolve(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        // grundy solve limited --limit=3 5 would give --limit to solve, never to the game.
        PluginJars.build(plugins.resolve("limited.jar"), Map.of("org.example.Limited", PluginJars.variant("Limited",
                "limited", "    @Override public java.util.List<io.github.grundy.core.spi.Parameter<?>> parameters() {\n"
                        + "        return java.util.List.of(io.github.grundy.core.spi.Parameter.optional(\"limit\","
                        + " \"the most objects a move takes\", io.github.grundy.core.spi.ParameterType.integer(1, 9),"
                        + " 2L));\n    }")), List.of("org.example.Limited"));
        assertOthersStillWork(plugins, "variant provider org.example.Limited (limited.jar) declares the parameter"
                + " '--limit', a name grundy's commands use for their own options; rename it; ignored");
    }

    @Test
    void quietSilencesTheWarningsExceptInTheList(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        PluginJars.build(plugins.resolve("gone.jar"), Map.of("org.example.Gone", PluginJars.variant("Gone", "gone", "")),
                List.of("org.example.Gone"), List.of("org.example.Gone"));
        String warning = "grundy: warning: variant provider org.example.Gone (gone.jar) could not be loaded: class not"
                + " found\n";
        String dirName = plugins.toString();
        // Without --quiet: the warning, then the answer.
        assertEquals(new CliCase.Outcome(SQUARES_10_4, warning, 0), grundy("--plugins", dirName, "solve", "squares",
                "10", "4"));
        // --quiet before or after the command, or both: the same answer, no warning.
        for (List<String> args : List.of(List.of("--quiet", "--plugins", dirName, "solve", "squares", "10", "4"),
                List.of("--plugins", dirName, "solve", "--quiet", "squares", "10", "4"),
                List.of("--quiet", "solve", "--quiet", "--plugins", dirName, "squares", "10", "4"),
                List.of("solve", "--plugins", dirName, "squares", "10", "4", "--quiet"))) {
            assertEquals(new CliCase.Outcome(SQUARES_10_4, "", 0), Jvm.run(args, NO_INPUT), args.toString());
        }
        // GRUNDY_QUIET: any value but empty or 0.
        for (String value : List.of("1", "yes", "true", " ")) {
            assertEquals(new CliCase.Outcome(SQUARES_10_4, "", 0), Jvm.run(List.of("--plugins", dirName, "solve",
                    "squares", "10", "4"), Map.of(Warnings.ENV, value), NO_INPUT), "GRUNDY_QUIET='" + value + "'");
        }
        for (String value : List.of("", "0")) {
            assertEquals(new CliCase.Outcome(SQUARES_10_4, warning, 0), Jvm.run(List.of("--plugins", dirName, "solve",
                    "squares", "10", "4"), Map.of(Warnings.ENV, value), NO_INPUT), "GRUNDY_QUIET='" + value + "'");
        }
        // The list is where one looks for broken plugins: it shows them, quiet or not.
        CliCase.Outcome list = Jvm.run(List.of("--quiet", "list", "--quiet", "--plugins", dirName),
                Map.of(Warnings.ENV, "1"), NO_INPUT);
        assertEquals(0, list.exit());
        assertEquals(warning, list.stderr());
        assertTrue(list.stdout().contains("\nFrom squares.jar:\n  squares "), list.stdout());
        // A failure is still said: --quiet silences warnings, not errors.
        assertEquals(new CliCase.Outcome("", "grundy: --plugins no-such-dir: no such directory\n", 2),
                grundy("--quiet", "--plugins", "no-such-dir", "solve", "nim", "1"));
    }

    @Test
    void everyBrokenJarAtOnceInTheOrderOfTheirNames(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        PluginJars.build(plugins.resolve("a-gone.jar"), Map.of("org.example.Gone", PluginJars.variant("Gone", "gone", "")),
                List.of("org.example.Gone", "org.example.Take"), List.of("org.example.Gone"));
        Files.writeString(plugins.resolve("b-not-a-zip.jar"), "text, not a jar");
        PluginJars.build(plugins.resolve("c-fake-nim.jar"), Map.of("org.example.FakeNim",
                PluginJars.variant("FakeNim", "nim", "")), List.of("org.example.FakeNim"));
        // The same class name as in a-gone.jar: each jar has its own class loader, so no clash.
        PluginJars.build(plugins.resolve("d-take.jar"), Map.of("org.example.Take",
                PluginJars.variant("Take", "take-two", "")), List.of("org.example.Take"));
        CliCase.Outcome list = grundy("--plugins", plugins.toString(), "list");
        assertEquals(0, list.exit());
        List<String> warnings = list.stderr().lines().toList();
        assertEquals(4, warnings.size(), list.stderr());
        assertEquals("grundy: warning: variant provider org.example.Gone (a-gone.jar) could not be loaded: class not found",
                warnings.get(0));
        assertTrue(warnings.get(1).startsWith("grundy: warning: variant provider org.example.Take (a-gone.jar) could not"
                + " be loaded: class not found"), warnings.get(1));
        assertTrue(warnings.get(2).startsWith("grundy: warning: plugin jar b-not-a-zip.jar cannot be read: "),
                warnings.get(2));
        assertTrue(warnings.get(3).startsWith("grundy: warning: variant id 'nim' is provided twice"), warnings.get(3));
        assertTrue(list.stdout().contains("From d-take.jar:\n  take-two "), list.stdout());
        assertTrue(list.stdout().contains("From squares.jar:\n  squares "), list.stdout());
        CliCase.Outcome take = grundy("--plugins", plugins.toString(), "solve", "take-two", "5", "--moves=none");
        assertEquals("Position: take-two, 1 heap: 5\n"
                + "First player wins (an N-position): the Grundy value (nim-sum of the heaps' values) is 2.\n", take.stdout());
    }

    @Test
    void aPluginFailingInsideACommandIsNamed(@TempDir Path dir) throws IOException {
        Path plugins = pluginsWithSquares(dir);
        // create() refuses its arguments: the user's message, as for a built-in game.
        PluginJars.build(plugins.resolve("picky.jar"), Map.of("org.example.Picky", """
                package org.example;

                import io.github.grundy.core.game.Game;
                import io.github.grundy.core.spi.Arguments;
                import io.github.grundy.core.spi.Variant;

                public class Picky implements Variant {
                    @Override public String id() { return "picky"; }
                    @Override public String title() { return "Picky"; }
                    @Override public String summary() { return "never plays"; }
                    @Override public int spiVersion() { return SPI_VERSION; }
                    @Override public Game create(Arguments arguments) {
                        return new Helper().game();
                    }
                }
                """, "org.example.Helper", """
                package org.example;

                import io.github.grundy.core.game.Game;

                class Helper {
                    Game game() {
                        throw new IllegalArgumentException("picky: no game today");
                    }
                }
                """), List.of("org.example.Picky"));
        assertEquals(new CliCase.Outcome("", "grundy: picky: no game today\n", 2),
                grundy("--plugins", plugins.toString(), "solve", "picky", "1"));

        // A class the plugin needs is missing at run time (built against something else): a
        // LinkageError, reported as such, not as a bug of grundy's alone.
        Path broken = Files.createDirectories(dir.resolve("broken"));
        PluginJars.build(broken.resolve("picky.jar"), Map.of("org.example.Picky", """
                package org.example;

                import io.github.grundy.core.game.Game;
                import io.github.grundy.core.spi.Arguments;
                import io.github.grundy.core.spi.Variant;

                public class Picky implements Variant {
                    @Override public String id() { return "picky"; }
                    @Override public String title() { return "Picky"; }
                    @Override public String summary() { return "never plays"; }
                    @Override public int spiVersion() { return SPI_VERSION; }
                    @Override public Game create(Arguments arguments) {
                        return new Helper().game();
                    }
                }
                """, "org.example.Helper", """
                package org.example;

                import io.github.grundy.core.game.Game;

                class Helper {
                    Game game() {
                        return null;
                    }
                }
                """), List.of("org.example.Picky"), List.of("org.example.Helper"));
        CliCase.Outcome missing = grundy("--plugins", broken.toString(), "solve", "picky", "1");
        assertEquals(new CliCase.Outcome("", "grundy: plugin variant 'picky' (picky.jar) failed creating its game:"
                + " NoClassDefFoundError: org/example/Helper (a class is missing or does not match: is the plugin built for"
                + " another version of grundy?) (a bug of the plugin; --debug shows where)\n", 4), missing);
    }
}
