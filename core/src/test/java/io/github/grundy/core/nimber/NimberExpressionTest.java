package io.github.grundy.core.nimber;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Nimber expressions: their grammar, precedence, numbers to 2^64-1, and errors by column. */
class NimberExpressionTest {

    @Test
    void operatorsAndPrecedence() {
        assertEquals(13, NimberExpression.evaluate("8 * 8"));
        assertEquals(13, NimberExpression.evaluate("8⊗8"));
        assertEquals(1, NimberExpression.evaluate("2 + 3"));
        assertEquals(1, NimberExpression.evaluate("2 ⊕ 3"));
        assertEquals(3, NimberExpression.evaluate("inv(2)"));
        assertEquals(2, NimberExpression.evaluate("sqrt(3)"));
        // 2 generates GF(4)*, of order 3.
        assertEquals(1, NimberExpression.evaluate("2^3"));
        assertEquals(24, NimberExpression.evaluate("0x10 * 0x10"));
        // * before +, ^ before *, left to right.
        assertEquals(0, NimberExpression.evaluate("1 + 2 * 3"));
        assertEquals(Nimbers.quotient(Nimbers.quotient(6, 2), 3), NimberExpression.evaluate("6 / 2 / 3"));
        assertEquals(Nimbers.product(2, Nimbers.power(3, 2)), NimberExpression.evaluate("2 * 3^2"));
        assertEquals(6, NimberExpression.evaluate(" ( 4 ) * ( 5 ⊘ 5 ) + 2 "));
        assertEquals(-1L, NimberExpression.evaluate("18446744073709551615"));
        assertEquals(-1L, NimberExpression.evaluate("0xFFFFFFFFFFFFFFFF"));
    }

    @Test
    void randomProductsAndQuotients() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 1000; i++) {
            long a = random.nextLong();
            long b = random.nextLong() | 1;
            String x = Long.toUnsignedString(a);
            String y = "0x" + Long.toHexString(b);
            assertEquals(Nimbers.product(a, b), NimberExpression.evaluate(x + " * " + y));
            assertEquals(Nimbers.quotient(a, b), NimberExpression.evaluate(x + " / " + y));
        }
    }

    @Test
    void errorsNameTheirColumn() {
        assertEquals("column 5 of '3 * * 4': expected a number, '(', sqrt( or inv(, found '* 4'", error("3 * * 4"));
        assertEquals("column 7 of '(1 + 2': expected ')', found the end", error("(1 + 2"));
        assertEquals("column 3 of '3 4': expected an operator (+ * / ^) or the end, found '4'", error("3 4"));
        assertEquals("column 1 of '': expected a number, '(', sqrt( or inv(, found the end", error(""));
        assertEquals("column 1 of '18446744073709551616': expected a number below 2^64, found '18446744'",
                error("18446744073709551616"));
        assertEquals("column 3 of '0x': expected hexadecimal digits after 0x, found the end", error("0x"));
        assertEquals("inv(0) at column 1: 0 has no nim-inverse",
                assertThrows(ArithmeticException.class, () -> NimberExpression.evaluate("inv(0)")).getMessage());
        assertEquals("division by 0 at column 5 (0 has no nim-inverse)",
                assertThrows(ArithmeticException.class, () -> NimberExpression.evaluate("5 / (1 + 1)")).getMessage());
    }

    private static String error(String text) {
        return assertThrows(IllegalArgumentException.class, () -> NimberExpression.evaluate(text)).getMessage();
    }
}
