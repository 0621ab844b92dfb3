package io.github.grundy.cli.common;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Whole-number option values ({@code --limit=20}, {@code --seed=-7}) read as input files read
 * numbers: ASCII digits with an optional leading '-', nothing else (no '+', no other scripts'
 * digits, no spaces), refused in words rather than by Java type ("'abc' is not a whole number").
 * A command checks its own range (non-negative, at least 1) after this.
 */
public final class WholeNumber {

    private WholeNumber() {
    }

    /** The converter for {@code long} and {@code Long} options. */
    public static final ITypeConverter<Long> LONG = text -> parse(text, Long.MIN_VALUE, Long.MAX_VALUE);

    /** The converter for {@code int} and {@code Integer} options. */
    public static final ITypeConverter<Integer> INT = text -> (int) parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE);

    /**
     * The number {@code text} is, within {@code min..max}.
     *
     * @throws TypeConversionException if it is not a whole number, or out of range
     */
    public static long parse(String text, long min, long max) {
        int start = text.startsWith("-") ? 1 : 0;
        boolean digits = text.length() > start;
        for (int i = start; i < text.length() && digits; i++) {
            char c = text.charAt(i);
            digits = c >= '0' && c <= '9';
        }
        if (!digits) {
            throw new TypeConversionException("'" + text + "' is not a whole number");
        }
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new TypeConversionException(tooFar(text, start == 1 ? min : max));
        }
        if (value < min || value > max) {
            throw new TypeConversionException(tooFar(text, value < min ? min : max));
        }
        return value;
    }

    private static String tooFar(String text, long bound) {
        return "'" + text + "' is too " + (bound < 0 ? "small (at least " : "large (at most ") + bound + ")";
    }
}
