package io.github.grundy.core.spi;

/**
 * How a parameter's text becomes a value. {@link #parse} throws {@link IllegalArgumentException}
 * with a message that says what was expected, e.g. {@code expected an integer >= 1, found 'x'}.
 */
public interface ParameterType<T> {

    /** What a value looks like, for help texts, e.g. {@code integer >= 1}. */
    String describe();

    /** Parses and validates a value. */
    T parse(String text);

    /** An integer in {@code [min, max]}. */
    static ParameterType<Long> integer(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("empty range " + min + ".." + max);
        }
        return new IntegerType(min, max);
    }

    /** A whole number within bounds. */
    record IntegerType(long min, long max) implements ParameterType<Long> {

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
                v = Long.parseLong(text.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("expected an " + describe() + ", found '" + text + "'");
            }
            if (v < min || v > max) {
                throw new IllegalArgumentException("expected an " + describe() + ", found " + v);
            }
            return v;
        }
    }
}
