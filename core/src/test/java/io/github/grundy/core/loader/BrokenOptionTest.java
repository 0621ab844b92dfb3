package io.github.grundy.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.check.Failure;
import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.misere.Genera;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.HeapVariant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An option holding a negative heap, or one not smaller than its heap, is said in one wording
 * ({@link GameFailure#badOption}) by the checker, the engines and the loader: a negative heap is
 * "negative", not "not smaller than 0"; and a plugin's is the plugin's failure wherever an engine
 * meets it, also where no engine checks options itself (the genus of a heap).
 */
public class BrokenOptionTest {

    /** Take one, even from an empty heap: the option of heap 0 holds heap -1. */
    public static final class TakeOneFromNothing extends HeapVariant {
        public TakeOneFromNothing() {
            super("take-one", "Take one", "take one object, even from none");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            return (heap, sink) -> sink.accept(new long[] {heap - 1});
        }
    }

    @Test
    void theWordingSaysNegativeOrNotSmaller() {
        assertEquals("an option of heap 0 holds heap -1, which is negative", GameFailure.badOption(0, -1).getMessage());
        assertEquals("an option of heap 4 holds heap 4, not smaller than 4", GameFailure.badOption(4, 4).getMessage());
        assertEquals("heap 0", GameFailure.badOption(0, -1).asked());
    }

    @Test
    void theCheckerSaysNegative() {
        Failure f = GameChecker.check(new TakeOneFromNothing(), Map.of(), 10).failure().orElseThrow();
        assertEquals(Failure.Kind.CONTRACT, f.kind());
        assertEquals("an option of heap 0 holds heap -1, which is negative", f.found());
    }

    /** The guide's subtract-a-square, its loop started at {@code k = 0} (a move that takes nothing). */
    public static final class SquaresFromZero extends HeapVariant {
        public SquaresFromZero() {
            super("squares", "Subtract a square", "remove 1, 4, 9, 16, ... objects from one heap");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            return (heap, sink) -> {
                for (long k = 0; k * k <= heap; k++) {
                    if (!sink.accept(new long[] {heap - k * k})) {
                        return;
                    }
                }
            };
        }

        @Override
        protected String describeMove(long heap, long[] option) {
            return heap + " -> " + option[0] + " (take " + (heap - option[0]) + ")";
        }
    }

    /** docs/plugins.md, section 3, shows what the checker says of that loop: exactly this. */
    @Test
    void theGuideShowsTheCheckersOwnWords() throws IOException {
        String guide = Files.readString(Path.of("../docs/plugins.md"), StandardCharsets.UTF_8);
        int at = guide.indexOf("started at `k = 0`, it would say:\n\n```text\n");
        assertTrue(at >= 0, "docs/plugins.md, section 3: the checker's failure for k = 0");
        int start = guide.indexOf("```text\n", at) + "```text\n".length();
        String shown = guide.substring(start, guide.indexOf("\n```", start));
        assertEquals(shown, GameChecker.check(new SquaresFromZero(), Map.of(), 200).message());
    }

    @Test
    void grundySaysNegativeAndBlamesThePlugin() {
        try (VariantCatalog catalog = VariantCatalog.of(List.of(new TakeOneFromNothing()))) {
            HeapGame game = (HeapGame) catalog.find("take-one").orElseThrow().create(Arguments.parse(
                    catalog.find("take-one").orElseThrow(), Map.of("max-table", "10")));
            String source = catalog.entry("take-one").orElseThrow().source();
            String expected = "plugin variant 'take-one' (" + source + ") failed on heap 0: an option of heap 0 holds"
                    + " heap -1, which is negative";
            // The table's engine checks the options it computes with.
            assertEquals(expected, assertThrows(PluginFailure.class, () -> game.prepare(3)).getMessage());
            // The genus walks options without an engine's check: the loader's sink checks them,
            // where the game's own refusal of heap -1 used to pass for the user's bad input.
            assertEquals(expected, assertThrows(PluginFailure.class,
                    () -> Genera.of(game, 1000, "--max-positions").of(3)).getMessage());
            assertEquals(expected, assertThrows(PluginFailure.class, () -> game.forEachOption(0, o -> true)).getMessage());
        }
    }
}
