package io.github.grundy.cli.formats;

/**
 * One quantity of a judge problem's input, as its statement names it, with its bounds: what
 * {@code judge --validate} checks, {@code gen} keeps to and {@code list --json} shows as numbers.
 * Declared once per format, so that the three read the same numbers.
 *
 * @param name the quantity as the statement writes it, e.g. {@code n} or {@code a_i}
 * @param min  its least value
 * @param max  its largest value, {@link Long#MAX_VALUE} when the statement states none
 * @param word whether the quantity is a 64-bit word read unsigned, 0 to 2^64-1: {@code min} and
 *             {@code max} are then unsigned too
 */
public record StatedLimit(String name, long min, long max, boolean word) {

    /** A quantity with no stated upper bound. */
    static StatedLimit atLeast(String name, long min) {
        return new StatedLimit(name, min, Long.MAX_VALUE);
    }

    /** A 64-bit word, any of 0 to 2^64-1 (the input's format is its only limit). */
    static StatedLimit word(String name) {
        return new StatedLimit(name, 0, -1L, true);
    }

    /** A signed quantity, {@code min..max}. */
    public StatedLimit(String name, long min, long max) {
        this(name, min, max, false);
    }

    public StatedLimit {
        if (word ? Long.compareUnsigned(min, max) > 0 : min > max) {
            throw new IllegalArgumentException(name + ": " + min + " > " + max);
        }
    }

    /** True when the statement gives an upper bound. */
    public boolean bounded() {
        return word || max != Long.MAX_VALUE;
    }

    /** As the messages write it: {@code 1 <= n <= 10^5}, or {@code n >= 1}. */
    @Override
    public String toString() {
        return word ? Validation.show(min) + " <= " + name + " <= " + Validation.showUnsigned(max) : Validation.range(name, min, max);
    }
}
