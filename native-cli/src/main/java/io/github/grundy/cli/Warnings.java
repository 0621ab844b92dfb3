package io.github.grundy.cli;

import io.github.grundy.core.loader.VariantCatalog;

/** Tells the user, once per command, about variant providers that could not be used. */
final class Warnings {

    private Warnings() {
    }

    static void print(VariantCatalog catalog, Console console) {
        for (VariantCatalog.Problem p : catalog.problems()) {
            console.err().println("grundy: warning: " + p.message());
        }
    }
}
