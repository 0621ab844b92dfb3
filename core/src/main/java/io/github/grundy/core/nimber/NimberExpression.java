package io.github.grundy.core.nimber;

import java.util.OptionalLong;

/**
 * A nimber expression, read and evaluated at once ({@link #evaluate}): numbers in decimal or
 * {@code 0x} hexadecimal below 2^64, nim-sum {@code +} (or {@code ⊕}), nim-product {@code *} (or
 * {@code ⊗}), nim-quotient {@code /} (or {@code ⊘}), powers {@code a^e} with an ordinary integer
 * exponent, {@code sqrt(x)}, {@code inv(x)}, the multiplicative order {@code ord(x)}, the discrete
 * logarithm {@code log(a, b)} (the least {@code x} with {@code a^x = b}; {@link NimberLogarithm}),
 * and parentheses. Order and logarithm are ordinary integers, read as nimbers if combined further.
 * Products bind tighter than sums and powers tighter than products, all left to right
 * ({@code 2 ^ 3 ^ 2} is {@code (2 ^ 3) ^ 2}):
 *
 * <pre>
 * expr   = term { ("+" | "⊕") term }
 * term   = power { ("*" | "⊗" | "/" | "⊘") power }
 * power  = atom { "^" number }
 * atom   = number | "(" expr ")" | ("sqrt" | "inv" | "ord") "(" expr ")"
 *        | "log" "(" expr "," expr ")"
 * number = digits | "0x" hexdigits        (below 2^64)
 * </pre>
 *
 * An error names its column (1-based) and what was expected there. Parentheses and calls nest at
 * most {@link #MAX_DEPTH} deep: the reading recurses, and a deeper text is refused at the place
 * where it passes the limit rather than left to exhaust the thread's stack.
 */
public final class NimberExpression {

    /** How deep parentheses and calls may nest. */
    public static final int MAX_DEPTH = 1000;

    /** An expression longer than this is quoted in an error by its start only. */
    private static final int QUOTED = 60;

    private final String text;
    private int at;
    private int depth;

    private NimberExpression(String text) {
        this.text = text;
    }

    /**
     * The value of {@code text}.
     *
     * @param text the expression
     * @return its value, a nimber below 2^64 (read as unsigned)
     * @throws IllegalArgumentException naming the column, for text that is not an expression
     * @throws ArithmeticException      for a division by 0, {@code inv(0)}, {@code ord(0)}, or a
     *                                  logarithm that does not exist
     */
    public static long evaluate(String text) {
        NimberExpression e = new NimberExpression(text);
        long value = e.expr();
        e.skipSpaces();
        if (e.at < text.length()) {
            throw e.error("an operator (+ * / ^) or the end");
        }
        return value;
    }

    private long expr() {
        long value = term();
        while (accept("+") || accept("⊕")) {
            value = Nimbers.sum(value, term());
        }
        return value;
    }

    private long term() {
        long value = power();
        while (true) {
            if (accept("*") || accept("⊗")) {
                value = Nimbers.product(value, power());
            } else if (accept("/") || accept("⊘")) {
                skipSpaces();
                int column = at + 1;
                long divisor = power();
                if (divisor == 0) {
                    throw new ArithmeticException("division by 0 at column " + column + " (0 has no nim-inverse)");
                }
                value = Nimbers.quotient(value, divisor);
            } else {
                return value;
            }
        }
    }

    private long power() {
        long value = atom();
        while (accept("^")) {
            skipSpaces();
            value = Nimbers.power(value, number());
        }
        return value;
    }

    private long atom() {
        skipSpaces();
        if (text.startsWith("(", at)) {
            deeper();
            long value = expr();
            expect(")");
            depth--;
            return value;
        }
        for (String function : new String[] {"sqrt", "inv", "ord", "log"}) {
            if (text.startsWith(function, at)) {
                int column = at + 1;
                at += function.length();
                skipSpaces();
                if (!text.startsWith("(", at)) {
                    throw error("'('");
                }
                deeper();
                long value = expr();
                if (function.equals("log")) {
                    expect(",");
                    long x = logarithm(column, value, expr());
                    depth--;
                    return x;
                }
                expect(")");
                depth--;
                if (value == 0 && !function.equals("sqrt")) {
                    throw new ArithmeticException(function + "(0) at column " + column + ": 0 has no "
                            + (function.equals("inv") ? "nim-inverse" : "multiplicative order"));
                }
                return switch (function) {
                    case "inv" -> Nimbers.inverse(value);
                    case "ord" -> NimberLogarithm.order(value);
                    default -> Nimbers.sqrt(value);
                };
            }
        }
        return number();
    }

    /** Takes the '(' at the current place, one level deeper: refused past {@link #MAX_DEPTH}. */
    private void deeper() {
        if (++depth > MAX_DEPTH) {
            throw new IllegalArgumentException("column " + (at + 1) + " of " + quoted() + ": parentheses and calls"
                    + " nest more than " + MAX_DEPTH + " deep");
        }
        at++;
    }

    /** {@code log(base, value)}: the least exponent, or an error saying why there is none. */
    private long logarithm(int column, long base, long value) {
        expect(")");
        OptionalLong x = NimberLogarithm.log(base, value);
        if (x.isEmpty()) {
            throw new ArithmeticException("log at column " + column + ": no power of " + Long.toUnsignedString(base)
                    + " is " + Long.toUnsignedString(value) + (base == 0 || value == 0 ? ""
                    : " (" + Long.toUnsignedString(value) + " has order " + Long.toUnsignedString(NimberLogarithm.order(value))
                    + ", which does not divide " + Long.toUnsignedString(NimberLogarithm.order(base)) + ")"));
        }
        return x.getAsLong();
    }

    /** A decimal or 0x number below 2^64. */
    private long number() {
        int start = at;
        boolean hex = text.startsWith("0x", at) || text.startsWith("0X", at);
        int radix = hex ? 16 : 10;
        at += hex ? 2 : 0;
        int digits = at;
        while (at < text.length() && Character.digit(text.charAt(at), radix) >= 0 && text.charAt(at) < 128) {
            at++;
        }
        if (at == digits) {
            at = hex ? digits : start;
            throw error(hex ? "hexadecimal digits after 0x" : "a number, '(', sqrt(, inv(, ord( or log(");
        }
        try {
            return Long.parseUnsignedLong(text.substring(digits, at), radix);
        } catch (NumberFormatException e) {
            at = start;
            throw error("a number below 2^64");
        }
    }

    private void skipSpaces() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private boolean accept(String token) {
        skipSpaces();
        if (text.startsWith(token, at)) {
            at += token.length();
            return true;
        }
        return false;
    }

    private void expect(String token) {
        if (!accept(token)) {
            throw error("'" + token + "'");
        }
    }

    private IllegalArgumentException error(String expected) {
        skipSpaces();
        String found = at >= text.length() ? "the end" : "'" + text.substring(at, Math.min(text.length(), at + 8)) + "'";
        return new IllegalArgumentException("column " + (at + 1) + " of " + quoted() + ": expected " + expected
                + ", found " + found);
    }

    /** The text in quotes, cut after its start when long: a message stays a line a terminal shows. */
    private String quoted() {
        return "'" + (text.length() <= QUOTED ? text : text.substring(0, QUOTED - 3) + "...") + "'";
    }
}
