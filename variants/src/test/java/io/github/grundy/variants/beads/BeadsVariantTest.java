package io.github.grundy.variants.beads;

import io.github.grundy.variants.BuiltInVariants;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.arith.DivisorSieve;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/** The {@code beads} variant as {@link java.util.ServiceLoader} finds it, and its parameter. */
class BeadsVariantTest {

    private final VariantCatalog catalog = BuiltInVariants.catalog(getClass().getClassLoader());

    @Test
    void foundWithItsDefaultTableLimit() {
        assertEquals(List.of(), catalog.problems());
        Variant v = catalog.find("beads").orElseThrow();
        assertInstanceOf(BeadsVariant.class, v);
        assertEquals("Magic beads", v.title());
        Game game = v.create(Arguments.parse(v, Map.of()));
        assertEquals(new Beads(10_000_000), game);
        assertEquals(10_000_000L, ((Beads) game).maxTable());
        assertEquals(new Beads(77), v.create(Arguments.parse(v, Map.of("max-table", "77"))));
    }

    @Test
    void badTableLimitsAreRefused() {
        Variant v = catalog.find("beads").orElseThrow();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Arguments.parse(v, Map.of("max-table", "-1")));
        assertEquals("beads: --max-table: expected an integer in 1..2000000000, found -1", e.getMessage());
    }

    @Test
    void tableBuildingStopsWhenTheThreadIsInterrupted() {
        // The sieve is built first: only the table's own loop can stop it.
        DivisorSieve sieve = new DivisorSieve(10_000_000);
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> new Beads(Beads.DEFAULT_MAX_TABLE).buildTable(sieve));
        } finally {
            Thread.interrupted();
        }
    }
}
