package io.github.grundy.core.io;

import static io.github.grundy.core.io.ReaderInputs.HEAP;
import static io.github.grundy.core.io.ReaderInputs.SRC;
import static io.github.grundy.core.io.ReaderInputs.assertError;
import static io.github.grundy.core.io.ReaderInputs.error;
import static io.github.grundy.core.io.ReaderInputs.reader;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.io.ReaderInputs.OneByteAtATime;
import io.github.grundy.core.io.ReaderInputs.RandomChunks;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What NumberReader refuses and how it says so: signs, words, bytes that are not digits, numbers past 2^63-1, the end of input, counts past their maximum, the same message however the input is chunked. */
class NumberReaderErrorsTest {

    @Test
    void negativeNumber() throws IOException {
        NumberReader r = reader("1 2 -3\n");
        r.next(HEAP);
        r.next(HEAP);
        assertError("heaps.txt:1:5: expected a heap size (a non-negative integer), found the negative number '-3'",
                1, 5, error(() -> r.next(HEAP)));
    }

    @Test
    void negativeNumberOnALaterLineAfterCrLf() throws IOException {
        NumberReader r = reader("2\r\n\t -30 4\r\n");
        r.next(HEAP);
        assertError("heaps.txt:2:3: expected a heap size (a non-negative integer), found the negative number '-30'",
                2, 3, error(() -> r.next(HEAP)));
    }

    @Test
    void wordInsteadOfANumber() throws IOException {
        NumberReader r = reader("7\n  abc 4");
        assertEquals(7, r.next(HEAP));
        assertError("heaps.txt:2:3: expected a heap size, found 'abc'", 2, 3, error(() -> r.next(HEAP)));
    }

    @Test
    void digitsFollowedByALetter() throws IOException {
        NumberReader r = reader("5 12a 6");
        r.next(HEAP);
        assertError("heaps.txt:1:3: expected a heap size, found '12a'", 1, 3, error(() -> r.next(HEAP)));
    }

    @Test
    void lonelyMinusAndPlusSign() {
        assertError("heaps.txt:1:1: expected a heap size, found '-'", 1, 1, error(() -> reader("- 3").next(HEAP)));
        assertError("heaps.txt:1:1: expected a heap size, found '+'", 1, 1, error(() -> reader("+ 3").next(HEAP)));
        assertError("heaps.txt:1:2: expected a heap size (digits only, without a '+' sign), found '+3'", 1, 2,
                error(() -> reader(" +3").next(HEAP)));
    }

    @Test
    void plusSignIsRefusedAndSaysSo() throws IOException {
        NumberReader r = reader("1 +5");
        r.next(HEAP);
        assertError("heaps.txt:1:3: expected a heap size (digits only, without a '+' sign), found '+5'", 1, 3,
                error(() -> r.next(HEAP)));
    }



    @Test
    void nulByte() throws IOException {
        NumberReader r = reader(new byte[] {'5', ' ', 0, ' ', '6'});
        r.next(HEAP);
        assertError("heaps.txt:1:3: expected a heap size, found '\\x00'", 1, 3, error(() -> r.next(HEAP)));
    }

    @Test
    void nonAsciiAndQuoteBytesAreEscaped() {
        byte[] bytes = {'1', (byte) 0xC3, (byte) 0xA9, '\'', '\\'};
        assertError("heaps.txt:1:1: expected a heap size, found '1\\xC3\\xA9\\x27\\x5C'", 1, 1,
                error(() -> reader(bytes).next(HEAP)));
    }

    @Test
    void longBadTokenIsShortened() {
        String junk = "x".repeat(100);
        assertError("heaps.txt:1:1: expected a heap size, found '" + "x".repeat(24) + "...'", 1, 1,
                error(() -> reader(junk + " 1").next(HEAP)));
    }

    @Test
    void justAboveTheLargestLong() throws IOException {
        NumberReader r = reader("9223372036854775807 9223372036854775808");
        assertEquals(Long.MAX_VALUE, r.next(HEAP));
        assertError("heaps.txt:1:21: expected a heap size (at most 2^63-1 = 9223372036854775807),"
                + " found '9223372036854775808', which is too large", 1, 21, error(() -> r.next(HEAP)));
    }

    @Test
    void thirtyDigitNumber() {
        NumberReader r = reader("\n\t\t123456789012345678901234567890\n");
        assertError("heaps.txt:2:3: expected a heap size (at most 2^63-1 = 9223372036854775807),"
                + " found '123456789012345678901234...', which is too large", 2, 3, error(() -> r.next(HEAP)));
    }

    @Test
    void tooLargeAfterManyLeadingZeros() {
        String text = "1\n  " + "0".repeat(100) + "9223372036854775808 1";
        assertSameErrorHoweverChunked(text, 2, "heaps.txt:2:3: expected a heap size"
                + " (at most 2^63-1 = 9223372036854775807), found '" + "0".repeat(24) + "...', which is too large");
    }

    @Test
    void letterAfterManyLeadingZeros() {
        assertSameErrorHoweverChunked("0".repeat(100) + "12x", 1,
                "heaps.txt:1:1: expected a heap size, found '" + "0".repeat(24) + "...'");
    }

    /**
     * Reads {@code numbers} numbers from {@code text} as one block, one byte at a time and in
     * random chunks: the last read must fail with {@code message} each time (a message must not
     * depend on how the stream splits the input).
     */
    private static void assertSameErrorHoweverChunked(String text, int numbers, String message) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        for (int mode = 0; mode < 5; mode++) {
            InputStream in = new ByteArrayInputStream(bytes);
            in = switch (mode) {
                case 0 -> in;
                case 1 -> new OneByteAtATime(in);
                default -> new RandomChunks(in, mode, 70);
            };
            NumberReader r = new NumberReader(in, SRC);
            InputException e = error(() -> {
                for (int i = 0; i < numbers; i++) {
                    r.next(HEAP);
                }
            });
            assertEquals(message, e.getMessage(), "read mode " + mode);
        }
    }

    @Test
    void errorsDoNotDependOnHowTheInputIsChunked() {
        String zeros = "0".repeat(70);
        assertSameErrorHoweverChunked("1 2 -3", 3,
                "heaps.txt:1:5: expected a heap size (a non-negative integer), found the negative number '-3'");
        assertSameErrorHoweverChunked("1\n" + zeros + "5x", 2,
                "heaps.txt:2:1: expected a heap size, found '" + "0".repeat(24) + "...'");
        assertSameErrorHoweverChunked(zeros + "1 " + zeros + "99999999999999999999", 2,
                "heaps.txt:1:73: expected a heap size (at most 2^63-1 = 9223372036854775807), found '"
                        + "0".repeat(24) + "...', which is too large");
        assertSameErrorHoweverChunked("  123456789012345678901234567890", 1,
                "heaps.txt:1:3: expected a heap size (at most 2^63-1 = 9223372036854775807),"
                        + " found '123456789012345678901234...', which is too large");
        assertSameErrorHoweverChunked("7\r\n8 " + "y".repeat(80), 3,
                "heaps.txt:2:3: expected a heap size, found '" + "y".repeat(24) + "...'");
        assertSameErrorHoweverChunked("7 8\n", 3, "heaps.txt:2:1: expected a heap size, found end of input");
    }

    @Test
    void endOfInput() throws IOException {
        NumberReader r = reader("1 2\n");
        r.next(HEAP);
        r.next(HEAP);
        assertTrue(r.atEnd());
        assertError("heaps.txt:2:1: expected a heap size, found end of input", 2, 1, error(() -> r.next(HEAP)));
        assertError("heaps.txt:1:1: expected the number of heaps, found end of input", 1, 1,
                error(() -> reader("").next("the number of heaps")));
        assertError("heaps.txt:1:4: expected a heap size, found end of input", 1, 4,
                error(() -> reader("1 2").readInto(new long[3], 0, 3, HEAP)));
    }

    @Test
    void moreNumbersThanAnnounced() throws IOException {
        NumberReader r = reader("3\n1 2 3 4\n");
        int n = r.nextCount("the number of heaps", 10);
        r.readInto(new long[n], 0, n, HEAP);
        assertError("heaps.txt:2:7: expected end of input (all 3 heaps were read), found '4'", 2, 7,
                error(() -> r.expectEnd("all 3 heaps were read")));
    }

    @Test
    void countAboveItsMaximum() throws IOException {
        NumberReader r = reader("4\n  100001 1");
        assertEquals(4, r.nextCount("the number of heaps", 4));
        assertError("heaps.txt:2:3: expected the number of heaps of at most 100000, found 100001", 2, 3,
                error(() -> r.nextCount("the number of heaps", 100_000)));
    }
}
