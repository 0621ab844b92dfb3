package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Plugin jars made by the tests: Java sources compiled against grundy-core with the JDK's compiler
 * (as a plugin author's build would), packed with a services file that lists providers, including
 * classes that are not there.
 */
final class PluginJars {

    static final String SERVICES = "META-INF/services/" + Variant.class.getName();

    private PluginJars() {
    }

    /** The jar or class directory grundy-core's classes come from, to compile plugins against. */
    static Path coreClasses() {
        try {
            return Path.of(Variant.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Compiles {@code sources} (class name to source text) against grundy-core into a jar at
     * {@code jar}, with a services file listing {@code providers}, or none when it is null.
     * Classes named in {@code leaveOut} are compiled but not packed (a jar missing a class).
     */
    static Path build(Path jar, Map<String, String> sources, List<String> providers, List<String> leaveOut)
            throws IOException {
        Path work = Files.createTempDirectory(jar.getParent(), "build-");
        Path src = work.resolve("src");
        Path classes = Files.createDirectories(work.resolve("classes"));
        List<String> args = new ArrayList<>(List.of("--release", "17", "-proc:none", "-classpath",
                coreClasses().toString(), "-d", classes.toString()));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "tests need a JDK, not a JRE");
        StringWriter messages = new StringWriter();
        OutputStream errors = new OutputStream() {
            @Override
            public void write(int b) {
                messages.write(b);
            }
        };
        int code = javac.run(null, null, errors, args.toArray(String[]::new));
        assertTrue(code == 0, "javac failed:\n" + messages);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            if (providers != null) {
                out.putNextEntry(new JarEntry(SERVICES));
                out.write((String.join("\n", providers) + "\n").getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
            List<Path> files;
            try (Stream<Path> walk = Files.walk(classes)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path f : files) {
                String name = classes.relativize(f).toString().replace('\\', '/');
                String className = name.replaceFirst("\\.class$", "").replace('/', '.');
                if (leaveOut.contains(className)) {
                    continue;
                }
                out.putNextEntry(new JarEntry(name));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** {@link #build} with every class packed. */
    static Path build(Path jar, Map<String, String> sources, List<String> providers) throws IOException {
        return build(jar, sources, providers, List.of());
    }

    /**
     * The source of a variant class {@code org.example.NAME} with id {@code id}: take 1 or 2
     * objects from a heap, written against the SPI directly. {@code body} adds members.
     */
    static String variant(String name, String id, String body) {
        return variant(name, id, "SPI_VERSION", body);
    }

    /**
     * {@link #variant(String, String, String)} whose {@code spiVersion()} returns the expression
     * {@code version}, or that has no {@code spiVersion()} when it is null (a class of SPI version
     * 1, compiled against {@link #SPI_1_VARIANT}).
     */
    static String variant(String name, String id, String version, String body) {
        String spiVersion = version == null ? "" : "@Override public int spiVersion() { return " + version + "; }";
        return """
                package org.example;

                import io.github.grundy.core.game.Game;
                import io.github.grundy.core.game.HeapGame;
                import io.github.grundy.core.game.OptionSink;
                import io.github.grundy.core.spi.Arguments;
                import io.github.grundy.core.spi.Variant;

                public class %s implements Variant {
                    @Override public String id() { return "%s"; }
                    @Override public String title() { return "Take one or two"; }
                    @Override public String summary() { return "take 1 or 2 objects from one heap"; }
                    %s
                    @Override public Game create(Arguments arguments) {
                        return new HeapGame() {
                            @Override public String describe() { return "%s"; }
                            @Override public long grundy(long heap) { return heap %% 3; }
                            @Override public void forEachOption(long heap, OptionSink sink) {
                                for (long t = 1; t <= Math.min(2, heap); t++) {
                                    if (!sink.accept(new long[] {heap - t})) { return; }
                                }
                            }
                        };
                    }
                %s
                }
                """.formatted(name, id, spiVersion, id, body);
    }

    /** The class name of {@link #SPI_1_VARIANT}, to leave out of a jar compiled against it. */
    static final String VARIANT_CLASS = Variant.class.getName();

    /**
     * {@code Variant} as grundy-core had it in SPI version 1, where {@code spiVersion()} was a
     * default method: given among the sources of {@link #build}, it takes the place of grundy-core's
     * for that compilation (leave {@link #VARIANT_CLASS} out of the jar), as for a plugin built
     * against that grundy-core.
     */
    static final String SPI_1_VARIANT = """
            package io.github.grundy.core.spi;

            import io.github.grundy.core.game.Game;
            import java.util.List;

            public interface Variant {
                int SPI_VERSION = 1;
                String id();
                String title();
                String summary();
                default List<Parameter<?>> parameters() { return List.of(); }
                Game create(Arguments arguments);
                default int spiVersion() { return 1; }
            }
            """;

    /** The guide's first plugin: subtract a square, a {@link io.github.grundy.core.spi.HeapVariant}. */
    static final String SQUARES = """
            package org.example;

            import io.github.grundy.core.game.HeapMoves;
            import io.github.grundy.core.spi.Arguments;
            import io.github.grundy.core.spi.HeapVariant;

            public final class Squares extends HeapVariant {
                public Squares() {
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

                @Override
                protected String describeMove(long heap, long[] option) {
                    return heap + " -> " + option[0] + " (take " + (heap - option[0]) + ")";
                }
            }
            """;
}
