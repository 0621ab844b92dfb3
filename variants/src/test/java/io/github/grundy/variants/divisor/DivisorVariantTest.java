package io.github.grundy.variants.divisor;

import io.github.grundy.variants.BuiltInVariants;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.arith.DivisorSieve;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/** The {@code divisor} variant as {@link java.util.ServiceLoader} finds it, and its parameter. */
class DivisorVariantTest {

    private final VariantCatalog catalog = BuiltInVariants.catalog(getClass().getClassLoader());

    @Test
    void foundWithItsDefaultTableLimit() {
        assertEquals(java.util.List.of(), catalog.problems());
        Variant v = catalog.find("divisor").orElseThrow();
        assertInstanceOf(DivisorVariant.class, v);
        assertEquals("Odd-divisor game", v.title());
        Game game = v.create(Arguments.parse(v, Map.of()));
        assertEquals(new Divisor(10_000_000), game);
        assertEquals(10_000_000L, ((Divisor) game).maxTable());
        assertEquals(0, ((Divisor) game).maxGrundyHeap(), "no table until prepared");
        assertEquals(new Divisor(5000), v.create(Arguments.parse(v, Map.of("max-table", "5000"))));
    }

    @Test
    void badTableLimitsAreRefused() {
        Variant v = catalog.find("divisor").orElseThrow();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Arguments.parse(v, Map.of("max-table", "0")));
        assertEquals("divisor: --max-table: expected an integer in 1..2000000000, found 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Arguments.parse(v, Map.of("max-table", "3000000000")));
        assertTrue(e.getMessage().contains("1..2000000000"), e.getMessage());
    }

    @Test
    void tableBuildingStopsWhenTheThreadIsInterrupted() {
        // The sieve is built first: only the table's own loop can stop it.
        DivisorSieve sieve = new DivisorSieve(10_000_000);
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> new Divisor(Divisor.DEFAULT_MAX_TABLE).buildTable(sieve));
        } finally {
            Thread.interrupted();
        }
    }
}
