package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Variant;
import java.security.CodeSource;

/** A provider created, not yet checked or added, and where it came from. */
record Candidate(Variant variant, String source) {

    /** The file name of the jar or directory a class was loaded from; {@link VariantCatalog#BUILT_IN} if unknown. */
    static String sourceOf(Class<?> type) {
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
        return VariantCatalog.BUILT_IN;
    }
}
