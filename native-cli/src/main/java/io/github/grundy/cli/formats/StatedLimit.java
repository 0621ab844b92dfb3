package io.github.grundy.cli.formats;

/**
 * One quantity of a judge problem's input, as its statement names it, with its bounds: what
 * {@code judge --validate} checks, {@code gen} keeps to and {@code list --json} shows as numbers.
 * Declared once per format, so that the three read the same numbers.
 *
 * @param name the quantity as the statement writes it, e.g. {@code n} or {@code a_i}
 * @param min  its least value
 * @param max  its largest value, {@link Long#MAX_VALUE} when the statement states none
 */
public record StatedLimit(String name, long min, long max) {

    /** A quantity with no stated upper bound. */
    static StatedLimit atLeast(String name, long min) {
        return new StatedLimit(name, min, Long.MAX_VALUE);
    }

    public StatedLimit {
        if (min > max) {
            throw new IllegalArgumentException(name + ": " + min + " > " + max);
        }
    }

    /** True when the statement gives an upper bound. */
    public boolean bounded() {
        return max != Long.MAX_VALUE;
    }

    /** As the messages write it: {@code 1 <= n <= 10^5}, or {@code n >= 1}. */
    @Override
    public String toString() {
        return Validation.range(name, min, max);
    }
}
