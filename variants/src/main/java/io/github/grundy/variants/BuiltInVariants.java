package io.github.grundy.variants;

import io.github.grundy.core.loader.VariantCatalog;
import java.net.URL;
import java.security.CodeSource;
import java.util.Objects;

/**
 * Tells the variants of this module from plugins found beside them on the class path: a class is
 * built in when it was loaded from the same jar (or class directory) as this one. Where classes
 * have no location (a native image), every class is built in: such an image holds no plugin.
 */
public final class BuiltInVariants {

    private BuiltInVariants() {
    }

    /**
     * The variants that {@code loader} provides, this module's marked built in (served as they
     * are; the others are plugins, whose failures are reported as theirs).
     */
    public static VariantCatalog catalog(ClassLoader loader) {
        return VariantCatalog.builder().builtIn(BuiltInVariants::contains).classPath(loader).build();
    }

    /**
     * True iff {@code type} comes from grundy-variants. Both locations are read at each call, not
     * kept in a static field, which a native image could fill at build time.
     */
    public static boolean contains(Class<?> type) {
        return Objects.equals(location(BuiltInVariants.class), location(type));
    }

    private static URL location(Class<?> type) {
        try {
            CodeSource cs = type.getProtectionDomain().getCodeSource();
            return cs == null ? null : cs.getLocation();
        } catch (SecurityException e) {
            return null;
        }
    }
}
