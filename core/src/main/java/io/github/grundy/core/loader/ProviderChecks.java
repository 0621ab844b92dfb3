package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Checks a created provider against the contract of {@link Variant} before it is used: its SPI
 * version (this grundy's, neither newer nor older), that its classes link with this grundy-core
 * ({@link Linkage}; not for the built-in ones), its id, that it describes itself, and that no
 * parameter takes a name of {@link Parameter#RESERVED_NAMES}. The one statement of these rules:
 * the loader applies them, and so does {@code GameChecker}, through
 * {@link VariantCatalog#refusal(Variant)}. A provider's methods are a plugin's code, so any
 * of them may throw; each failure becomes one line naming the provider and its source.
 */
final class ProviderChecks {

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    /** {@link #ID} in words, as the refusal says it. */
    private static final String ID_RULE = "lower-case words of letters and digits joined by '-', beginning with a letter";

    private ProviderChecks() {
    }

    /** What the checks found: the provider may be added under its id, or is refused. */
    sealed interface Verdict permits Accepted, Refused {
    }

    /** The provider passed; {@code id} is its id, read once. */
    record Accepted(String id) implements Verdict {
    }

    /** The provider is left out, for the reason in {@code message} (one line). */
    record Refused(String message) implements Verdict {
    }

    /** Checks {@code variant}, which came from {@code source}. */
    static Verdict check(Variant variant, String source) {
        String provider = "variant provider " + variant.getClass().getName() + " (" + source + ")";
        int version;
        try {
            version = variant.spiVersion();
        } catch (AbstractMethodError e) {
            // Only a class compiled against SPI version 1, where spiVersion() was a default method, lacks it.
            return new Refused(provider + " is built for grundy SPI version 1 (it has no spiVersion() method), "
                    + older());
        } catch (RuntimeException | LinkageError e) {
            return new Refused(provider + " failed to give its SPI version: " + LoadErrors.rootMessage(e));
        }
        if (version > Variant.SPI_VERSION) {
            return new Refused(provider + " is built for grundy SPI version " + version + ", newer than this grundy's ("
                    + Variant.SPI_VERSION + "): use a newer grundy, or a build of the plugin for SPI version "
                    + Variant.SPI_VERSION + "; ignored");
        }
        if (version < 1) {
            return new Refused(provider + " declares SPI version " + version + ", which does not exist (versions start"
                    + " at 1); ignored");
        }
        if (version < Variant.SPI_VERSION) {
            // Versions only grow for changes that break older plugins: one may fail halfway through a command.
            return new Refused(provider + " is built for grundy SPI version " + version + ", " + older());
        }
        if (!source.equals(VariantCatalog.BUILT_IN)) {
            // The SPI version is the same, yet the classes may not link (a build against another
            // grundy-core of that version): say so now, not halfway through a command.
            Optional<String> unlinked = Linkage.problem(variant.getClass());
            if (unlinked.isPresent()) {
                return new Refused(unlinked(provider, unlinked.get()));
            }
        }
        String id;
        try {
            id = variant.id();
        } catch (RuntimeException | LinkageError e) {
            return new Refused(provider + " failed to give its id: " + LoadErrors.rootMessage(e));
        }
        Optional<String> wrongId = idProblem(id);
        if (wrongId.isPresent()) {
            return new Refused(provider + " has the id " + wrongId.get() + "; ignored");
        }
        List<Parameter<?>> parameters;
        try {
            Objects.requireNonNull(variant.title(), "title() is null");
            Objects.requireNonNull(variant.summary(), "summary() is null");
            parameters = Objects.requireNonNull(variant.parameters(), "parameters() is null");
            parameters.forEach(p -> Objects.requireNonNull(p, "parameters() holds null"));
        } catch (RuntimeException | LinkageError e) {
            return new Refused(provider + " failed to describe variant '" + id + "': " + LoadErrors.rootMessage(e)
                    + "; ignored");
        }
        for (Parameter<?> p : parameters) {
            // The command would take --json itself, and the variant would never see it.
            if (Parameter.RESERVED_NAMES.contains(p.name())) {
                return new Refused(provider + " declares the parameter '--" + p.name() + "', a name grundy's"
                        + " commands use for their own options; rename it; ignored");
            }
        }
        return new Accepted(id);
    }

    /** {@code 'Moore_2', which is not ... (as 'moore-2')} for an id that breaks the rule; empty for an id. */
    static Optional<String> idProblem(String id) {
        if (id != null && ID.matcher(id).matches()) {
            return Optional.empty();
        }
        return Optional.of((id == null ? "null" : "'" + id + "'") + ", which is not " + ID_RULE + suggestion(id));
    }

    /** {@code 'moore-2'} for {@code Moore_2}: the id the rule makes of it, if any. */
    private static String suggestion(String id) {
        if (id == null) {
            return "";
        }
        String fixed = id.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return ID.matcher(fixed).matches() ? " (as '" + fixed + "')" : "";
    }

    /** The refusal of a provider whose classes do not link, {@code problem} saying where. */
    static String unlinked(String provider, String problem) {
        return provider + " is built against another grundy-core: " + problem + "; rebuild it against this grundy's"
                + " grundy-core; ignored";
    }

    /** The rest of the message about a provider built for an older SPI version. */
    private static String older() {
        return "older than this grundy's (" + Variant.SPI_VERSION + "): rebuild it against grundy-core "
                + Variant.SPI_VERSION + "; ignored";
    }
}
