package io.github.grundy.core.loader;

/**
 * A plugin's variant failed: it threw while grundy asked it something, or broke the contract of
 * the SPI. A bug of the plugin, reported as the plugin's: the message names the variant, its jar
 * and what was asked, e.g. {@code plugin variant 'fragile' (fragile.jar) failed on heap 7:
 * IllegalStateException: boom}.
 *
 * @since SPI version 2
 */
public final class PluginFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The id of the variant that failed. */
    private final String variant;
    /** Where it came from: its jar (or class directory). */
    private final String source;

    PluginFailure(String variant, String source, String asked, String what, Throwable cause) {
        super("plugin variant '" + variant + "' (" + source + ") failed " + asked + ": " + what, cause);
        this.variant = variant;
        this.source = source;
    }

    /**
     * The id of the variant that failed.
     *
     * @return the variant's id
     */
    public String variant() {
        return variant;
    }

    /**
     * Where it came from: its jar (or class directory).
     *
     * @return the file name, as {@link VariantCatalog.Entry#source()} says it
     */
    public String source() {
        return source;
    }
}
