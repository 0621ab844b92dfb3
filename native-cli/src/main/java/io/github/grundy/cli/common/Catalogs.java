package io.github.grundy.cli.common;

import io.github.grundy.core.loader.CatalogBuilder;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.variants.BuiltInVariants;
import io.github.grundy.variants.rule.RuleFileVariant;
import io.github.grundy.variants.rule.RuleFiles;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loads the variant catalogue of a command: the providers on the class path (the built-in
 * variants first, then plugin jars put beside them, as in {@code java -cp grundy-cli.jar:my.jar}),
 * plus every jar of the plugin directory from {@code --plugins} or, without it, from the
 * environment variable {@value #ENV}, plus the games of the rule files of {@code --rules} or, without it,
 * of {@value #RULES_ENV} (read by the variants module, {@link RuleFiles}). Keeps what it loaded, to
 * close the plugins' class loaders when the command is done.
 *
 * <p>A native image is closed-world: it cannot load classes that were not in it when it was
 * built. There {@code --plugins} is refused with a message that says how to run grundy on the JVM
 * instead, and {@value #ENV}, set for every command, is passed over with a warning
 * ({@link Warnings}): the built-in games still answer. Rule files need no class: the native
 * binary reads them as the JVM does.
 */
public final class Catalogs {

    /** The environment variable that names a plugin directory, like {@code --plugins}. */
    public static final String ENV = "GRUNDY_PLUGINS";

    /** The environment variable that names a directory of rule files, like {@code --rules}. */
    public static final String RULES_ENV = "GRUNDY_RULES";

    /**
     * Where a command's variants come from besides the class path, as the command line gave it.
     *
     * @param plugins the {@code --plugins} directory, or null for {@value #ENV} or none
     * @param rules   the {@code --rules} directory, or null for {@value #RULES_ENV} or none
     */
    public record Sources(String plugins, String rules) {
    }

    /** Why the native binary loads no plugin, and what to run instead: a release's files, no source path. */
    static final String NEEDS_THE_JVM = "code plugins need the JVM; this native binary has only the built-in variants"
            + " (a native image is closed-world). Run the JVM distribution instead: bin/grundy of"
            + " grundy-<version>-jvm.zip, or java -jar grundy-<version>.jar";

    private final Map<String, String> env;
    private final ClassLoader classPath;
    private final List<VariantCatalog> loaded = new ArrayList<>();

    public Catalogs(Map<String, String> env, ClassLoader classPath) {
        this.env = env;
        this.classPath = classPath;
    }

    /** The environment the catalogues read ({@value #ENV}, {@value #RULES_ENV}): a server passes it on to its runs. */
    public Map<String, String> env() {
        return env;
    }

    /** True in a GraalVM native image, which sets this property (no GraalVM API needed). */
    static boolean inNativeImage() {
        return System.getProperty("org.graalvm.nativeimage.imagecode") != null;
    }

    /**
     * The plugin directory of {@value #ENV} that this process passes over: the native binary's,
     * which loads no plugin but answers with its built-in games ({@link Warnings} says so).
     *
     * @return the directory named, or empty on the JVM or when the variable is unset or blank
     */
    static Optional<String> passedOver(Map<String, String> env) {
        String directory = env.get(ENV);
        return inNativeImage() && directory != null && !directory.isBlank() ? Optional.of(directory) : Optional.empty();
    }

    /**
     * The catalogue, with the plugins and the rule files of {@code sources}.
     *
     * @throws UserError if the plugin or rule directory does not exist, or {@code --plugins} is
     *                    given to the native binary
     */
    public VariantCatalog load(Sources sources) {
        String pluginsOption = sources.plugins();
        String directory = pluginsOption;
        String via = "--plugins " + pluginsOption;
        if (directory == null && passedOver(env).isEmpty()) {
            String fromEnv = env.get(ENV);
            if (fromEnv != null && !fromEnv.isBlank()) {
                directory = fromEnv;
                via = ENV + "=" + fromEnv;
            }
        }
        CatalogBuilder builder = VariantCatalog.builder()
                .builtIn(BuiltInVariants::contains)
                .classPath(classPath);
        if (directory != null) {
            if (inNativeImage()) {
                throw new UserError(via + ": " + NEEDS_THE_JVM);
            }
            builder.pluginDirectory(directory(directory, via));
        }
        ruleFiles(builder, sources.rules());
        VariantCatalog catalog;
        try {
            catalog = builder.build();
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new UserError(via + ": " + e.getMessage());
        }
        loaded.add(catalog);
        return catalog;
    }

    /** The games of the rule directory of {@code --rules} ({@code option}) or {@value #RULES_ENV}, if any. */
    private void ruleFiles(CatalogBuilder builder, String option) {
        String directory = option;
        String via = "--rules " + option;
        if (directory == null) {
            String fromEnv = env.get(RULES_ENV);
            if (fromEnv == null || fromEnv.isBlank()) {
                return;
            }
            directory = fromEnv;
            via = RULES_ENV + "=" + fromEnv;
        }
        RuleFiles.Contents contents;
        try {
            contents = RuleFiles.read(directory(directory, via));
        } catch (UncheckedIOException e) {
            throw new UserError(via + ": " + e.getMessage());
        }
        contents.problems().forEach(builder::ruleFileProblem);
        for (RuleFileVariant game : contents.games()) {
            builder.ruleFile(game, game.file());
        }
    }

    private static Path directory(String name, String via) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new UserError(via + ": not a valid path (" + e.getReason() + ")");
        }
        if (!Files.isDirectory(path)) {
            throw new UserError(via + ": " + (Files.exists(path) ? "not a directory" : "no such directory"));
        }
        return path;
    }

    /** Closes the plugins' class loaders of every catalogue loaded. */
    public void close() {
        for (VariantCatalog c : loaded) {
            c.close();
        }
        loaded.clear();
    }
}
