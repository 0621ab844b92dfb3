package io.github.grundy.core.spi;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The installed variants, each with the place it came from, plus the providers that could not be
 * used. A broken provider (class missing, constructor throwing, id taken) becomes a
 * {@link Problem} naming the class and its jar, and every other variant stays usable.
 */
public final class VariantCatalog {

    /** How many consecutive loader errors we accept before giving up on a class loader. */
    private static final int MAX_ERRORS = 100;

    private final Map<String, Entry> entries;
    private final List<Problem> problems;

    private VariantCatalog(Map<String, Entry> entries, List<Problem> problems) {
        this.entries = entries;
        this.problems = problems;
    }

    /** A variant and where it came from (a jar or a class directory). */
    public record Entry(Variant variant, String source) {
    }

    /** A provider that could not be used, and why, in one line. */
    public record Problem(String message) {
        @Override
        public String toString() {
            return message;
        }
    }

    /** The variants that {@code loader} provides through {@link ServiceLoader}. */
    public static VariantCatalog load(ClassLoader loader) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        List<Problem> problems = new ArrayList<>();
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
                problems.add(new Problem(describeError(e, loader)));
                if (++errors >= MAX_ERRORS) {
                    break;
                }
                continue;
            }
            String source = sourceOf(provider.type());
            Variant variant;
            try {
                variant = provider.get();
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                problems.add(new Problem("variant provider " + provider.type().getName() + " (" + source
                        + ") could not be created: " + rootMessage(e)));
                continue;
            }
            add(entries, problems, variant, source);
        }
        return new VariantCatalog(entries, List.copyOf(problems));
    }

    /** A catalogue of the given variants (tests, embedding). Duplicates become problems. */
    public static VariantCatalog of(List<? extends Variant> variants) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        List<Problem> problems = new ArrayList<>();
        for (Variant v : variants) {
            add(entries, problems, v, sourceOf(v.getClass()));
        }
        return new VariantCatalog(entries, List.copyOf(problems));
    }

    private static void add(Map<String, Entry> entries, List<Problem> problems, Variant variant, String source) {
        String id;
        try {
            id = variant.id();
        } catch (RuntimeException e) {
            problems.add(new Problem("variant provider " + variant.getClass().getName() + " (" + source
                    + ") failed to give its id: " + rootMessage(e)));
            return;
        }
        Entry first = entries.get(id);
        if (first != null) {
            problems.add(new Problem("variant id '" + id + "' is provided twice: by "
                    + first.variant().getClass().getName() + " (" + first.source() + ") and by "
                    + variant.getClass().getName() + " (" + source + "); using the first"));
            return;
        }
        entries.put(id, new Entry(variant, source));
    }

    /** All usable variants, in the order they were found. */
    public List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    /** The variant with this id. */
    public Optional<Variant> find(String id) {
        Entry e = entries.get(id);
        return e == null ? Optional.empty() : Optional.of(e.variant());
    }

    /** The providers that could not be used. */
    public List<Problem> problems() {
        return problems;
    }

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
        return "built in";
    }

    /**
     * ServiceLoader's errors name the provider class but not its jar: find the services file that
     * lists that class, so the user knows which jar to remove or fix.
     */
    private static String describeError(ServiceConfigurationError e, ClassLoader loader) {
        String message = rootMessage(e);
        String where = listingJar(message, loader);
        return "variant provider could not be loaded" + (where == null ? "" : " (listed in " + where + ")") + ": " + message;
    }

    private static String listingJar(String message, ClassLoader loader) {
        try {
            Enumeration<URL> files = loader.getResources("META-INF/services/" + Variant.class.getName());
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
                        return bang >= 0 ? path.substring(path.lastIndexOf('/', bang) + 1, bang) : path;
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

    private static String rootMessage(Throwable e) {
        String top = e.getMessage();
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String cause = root == e ? "" : root.getClass().getSimpleName()
                + (root.getMessage() == null ? "" : ": " + root.getMessage());
        String text = top == null ? e.getClass().getSimpleName() : top;
        String line = cause.isEmpty() ? text : text + " (" + cause + ")";
        return line.replace('\n', ' ');
    }
}
