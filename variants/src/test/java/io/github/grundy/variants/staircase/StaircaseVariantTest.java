package io.github.grundy.variants.staircase;

import io.github.grundy.variants.BuiltInVariants;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code staircase} variant as {@link java.util.ServiceLoader} finds it. */
class StaircaseVariantTest {

    @Test
    void serviceLoaderFindsStaircase() {
        VariantCatalog catalog = BuiltInVariants.catalog(getClass().getClassLoader());
        assertEquals(List.of(), catalog.problems());
        Variant v = catalog.find("staircase").orElseThrow();
        assertInstanceOf(StaircaseVariant.class, v);
        assertEquals("Staircase Nim", v.title());
        assertEquals(List.of(), v.parameters());
        PositionGame game = assertInstanceOf(PositionGame.class, v.create(Arguments.parse(v, Map.of())));
        assertEquals(new Staircase(), game);
        assertEquals("staircase: unknown parameter 'max' (it takes none)",
                assertThrows(IllegalArgumentException.class, () -> Arguments.parse(v, Map.of("max", "3"))).getMessage());
    }
}
