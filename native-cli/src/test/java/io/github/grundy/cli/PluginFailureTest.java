package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin whose game breaks its contract while a command runs (a move that does not shrink the
 * heap, options that loop): reported as the plugin's bug, by its variant and jar, exit code 4.
 */
class PluginFailureTest {

    private static final String NIM_3_4_5 = """
            Position: nim, 3 heaps: 3 4 5
            First player wins (an N-position): the Grundy value (nim-sum of the heaps' values) is 2.
            Winning moves: 1
              heap 1: 3 -> 1 (take 2)
            """;

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    /** A plugin variant from moves alone whose moves are {@code body} (a HeapMoves lambda's block). */
    private static String tabled(String name, String id, String body) {
        return """
                package org.example;

                import io.github.grundy.core.game.HeapMoves;
                import io.github.grundy.core.spi.Arguments;
                import io.github.grundy.core.spi.HeapVariant;

                public final class %s extends HeapVariant {
                    public %s() {
                        super("%s", "A broken game", "for tests");
                    }

                    @Override
                    public int spiVersion() {
                        return SPI_VERSION;
                    }

                    @Override
                    protected HeapMoves moves(Arguments arguments) {
                        return (heap, sink) -> {
                            %s
                        };
                    }
                }
                """.formatted(name, name, id, body);
    }

    /**
     * A plugin's bug is reported as the plugin's: its variant, its jar and what it was asked, with
     * exit code 4, not as grundy's internal error (70) nor as the user's bad input (2).
     */
    @Test
    void aFailingPluginIsNamedWithItsJarAndWhatItWasAsked(@TempDir Path dir) throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        PluginJars.build(plugins.resolve("fragile.jar"), Map.of("org.example.Fragile", tabled("Fragile", "fragile", """
                if (heap == 7) { throw new IllegalStateException("boom at seven"); }
                if (heap > 0) { sink.accept(new long[] {heap - 1}); }""")), List.of("org.example.Fragile"));
        PluginJars.build(plugins.resolve("loopy.jar"), Map.of("org.example.Loopy", tabled("Loopy", "loopy", """
                sink.accept(new long[] {heap});""")), List.of("org.example.Loopy"));
        PluginJars.build(plugins.resolve("negative.jar"), Map.of("org.example.Negative", tabled("Negative", "negative", """
                sink.accept(new long[] {heap - 1});""")), List.of("org.example.Negative"));
        PluginJars.build(plugins.resolve("npe.jar"), Map.of("org.example.Npe", PluginJars.variant("Npe", "npe", "")
                .replace("return heap %% 3;".replace("%%", "%"), "if (heap == 5) { throw new NullPointerException(); }"
                        + " return heap % 3;")), List.of("org.example.Npe"));
        String p = plugins.toString();
        assertEquals(new CliCase.Outcome("", "grundy: plugin variant 'fragile' (fragile.jar) failed on heap 7:"
                + " IllegalStateException: boom at seven (a bug of the plugin; --debug shows where)\n", 4),
                grundy("--plugins", p, "solve", "fragile", "3", "9"));
        // Below the failing heap it works.
        assertEquals(0, grundy("--plugins", p, "solve", "fragile", "6").exit());
        assertEquals(new CliCase.Outcome("", "grundy: plugin variant 'loopy' (loopy.jar) failed on heap 0: an option of"
                + " heap 0 holds heap 0, not smaller than 0 (a bug of the plugin; --debug shows where)\n", 4),
                grundy("--plugins", p, "solve", "loopy", "2"));
        // A negative heap is called so, also by the genus walk, which used to take the game's
        // refusal of heap -1 for grundy's own bug (exit 70).
        String negative = "grundy: plugin variant 'negative' (negative.jar) failed on heap 0: an option of heap 0 holds"
                + " heap -1, which is negative (a bug of the plugin; --debug shows where)\n";
        assertEquals(new CliCase.Outcome("", negative, 4), grundy("--plugins", p, "solve", "negative", "2"));
        CliCase.Outcome genera = grundy("--plugins", p, "table", "negative", "--misere", "--to=5");
        assertEquals(negative, genera.stderr());
        assertEquals(4, genera.exit());
        CliCase.Outcome npe = grundy("--plugins", p, "solve", "npe", "4", "5");
        assertEquals(new CliCase.Outcome("", "grundy: plugin variant 'npe' (npe.jar) failed on heap 5:"
                + " NullPointerException (a bug of the plugin; --debug shows where)\n", 4), npe);
        // --debug adds the plugin's stack trace, still under its name.
        CliCase.Outcome debug = grundy("--plugins", p, "solve", "--debug", "npe", "5");
        assertEquals(4, debug.exit());
        assertTrue(debug.stderr().startsWith("grundy: plugin variant 'npe' (npe.jar) failed on heap 5: NullPointerException\n")
                && debug.stderr().contains("org.example.Npe$1.grundy"), debug.stderr());
        // The built-in games are not touched by it.
        assertEquals(new CliCase.Outcome(NIM_3_4_5, "", 0), grundy("--plugins", p, "solve", "nim", "3", "4", "5"));
    }
}
