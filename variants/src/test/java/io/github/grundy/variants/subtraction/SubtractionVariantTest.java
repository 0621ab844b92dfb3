package io.github.grundy.variants.subtraction;

import io.github.grundy.variants.BuiltInVariants;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code subtraction} variant as the service loader finds it, and its {@code --set}. */
class SubtractionVariantTest {

    private final Variant variant = BuiltInVariants.catalog(getClass().getClassLoader()).find("subtraction").orElseThrow();

    @Test
    void foundAndDescribed() {
        assertInstanceOf(SubtractionVariant.class, variant);
        assertEquals("Subtraction game", variant.title());
        assertEquals(List.of(SubtractionVariant.SET), variant.parameters());
        assertEquals("comma-separated integers in 1..1000000", SubtractionVariant.SET.type().describe());
    }

    @Test
    void createsTheGameOfTheSet() {
        Arguments args = Arguments.parse(variant, Map.of("set", "5, 2"));
        assertEquals(new Subtraction(2, 5), variant.create(args));
        assertEquals("subtraction --set=2,5", variant.create(args).describe());
        assertEquals(Map.of("set", List.of(2L, 5L)), args.asMap());
    }

    @Test
    void badSetsAreClearErrors() {
        assertEquals("subtraction: parameter --set is required (the amounts one move may remove,"
                + " comma-separated integers in 1..1000000)", error(Map.of()));
        assertEquals("subtraction: --set: expected an integer in 1..1000000, found 0", error(Map.of("set", "0,2")));
        assertEquals("subtraction: --set: expected an integer in 1..1000000, found 1000001",
                error(Map.of("set", "1000001")));
        assertEquals("subtraction: --set: expected distinct integers, found 2 twice", error(Map.of("set", "2,5,2")));
        assertEquals("subtraction: --set: expected an integer in 1..1000000, found 'x'", error(Map.of("set", "2,x")));
        assertEquals("subtraction: --set: expected at least one integer, found nothing", error(Map.of("set", "")));
    }

    private String error(Map<String, String> given) {
        return assertThrows(IllegalArgumentException.class, () -> Arguments.parse(variant, given)).getMessage();
    }
}
