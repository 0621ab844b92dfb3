package io.github.grundy.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.bash.Bash;
import io.github.grundy.variants.bash.BashVariant;
import io.github.grundy.variants.nim.Nim;
import io.github.grundy.variants.nim.NimVariant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The built-in variants as {@link java.util.ServiceLoader} finds them, and their parameters. */
class VariantCatalogTest {

    private final VariantCatalog catalog = BuiltInVariants.catalog(getClass().getClassLoader());

    @Test
    void serviceLoaderFindsNimAndBashWithoutProblems() {
        assertEquals(List.of(), catalog.problems());
        List<String> ids = catalog.entries().stream().map(e -> e.variant().id()).toList();
        assertTrue(ids.containsAll(List.of("nim", "bash")), ids.toString());
        assertInstanceOf(NimVariant.class, catalog.find("nim").orElseThrow());
        assertInstanceOf(BashVariant.class, catalog.find("bash").orElseThrow());
        assertTrue(catalog.find("no-such-game").isEmpty());
        for (VariantCatalog.Entry e : catalog.entries()) {
            assertTrue(!e.source().isBlank(), "source of " + e.variant().id());
        }
    }

    @Test
    void everyVariantDescribesItselfAndItsParameters() {
        for (VariantCatalog.Entry e : catalog.entries()) {
            Variant v = e.variant();
            assertTrue(v.id().matches("[a-z][a-z0-9]*(-[a-z0-9]+)*"), v.id());
            assertTrue(!v.title().isBlank() && !v.summary().isBlank(), v.id());
            for (Parameter<?> p : v.parameters()) {
                assertTrue(!p.description().isBlank() && !p.type().describe().isBlank(), v.id() + " --" + p.name());
                assertTrue(!Parameter.RESERVED_NAMES.contains(p.name()), v.id() + " --" + p.name() + " is reserved");
            }
        }
    }

    @Test
    void nimTakesNoParameters() {
        Variant nim = catalog.find("nim").orElseThrow();
        Game game = nim.create(Arguments.parse(nim, Map.of()));
        assertEquals(new Nim(), game);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Arguments.parse(nim, Map.of("max", "3")));
        assertEquals("nim: unknown parameter 'max' (it takes none)", e.getMessage());
    }

    @Test
    void bashCreatesItsGameFromMax() {
        Variant bash = catalog.find("bash").orElseThrow();
        Game game = bash.create(Arguments.parse(bash, Map.of("max", "3")));
        assertEquals(new Bash(3), game);
        assertEquals("bash --max=3", game.describe());
        Arguments huge = Arguments.parse(bash, Map.of("max", String.valueOf(Long.MAX_VALUE)));
        assertEquals(new Bash(Long.MAX_VALUE), bash.create(huge));
        assertEquals(Map.of("max", 3L), Arguments.parse(bash, Map.of("max", "3")).asMap());
    }

    @Test
    void bashWithoutMaxIsAClearError() {
        Variant bash = catalog.find("bash").orElseThrow();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Arguments.parse(bash, Map.of()));
        assertEquals("bash: parameter --max is required (the most objects one move may take, integer >= 1)",
                e.getMessage());
    }

    @Test
    void bashRejectsBadMaxValues() {
        Variant bash = catalog.find("bash").orElseThrow();
        assertEquals("bash: --max: expected an integer >= 1, found 0", parseError(bash, Map.of("max", "0")));
        assertEquals("bash: --max: expected an integer >= 1, found -2", parseError(bash, Map.of("max", "-2")));
        assertEquals("bash: --max: expected an integer >= 1, found 'three'", parseError(bash, Map.of("max", "three")));
        assertEquals("bash: --max: expected an integer >= 1, found '9223372036854775808'",
                parseError(bash, Map.of("max", "9223372036854775808")));
        assertEquals("bash: unknown parameter 'min' (it takes --max)", parseError(bash, Map.of("max", "2", "min", "1")));
    }

    private static String parseError(Variant v, Map<String, String> given) {
        return assertThrows(IllegalArgumentException.class, () -> Arguments.parse(v, given)).getMessage();
    }

    /**
     * What a game says of itself is a spec that can be pasted back: parsed again and created, it
     * is the same game, and says the same.
     */
    @Test
    void describeIsASpecThatRoundTrips() {
        List<io.github.grundy.core.spi.GameSpec> specs = new java.util.ArrayList<>(List.of(
                io.github.grundy.core.spi.GameSpec.parse("nim"),
                io.github.grundy.core.spi.GameSpec.parse("bash --max=3"),
                io.github.grundy.core.spi.GameSpec.parse("subtraction:set=5,2,9"),
                io.github.grundy.core.spi.GameSpec.parse("split"),
                io.github.grundy.core.spi.GameSpec.parse("staircase"),
                io.github.grundy.core.spi.GameSpec.parse("divisor"),
                io.github.grundy.core.spi.GameSpec.parse("beads")));
        for (io.github.grundy.core.spi.GameSpec spec : specs) {
            Variant v = catalog.find(spec.variant()).orElseThrow();
            Game game = v.create(Arguments.parse(v, spec.parameters()));
            io.github.grundy.core.spi.GameSpec again = io.github.grundy.core.spi.GameSpec.parse(game.describe());
            assertEquals(spec.variant(), again.variant(), game.describe());
            Game recreated = v.create(Arguments.parse(v, again.parameters()));
            assertEquals(game.describe(), recreated.describe());
            assertEquals(game.describe(), again.print(), "describe() is printed as a spec");
        }
        assertEquals("subtraction --set=2,5,9", catalog.find("subtraction").orElseThrow()
                .create(Arguments.parse(catalog.find("subtraction").orElseThrow(), Map.of("set", "9,5,2"))).describe());
    }
}
