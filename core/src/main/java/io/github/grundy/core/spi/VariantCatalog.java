package io.github.grundy.core.spi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The installed variants, each with the place it came from, plus the providers that could not be
 * used. Variants come from {@link ServiceLoader}: on a class loader (the class path: the built-in
 * variants and any plugin jar put beside them) and in plugin directories, where each jar gets a
 * class loader of its own. A broken provider (class missing, constructor throwing, id taken, built
 * for a newer SPI) or a jar that provides nothing becomes a {@link Problem}, one line naming the
 * class and its jar, and every other variant stays usable.
 *
 * <p>A catalogue that loaded plugin directories holds their class loaders open: {@link #close()}
 * it when its variants and games are no longer used.
 */
public final class VariantCatalog implements AutoCloseable {

    /** The {@link Entry#source()} of a variant that comes with grundy. */
    public static final String BUILT_IN = "built in";

    /** Where a jar lists its providers. */
    static final String SERVICES = "META-INF/services/" + Variant.class.getName();

    /** How many consecutive loader errors we accept before giving up on a class loader. */
    private static final int MAX_ERRORS = 100;

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    private final Map<String, Entry> entries;
    private final List<Problem> problems;
    private final List<URLClassLoader> loaders;

    private VariantCatalog(Map<String, Entry> entries, List<Problem> problems, List<URLClassLoader> loaders) {
        this.entries = entries;
        this.problems = problems;
        this.loaders = loaders;
    }

    /**
     * A variant and where it came from: {@link #BUILT_IN}, or the file name of its jar (or class
     * directory).
     */
    public record Entry(Variant variant, String source) {

        /** True for a variant that comes with grundy. */
        public boolean builtIn() {
            return BUILT_IN.equals(source);
        }
    }

    /** A provider or plugin jar that could not be used, and why, in one line. */
    public record Problem(String message) {
        @Override
        public String toString() {
            return message;
        }
    }

    /** The variants that {@code loader} provides through {@link ServiceLoader}. */
    public static VariantCatalog load(ClassLoader loader) {
        return builder().classPath(loader).build();
    }

    /** A catalogue of the given variants (tests, embedding). Duplicates become problems. */
    public static VariantCatalog of(List<? extends Variant> variants) {
        Collector c = new Collector(type -> false);
        for (Variant v : variants) {
            c.add(new Candidate(v, sourceOf(v.getClass())));
        }
        return c.catalog();
    }

    /** Assembles a catalogue from a class loader and plugin directories. */
    public static Builder builder() {
        return new Builder();
    }

    /** What a catalogue is loaded from. */
    public static final class Builder {

        private Predicate<Class<?>> builtIn = type -> false;
        private ClassLoader classPath;
        private final List<Path> directories = new ArrayList<>();

        private Builder() {
        }

        /**
         * Which provider classes come with grundy: their source is {@link #BUILT_IN}, and they
         * come first, so that a plugin cannot take the id of a built-in variant.
         */
        public Builder builtIn(Predicate<Class<?>> test) {
            this.builtIn = Objects.requireNonNull(test, "test");
            return this;
        }

        /** The providers that {@code loader} finds, e.g. those on the class path. */
        public Builder classPath(ClassLoader loader) {
            this.classPath = Objects.requireNonNull(loader, "loader");
            return this;
        }

        /**
         * Every {@code .jar} file directly in {@code directory}, in the order of their names, each
         * through a class loader of its own whose parent is grundy-core's: a jar sees grundy-core
         * and the JDK, not the other plugins, and one broken jar cannot spoil another.
         */
        public Builder pluginDirectory(Path directory) {
            directories.add(Objects.requireNonNull(directory, "directory"));
            return this;
        }

        /**
         * Loads the catalogue: the class loader's providers (built-in ones first), then each
         * plugin directory's jars.
         *
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
                found.stream().filter(k -> k.source().equals(BUILT_IN)).forEach(c::add);
                found.stream().filter(k -> !k.source().equals(BUILT_IN)).forEach(c::add);
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
            return c.catalog();
        }
    }

    /** All usable variants: the built-in ones, then the others in the order they were found. */
    public List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    /** The variant with this id. */
    public Optional<Variant> find(String id) {
        Entry e = entries.get(id);
        return e == null ? Optional.empty() : Optional.of(e.variant());
    }

    /** Where the variant with this id came from. */
    public Optional<Entry> entry(String id) {
        return Optional.ofNullable(entries.get(id));
    }

    /** The providers and plugin jars that could not be used, in the order they were met. */
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

    /** A provider created, not yet checked or added. */
    private record Candidate(Variant variant, String source) {
    }

    /** Gathers entries and problems while a catalogue is loaded. */
    private static final class Collector {
        private final Predicate<Class<?>> builtIn;
        private final Map<String, Entry> entries = new LinkedHashMap<>();
        private final List<Problem> problems = new ArrayList<>();
        private final List<URLClassLoader> loaders = new ArrayList<>();

        Collector(Predicate<Class<?>> builtIn) {
            this.builtIn = builtIn;
        }

        void problem(String message) {
            problems.add(new Problem(message));
        }

        VariantCatalog catalog() {
            return new VariantCatalog(entries, List.copyOf(problems), List.copyOf(loaders));
        }

        void close() {
            new VariantCatalog(Map.of(), List.of(), loaders).close();
        }

        /**
         * Creates the providers {@code loader} lists; those that fail become problems.
         *
         * @param jar the plugin jar's name when {@code loader} holds that jar alone, else null
         */
        List<Candidate> providers(ClassLoader loader, String jar) {
            List<Candidate> found = new ArrayList<>();
            Iterator<ServiceLoader.Provider<Variant>> it = ServiceLoader.load(Variant.class, loader).stream().iterator();
            int errors = 0;
            while (true) {
                ServiceLoader.Provider<Variant> provider;
                try {
                    if (!it.hasNext()) {
                        break;
                    }
                    provider = it.next();
                } catch (ServiceConfigurationError e) {
                    // The loader goes on with the next provider after an error (best effort).
                    problem(loadError(e, loader, jar));
                    if (++errors >= MAX_ERRORS) {
                        break;
                    }
                    continue;
                }
                String source = jar != null ? jar : builtIn.test(provider.type()) ? BUILT_IN : sourceOf(provider.type());
                try {
                    found.add(new Candidate(provider.get(), source));
                } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                    problem("variant provider " + provider.type().getName() + " (" + source
                            + ") could not be created: " + causeMessage(e));
                }
            }
            return found;
        }

        /** The providers of one plugin jar, in a class loader of its own. */
        void pluginJar(Path jar) {
            String name = jar.getFileName().toString();
            boolean listsProviders;
            try (JarFile file = new JarFile(jar.toFile())) {
                listsProviders = file.getEntry(SERVICES) != null;
            } catch (IOException | SecurityException e) {
                problem("plugin jar " + name + " cannot be read: " + rootMessage(e) + "; ignored");
                return;
            }
            if (!listsProviders) {
                problem("plugin jar " + name + " provides no variant: it has no " + SERVICES + "; ignored");
                return;
            }
            URL url;
            try {
                url = jar.toUri().toURL();
            } catch (MalformedURLException e) {
                problem("plugin jar " + name + " cannot be read: " + rootMessage(e) + "; ignored");
                return;
            }
            PluginLoader loader = new PluginLoader(name, url, Variant.class.getClassLoader());
            loaders.add(loader);
            int before = problems.size();
            List<Candidate> found = providers(loader, name);
            if (found.isEmpty() && problems.size() == before) {
                problem("plugin jar " + name + " provides no variant: its " + SERVICES + " names no class; ignored");
            }
            found.forEach(this::add);
        }

        /** Checks a created provider and adds it, unless its id is taken. */
        void add(Candidate candidate) {
            Variant variant = candidate.variant();
            String source = candidate.source();
            String provider = "variant provider " + variant.getClass().getName() + " (" + source + ")";
            int version;
            try {
                version = variant.spiVersion();
            } catch (RuntimeException | LinkageError e) {
                problem(provider + " failed to give its SPI version: " + rootMessage(e));
                return;
            }
            if (version > Variant.SPI_VERSION) {
                problem(provider + " is built for grundy SPI version " + version + ", newer than this grundy's ("
                        + Variant.SPI_VERSION + "): use a newer grundy, or a build of the plugin for SPI version "
                        + Variant.SPI_VERSION + "; ignored");
                return;
            }
            if (version < 1) {
                problem(provider + " declares SPI version " + version + ", which does not exist (versions start at 1)"
                        + "; ignored");
                return;
            }
            String id;
            try {
                id = variant.id();
            } catch (RuntimeException | LinkageError e) {
                problem(provider + " failed to give its id: " + rootMessage(e));
                return;
            }
            if (id == null || !ID.matcher(id).matches()) {
                problem(provider + " has the id " + (id == null ? "null" : "'" + id + "'")
                        + ", which is not lower-case words joined by '-'; ignored");
                return;
            }
            try {
                Objects.requireNonNull(variant.title(), "title() is null");
                Objects.requireNonNull(variant.summary(), "summary() is null");
                Objects.requireNonNull(variant.parameters(), "parameters() is null").forEach(
                        p -> Objects.requireNonNull(p, "parameters() holds null"));
            } catch (RuntimeException | LinkageError e) {
                problem(provider + " failed to describe variant '" + id + "': " + rootMessage(e) + "; ignored");
                return;
            }
            Entry first = entries.get(id);
            if (first != null) {
                problem("variant id '" + id + "' is provided twice: by "
                        + first.variant().getClass().getName() + " (" + first.source() + ") and by "
                        + variant.getClass().getName() + " (" + source + "); using the first");
                return;
            }
            entries.put(id, new Entry(variant, source));
        }
    }

    /**
     * The class loader of one plugin jar. Its parent (grundy-core's loader) supplies the classes,
     * but not the services files: ServiceLoader then sees the providers this jar lists, not those
     * of the class path again.
     */
    private static final class PluginLoader extends URLClassLoader {

        static {
            ClassLoader.registerAsParallelCapable();
        }

        PluginLoader(String name, URL jar, ClassLoader parent) {
            super(name, new URL[] {jar}, parent);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            return name.equals(SERVICES) ? findResources(name) : super.getResources(name);
        }

        @Override
        public URL getResource(String name) {
            return name.equals(SERVICES) ? findResource(name) : super.getResource(name);
        }
    }

    /** The file name of the jar or directory a class was loaded from; {@link #BUILT_IN} if unknown. */
    private static String sourceOf(Class<?> type) {
        try {
            CodeSource cs = type.getProtectionDomain().getCodeSource();
            if (cs != null && cs.getLocation() != null) {
                String path = cs.getLocation().getPath();
                int slash = path.endsWith("/") ? path.lastIndexOf('/', path.length() - 2) : path.lastIndexOf('/');
                return path.substring(slash + 1);
            }
        } catch (SecurityException ignored) {
            // Fall through: the origin is unknown, which we say.
        }
        return BUILT_IN;
    }

    /**
     * ServiceLoader's errors name the provider class but not its jar: find the services file that
     * lists that class, so the user knows which jar to remove or fix.
     */
    private static String loadError(ServiceConfigurationError e, ClassLoader loader, String jar) {
        String message = rootMessage(e);
        String[] listed = listing(message, loader);
        String where = jar != null ? jar : listed == null ? null : "listed in " + listed[1];
        String provider = listed == null ? "variant provider" : "variant provider " + listed[0];
        if (listed != null) {
            // ServiceLoader repeats the class name: "Provider X not found", "X not a subtype", "X: ...".
            for (String prefix : new String[] {"Provider " + listed[0] + " ", listed[0] + ": ", listed[0] + " "}) {
                if (message.startsWith(prefix)) {
                    message = message.substring(prefix.length());
                    break;
                }
            }
            if (message.equals("not found")) {
                message = "class not found";
            } else if (message.equals("not a subtype")) {
                message = "it does not implement " + Variant.class.getName();
            }
        }
        return provider + (where == null ? "" : " (" + where + ")") + " could not be loaded: " + message;
    }

    /** The class named in {@code message} and the jar (or file) listing it, or null. */
    private static String[] listing(String message, ClassLoader loader) {
        try {
            Enumeration<URL> files = loader.getResources(SERVICES);
            while (files.hasMoreElements()) {
                URL url = files.nextElement();
                String text;
                try (InputStream in = url.openStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                for (String line : text.split("\n")) {
                    String name = line.replaceAll("#.*", "").strip();
                    if (!name.isEmpty() && containsName(message, name)) {
                        String path = url.getPath();
                        int bang = path.indexOf("!/");
                        return new String[] {name,
                            bang >= 0 ? path.substring(path.lastIndexOf('/', bang) + 1, bang) : path};
                    }
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // Only for a better message: without it we still report the error itself.
        }
        return null;
    }

    private static boolean containsName(String message, String className) {
        int i = message.indexOf(className);
        while (i >= 0) {
            int end = i + className.length();
            if (end == message.length() || !Character.isJavaIdentifierPart(message.charAt(end))) {
                return true;
            }
            i = message.indexOf(className, end);
        }
        return false;
    }

    /** One line: what went wrong at the root of {@code e} (a constructor's exception), or its own message. */
    private static String causeMessage(Throwable e) {
        Throwable root = root(e);
        if (root == e) {
            return rootMessage(e);
        }
        String line = root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
        return line.replace('\n', ' ');
    }

    /** One line: the error's message (without ServiceLoader's service prefix) and its root cause. */
    private static String rootMessage(Throwable e) {
        String top = e.getMessage();
        if (top != null && top.startsWith(Variant.class.getName() + ": ")) {
            top = top.substring(Variant.class.getName().length() + 2);
        }
        Throwable root = root(e);
        String cause = root == e ? "" : root.getClass().getSimpleName()
                + (root.getMessage() == null ? "" : ": " + root.getMessage());
        String text = top == null ? e.getClass().getSimpleName() : top;
        String line = cause.isEmpty() ? text : text + " (" + cause + ")";
        return line.replace('\n', ' ');
    }

    /** The innermost cause of {@code e} (at most 32 levels down, in case of a cycle). */
    private static Throwable root(Throwable e) {
        Throwable root = e;
        for (int depth = 0; depth < 32 && root.getCause() != null && root.getCause() != root; depth++) {
            root = root.getCause();
        }
        return root;
    }
}
