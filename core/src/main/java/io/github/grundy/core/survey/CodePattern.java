package io.github.grundy.core.survey;

import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A family of take-and-break codes written with {@code ?} for "any digit": {@code 0.??} is the
 * 64 two-digit octal codes {@code 0.00} to {@code 0.77}, {@code 4.?} the eight {@code 4.0} to
 * {@code 4.7}. A {@code ?} is an octal digit (0-7), as in the literature's tables, unless the
 * pattern has a hexadecimal digit (8-F) elsewhere: then it is any digit 0-F ({@code 0.?8}).
 * A pattern without {@code ?} is one code. {@code hexadecimal} makes every {@code ?} any digit 0-F
 * ({@code 0.?} is then the sixteen one-digit hexadecimal codes).
 *
 * <p>{@link #expand()} lists the codes in the tables' order (each {@code ?} counting up, the
 * leftmost slowest), each with the code it is the same game as by definition when it is not its
 * own: trailing zero digits ({@code 0.70} is {@code 0.7}), and the bits of the digit before the
 * point that no move uses (taking nothing and leaving one heap or none is no move, so {@code 5.}
 * is {@code 4.}) when a {@code ?} spells it; a code written with such a digit ({@code 5.7}) is
 * refused as {@link TakeBreakCode#parse} refuses it everywhere.
 *
 * @param text        the pattern as written
 * @param hexadecimal whether every {@code ?} is any hexadecimal digit, even where the pattern
 *                    writes none of 8-F
 * @since SPI version 2
 */
public record CodePattern(String text, boolean hexadecimal) {

    /** The most codes a pattern may stand for. */
    public static final int MAX_CODES = 1 << 20;

    private static final String DIGITS = "0123456789ABCDEF";

    /**
     * One code of a pattern.
     *
     * @param written the code as the pattern spells it, e.g. {@code 0.70}
     * @param code    the game
     * @param sameAs  the canonical code when {@code written} is not it (the survey skips such a
     *                code: it is the same game as {@code sameAs}), else empty
     */
    public record Entry(String written, TakeBreakCode code, Optional<String> sameAs) {
    }

    /**
     * A pattern whose {@code ?} is an octal digit, unless it writes a hexadecimal one elsewhere.
     *
     * @param text the pattern, e.g. {@code 0.???}
     * @throws IllegalArgumentException as {@link #CodePattern(String, boolean)}
     */
    public CodePattern(String text) {
        this(text, false);
    }

    /**
     * Checks a pattern.
     *
     * @param text        the pattern, e.g. {@code 0.???}
     * @param hexadecimal whether every {@code ?} is any hexadecimal digit
     * @throws IllegalArgumentException naming what is wrong: a character that is no digit, {@code ?},
     *                                  {@code .} or {@code !}; a {@code ?} in a repeating tail;
     *                                  more than {@link #MAX_CODES} codes; or a code the pattern
     *                                  spells that is not one
     */
    public CodePattern {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("an empty code pattern");
        }
        int wild = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '?') {
                wild++;
                if (text.lastIndexOf('[', i) >= 0) {
                    throw new IllegalArgumentException("'" + text + "': a '?' in a repeating tail (character "
                            + (i + 1) + ") would stand for infinitely many games");
                }
            }
        }
        long codes = 1;
        int base = hexadecimal || writesHexDigit(text) ? 16 : 8;
        for (int i = 0; i < wild; i++) {
            codes *= base;
            if (codes > MAX_CODES) {
                throw new IllegalArgumentException("'" + text + "' stands for " + base + "^" + wild
                        + " codes, more than " + MAX_CODES);
            }
        }
        // Every digit in place of a '?' gives a code of the same shape: the first one checks the rest.
        // A digit written before the point is read as every command reads a code (5.7 is refused
        // there too); only a '?' there spells the unused bits, so that ?.7 lists its family whole.
        TakeBreakCode.parse(text.replace('?', '0'));
    }

    private static boolean writesHexDigit(String text) {
        for (int i = 0; i < text.length(); i++) {
            int d = DIGITS.indexOf(Character.toUpperCase(text.charAt(i)));
            if (d >= 8) {
                return true;
            }
        }
        return false;
    }

    /**
     * The codes, in order.
     *
     * @return one entry per digit string the pattern stands for
     */
    public List<Entry> expand() {
        int base = hexadecimal || writesHexDigit(text) ? 16 : 8;
        List<Integer> slots = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '?') {
                slots.add(i);
            }
        }
        List<Entry> out = new ArrayList<>();
        int[] digits = new int[slots.size()];
        char[] written = text.toCharArray();
        while (true) {
            for (int s = 0; s < digits.length; s++) {
                written[slots.get(s)] = DIGITS.charAt(digits[s]);
            }
            out.add(entry(new String(written)));
            int s = digits.length - 1;
            while (s >= 0 && digits[s] == base - 1) {
                digits[s--] = 0;
            }
            if (s < 0) {
                return out;
            }
            digits[s]++;
        }
    }

    /**
     * The entry of one written code: the digit before the point without its unused bits, then
     * parsed; the same game as another code when that changed it or when it ends in a zero digit.
     */
    private static Entry entry(String written) {
        String text = written;
        int point = written.indexOf('.');
        boolean unusedBits = false;
        if (point == 1) {
            int d0 = DIGITS.indexOf(Character.toUpperCase(written.charAt(0)));
            if (d0 >= 0 && (d0 & 3) != 0) {
                unusedBits = true;
                text = DIGITS.charAt(d0 & ~3) + written.substring(1);
            }
        }
        TakeBreakCode code = TakeBreakCode.parse(text);
        boolean trailingZero = !written.contains("[") && written.length() - point > 2 && written.endsWith("0");
        return new Entry(written, code, unusedBits || trailingZero ? Optional.of(code.toString()) : Optional.empty());
    }
}
