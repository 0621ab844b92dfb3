package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.BuiltInVariants;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugins built against another grundy-core of the same SPI version (the packages before they
 * moved, a method changed): compiled here against a stub of that grundy-core, which is left out
 * of the jar, as the plugin's author had it. Each is refused at load with one line that names the
 * reference that does not link, instead of being listed and failing inside a command with a
 * {@link LinkageError}; the built-in games still answer.
 */
class PluginLinkTest {

    private static final String NIM_3_4_5 = """
            Position: nim, 3 heaps: 3 4 5
            First player wins (an N-position): the Grundy value (nim-sum of the heaps' values) is 2.
            Winning moves: 1
              heap 1: 3 -> 1 (take 2)
            """;

    /** The guide's subtract-a-square, as written before grundy-core's packages moved. */
    private static final String OLD_SQUARES = PluginJars.SQUARES
            .replace("import io.github.grundy.core.game.HeapMoves;", "import io.github.grundy.core.HeapMoves;")
            .replace("class Squares", "class OldSquares").replace("public Squares()", "public OldSquares()")
            .replace("super(\"squares\"", "super(\"old-squares\"");

    /** What the plugin was compiled against: grundy-core before the move, in the parts it uses. */
    private static final Map<String, String> OLD_CORE = Map.of(
            "io.github.grundy.core.HeapMoves", """
                    package io.github.grundy.core;
                    public interface HeapMoves { void forEachOption(long heap, OptionSink sink); }
                    """,
            "io.github.grundy.core.OptionSink", """
                    package io.github.grundy.core;
                    public interface OptionSink { boolean accept(long[] heaps); }
                    """,
            "io.github.grundy.core.spi.HeapVariant", """
                    package io.github.grundy.core.spi;
                    import io.github.grundy.core.HeapMoves;
                    import io.github.grundy.core.game.Game;
                    public abstract class HeapVariant implements Variant {
                        protected HeapVariant(String id, String title, String summary) { }
                        public String id() { return null; }
                        public String title() { return null; }
                        public String summary() { return null; }
                        public Game create(Arguments arguments) { return null; }
                        protected abstract HeapMoves moves(Arguments arguments);
                        protected String describeMove(long heap, long[] option) { return null; }
                    }
                    """);

    private static final String REBUILD = "; rebuild it against this grundy's grundy-core; ignored";

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    /** A jar of {@code sources}, compiled with {@code stubs} that the jar leaves out. */
    private static Path build(Path jar, Map<String, String> sources, Map<String, String> stubs, String provider)
            throws IOException {
        Map<String, String> all = new HashMap<>(sources);
        all.putAll(stubs);
        return PluginJars.build(jar, all, List.of(provider), List.copyOf(stubs.keySet()));
    }

    @Test
    void aJarBuiltAgainstThePackagesBeforeTheMoveIsRefusedAtLoad(@TempDir Path dir) throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Path jar = build(plugins.resolve("old-squares.jar"), Map.of("org.example.OldSquares", OLD_SQUARES), OLD_CORE,
                "org.example.OldSquares");
        String warning = "variant provider org.example.OldSquares (old-squares.jar) is built against another"
                + " grundy-core: org.example.OldSquares uses io.github.grundy.core.HeapMoves, a class this grundy-core"
                + " does not have" + REBUILD;
        String p = plugins.toString();
        // Not listed, one warning; the built-in games answer.
        CliCase.Outcome list = grundy("--plugins", p, "list");
        assertEquals("grundy: warning: " + warning + "\n", list.stderr());
        assertEquals(0, list.exit());
        assertTrue(!list.stdout().contains("old-squares"), list.stdout());
        assertEquals(new CliCase.Outcome(NIM_3_4_5, "grundy: warning: " + warning + "\n", 0),
                grundy("--plugins", p, "solve", "nim", "3", "4", "5"));
        // Its id is unknown (it used to be listed, then die in solve with an AbstractMethodError).
        CliCase.Outcome solve = grundy("--plugins", p, "solve", "old-squares", "10");
        assertEquals(2, solve.exit());
        assertTrue(solve.stderr().startsWith("grundy: warning: " + warning + "\ngrundy: unknown variant 'old-squares'"),
                solve.stderr());

        // On the class path, beside grundy's own jar, the same line.
        try (URLClassLoader classPath = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                Variant.class.getClassLoader());
             VariantCatalog catalog = BuiltInVariants.catalog(classPath)) {
            assertEquals(List.of(warning), catalog.problems().stream().map(VariantCatalog.Problem::message).toList());
            assertTrue(catalog.find("nim").isPresent() && catalog.find("old-squares").isEmpty());
        }
    }

    /** A provider of {@code Variant} directly, with {@code body} for its class. */
    private static String variant(String name, String id, String body) {
        return PluginJars.variant(name, id, body);
    }

    /** grundy-core's {@code Cancellation} with a method it does not have. */
    private static final Map<String, String> OTHER_CANCELLATION = Map.of("io.github.grundy.core.game.Cancellation", """
            package io.github.grundy.core.game;
            public final class Cancellation {
                public static void checkpoint() { }
                public static void checkpoint(int every) { }
            }
            """);

    @Test
    void aMethodGrundyCoreDoesNotHaveIsNamed(@TempDir Path dir) throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        // Called when a game is created, or by the constructor (grundy creates every provider).
        build(plugins.resolve("a-late.jar"), Map.of("org.example.Late", variant("Late", "late",
                "    static void tick() { io.github.grundy.core.game.Cancellation.checkpoint(1000); }")),
                OTHER_CANCELLATION, "org.example.Late");
        build(plugins.resolve("b-eager.jar"), Map.of("org.example.Eager", variant("Eager", "eager",
                "    public Eager() { io.github.grundy.core.game.Cancellation.checkpoint(1000); }")),
                OTHER_CANCELLATION, "org.example.Eager");
        CliCase.Outcome nim = grundy("--plugins", plugins.toString(), "solve", "nim", "3", "4", "5");
        assertEquals(NIM_3_4_5, nim.stdout());
        assertEquals(List.of(
                "grundy: warning: variant provider org.example.Late (a-late.jar) is built against another grundy-core:"
                        + " org.example.Late uses io.github.grundy.core.game.Cancellation.checkpoint(int), a method this"
                        + " grundy-core does not have" + REBUILD,
                "grundy: warning: variant provider org.example.Eager (b-eager.jar) is built against another grundy-core:"
                        + " org.example.Eager uses io.github.grundy.core.game.Cancellation.checkpoint(int), a method this"
                        + " grundy-core does not have" + REBUILD), nim.stderr().lines().toList());
    }

    @Test
    void anAbstractMethodLeftOutAndALambdaOfAnotherMethodAreNamed(@TempDir Path dir) throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        // A HeapGame whose grundy took an int heap: the HeapGame of this grundy-core wants grundy(long).
        build(plugins.resolve("a-int.jar"), Map.of("org.example.IntHeaps", """
                        package org.example;
                        import io.github.grundy.core.game.Game;
                        import io.github.grundy.core.spi.Arguments;
                        import io.github.grundy.core.spi.Variant;
                        public class IntHeaps implements Variant {
                            @Override public String id() { return "int-heaps"; }
                            @Override public String title() { return "Int heaps"; }
                            @Override public String summary() { return "heaps that fit an int"; }
                            @Override public int spiVersion() { return SPI_VERSION; }
                            @Override public Game create(Arguments arguments) { return new IntGame(); }
                        }
                        """,
                "org.example.IntGame", """
                        package org.example;
                        import io.github.grundy.core.game.HeapGame;
                        import io.github.grundy.core.game.OptionSink;
                        final class IntGame implements HeapGame {
                            @Override public String describe() { return "int"; }
                            @Override public long grundy(int heap) { return heap % 3; }
                            @Override public void forEachOption(long heap, OptionSink sink) { }
                        }
                        """), Map.of("io.github.grundy.core.game.HeapGame", """
                        package io.github.grundy.core.game;
                        public non-sealed interface HeapGame extends Game {
                            long grundy(int heap);
                            void forEachOption(long heap, OptionSink sink);
                        }
                        """), "org.example.IntHeaps");
        // HeapMoves whose method took an int heap: the lambda makes a method this HeapMoves lacks.
        build(plugins.resolve("b-lambda.jar"), Map.of("org.example.IntMoves", PluginJars.SQUARES
                .replace("class Squares", "class IntMoves").replace("public Squares()", "public IntMoves()")
                .replace("super(\"squares\"", "super(\"int-moves\"")),
                Map.of("io.github.grundy.core.game.HeapMoves", """
                        package io.github.grundy.core.game;
                        public interface HeapMoves { void forEachOption(int heap, OptionSink sink); }
                        """), "org.example.IntMoves");
        CliCase.Outcome nim = grundy("--plugins", plugins.toString(), "solve", "nim", "3", "4", "5");
        assertEquals(NIM_3_4_5, nim.stdout());
        assertEquals(List.of(
                "grundy: warning: variant provider org.example.IntHeaps (a-int.jar) is built against another grundy-core:"
                        + " org.example.IntGame does not implement io.github.grundy.core.game.HeapGame.grundy(long), which"
                        + " this grundy-core's HeapGame requires" + REBUILD,
                "grundy: warning: variant provider org.example.IntMoves (b-lambda.jar) is built against another"
                        + " grundy-core: org.example.IntMoves makes a lambda of"
                        + " io.github.grundy.core.game.HeapMoves.forEachOption(int, OptionSink), a method this grundy-core"
                        + " does not have" + REBUILD), nim.stderr().lines().toList());
    }

    /** Sound: nothing that links is refused, the built-in variants (all their classes) first. */
    @Test
    void everyBuiltInVariantLinks() {
        try (VariantCatalog builtIn = BuiltInVariants.catalog(Variant.class.getClassLoader())) {
            assertTrue(builtIn.entries().size() >= 13, builtIn.entries().toString());
            for (VariantCatalog.Entry e : builtIn.entries()) {
                assertEquals(Optional.empty(), VariantCatalog.refusal(e.variant()), e.variant().id());
            }
        }
    }
}
