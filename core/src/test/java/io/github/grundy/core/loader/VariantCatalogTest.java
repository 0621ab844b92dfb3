package io.github.grundy.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Public, like its nested providers: ServiceLoader instantiates them by their binary names. */
public class VariantCatalogTest {

    private static final String SERVICES = "META-INF/services/" + Variant.class.getName();
    private static final String PREFIX = VariantCatalogTest.class.getName() + "$";
    private static final String MISSING = "io.github.grundy.core.loader.NoSuchVariant";

    /** Take 1..max tokens from a heap. */
    static final class TakeGame implements HeapGame {
        final long max;

        TakeGame(long max) {
            this.max = max;
        }

        @Override
        public long grundy(long heap) {
            return heap % (max + 1);
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            for (long t = 1; t <= Math.min(max, heap); t++) {
                if (!sink.accept(new long[] {heap - t})) {
                    return;
                }
            }
        }

        @Override
        public String describe() {
            return "take max=" + max;
        }
    }

    public static class Good implements Variant {
        static final Parameter<Long> MAX = Parameter.optional("max", "the most tokens a move takes",
                ParameterType.integer(1, 1000), 3L);

        @Override
        public String id() {
            return "take";
        }

        @Override
        public String title() {
            return "Take-away game";
        }

        @Override
        public String summary() {
            return "take 1..max tokens from one heap";
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        public List<Parameter<?>> parameters() {
            return List.of(MAX);
        }

        @Override
        public Game create(Arguments arguments) {
            return new TakeGame(arguments.get(MAX));
        }
    }

    /** Another class with the id of {@link Good}. */
    public static class GoodTwin extends Good {
    }

    public static class Other implements Variant {
        @Override
        public String id() {
            return "other";
        }

        @Override
        public String title() {
            return "Other";
        }

        @Override
        public String summary() {
            return "take one token";
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        public Game create(Arguments arguments) {
            return new TakeGame(1);
        }
    }

    public static class Throwing extends Other {
        public Throwing() {
            throw new IllegalStateException("no table for this variant");
        }
    }

    public static class BadId extends Other {
        @Override
        public String id() {
            throw new UnsupportedOperationException("id not configured");
        }
    }

    public static class NotAVariant {
        public NotAVariant() {
        }
    }

    private static List<String> ids(VariantCatalog catalog) {
        return catalog.entries().stream().map(e -> e.variant().id()).collect(Collectors.toList());
    }

    @Test
    void duplicateIdsInOfNameBothClasses() {
        Good good = new Good();
        VariantCatalog catalog = VariantCatalog.of(List.of(good, new Other(), new GoodTwin()));
        assertEquals(List.of("take", "other"), ids(catalog));
        assertSame(good, ((GuardedVariant) catalog.find("take").orElseThrow()).plugin(), "the first one is kept");
        assertEquals(1, catalog.problems().size());
        String problem = catalog.problems().get(0).message();
        assertTrue(problem.startsWith("variant id 'take' is provided twice: by " + PREFIX + "Good ("), problem);
        assertTrue(problem.contains(" and by " + PREFIX + "GoodTwin ("), problem);
        assertTrue(problem.endsWith("); using the first"), problem);
        assertEquals(problem, catalog.problems().get(0).toString());
    }

    @Test
    void ofWithoutProblems() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new Other(), new Good()));
        assertEquals(List.of("other", "take"), ids(catalog));
        assertEquals(List.of(), catalog.problems());
        assertEquals(Optional.empty(), catalog.find("nim"));
        assertTrue(catalog.entries().get(0).source().length() > 0);
        VariantCatalog empty = VariantCatalog.of(List.of());
        assertEquals(List.of(), empty.entries());
    }

    @Test
    void variantWhoseIdThrows() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new BadId(), new Good()));
        assertEquals(List.of("take"), ids(catalog));
        assertEquals(1, catalog.problems().size());
        String problem = catalog.problems().get(0).message();
        assertTrue(problem.startsWith("variant provider " + PREFIX + "BadId ("), problem);
        assertTrue(problem.endsWith(") failed to give its id: id not configured"), problem);
    }

    @Test
    void brokenProvidersBecomeProblemsAndTheOthersStayUsable(@TempDir Path dir) throws IOException {
        Path services = dir.resolve(SERVICES);
        Files.createDirectories(services.getParent());
        String[] broken = {MISSING, PREFIX + "Throwing", PREFIX + "NotAVariant", PREFIX + "BadId", PREFIX + "GoodTwin"};
        Files.writeString(services, String.join("\n",
                "# providers for the test, good and bad",
                MISSING,
                PREFIX + "Throwing",
                PREFIX + "Good    # the one to use",
                PREFIX + "NotAVariant",
                PREFIX + "BadId",
                PREFIX + "GoodTwin",
                PREFIX + "Other",
                ""), StandardCharsets.UTF_8);

        VariantCatalog catalog;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                VariantCatalogTest.class.getClassLoader())) {
            catalog = VariantCatalog.load(loader);
        }

        // The good ones are there and work.
        assertEquals(List.of("take", "other"), ids(catalog));
        Variant take = catalog.find("take").orElseThrow();
        // Not built in: served guarded, so that its failures are named as its own.
        assertEquals(Good.class, ((GuardedVariant) take).plugin().getClass());
        Game game = take.create(Arguments.parse(take, Map.of("max", "2")));
        assertEquals("take max=2", game.describe());
        assertEquals(2, ((HeapGame) game).grundy(5));
        assertEquals("take max=3", take.create(Arguments.parse(take, Map.of())).describe());

        // One problem per broken provider, naming its class.
        List<String> problems = catalog.problems().stream().map(VariantCatalog.Problem::message).toList();
        assertEquals(broken.length, problems.size(), String.join("\n", problems));
        for (int i = 0; i < broken.length; i++) {
            String name = broken[i];
            long naming = problems.stream().filter(p -> names(p, name)).count();
            assertEquals(1, naming, name + " in\n" + String.join("\n", problems));
            assertTrue(names(problems.get(i), name), "problems in the order listed: " + problems.get(i));
            assertFalse(problems.get(i).contains("\n"), "one line: " + problems.get(i));
        }

        String missing = problems.get(0);
        assertTrue(missing.startsWith("variant provider " + MISSING + " (listed in "), missing);
        assertTrue(missing.contains(services.toString().replace('\\', '/')), "names the services file: " + missing);
        assertTrue(missing.endsWith(") could not be loaded: class not found"), missing);

        assertEquals("variant provider " + PREFIX + "Throwing (test-classes/) could not be created: "
                + "IllegalStateException: no table for this variant", problems.get(1));

        assertTrue(problems.get(2).startsWith("variant provider " + PREFIX + "NotAVariant (listed in "), problems.get(2));
        assertTrue(problems.get(2).endsWith(") could not be loaded: it does not implement " + Variant.class.getName()), problems.get(2));
        assertTrue(problems.get(3).endsWith("failed to give its id: id not configured"), problems.get(3));
        assertTrue(problems.get(4).startsWith("variant id 'take' is provided twice: by " + PREFIX + "Good (test-classes/)"
                + " and by " + PREFIX + "GoodTwin (test-classes/)"), problems.get(4));
    }

    /** True if {@code text} names {@code className} (not merely a longer name starting with it). */
    private static boolean names(String text, String className) {
        int i = text.indexOf(className);
        while (i >= 0) {
            int end = i + className.length();
            if (end == text.length() || !Character.isJavaIdentifierPart(text.charAt(end))) {
                return true;
            }
            i = text.indexOf(className, end);
        }
        return false;
    }

    /** Other, with one parameter named {@code name}. */
    private static Variant withParameter(String name) {
        return new Other() {
            @Override
            public List<Parameter<?>> parameters() {
                return List.of(Good.MAX, Parameter.optional(name, "a parameter", ParameterType.integer(0, 9), 1L));
            }
        };
    }

    @Test
    void aParameterNamedLikeACommandOptionIsRefused() {
        Variant json = withParameter("json");
        VariantCatalog catalog = VariantCatalog.of(List.of(json, new Good()));
        assertEquals(List.of("take"), ids(catalog), "the others stay usable");
        assertEquals(List.of("variant provider " + json.getClass().getName() + " (test-classes/) declares the parameter"
                + " '--json', a name grundy's commands use for their own options; rename it; ignored"),
                catalog.problems().stream().map(VariantCatalog.Problem::message).toList());

        for (String name : Parameter.RESERVED_NAMES) {
            assertEquals(List.of(), ids(VariantCatalog.of(List.of(withParameter(name)))), name);
        }
        // Names like them but not them are a variant's own: bash's --max, the tables' --max-table.
        for (String name : List.of("max", "max-table", "limits", "json-file", "i", "firsts", "heaps")) {
            VariantCatalog ok = VariantCatalog.of(List.of(withParameter(name)));
            assertEquals(List.of("other"), ids(ok), name + ": " + ok.problems());
        }
    }

    @Test
    void theReservedNamesAreFixed() {
        assertEquals(List.of("limit", "json", "moves", "input", "timeout", "to", "from", "help", "version", "debug",
                "plugins", "quiet", "misere", "explain", "raw", "summary", "checkpoint", "resume", "seed", "cases",
                "verdict", "out", "validate", "max-positions", "no-stop", "plot", "checkpoint-every", "first", "quotient",
                "max-quotient", "plot-size", "verbose", "rules", "plot-format", "store", "frequencies", "threads", "each",
                "where"), List.copyOf(Parameter.RESERVED_NAMES));
        assertThrows(UnsupportedOperationException.class, () -> Parameter.RESERVED_NAMES.add("max"));
    }

    @Test
    void emptyLoader(@TempDir Path dir) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                VariantCatalogTest.class.getClassLoader())) {
            VariantCatalog catalog = VariantCatalog.load(loader);
            assertEquals(List.of(), catalog.entries());
            assertEquals(List.of(), catalog.problems());
        }
        assertThrows(UnsupportedOperationException.class,
                () -> VariantCatalog.of(List.of(new Good())).problems().add(new VariantCatalog.Problem("x")));
    }
}
