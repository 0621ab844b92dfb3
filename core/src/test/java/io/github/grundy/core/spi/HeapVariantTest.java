package io.github.grundy.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.sequence.TabledHeapGame;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HeapVariantTest {

    /** Take a power of k (1, k, k^2, ...) from one heap: a game with a parameter of its own. */
    static final class TakePowers extends HeapVariant {
        static final Parameter<Long> K = Parameter.optional("k", "the base of the powers", ParameterType.integer(2, 100), 2L);

        TakePowers() {
            super("take-powers", "Take a power", "take 1, k, k^2, ... objects from one heap");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected List<Parameter<?>> gameParameters() {
            return List.of(K);
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            long k = arguments.get(K);
            return (heap, sink) -> {
                for (long p = 1; p <= heap; p *= k) {
                    if (!sink.accept(new long[] {heap - p}) || p > Long.MAX_VALUE / k) {
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

    /** The shortest variant: the example of HeapVariant's class comment. */
    static final class Squares extends HeapVariant {
        Squares() {
            super("squares", "Subtract a square", "remove 1, 4, 9, 16, ... objects from one heap");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            return (heap, sink) -> {
                for (long k = 1; k * k <= heap; k++) {
                    if (!sink.accept(new long[] {heap - k * k})) {
                        return;
                    }
                }
            };
        }
    }

    @Test
    void parametersAreTheGamesThenTheTableLimit() {
        TakePowers v = new TakePowers();
        assertEquals(List.of(TakePowers.K, HeapVariant.MAX_TABLE), v.parameters());
        assertEquals(List.of(HeapVariant.MAX_TABLE), new Squares().parameters());
        assertEquals("max-table", HeapVariant.MAX_TABLE.name());
        assertEquals(TabledHeapGame.DEFAULT_MAX_TABLE, HeapVariant.MAX_TABLE.defaultValue());
        assertEquals("integer in 1.." + TabledHeapGame.TABLE_LIMIT, HeapVariant.MAX_TABLE.type().describe());
    }

    @Test
    void createMakesATabledGameNamedByItsOwnParameters() {
        TakePowers v = new TakePowers();
        Game game = v.create(Arguments.parse(v, Map.of("k", "3", "max-table", "50")));
        TabledHeapGame tabled = assertInstanceOf(TabledHeapGame.class, game);
        assertEquals("take-powers --k=3", tabled.describe());
        assertEquals(50, tabled.maxTable());
        assertEquals("10 -> 1 (take 9)", tabled.describeMove(10, new long[] {1}));
        // Take 1 or 2 (k = 2 up to heap 3): values 0 1 2 0.
        HeapGame small = ((HeapGame) v.create(Arguments.parse(v, Map.of()))).prepare(3);
        assertEquals(List.of(0L, 1L, 2L, 0L), List.of(small.grundy(0), small.grundy(1), small.grundy(2), small.grundy(3)));
        assertEquals("squares", new Squares().create(Arguments.parse(new Squares(), Map.of())).describe());
    }

    @Test
    void aSingleHeapBeyondTheTableNamesTheLimit() {
        Squares v = new Squares();
        HeapGame game = (HeapGame) v.create(Arguments.parse(v, Map.of("max-table", "10")));
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> game.prepare(11));
        assertEquals("squares: heap 11 is beyond the Grundy table, which holds heaps up to --max-table=10"
                + " (4 bytes per heap); raise --max-table to solve it", e.getMessage());
        // g(4) = g(9) = 2, g(1) = 1.
        assertEquals(1, WinningMoves.of(HeapSum.of(game.prepare(10), 4, 9, 1)).nimSum());
    }

    @Test
    void itIsAVariantLikeAnyOther() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new TakePowers(), new Squares()));
        assertEquals(List.of(), catalog.problems());
        assertEquals(2, catalog.entries().size());
        assertEquals(Variant.SPI_VERSION, new TakePowers().spiVersion());
    }

    @Test
    void spiVersionIsLeftToEachPluginClass() throws NoSuchMethodException {
        // Abstract in Variant (the compiler makes a plugin write it) and in HeapVariant, whose
        // SPI_VERSION would be the running grundy-core's, not the plugin's.
        Method inVariant = Variant.class.getMethod("spiVersion");
        assertTrue(Modifier.isAbstract(inVariant.getModifiers()) && !inVariant.isDefault(), inVariant.toString());
        Method inHeapVariant = HeapVariant.class.getDeclaredMethod("spiVersion");
        assertTrue(Modifier.isAbstract(inHeapVariant.getModifiers()), inHeapVariant.toString());
        assertEquals("squares: --max-table: expected an integer in 1.." + TabledHeapGame.TABLE_LIMIT + ", found 0",
                assertThrows(IllegalArgumentException.class,
                        () -> Arguments.parse(new Squares(), Map.of("max-table", "0"))).getMessage());
    }
}
