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
        // 8^4 = 10 in GF(16), where 8 has order 5; Codeforces 1310F's sample.
        assertEquals(4, NimberExpression.evaluate("log(8, 10)"));
        assertEquals(5, NimberExpression.evaluate("ord(8)"));
        assertEquals(NimberExpression.evaluate("123214213213 ^ 68943624821423112"),
                NimberExpression.evaluate("4356903202345442785"));
        assertEquals(-1L, NimberExpression.evaluate("ord(0x100000006)"));
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
        assertEquals("column 5 of '3 * * 4': expected a number, '(', sqrt(, inv(, ord( or log(, found '* 4'", error("3 * * 4"));
        assertEquals("column 7 of '(1 + 2': expected ')', found the end", error("(1 + 2"));
        assertEquals("column 3 of '3 4': expected an operator (+ * / ^) or the end, found '4'", error("3 4"));
        assertEquals("column 1 of '': expected a number, '(', sqrt(, inv(, ord( or log(, found the end", error(""));
        assertEquals("column 1 of '18446744073709551616': expected a number below 2^64, found '18446744'",
                error("18446744073709551616"));
        assertEquals("column 3 of '0x': expected hexadecimal digits after 0x, found the end", error("0x"));
        assertEquals("log at column 1: no power of 8 is 2 (2 has order 3, which does not divide 5)",
                assertThrows(ArithmeticException.class, () -> NimberExpression.evaluate("log(8, 2)")).getMessage());
        assertEquals("ord(0) at column 3: 0 has no multiplicative order",
                assertThrows(ArithmeticException.class, () -> NimberExpression.evaluate("1+ord(0)")).getMessage());
        assertEquals("column 7 of 'log(8 10)': expected ',', found '10)'", error("log(8 10)"));
        assertEquals("inv(0) at column 1: 0 has no nim-inverse",
                assertThrows(ArithmeticException.class, () -> NimberExpression.evaluate("inv(0)")).getMessage());
        assertEquals("division by 0 at column 5 (0 has no nim-inverse)",
                assertThrows(ArithmeticException.class, () -> NimberExpression.evaluate("5 / (1 + 1)")).getMessage());
    }

    /** Powers go left to right, as the other operators do: 2 ^ 3 ^ 2 is (2 ^ 3) ^ 2, eight factors 2 over six. */
    @Test
    void powersGoLeftToRight() {
        long sixTwos = 1;
        for (int i = 0; i < 6; i++) {
            sixTwos = Nimbers.product(sixTwos, 2);
        }
        assertEquals(sixTwos, NimberExpression.evaluate("2 ^ 3 ^ 2"));
        assertEquals(NimberExpression.evaluate("(2 ^ 3) ^ 2"), NimberExpression.evaluate("2^3^2"));
        assertEquals(Nimbers.product(5, sixTwos), NimberExpression.evaluate("5 * 2 ^ 3 ^ 2"));
    }

    /**
     * Nesting is bounded, not left to the thread's stack: 1000 levels are read, one more is refused
     * at its column, and the message quotes a long expression by its start only.
     */
    @Test
    void deepNestingIsRefusedAtItsColumn() {
        int max = NimberExpression.MAX_DEPTH;
        assertEquals(7, NimberExpression.evaluate("(".repeat(max) + "7" + ")".repeat(max)));
        long root = 5;
        for (int i = 0; i < max; i++) {
            root = Nimbers.sqrt(root);
        }
        assertEquals(root, NimberExpression.evaluate("sqrt(".repeat(max) + "5" + ")".repeat(max) + " * 1"));
        String deep = "(".repeat(50_000) + "1" + ")".repeat(50_000);
        assertEquals("column " + (max + 1) + " of '" + "(".repeat(57) + "...': parentheses and calls nest more than "
                + max + " deep", error(deep));
        assertEquals("column " + (4 * max + 4) + " of '" + "inv(".repeat(14) + "i...': parentheses and calls nest more"
                + " than " + max + " deep", error("inv(".repeat(max + 1) + "1" + ")".repeat(max + 1)));
        // A function's name without its '(' is refused as before.
        assertEquals("column 5 of 'inv 2': expected '(', found '2'", error("inv 2"));
    }

    private static String error(String text) {
        return assertThrows(IllegalArgumentException.class, () -> NimberExpression.evaluate(text)).getMessage();
    }
}
