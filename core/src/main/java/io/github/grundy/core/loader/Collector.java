package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import java.util.jar.JarFile;

/** Gathers entries, problems and plugin class loaders while a catalogue is loaded. */
final class Collector {

    /** How many consecutive loader errors we accept before giving up on a class loader. */
    private static final int MAX_ERRORS = 100;

    private final Predicate<Class<?>> builtIn;
    private final Map<String, VariantCatalog.Entry> entries = new LinkedHashMap<>();
    private final List<VariantCatalog.Problem> problems = new ArrayList<>();
    private final List<URLClassLoader> loaders = new ArrayList<>();

    Collector(Predicate<Class<?>> builtIn) {
        this.builtIn = builtIn;
    }

    void problem(String message) {
        problems.add(new VariantCatalog.Problem(message));
    }

    VariantCatalog catalog() {
        return new VariantCatalog(entries, List.copyOf(problems), List.copyOf(loaders));
    }

    /** Closes the class loaders opened so far (loading failed). */
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
                problem(LoadErrors.loadError(e, loader, jar));
                if (++errors >= MAX_ERRORS) {
                    break;
                }
                continue;
            }
            String source = jar != null ? jar
                    : builtIn.test(provider.type()) ? VariantCatalog.BUILT_IN : Candidate.sourceOf(provider.type());
            try {
                found.add(new Candidate(provider.get(), source));
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                String name = "variant provider " + provider.type().getName() + " (" + source + ")";
                // A constructor that does not link: say which reference, as for a provider created.
                Optional<String> unlinked = source.equals(VariantCatalog.BUILT_IN) ? Optional.empty()
                        : Linkage.problem(provider.type());
                problem(unlinked.isPresent() ? ProviderChecks.unlinked(name, unlinked.get())
                        : name + " could not be created: " + LoadErrors.causeMessage(e));
            }
        }
        return found;
    }

    /** The providers of one plugin jar, in a class loader of its own. */
    void pluginJar(Path jar) {
        String name = jar.getFileName().toString();
        boolean listsProviders;
        try (JarFile file = new JarFile(jar.toFile())) {
            listsProviders = file.getEntry(VariantCatalog.SERVICES) != null;
        } catch (IOException | SecurityException e) {
            problem("plugin jar " + name + " cannot be read: " + LoadErrors.rootMessage(e) + "; ignored");
            return;
        }
        if (!listsProviders) {
            problem("plugin jar " + name + " provides no variant: it has no " + VariantCatalog.SERVICES + "; ignored");
            return;
        }
        URL url;
        try {
            url = jar.toUri().toURL();
        } catch (MalformedURLException e) {
            problem("plugin jar " + name + " cannot be read: " + LoadErrors.rootMessage(e) + "; ignored");
            return;
        }
        PluginClassLoader loader = new PluginClassLoader(name, url, Variant.class.getClassLoader());
        loaders.add(loader);
        int before = problems.size();
        List<Candidate> found = providers(loader, name);
        if (found.isEmpty() && problems.size() == before) {
            problem("plugin jar " + name + " provides no variant: its " + VariantCatalog.SERVICES
                    + " names no class; ignored");
        }
        found.forEach(this::add);
    }

    /** Checks a created provider and adds it, unless it is refused or its id is taken. */
    void add(Candidate candidate) {
        Variant variant = candidate.variant();
        String source = candidate.source();
        ProviderChecks.Verdict verdict = ProviderChecks.check(variant, source);
        if (verdict instanceof ProviderChecks.Refused refused) {
            problem(refused.message());
            return;
        }
        String id = ((ProviderChecks.Accepted) verdict).id();
        VariantCatalog.Entry first = entries.get(id);
        if (first != null) {
            problem("variant id '" + id + "' is provided twice: by "
                    + provider(first) + " and by " + variant.getClass().getName() + " (" + source + "); using the first");
            return;
        }
        // A plugin's games report their failures as the plugin's, by name (the built-in ones are grundy's).
        boolean builtIn = source.equals(VariantCatalog.BUILT_IN);
        Variant served = builtIn ? variant : new GuardedVariant(variant, source);
        entries.put(id, new VariantCatalog.Entry(served, source,
                builtIn ? VariantCatalog.Origin.BUILT_IN : VariantCatalog.Origin.PLUGIN));
    }

    /**
     * Adds the game of a rule file under its id, unless the id is taken. Not guarded as a plugin's:
     * its code is grundy's, and its rule's errors are the user's.
     */
    void addRuleFile(Variant variant, String file) {
        String id = variant.id();
        VariantCatalog.Entry first = entries.get(id);
        if (first != null) {
            problem("variant id '" + id + "' is provided twice: by " + provider(first) + " and by rule file " + file
                    + "; using the first");
            return;
        }
        entries.put(id, new VariantCatalog.Entry(variant, file, VariantCatalog.Origin.RULE_FILE));
    }

    /**
     * Who provided an entry, as a message names it: a plugin's class and jar, a rule file, or grundy
     * itself for a built-in game (its class is grundy's inside, a Java name that tells a user of rule
     * files or plugins nothing they can act on).
     */
    private static String provider(VariantCatalog.Entry e) {
        return switch (e.origin()) {
            case RULE_FILE -> "rule file " + e.source();
            case BUILT_IN -> "grundy's built-in games";
            case PLUGIN -> GuardedVariant.providerClass(e.variant()).getName() + " (" + e.source() + ")";
        };
    }
}
