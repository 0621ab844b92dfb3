package io.github.grundy.core.spi;

import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * How a parameter's text becomes a value. {@link #parse} throws {@link IllegalArgumentException}
 * with a message that says what was expected, e.g. {@code expected an integer >= 1, found 'x'}.
 *
 * @param <T> the type of the values
 */
public interface ParameterType<T> {

    /**
     * What a value looks like, for help texts, e.g. {@code integer >= 1}.
     *
     * @return a short description, without a leading article
     */
    String describe();

    /**
     * Parses and validates a value.
     *
     * @param text the text a user gave, as is
     * @return the value
     * @throws IllegalArgumentException saying what was expected, shown to the user after the
     *                                  variant's id and the parameter's name
     */
    T parse(String text);

    /**
     * An integer in {@code [min, max]}, written in decimal with an optional '-' (no '+', no spaces).
     *
     * @param min the smallest value accepted
     * @param max the largest value accepted; {@link Long#MAX_VALUE} for no upper bound
     * @return the type, whose values are {@link Long}s
     * @throws IllegalArgumentException if {@code min > max}
     */
    static ParameterType<Long> integer(long min, long max) {
        return new IntegerType(min, max);
    }

    /**
     * A list of distinct integers in {@code [min, max]}, written {@code 2,5,7}; the value is sorted
     * and immutable. At least one integer must be given.
     *
     * @param min the smallest element accepted
     * @param max the largest element accepted; {@link Long#MAX_VALUE} for no upper bound
     * @return the type, an {@link IntegerSetType}
     * @throws IllegalArgumentException if {@code min > max}
     */
    static ParameterType<List<Long>> integerSet(long min, long max) {
        return new IntegerSetType(min, max);
    }

    /**
     * A type made of a description and a parser, e.g. a file that a game reads. The parser throws
     * {@link IllegalArgumentException} with a message a user can act on.
     *
     * @param <T>         the type of the values
     * @param description what {@link #describe()} returns
     * @param parser      what {@link #parse} calls
     * @return the type
     */
    static <T> ParameterType<T> of(String description, Function<String, T> parser) {
        return new ParameterType<>() {
            @Override
            public String describe() {
                return description;
            }

            @Override
            public T parse(String text) {
                return parser.apply(text);
            }
        };
    }

    /**
     * A file the game reads, named by its path: like {@link #of}, and marked as a path, so that a
     * relative path written in a file of components ({@code solve -i DIR/sum.txt}) is read from
     * that file's directory ({@code DIR}), as the user who wrote them both means.
     *
     * @param <T>         the type of the values
     * @param description what {@link #describe()} returns
     * @param parser      what {@link #parse} calls, with the path as given or resolved
     * @return the type, a {@link FileType}
     * @since SPI version 2
     */
    static <T> ParameterType<T> file(String description, Function<String, T> parser) {
        return new FileType<>(description, parser);
    }

    /**
     * A file the game reads: the type {@link #file} returns.
     *
     * @param <T>         the type of the values
     * @param description what {@link #describe()} returns
     * @param parser      what {@link #parse} calls
     * @since SPI version 2
     */
    record FileType<T>(String description, Function<String, T> parser) implements ParameterType<T> {

        @Override
        public String describe() {
            return description;
        }

        @Override
        public T parse(String text) {
            return parser.apply(text);
        }
    }

    /**
     * A whole number within bounds: the type {@link #integer} returns.
     *
     * @param min the smallest value accepted
     * @param max the largest value accepted; {@link Long#MAX_VALUE} for no upper bound
     */
    record IntegerType(long min, long max) implements ParameterType<Long> {

        /**
         * Checks the range, which must hold a value.
         *
         * @param min the smallest value accepted
         * @param max the largest value accepted, at least {@code min}
         * @throws IllegalArgumentException if {@code min > max}
         */
        public IntegerType {
            if (min > max) {
                throw new IllegalArgumentException("empty range " + min + ".." + max);
            }
        }

        @Override
        public String describe() {
            if (max == Long.MAX_VALUE) {
                return "integer >= " + min;
            }
            return "integer in " + min + ".." + max;
        }

        @Override
        public Long parse(String text) {
            long v;
            try {
                // Digits with an optional '-' only, as heaps are read: no '+', no spaces.
                if (!text.matches("-?[0-9]+")) {
                    throw new NumberFormatException(text);
                }
                v = Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("expected an " + describe() + ", found '" + text + "'");
            }
            if (v < min || v > max) {
                throw new IllegalArgumentException("expected an " + describe() + ", found " + v);
            }
            return v;
        }
    }

    /**
     * Distinct integers within bounds: the type {@link #integerSet} returns. A record, as
     * {@link IntegerType} is, so that the bounds can be read ({@code grundy list --json} shows
     * them) rather than only described.
     *
     * @param min the smallest element accepted
     * @param max the largest element accepted; {@link Long#MAX_VALUE} for no upper bound
     * @since SPI version 2
     */
    record IntegerSetType(long min, long max) implements ParameterType<List<Long>> {

        /**
         * Checks the range, which must hold a value.
         *
         * @param min the smallest element accepted
         * @param max the largest element accepted, at least {@code min}
         * @throws IllegalArgumentException if {@code min > max}
         */
        public IntegerSetType {
            if (min > max) {
                throw new IllegalArgumentException("empty range " + min + ".." + max);
            }
        }

        @Override
        public String describe() {
            return "comma-separated integers in " + (max == Long.MAX_VALUE ? ">= " + min : min + ".." + max);
        }

        @Override
        public List<Long> parse(String text) {
            if (text.isBlank()) {
                throw new IllegalArgumentException("expected at least one integer, found nothing");
            }
            IntegerType element = new IntegerType(min, max);
            TreeSet<Long> values = new TreeSet<>();
            for (String part : text.split(",", -1)) {
                if (!values.add(element.parse(part.strip()))) {
                    throw new IllegalArgumentException("expected distinct integers, found " + part.strip() + " twice");
                }
            }
            return List.copyOf(values);
        }
    }
}
