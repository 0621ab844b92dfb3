package io.github.grundy.cli.common;

import io.github.grundy.core.loader.VariantCatalog;
import java.util.Map;

/**
 * Tells the user, once per command, about variant providers and rule files that could not be used, unless told
 * to be quiet: by {@code --quiet} or the environment variable {@value #ENV}.
 */
public final class Warnings {

    /** The environment variable that silences warnings as {@code --quiet} does: any value but empty or 0. */
    public static final String ENV = "GRUNDY_QUIET";

    private final Map<String, String> env;

    public Warnings(Map<String, String> env) {
        this.env = env;
    }

    /** The catalogue's problems as warnings, unless {@code quiet} ({@code --quiet}) or {@value #ENV} says not to. */
    public void print(VariantCatalog catalog, Console console, boolean quiet) {
        if (!quiet && !quietByEnvironment()) {
            printAlways(catalog, console);
        }
    }

    /**
     * The catalogue's problems as warnings, whatever {@code --quiet} says: {@code grundy list}
     * shows them. First what the environment asks that this binary cannot do: a plugin directory
     * in {@value Catalogs#ENV}, passed over by the native binary.
     */
    public void printAlways(VariantCatalog catalog, Console console) {
        Catalogs.passedOver(env).ifPresent(plugins -> console.err().println("grundy: warning: " + Catalogs.ENV + "="
                + plugins + " is passed over: " + Catalogs.NEEDS_THE_JVM));
        for (VariantCatalog.Problem p : catalog.problems()) {
            console.err().println("grundy: warning: " + p.message());
        }
    }

    private boolean quietByEnvironment() {
        String value = env.get(ENV);
        return value != null && !value.isEmpty() && !value.equals("0");
    }
}
