package io.github.grundy.core.spi;

import io.github.grundy.core.game.LimitExceededException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The values of a variant's parameters: every parameter present, given or defaulted, each
 * validated by its type. Immutable.
 */
public final class Arguments {

    private final List<Parameter<?>> parameters;
    private final Map<String, Object> values;

    private Arguments(List<Parameter<?>> parameters, Map<String, Object> values) {
        this.parameters = parameters;
        this.values = values;
    }

    /**
     * Parses the texts given by a user for a variant's parameters (name to text) and fills in the
     * defaults.
     *
     * @param variant the variant whose {@link Variant#parameters()} are read
     * @param given   parameter name (without {@code --}) to the text the user gave
     * @return a value for every parameter of the variant
     * @throws IllegalArgumentException naming the variant and parameter: an unknown name, a bad
     *                                  value, or a required parameter left out
     */
    public static Arguments parse(Variant variant, Map<String, String> given) {
        List<Parameter<?>> parameters = List.copyOf(variant.parameters());
        Map<String, Object> values = new LinkedHashMap<>();
        for (String name : given.keySet()) {
            if (parameters.stream().noneMatch(p -> p.name().equals(name))) {
                throw new IllegalArgumentException(variant.id() + ": unknown parameter '" + name + "'"
                        + (parameters.isEmpty() ? " (it takes none)" : " (it takes " + names(parameters) + ")")
                        + variant.unknownParameterHint(name, given));
            }
        }
        for (Parameter<?> p : parameters) {
            String text = given.get(p.name());
            Object value;
            if (text != null) {
                try {
                    value = p.type().parse(text);
                } catch (LimitExceededException e) {
                    throw e.withContext(variant.id() + ": --" + p.name());
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(variant.id() + ": --" + p.name() + ": " + e.getMessage(), e);
                }
            } else if (p.isRequired()) {
                throw new IllegalArgumentException(variant.id() + ": parameter --" + p.name() + " is required ("
                        + p.description() + ", " + p.type().describe() + ")");
            } else {
                value = p.defaultValue();
            }
            values.put(p.name(), value);
        }
        return new Arguments(parameters, Collections.unmodifiableMap(values));
    }

    private static String names(List<Parameter<?>> parameters) {
        return parameters.stream().map(p -> "--" + p.name()).collect(Collectors.joining(", "));
    }

    /**
     * The value of {@code parameter}, which must be one of the variant's.
     *
     * @param <T>       the parameter's value type
     * @param parameter one of the variant's parameters, e.g. a constant the variant declares
     * @return the value given or, if none was, the default
     * @throws IllegalArgumentException if {@code parameter} is not one of the variant's
     */
    public <T> T get(Parameter<T> parameter) {
        if (!parameters.contains(parameter)) {
            throw new IllegalArgumentException("not a parameter of this variant: " + parameter.name());
        }
        @SuppressWarnings("unchecked") // put under the same parameter, parsed by its type
        T value = (T) values.get(parameter.name());
        return value;
    }

    /**
     * Every value by parameter name, in the variant's order.
     *
     * @return an unmodifiable map from parameter name to value
     */
    public Map<String, Object> asMap() {
        return values;
    }

    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }
}
