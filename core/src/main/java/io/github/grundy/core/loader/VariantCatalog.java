package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The installed variants, each with the place it came from, plus the providers that could not be
 * used. Variants come from {@link ServiceLoader}: on a class loader (the class path: the built-in
 * variants and any plugin jar put beside them) and in plugin directories, where each jar gets a
 * class loader of its own. A broken provider (class missing, constructor throwing, id taken, built
 * for another SPI version or against another grundy-core, a parameter named like a command's
 * option) or a jar that provides
 * nothing becomes a {@link Problem}, one line naming the class and its jar, and every other
 * variant stays usable.
 *
 * <p>Games of rule files come last ({@link CatalogBuilder#ruleFile}): one whose id is taken is left
 * out, as a second provider of an id is.
 *
 * <p>A catalogue that loaded plugin directories holds their class loaders open: {@link #close()}
 * it when its variants and games are no longer used.
 */
public final class VariantCatalog implements AutoCloseable {

    /** The {@link Entry#source()} of a variant that comes with grundy. */
    public static final String BUILT_IN = "built in";

    /** Where a jar lists its providers. */
    static final String SERVICES = "META-INF/services/" + Variant.class.getName();

    private final Map<String, Entry> entries;
    private final List<Problem> problems;
    private final List<URLClassLoader> loaders;

    VariantCatalog(Map<String, Entry> entries, List<Problem> problems, List<URLClassLoader> loaders) {
        this.entries = entries;
        this.problems = problems;
        this.loaders = loaders;
    }

    /**
     * Where a variant comes from, which decides how it is listed and whose its failures are.
     *
     * @since SPI version 2
     */
    public enum Origin {
        /** A provider of grundy's own: served as it is. */
        BUILT_IN,
        /** A provider of a plugin (a jar on the class path or in a plugin directory): its games' failures are its own. */
        PLUGIN,
        /**
         * A game grundy made from a user's rule file ({@link CatalogBuilder#ruleFile}): grundy's code, the
         * user's rule, whose errors are the user's to mend, as with {@code --rule}.
         */
        RULE_FILE
    }

    /**
     * A variant and where it came from: {@link #BUILT_IN}, the file name of its jar (or class
     * directory), or the path of its rule file.
     *
     * @param variant the variant, as its provider made it
     * @param source  {@link #BUILT_IN}, the file name of the jar or class directory it came from, or the
     *                path of its rule file as the directory was given
     * @param origin  the kind of source
     */
    public record Entry(Variant variant, String source, Origin origin) {

        /**
         * True for a variant that comes with grundy.
         *
         * @return true if {@link #origin()} is {@link Origin#BUILT_IN}
         */
        public boolean builtIn() {
            return origin == Origin.BUILT_IN;
        }
    }

    /**
     * A provider or plugin jar that could not be used, and why, in one line.
     *
     * @param message the problem, naming the class and its jar, e.g. for a warning to users
     */
    public record Problem(String message) {
        @Override
        public String toString() {
            return message;
        }
    }

    /**
     * The variants that {@code loader} provides through {@link ServiceLoader}.
     *
     * @param loader the class loader whose {@code META-INF/services} files are read
     * @return the catalogue, none of its variants built in
     */
    public static VariantCatalog load(ClassLoader loader) {
        return builder().classPath(loader).build();
    }

    /**
     * A catalogue of the given variants (tests, embedding). Duplicates become problems.
     *
     * @param variants the variants, in order; a later one with an id already taken is left out
     * @return the catalogue, none of its variants built in
     */
    public static VariantCatalog of(List<? extends Variant> variants) {
        Collector c = new Collector(type -> false);
        for (Variant v : variants) {
            c.add(new Candidate(v, Candidate.sourceOf(v.getClass())));
        }
        return c.catalog();
    }

    /**
     * Why a catalogue would leave this variant out, by the rules it applies to every provider that
     * is not built in: an SPI version other than this grundy's, classes that do not link with this
     * grundy-core, an id that is not lower-case words joined by {@code -}, a describing method
     * that throws or answers null, a parameter named like a command's option. (An id taken by
     * another variant depends on the others, and is not checked.) {@code GameChecker} checks a
     * plugin's variant with it, so that a test finds what grundy would refuse.
     *
     * @param variant the variant, as its provider made it
     * @return the problem grundy would report when loading it, or empty when it would load it
     * @since SPI version 2
     */
    public static Optional<Problem> refusal(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        return ProviderChecks.check(variant, Candidate.sourceOf(variant.getClass())) instanceof ProviderChecks.Refused r
                ? Optional.of(new Problem(r.message())) : Optional.empty();
    }

    /**
     * Why {@code id} cannot be a variant's id, by the rule every id follows (lower-case words of
     * letters and digits joined by {@code -}, beginning with a letter), for ids made elsewhere
     * than in a provider (a rule file's name).
     *
     * @param id a candidate id
     * @return what is wrong with it, with the id the rule would make of it if any, or empty when it is an id
     * @since SPI version 2
     */
    public static Optional<String> idProblem(String id) {
        return ProviderChecks.idProblem(id);
    }

    /**
     * Assembles a catalogue from a class loader and plugin directories.
     *
     * @return a new builder, with no class loader and no directory yet
     */
    public static CatalogBuilder builder() {
        return new CatalogBuilder();
    }

    /**
     * All usable variants: the built-in ones, then the others in the order they were found.
     *
     * @return the entries, an immutable copy
     */
    public List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    /**
     * The variant with this id.
     *
     * @param id the id a user typed
     * @return the variant, or empty when no usable variant has that id
     */
    public Optional<Variant> find(String id) {
        Entry e = entries.get(id);
        return e == null ? Optional.empty() : Optional.of(e.variant());
    }

    /**
     * Where the variant with this id came from.
     *
     * @param id the id a user typed
     * @return the variant with its source, or empty when no usable variant has that id
     */
    public Optional<Entry> entry(String id) {
        return Optional.ofNullable(entries.get(id));
    }

    /**
     * The providers and plugin jars that could not be used, in the order they were met.
     *
     * @return the problems, empty when every provider loaded
     */
    public List<Problem> problems() {
        return problems;
    }

    /**
     * Closes the class loaders of the plugin jars: their variants cannot load classes any more.
     * Nothing to do for a catalogue of the class path alone.
     */
    @Override
    public void close() {
        for (URLClassLoader loader : loaders) {
            try {
                loader.close();
            } catch (IOException ignored) {
                // Only open files to release; nothing more we can do.
            }
        }
    }
}
