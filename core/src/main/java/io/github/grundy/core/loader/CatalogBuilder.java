package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** What a {@link VariantCatalog} is loaded from: a class loader, plugin directories and rule files' games. */
public final class CatalogBuilder {

    private Predicate<Class<?>> builtIn = type -> false;
    private ClassLoader classPath;
    private final List<Path> directories = new ArrayList<>();
    /** The rule files' games and problems, in the order given, added after every provider. */
    private final List<Consumer<Collector>> ruleFiles = new ArrayList<>();

    CatalogBuilder() {
    }

    /**
     * Which provider classes come with grundy: their source is {@link VariantCatalog#BUILT_IN},
     * and they come first, so that a plugin cannot take the id of a built-in variant.
     *
     * @param test true for a provider class of grundy's own
     * @return this builder
     */
    public CatalogBuilder builtIn(Predicate<Class<?>> test) {
        this.builtIn = Objects.requireNonNull(test, "test");
        return this;
    }

    /**
     * The providers that {@code loader} finds, e.g. those on the class path.
     *
     * @param loader the class loader whose {@code META-INF/services} files are read; replaces one
     *               given before
     * @return this builder
     */
    public CatalogBuilder classPath(ClassLoader loader) {
        this.classPath = Objects.requireNonNull(loader, "loader");
        return this;
    }

    /**
     * Every {@code .jar} file directly in {@code directory}, in the order of their names, each
     * through a class loader of its own whose parent is grundy-core's: a jar sees grundy-core
     * and the JDK, not the other plugins, and one broken jar cannot spoil another.
     *
     * @param directory a plugin directory, read by {@link #build()}; directories are read in the
     *                  order given
     * @return this builder
     */
    public CatalogBuilder pluginDirectory(Path directory) {
        directories.add(Objects.requireNonNull(directory, "directory"));
        return this;
    }

    /**
     * The game of a rule file, made by grundy (the variants module reads rule files): added after
     * every provider, so that it cannot take the id of a built-in variant or a plugin's; one whose
     * id is taken is left out with a problem, as a second provider of an id is. Its games are not
     * guarded as a plugin's: the code is grundy's, and the rule's errors are the user's.
     *
     * @param variant the game, its id checked by {@link VariantCatalog#idProblem}
     * @param file    the rule file's path, as the catalogue's {@link VariantCatalog.Entry#source()}
     * @return this builder
     */
    public CatalogBuilder ruleFile(Variant variant, String file) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(file, "file");
        ruleFiles.add(c -> c.addRuleFile(variant, file));
        return this;
    }

    /**
     * A problem met while reading rule files (one that does not parse, a name that is no id), in
     * its place among the rule files' games.
     *
     * @param message one line naming the file, e.g. {@code rule file rules/x.rule:2:7: ...; ignored}
     * @return this builder
     */
    public CatalogBuilder ruleFileProblem(String message) {
        Objects.requireNonNull(message, "message");
        ruleFiles.add(c -> c.problem(message));
        return this;
    }

    /**
     * Loads the catalogue: the class loader's providers (built-in ones first), then each
     * plugin directory's jars, then the rule files' games.
     *
     * @return the catalogue, to be {@link VariantCatalog#close() closed} when its variants are no
     *         longer used
     * @throws IllegalArgumentException if a plugin directory is not a directory
     * @throws UncheckedIOException     if a plugin directory cannot be listed
     */
    public VariantCatalog build() {
        for (Path dir : directories) {
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("plugin directory " + dir + ": "
                        + (Files.exists(dir) ? "not a directory" : "no such directory"));
            }
        }
        Collector c = new Collector(builtIn);
        if (classPath != null) {
            List<Candidate> found = c.providers(classPath, null);
            found.stream().filter(k -> k.source().equals(VariantCatalog.BUILT_IN)).forEach(c::add);
            found.stream().filter(k -> !k.source().equals(VariantCatalog.BUILT_IN)).forEach(c::add);
        }
        for (Path dir : directories) {
            List<Path> jars;
            try (Stream<Path> files = Files.list(dir)) {
                jars = files.filter(p -> p.getFileName().toString().endsWith(".jar") && !Files.isDirectory(p))
                        .sorted()
                        .toList();
            } catch (IOException e) {
                c.close();
                throw new UncheckedIOException("plugin directory " + dir + ": cannot list it", e);
            }
            if (jars.isEmpty()) {
                c.problem("plugin directory " + dir + " holds no .jar file");
            }
            for (Path jar : jars) {
                c.pluginJar(jar);
            }
        }
        ruleFiles.forEach(add -> add.accept(c));
        return c.catalog();
    }
}
