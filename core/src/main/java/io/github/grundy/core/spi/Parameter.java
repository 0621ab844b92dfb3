package io.github.grundy.core.spi;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A typed parameter of a variant, e.g. {@code max} of Bash. A parameter without a default value
 * is required.
 *
 * @param name         lower-case words joined by '-', given as {@code --name=value}
 * @param description  one line for help texts
 * @param type         parses and validates values
 * @param defaultValue the value when none is given, or null when a value is required
 */
public record Parameter<T>(String name, String description, ParameterType<T> type, T defaultValue) {

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(type, "type");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("parameter name must be lower-case words joined by '-': " + name);
        }
    }

    /** A parameter that must be given. */
    public static <T> Parameter<T> required(String name, String description, ParameterType<T> type) {
        return new Parameter<>(name, description, type, null);
    }

    /** A parameter with a default value. */
    public static <T> Parameter<T> optional(String name, String description, ParameterType<T> type, T defaultValue) {
        return new Parameter<>(name, description, type, Objects.requireNonNull(defaultValue, "defaultValue"));
    }

    /** The default value, if there is one. */
    public Optional<T> defaultValueIfAny() {
        return Optional.ofNullable(defaultValue);
    }

    /** True when the parameter has no default. */
    public boolean isRequired() {
        return defaultValue == null;
    }
}
