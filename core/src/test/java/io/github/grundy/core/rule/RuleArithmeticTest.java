package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random expressions over n, evaluated by the rule language and by exact big-integer arithmetic
 * written here: the language gives the same number whenever every step fits 64 bits, and an
 * error (never a wrapped number) when one does not.
 */
class RuleArithmeticTest {

    private static final BigInteger MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    /** An expression's text and its exact value, or null when a step has none in 64 bits. */
    private record Term(String text, BigInteger value) {
    }

    private static boolean fits(BigInteger v) {
        return v != null && v.compareTo(MIN) >= 0 && v.compareTo(MAX) <= 0;
    }

    private static Term leaf(Random random, long n) {
        return switch (random.nextInt(5)) {
            case 0 -> new Term("n", BigInteger.valueOf(n));
            case 1 -> {
                long v = random.nextLong();
                yield new Term(v < 0 ? "(" + v + ")" : Long.toString(v), BigInteger.valueOf(v));
            }
            default -> {
                long v = random.nextInt(41) - 20;
                yield new Term("(" + v + ")", BigInteger.valueOf(v));
            }
        };
    }

    private static Term term(Random random, long n, int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return leaf(random, n);
        }
        Term a = term(random, n, depth - 1);
        Term b = term(random, n, depth - 1);
        BigInteger x = a.value();
        BigInteger y = b.value();
        boolean both = x != null && y != null;
        String[] ops = {"+", "-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>", "min", "max", "abs", "-u", "gcd"};
        String op = ops[random.nextInt(ops.length)];
        BigInteger v = null;
        String text;
        switch (op) {
            case "min", "max", "gcd" -> {
                text = op + "(" + a.text() + ", " + b.text() + ")";
                if (both) {
                    v = op.equals("min") ? x.min(y) : op.equals("max") ? x.max(y) : x.gcd(y);
                }
            }
            case "abs" -> {
                text = "abs(" + a.text() + ")";
                v = x == null ? null : x.abs();
            }
            case "-u" -> {
                text = "(-" + a.text() + ")";
                v = x == null ? null : x.negate();
            }
            default -> {
                text = "(" + a.text() + " " + op + " " + b.text() + ")";
                if (both) {
                    v = exact(op, x, y);
                }
            }
        }
        return new Term(text, fits(v) ? v : null);
    }

    private static BigInteger exact(String op, BigInteger x, BigInteger y) {
        switch (op) {
            case "+":
                return x.add(y);
            case "-":
                return x.subtract(y);
            case "*":
                return x.multiply(y);
            case "/":
            case "%":
                if (y.signum() == 0) {
                    return null;
                }
                // Floored: the quotient rounds down, the remainder takes the divisor's sign.
                BigInteger[] qr = x.divideAndRemainder(y);
                BigInteger q = qr[0];
                BigInteger r = qr[1];
                if (r.signum() != 0 && r.signum() != y.signum()) {
                    q = q.subtract(BigInteger.ONE);
                    r = r.add(y);
                }
                return op.equals("/") ? q : r;
            case "**":
                if (y.signum() < 0 || y.compareTo(BigInteger.valueOf(200)) > 0 && x.abs().compareTo(BigInteger.ONE) > 0) {
                    return null;
                }
                if (x.abs().compareTo(BigInteger.ONE) <= 0) {
                    return x.signum() == 0 ? (y.signum() == 0 ? BigInteger.ONE : BigInteger.ZERO)
                            : x.equals(BigInteger.ONE) || !y.testBit(0) ? BigInteger.ONE : x;
                }
                return x.pow(y.intValueExact());
            case "&":
                return x.and(y);
            case "|":
                return x.or(y);
            case "^":
                return x.xor(y);
            case "<<":
            case ">>":
                if (y.signum() < 0 || y.compareTo(BigInteger.valueOf(63)) > 0) {
                    return null;
                }
                return op.equals("<<") ? x.shiftLeft(y.intValue()) : x.shiftRight(y.intValue());
            default:
                throw new IllegalArgumentException(op);
        }
    }

    @Test
    void everyValueIsExactOrAnError() {
        Random random = new Random(38);
        int exact = 0;
        int refused = 0;
        for (int round = 0; round < 20_000; round++) {
            long n = random.nextInt(4) == 0 ? random.nextLong() & Long.MAX_VALUE : random.nextInt(1000);
            Term t = term(random, n, 1 + random.nextInt(4));
            // Negative values are not heaps: the rule lists the value and its negation, one of which is a heap.
            String rule = "n -> [abs(" + t.text() + ")]";
            List<Long> got = new ArrayList<>();
            try {
                Rule.parse(rule).bind(Map.of(), 1000, "steps").forEachItem(n, o -> got.add(o[0]));
            } catch (RuleException e) {
                if (t.value() != null && fits(t.value().abs())) {
                    fail(rule + " at heap " + n + " is " + t.value() + ", refused: " + e.getMessage());
                }
                assertTrue(e.getMessage().contains("overflows") || e.getMessage().contains("by 0")
                        || e.getMessage().contains("negative power") || e.getMessage().contains("shifts by")
                        || e.getMessage().contains("gcd"), e.getMessage());
                refused++;
                continue;
            }
            if (t.value() == null || !fits(t.value().abs())) {
                fail(rule + " at heap " + n + " has no exact value in 64 bits, but gave " + got);
            }
            assertEquals(List.of(t.value().abs().longValueExact()), got, rule + " at heap " + n);
            exact++;
        }
        // Both kinds are tried many times: the test would notice a language that refused everything.
        assertTrue(exact > 5000 && refused > 2000, exact + " exact, " + refused + " refused");
    }
}
