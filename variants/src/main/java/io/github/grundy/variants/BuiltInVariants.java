package io.github.grundy.variants;

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
