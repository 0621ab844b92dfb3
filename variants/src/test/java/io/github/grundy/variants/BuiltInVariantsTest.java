package io.github.grundy.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.nim.NimVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

class BuiltInVariantsTest {

    @Test
    void theVariantsOfThisModuleAreBuiltInAndNothingElse() {
        assertTrue(BuiltInVariants.contains(NimVariant.class));
        assertFalse(BuiltInVariants.contains(Variant.class), "grundy-core is another jar");
        assertFalse(BuiltInVariants.contains(BuiltInVariantsTest.class), "test classes are another directory");
        assertFalse(BuiltInVariants.contains(String.class), "the JDK has no location");
    }

    @Test
    void aCatalogueMarksEveryBuiltInVariant() {
        try (VariantCatalog catalog = VariantCatalog.builder()
                .builtIn(BuiltInVariants::contains)
                .classPath(getClass().getClassLoader())
                .build()) {
            assertEquals(List.of(), catalog.problems());
            assertFalse(catalog.entries().isEmpty());
            for (VariantCatalog.Entry e : catalog.entries()) {
                assertEquals(VariantCatalog.BUILT_IN, e.source(), e.variant().id());
            }
        }
    }
}
