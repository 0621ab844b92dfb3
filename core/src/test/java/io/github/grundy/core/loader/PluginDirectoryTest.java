package io.github.grundy.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugin directories: each jar through a class loader of its own, every broken jar or provider a
 * one-line problem naming it, the others usable. The jars here hold only a services file; the
 * classes they list are the test's own (the jar's loader finds them through its parent), so the
 * tests need no compiler. native-cli's tests load jars of compiled classes.
 */
public class PluginDirectoryTest {

    private static final String PREFIX = PluginDirectoryTest.class.getName() + "$";
    private static final String GOOD = VariantCatalogTest.Good.class.getName();
    private static final String OTHER = VariantCatalogTest.Other.class.getName();

    /** Built for the next SPI version: a plugin compiled against a newer grundy-core. */
    public static class FromTheFuture extends VariantCatalogTest.Other {
        @Override
        public String id() {
            return "future";
        }

        @Override
        public int spiVersion() {
            return Variant.SPI_VERSION + 1;
        }
    }

    /** Says the current version, as the guide tells authors to. */
    public static class Current extends VariantCatalogTest.Other {
        @Override
        public String id() {
            return "current";
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }
    }

    /** Built against grundy-core's SPI version 1, whose SPI_VERSION it returns. */
    public static class VersionOne extends VariantCatalogTest.Other {
        @Override
        public int spiVersion() {
            return 1;
        }
    }

    /**
     * What the JVM throws for a class compiled against SPI version 1 without spiVersion(), a
     * default method then (native-cli's PluginsTest compiles such a class for real).
     */
    public static class CompiledWithoutSpiVersion extends VariantCatalogTest.Other {
        @Override
        public int spiVersion() {
            throw new AbstractMethodError("Receiver class " + getClass().getName() + " does not define or inherit an"
                    + " implementation of the resolved method 'abstract int spiVersion()' of interface "
                    + Variant.class.getName() + ".");
        }
    }

    public static class VersionZero extends VariantCatalogTest.Other {
        @Override
        public int spiVersion() {
            return 0;
        }
    }

    public static class SpacedId extends VariantCatalogTest.Other {
        @Override
        public String id() {
            return "My Game";
        }
    }

    public static class NoTitle extends VariantCatalogTest.Other {
        @Override
        public String id() {
            return "no-title";
        }

        @Override
        public String title() {
            return null;
        }
    }

    /** A parameter that {@code grundy solve} would take for its own {@code --timeout}. */
    public static class ReservedParameter extends VariantCatalogTest.Other {
        @Override
        public String id() {
            return "reserved";
        }

        @Override
        public List<Parameter<?>> parameters() {
            return List.of(Parameter.optional("timeout", "seconds per move", ParameterType.integer(1, 60), 5L));
        }
    }

    public static class Throwing extends VariantCatalogTest.Other {
        public Throwing() {
            throw new IllegalStateException("cannot start");
        }
    }

    /** A jar at {@code dir/name} holding {@code entries} (path to text). */
    static Path jar(Path dir, String name, Map<String, String> entries) throws IOException {
        Path jar = dir.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (Map.Entry<String, String> e : entries.entrySet()) {
                out.putNextEntry(new JarEntry(e.getKey()));
                out.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** A jar whose services file lists {@code classes}. */
    static Path providerJar(Path dir, String name, String... classes) throws IOException {
        return jar(dir, name, Map.of(VariantCatalog.SERVICES, String.join("\n", classes) + "\n"));
    }

    private static List<String> problems(VariantCatalog catalog) {
        return catalog.problems().stream().map(VariantCatalog.Problem::message).toList();
    }

    private static List<String> sources(VariantCatalog catalog) {
        return catalog.entries().stream().map(e -> e.variant().id() + "@" + e.source()).toList();
    }

    @Test
    void everyJarOfTheDirectoryInTheOrderOfItsName(@TempDir Path dir) throws IOException {
        providerJar(dir, "b-other.jar", OTHER);
        providerJar(dir, "a-take.jar", GOOD, PREFIX + "Current");
        Files.writeString(dir.resolve("README.txt"), "not a jar");
        Files.createDirectories(dir.resolve("classes.jar")); // a directory, not a jar
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(dir).build()) {
            assertEquals(List.of(), problems(catalog));
            assertEquals(List.of("take@a-take.jar", "current@a-take.jar", "other@b-other.jar"), sources(catalog));
            Variant take = catalog.find("take").orElseThrow();
            Game game = take.create(Arguments.parse(take, Map.of("max", "2")));
            assertEquals(2, ((HeapGame) game).grundy(5));
            assertFalse(catalog.entry("take").orElseThrow().builtIn());
        }
    }

    @Test
    void aJarWithoutProvidersIsReported(@TempDir Path dir) throws IOException {
        jar(dir, "no-services.jar", Map.of("org/example/Readme.txt", "hello"));
        jar(dir, "empty-services.jar", Map.of(VariantCatalog.SERVICES, "# nothing yet\n"));
        providerJar(dir, "other.jar", OTHER);
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(dir).build()) {
            assertEquals(List.of(
                    "plugin jar empty-services.jar provides no variant: its " + VariantCatalog.SERVICES
                            + " names no class; ignored",
                    "plugin jar no-services.jar provides no variant: it has no " + VariantCatalog.SERVICES + "; ignored"),
                    problems(catalog));
            assertEquals(List.of("other@other.jar"), sources(catalog));
        }
    }

    @Test
    void aFileThatIsNoJarIsReported(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("broken.jar"), "this is not a zip file");
        providerJar(dir, "other.jar", OTHER);
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(dir).build()) {
            List<String> problems = problems(catalog);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).startsWith("plugin jar broken.jar cannot be read: "), problems.get(0));
            assertTrue(problems.get(0).endsWith("; ignored"), problems.get(0));
            assertEquals(List.of("other@other.jar"), sources(catalog));
        }
    }

    @Test
    void brokenProvidersInAJarNameTheClassAndTheJar(@TempDir Path dir) throws IOException {
        providerJar(dir, "mixed.jar", "org.example.Missing", PREFIX + "Throwing", OTHER, PREFIX + "FromTheFuture",
                PREFIX + "VersionOne", PREFIX + "CompiledWithoutSpiVersion", PREFIX + "VersionZero",
                PREFIX + "SpacedId", PREFIX + "NoTitle", PREFIX + "ReservedParameter");
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(dir).build()) {
            assertEquals(List.of(
                    "variant provider org.example.Missing (mixed.jar) could not be loaded: class not found",
                    "variant provider " + PREFIX + "Throwing (mixed.jar) could not be created: "
                            + "IllegalStateException: cannot start",
                    "variant provider " + PREFIX + "FromTheFuture (mixed.jar) is built for grundy SPI version "
                            + (Variant.SPI_VERSION + 1) + ", newer than this grundy's (" + Variant.SPI_VERSION
                            + "): use a newer grundy, or a build of the plugin for SPI version " + Variant.SPI_VERSION
                            + "; ignored",
                    "variant provider " + PREFIX + "VersionOne (mixed.jar) is built for grundy SPI version 1, older"
                            + " than this grundy's (" + Variant.SPI_VERSION + "): rebuild it against grundy-core "
                            + Variant.SPI_VERSION + "; ignored",
                    "variant provider " + PREFIX + "CompiledWithoutSpiVersion (mixed.jar) is built for grundy SPI"
                            + " version 1 (it has no spiVersion() method), older than this grundy's ("
                            + Variant.SPI_VERSION + "): rebuild it against grundy-core " + Variant.SPI_VERSION
                            + "; ignored",
                    "variant provider " + PREFIX + "VersionZero (mixed.jar) declares SPI version 0, which does not exist"
                            + " (versions start at 1); ignored",
                    "variant provider " + PREFIX + "SpacedId (mixed.jar) has the id 'My Game', which is not lower-case"
                            + " words of letters and digits joined by '-', beginning with a letter (as 'my-game');"
                            + " ignored",
                    "variant provider " + PREFIX + "NoTitle (mixed.jar) failed to describe variant 'no-title': "
                            + "title() is null; ignored",
                    "variant provider " + PREFIX + "ReservedParameter (mixed.jar) declares the parameter '--timeout',"
                            + " a name grundy's commands use for their own options; rename it; ignored"),
                    problems(catalog));
            assertEquals(List.of("other@mixed.jar"), sources(catalog));
        }
    }

    @Test
    void aBuiltInVariantKeepsItsIdWhereverItIsFound(@TempDir Path dir) throws IOException {
        // The class path lists a plugin before the built-in variant: built-in ones still come first.
        Path classPath = Files.createDirectories(dir.resolve("class-path"));
        providerJar(classPath, "both.jar", VariantCatalogTest.GoodTwin.class.getName(), OTHER, GOOD);
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        providerJar(plugins, "twin.jar", VariantCatalogTest.GoodTwin.class.getName());
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classPath.resolve("both.jar").toUri().toURL()},
                PluginDirectoryTest.class.getClassLoader());
                VariantCatalog catalog = VariantCatalog.builder()
                        .builtIn(type -> type == VariantCatalogTest.Good.class)
                        .classPath(loader)
                        .pluginDirectory(plugins)
                        .build()) {
            assertEquals(List.of("take@built in", "other@test-classes/"), sources(catalog));
            assertTrue(catalog.entry("take").orElseThrow().builtIn());
            String twin = VariantCatalogTest.GoodTwin.class.getName();
            assertEquals(List.of(
                    "variant id 'take' is provided twice: by grundy's built-in games and by " + twin
                            + " (test-classes/); using the first",
                    "variant id 'take' is provided twice: by grundy's built-in games and by " + twin
                            + " (twin.jar); using the first"),
                    problems(catalog));
        }
    }

    @Test
    void aJarSeesOnlyItsOwnServicesFile(@TempDir Path dir) throws IOException {
        // The class path lists Good; a plugin jar's loader must not list it a second time.
        Path classPath = Files.createDirectories(dir.resolve("class-path"));
        providerJar(classPath, "good.jar", GOOD);
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        providerJar(plugins, "other.jar", OTHER);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classPath.resolve("good.jar").toUri().toURL()},
                PluginDirectoryTest.class.getClassLoader());
                VariantCatalog catalog = VariantCatalog.builder().classPath(loader).pluginDirectory(plugins).build()) {
            assertEquals(List.of(), problems(catalog));
            assertEquals(List.of("take@test-classes/", "other@other.jar"), sources(catalog));
        }
    }

    @Test
    void anEmptyOrMissingDirectory(@TempDir Path dir) throws IOException {
        try (VariantCatalog catalog = VariantCatalog.builder().pluginDirectory(dir).build()) {
            assertEquals(List.of("plugin directory " + dir + " holds no .jar file"), problems(catalog));
            assertEquals(List.of(), catalog.entries());
        }
        Path missing = dir.resolve("missing");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> VariantCatalog.builder().pluginDirectory(missing).build());
        assertEquals("plugin directory " + missing + ": no such directory", e.getMessage());
        Path file = Files.writeString(dir.resolve("file"), "x");
        e = assertThrows(IllegalArgumentException.class, () -> VariantCatalog.builder().pluginDirectory(file).build());
        assertEquals("plugin directory " + file + ": not a directory", e.getMessage());
    }

    @Test
    void ofChecksVersionsAndIdsToo() {
        VariantCatalog catalog = VariantCatalog.of(List.of(new FromTheFuture(), new Current(), new SpacedId(),
                new VersionOne()));
        assertEquals(List.of("current"), catalog.entries().stream().map(e -> e.variant().id()).toList());
        assertEquals(3, catalog.problems().size());
        assertTrue(catalog.problems().get(2).message().contains(" is built for grundy SPI version 1, older than"),
                catalog.problems().get(2).message());
        assertEquals(Variant.SPI_VERSION, new Current().spiVersion());
    }
}
