package io.github.grundy.core.spi;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A typed parameter of a variant, e.g. {@code max} of Bash. A parameter without a default value
 * is required. Its name must not be one of {@link #RESERVED_NAMES}: grundy refuses, when it loads
 * the variant, one that declares such a parameter.
 *
 * @param name         lower-case words joined by '-', given as {@code --name=value}; not one of
 *                     {@link #RESERVED_NAMES}
 * @param description  one line for help texts
 * @param type         parses and validates values
 * @param defaultValue the value when none is given, or null when a value is required
 * @param <T>          the type of the parsed value, e.g. {@link Long} for
 *                     {@link ParameterType#integer}
 */
public record Parameter<T>(String name, String description, ParameterType<T> type, T defaultValue) {

    /**
     * The names no parameter may have, because grundy's commands use them for their own options
     * ({@code solve}'s and {@code judge}'s, and those of commands to come). A variant's parameters
     * are given as {@code --NAME=VALUE} after its id ({@code grundy solve my-game --NAME=VALUE 5}),
     * where the command would take {@code --json} or {@code --limit} for itself. A provider that
     * declares one is left out when it loads, with a one-line warning naming the parameter.
     * Immutable, in this order.
     *
     * @since SPI version 2
     */
    public static final Set<String> RESERVED_NAMES = Collections.unmodifiableSet(new LinkedHashSet<>(List.of(
            "limit", "json", "moves", "input", "timeout", "to", "from", "help", "version", "debug", "plugins",
            "quiet", "misere", "explain", "raw", "summary", "checkpoint", "resume", "seed", "cases", "verdict", "out",
            "validate", "max-positions", "no-stop", "plot", "checkpoint-every", "first", "quotient", "max-quotient",
            "plot-size", "verbose", "rules", "plot-format", "store", "frequencies", "threads", "each", "where")));

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    /**
     * Checks the name's spelling; {@link #RESERVED_NAMES} are refused later, when grundy loads the
     * variant.
     *
     * @param name         lower-case words joined by '-', given as {@code --name=value}; not one of
     *                     {@link #RESERVED_NAMES}
     * @param description  one line for help texts
     * @param type         parses and validates values
     * @param defaultValue the value when none is given, or null when a value is required
     * @throws IllegalArgumentException if the name is not lower-case words joined by '-'
     * @throws NullPointerException     if the name, description or type is null
     */
    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(type, "type");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("parameter name must be lower-case words joined by '-': " + name);
        }
    }

    /**
     * A parameter that must be given.
     *
     * @param <T>         the type of the parsed value
     * @param name        lower-case words joined by '-', not one of {@link #RESERVED_NAMES}
     * @param description one line for help texts
     * @param type        parses and validates values
     * @return the parameter, without a default
     */
    public static <T> Parameter<T> required(String name, String description, ParameterType<T> type) {
        return new Parameter<>(name, description, type, null);
    }

    /**
     * A parameter with a default value.
     *
     * @param <T>          the type of the parsed value
     * @param name         lower-case words joined by '-', not one of {@link #RESERVED_NAMES}
     * @param description  one line for help texts
     * @param type         parses and validates values
     * @param defaultValue the value when none is given, not null; it should be one that
     *                     {@code type} accepts, since it is not checked
     * @return the parameter
     * @throws NullPointerException if {@code defaultValue} is null
     */
    public static <T> Parameter<T> optional(String name, String description, ParameterType<T> type, T defaultValue) {
        return new Parameter<>(name, description, type, Objects.requireNonNull(defaultValue, "defaultValue"));
    }

    /**
     * The default value, if there is one.
     *
     * @return the default, or empty for a required parameter
     */
    public Optional<T> defaultValueIfAny() {
        return Optional.ofNullable(defaultValue);
    }

    /**
     * True when the parameter has no default.
     *
     * @return true if users must give a value
     */
    public boolean isRequired() {
        return defaultValue == null;
    }
}
