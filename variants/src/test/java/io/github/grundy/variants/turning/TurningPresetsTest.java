package io.github.grundy.variants.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.turning.TurningMoves;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Winning Ways' coin-turning games: each preset through core's {@link GameChecker} (its values
 * against the mex over its moves, its winning moves), and each closed form against the mex table
 * of its code far beyond the checker's range, with the coins it refuses.
 */
class TurningPresetsTest {

    /** Every preset and how far the checker goes (its moves grow as n^(k-1) for k coins). */
    private static final Map<Variant, Integer> PRESETS = Map.ofEntries(
            Map.entry(new TurningTurtlesVariant(), 150), Map.entry(new MockTurtlesVariant(), 80),
            Map.entry(new RulerVariant(), 150), Map.entry(new TwinsVariant(), 150),
            Map.entry(new TripletsVariant(), 80), Map.entry(new MoebiusVariant(), 24),
            Map.entry(new MogulVariant(), 18), Map.entry(new MoidoresVariant(), 16),
            Map.entry(new MotleyVariant(), 14), Map.entry(new TurnipsVariant(), 150),
            Map.entry(new GruntVariant(), 80), Map.entry(new SymVariant(), 22),
            Map.entry(new MockTurtleFivesVariant(), 150), Map.entry(new RulerFivesVariant(), 150));

    @Test
    void everyPresetByTheDefinition() {
        PRESETS.forEach((variant, max) -> GameChecker.assertCorrect(variant, Map.of(), max));
    }

    @Test
    void theTurningVariantByTheDefinition() {
        for (String code : List.of("1-3", "2-3,6C", "1-4S", "3EF", "1-2F", "1,1", "1-3C(5)", "2C(3),1-2C")) {
            GameChecker.assertCorrect(new TurningVariant(), Map.of("code", code), 40);
        }
    }

    /** The closed forms against the mex over the code's moves, to coin 400 (Motley to 20). */
    @Test
    void closedFormsAgreeWithTheTableFar() {
        Map<TurningPreset, Integer> closed = Map.of(new TurningTurtlesVariant(), 400, new MockTurtlesVariant(), 300,
                new RulerVariant(), 400, new TwinsVariant(), 400, new TripletsVariant(), 300, new MotleyVariant(), 20,
                new MockTurtleFivesVariant(), 400, new RulerFivesVariant(), 400);
        closed.forEach((preset, n) -> {
            TurningStrip strip = preset.strip();
            HeapGame table = TabledHeapGame.of(preset.id(), new TurningMoves(strip.code()), 1000).prepare(n);
            for (long coin = 0; coin <= n; coin++) {
                assertEquals(table.grundy(coin), strip.grundy(coin), preset.id() + " at coin " + coin);
            }
            assertTrue(strip.closedForm().isPresent(), preset.id());
        });
    }

    @Test
    void closedFormsAtTheirLargestCoins() {
        assertEquals(Long.MAX_VALUE, new TurningTurtlesVariant().strip().grundy(Long.MAX_VALUE));
        assertEquals(1L << 62, new RulerVariant().strip().grundy(1L << 62));
        assertEquals(1L << 62, new MotleyVariant().strip().grundy(63));
        TurningStrip mock = new MockTurtlesVariant().strip();
        long last = Odious.MAX_INDEX + 1;
        // Coin 2^62 - 1 is the (2^62 - 2)-th odious number: 2^63 - 4, its index having 61 ones.
        assertEquals(Long.MAX_VALUE - 3, mock.grundy(last));
        assertEquals("mock-turtles: a coin is at most " + last + " (its value stays below 2^63), found " + (last + 1),
                assertThrows(IllegalArgumentException.class, () -> mock.checkHeap(last + 1)).getMessage());
        assertEquals("motley: a coin is at most 63 (its value stays below 2^63), found 64",
                assertThrows(IllegalArgumentException.class, () -> new MotleyVariant().strip().checkHeap(64)).getMessage());
        assertThrows(IllegalStateException.class, () -> new GruntVariant().strip());
    }

    /** A move's legality read from the code agrees with the coin's listed moves, for every set of coins. */
    @Test
    void turnsIsTheListOfMoves() {
        for (String code : List.of("1-3", "1+C", "3E", "4FS", "1-3C(5)", "2-3,6C", "1+S")) {
            TurningStrip strip = TurningStrip.tabled(io.github.grundy.core.turning.TurningCode.parse(code), code, 100, "--max-table");
            for (long coin = 1; coin <= 11; coin++) {
                java.util.Set<List<Long>> listed = new java.util.HashSet<>();
                strip.forEachOption(coin, o -> listed.add(java.util.Arrays.stream(o).boxed().toList()));
                for (int mask = 0; mask < 1 << (coin - 1); mask++) {
                    long[] others = new long[Integer.bitCount(mask)];
                    for (int b = 0, n = 0; b < coin - 1; b++) {
                        if ((mask >> b & 1) == 1) {
                            others[n++] = b + 1;
                        }
                    }
                    assertEquals(listed.contains(java.util.Arrays.stream(others).boxed().toList()), strip.turns(coin, others),
                            code + " at coin " + coin + ": " + java.util.Arrays.toString(others));
                }
            }
            assertEquals(false, strip.turns(5, new long[] {3, 2}), code + ": coins out of order");
            assertEquals(false, strip.turns(5, new long[] {0}), code + ": coin 0");
        }
    }

    @Test
    void odiousNumbersAndTheirIndices() {
        long[] first = {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31};
        for (int m = 0; m < first.length; m++) {
            assertEquals(first[m], Odious.nth(m));
            assertEquals(m, Odious.indexOf(first[m]));
        }
        for (long v : new long[] {0, 3, 5, 6, 9, 10, 12, 15}) {
            assertEquals(-1, Odious.indexOf(v), "evil " + v);
        }
    }
}
