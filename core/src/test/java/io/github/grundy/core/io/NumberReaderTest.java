package io.github.grundy.core.io;

import static io.github.grundy.core.io.ReaderInputs.BOM;
import static io.github.grundy.core.io.ReaderInputs.HEAP;
import static io.github.grundy.core.io.ReaderInputs.SRC;
import static io.github.grundy.core.io.ReaderInputs.assertError;
import static io.github.grundy.core.io.ReaderInputs.bothWays;
import static io.github.grundy.core.io.ReaderInputs.error;
import static io.github.grundy.core.io.ReaderInputs.reader;
import static io.github.grundy.core.io.ReaderInputs.withBom;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.io.ReaderInputs.OneByteAtATime;
import io.github.grundy.core.io.ReaderInputs.RandomChunks;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Reading numbers: every kind of separator, the largest long, tokens across buffers and odd reads, the byte order mark, line and column far into a large input. */
class NumberReaderTest {

    @Test
    void readsNumbersSeparatedByEveryKindOfWhitespace() throws IOException {
        NumberReader r = reader("  1 2\t3\r\n4\n\n5\f6\u000b7 \t\r\n 8\n");
        for (long expected = 1; expected <= 8; expected++) {
            assertEquals(expected, r.next(HEAP));
        }
        assertTrue(r.atEnd());
        r.expectEnd("all heaps were read");
    }

    @Test
    void readsZeroLeadingZerosAndTheLargestLong() throws IOException {
        NumberReader r = reader("0 000 007 0010 9223372036854775807 09223372036854775807 1");
        assertEquals(0, r.next(HEAP));
        assertEquals(0, r.next(HEAP));
        assertEquals(7, r.next(HEAP));
        assertEquals(10, r.next(HEAP));
        assertEquals(Long.MAX_VALUE, r.next(HEAP));
        assertEquals(Long.MAX_VALUE, r.next(HEAP));
        assertEquals(1, r.next(HEAP));
        assertTrue(r.atEnd());
    }

    @Test
    void sixteenToNineteenDigitsAndTheEdgeOf2To63() throws IOException {
        // Sixteen digits and up to three more are read as words; near 2^63-1 (and past it) by the
        // checked digit loop. Every length, the values either side of where the two meet, and
        // random values of each length, against Long.parseLong, in every kind of read.
        StringBuilder text = new StringBuilder();
        List<Long> expected = new ArrayList<>();
        long[] edges = {999_999_999_999_999L, 1_000_000_000_000_000L, 9_999_999_999_999_999L, 10_000_000_000_000_000L,
            Long.MAX_VALUE / 1000 * 1000 - 1, Long.MAX_VALUE / 1000 * 1000,
            Long.MAX_VALUE / 1000 * 1000 - 1000, Long.MAX_VALUE - 1, Long.MAX_VALUE};
        for (long v : edges) {
            text.append(v).append(' ').append("000").append(v).append('\n');
            expected.add(v);
            expected.add(v);
        }
        Random random = new Random(63);
        for (int i = 0; i < 4000; i++) {
            int digits = 16 + random.nextInt(4);
            StringBuilder d = new StringBuilder().append((char) ('1' + random.nextInt(9)));
            while (d.length() < digits) {
                d.append((char) ('0' + random.nextInt(10)));
            }
            if (digits == 19 && d.toString().compareTo(String.valueOf(Long.MAX_VALUE)) > 0) {
                continue;
            }
            text.append(d).append(random.nextBoolean() ? ' ' : '\n');
            expected.add(Long.parseLong(d.toString()));
        }
        for (NumberReader r : bothWays(text.toString().getBytes(StandardCharsets.US_ASCII))) {
            for (int i = 0; i < expected.size(); i++) {
                assertEquals(expected.get(i), r.next(HEAP), "number " + i);
            }
            assertTrue(r.atEnd());
        }
        for (String tooLarge : new String[] {"9223372036854775808", "9223372036854775809 ", "9999999999999999999", "10000000000000000000"}) {
            InputException e = assertThrows(InputException.class, () -> reader(tooLarge).next(HEAP));
            assertTrue(e.getMessage().contains("which is too large"), e.getMessage());
        }
    }

    @Test
    void numberWithoutTrailingWhitespaceAtEndOfInput() throws IOException {
        NumberReader r = reader("42");
        assertFalse(r.atEnd());
        assertEquals(42, r.next(HEAP));
        assertTrue(r.atEnd());
    }

    @Test
    void tokenFarLongerThanTheLookAhead() throws IOException {
        // 200 leading zeros: the token runs past the bytes buffered at its start.
        String zeros = "0".repeat(200);
        String text = zeros + "7 " + zeros + "9223372036854775807\n" + zeros + " 5";
        for (NumberReader r : new NumberReader[] {reader(text),
                new NumberReader(new OneByteAtATime(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII))), SRC)}) {
            assertEquals(7, r.next(HEAP));
            assertEquals(Long.MAX_VALUE, r.next(HEAP));
            assertEquals(0, r.next(HEAP));
            assertEquals(5, r.next(HEAP));
            assertTrue(r.atEnd());
        }
    }

    @Test
    void manyNumbersFarBeyondTheBuffer() throws IOException {
        Random random = new Random(20240611L);
        int n = 200_000;
        long[] expected = new long[n];
        StringBuilder text = new StringBuilder();
        text.append(n).append('\n');
        for (int i = 0; i < n; i++) {
            long v = switch (random.nextInt(5)) {
                case 0 -> random.nextInt(10);
                case 1 -> random.nextInt(1_000_000);
                case 2 -> random.nextLong() & Long.MAX_VALUE;
                case 3 -> Long.MAX_VALUE - random.nextInt(3);
                default -> random.nextInt(Integer.MAX_VALUE);
            };
            expected[i] = v;
            if (random.nextInt(20) == 0) {
                text.append("0".repeat(random.nextInt(4)));
            }
            text.append(v);
            text.append(switch (random.nextInt(8)) {
                case 0 -> "\n";
                case 1 -> "\r\n";
                case 2 -> "\t";
                case 3 -> "  ";
                default -> " ";
            });
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.US_ASCII);
        assertTrue(bytes.length > 30 * NumberReader.BUFFER_SIZE, "input spans many buffers");

        NumberReader r = reader(bytes);
        int count = r.nextCount("the number of heaps", 1_000_000);
        assertEquals(n, count);
        long[] got = new long[n];
        r.readInto(got, 0, n, HEAP);
        assertArrayEquals(expected, got);
        r.expectEnd("all heaps were read");

        // The same bytes in reads of random sizes, tokens cut anywhere.
        NumberReader chunked = new NumberReader(new RandomChunks(new ByteArrayInputStream(bytes), 7, 5000), SRC);
        assertEquals(n, chunked.next("the number of heaps"));
        long[] got2 = new long[n + 2];
        chunked.readInto(got2, 1, n, HEAP);
        assertArrayEquals(expected, java.util.Arrays.copyOfRange(got2, 1, n + 1));
        assertEquals(0, got2[0]);
        assertEquals(0, got2[n + 1]);
        assertTrue(chunked.atEnd());
    }

    @Test
    void tokensCrossingTheBufferBoundary() throws IOException {
        // Pad so that a number straddles offset BUFFER_SIZE, for every cut inside it.
        String number = "1234567890123456789";
        for (int cut = 0; cut <= number.length(); cut++) {
            int pad = NumberReader.BUFFER_SIZE - cut - 2; // "1 " + spaces
            String text = "1 " + " ".repeat(pad) + number + " 5";
            NumberReader r = reader(text);
            assertEquals(1, r.next(HEAP));
            assertEquals(1234567890123456789L, r.next(HEAP), "cut " + cut);
            assertEquals(5, r.next(HEAP));
            assertTrue(r.atEnd());
        }
    }

    @Test
    void oneBytePerRead() throws IOException {
        String text = "3\r\n10 0 9223372036854775807\n";
        OneByteAtATime in = new OneByteAtATime(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
        NumberReader r = new NumberReader(in, SRC);
        assertEquals(3, r.nextCount("the number of heaps", 10));
        assertEquals(10, r.next(HEAP));
        assertEquals(0, r.next(HEAP));
        assertEquals(Long.MAX_VALUE, r.next(HEAP));
        r.expectEnd("all 3 heaps were read");
        assertTrue(in.reads >= text.length(), "the stream was really read byte by byte");
    }

    @Test
    void oneBytePerReadOverManyNumbers() throws IOException {
        Random random = new Random(99);
        int n = 5000;
        long[] expected = new long[n];
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            expected[i] = (random.nextLong() & Long.MAX_VALUE) >>> random.nextInt(63);
            text.append(expected[i]).append(i % 7 == 0 ? "\n" : " ");
        }
        NumberReader r = new NumberReader(new OneByteAtATime(
                new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII))), SRC);
        long[] got = new long[n];
        r.readInto(got, 0, n, HEAP);
        assertArrayEquals(expected, got);
        assertTrue(r.atEnd());
    }

    @Test
    void lineAndColumnOfTheNextByte() throws IOException {
        NumberReader r = reader("12 345\r\n\t6");
        assertEquals(1, r.line());
        assertEquals(1, r.column());
        r.next(HEAP);
        assertEquals(1, r.line());
        assertEquals(3, r.column());
        r.next(HEAP);
        assertEquals(1, r.line());
        assertEquals(7, r.column());
        r.next(HEAP);
        assertEquals(2, r.line());
        assertEquals(3, r.column());
        assertEquals(SRC, r.source());
    }

    // ---- errors ----------------------------------------------------------------------------

    @Test
    void leadingZerosAreAccepted() throws IOException {
        NumberReader r = reader("007 00 0009223372036854775807");
        assertEquals(7, r.next(HEAP));
        assertEquals(0, r.next(HEAP));
        assertEquals(Long.MAX_VALUE, r.next(HEAP));
        assertTrue(r.atEnd());
    }


    @Test
    void byteOrderMarkAtTheStartIsSkipped() throws IOException {
        for (NumberReader r : bothWays(withBom("3\r\n1 2\t3\r\n"))) {
            assertEquals(3, r.next(HEAP));
            assertEquals(1, r.next(HEAP));
            assertEquals(2, r.next(HEAP));
            assertEquals(3, r.next(HEAP));
            assertTrue(r.atEnd());
        }
    }

    @Test
    void byteOrderMarkDoesNotCountAsAColumn() {
        for (NumberReader r : bothWays(withBom("x"))) {
            assertError("heaps.txt:1:1: expected a heap size, found 'x'", 1, 1, error(() -> r.next(HEAP)));
        }
    }

    @Test
    void byteOrderMarkAloneIsAnEmptyInput() throws IOException {
        for (NumberReader r : bothWays(BOM)) {
            assertTrue(r.atEnd());
        }
        for (NumberReader r : bothWays(BOM)) {
            assertError("heaps.txt:1:1: expected a heap size, found end of input", 1, 1, error(() -> r.next(HEAP)));
        }
    }

    @Test
    void byteOrderMarkElsewhereIsAnError() throws IOException {
        byte[] twice = new byte[6];
        System.arraycopy(BOM, 0, twice, 0, 3);
        System.arraycopy(BOM, 0, twice, 3, 3);
        for (NumberReader r : bothWays(twice)) {
            assertError("heaps.txt:1:1: expected a heap size, found '\\xEF\\xBB\\xBF'", 1, 1, error(() -> r.next(HEAP)));
        }
        byte[] later = {'1', ' ', BOM[0], BOM[1], BOM[2], '2'};
        for (NumberReader r : bothWays(later)) {
            assertEquals(1, r.next(HEAP));
            assertError("heaps.txt:1:3: expected a heap size, found '\\xEF\\xBB\\xBF2'", 1, 3, error(() -> r.next(HEAP)));
        }
        byte[] partial = {BOM[0], BOM[1], ' ', '1'};
        for (NumberReader r : bothWays(partial)) {
            assertError("heaps.txt:1:1: expected a heap size, found '\\xEF\\xBB'", 1, 1, error(() -> r.next(HEAP)));
        }
    }
    @Test
    void positionsAreRightFarIntoALargeInput() throws IOException {
        // Errors after several buffer refills, read in one piece and one byte at a time.
        int lines = 30_000;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            text.append(i).append(' ').append(i * 7L).append('\n');
        }
        text.append("1 2\t 3x 4\n");
        byte[] bytes = text.toString().getBytes(StandardCharsets.US_ASCII);
        assertTrue(bytes.length > 4 * NumberReader.BUFFER_SIZE);
        for (int variant = 0; variant < 2; variant++) {
            InputStream in = new ByteArrayInputStream(bytes);
            NumberReader r = new NumberReader(variant == 0 ? in : new OneByteAtATime(in), SRC);
            for (int i = 0; i < lines; i++) {
                assertEquals(i, r.next(HEAP));
                assertEquals(i * 7L, r.next(HEAP));
            }
            r.next(HEAP);
            r.next(HEAP);
            assertError("heaps.txt:" + (lines + 1) + ":6: expected a heap size, found '3x'", lines + 1, 6,
                    error(() -> r.next(HEAP)));
        }
    }

    @Test
    void positionOfTheEndOfALargeInput() throws IOException {
        String line = "123 456 789\r\n";
        int lines = 20_000;
        NumberReader r = reader(line.repeat(lines) + "  ");
        for (int i = 0; i < 3 * lines; i++) {
            r.next(HEAP);
        }
        assertError("heaps.txt:" + (lines + 1) + ":3: expected a heap size, found end of input", lines + 1, 3,
                error(() -> r.next(HEAP)));
    }

    /**
     * Numbers of every length from 1 to 19 digits: at the very end of the input (no separator
     * after it), before a line feed, and before a non-digit. The reader takes eight bytes at a
     * time, so every digit count meets each of its paths.
     */
    @Test
    void everyDigitCountAtTheEndAndBeforeGarbage() throws IOException {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int digits = 1; digits <= 19; digits++) {
            long low = digits == 1 ? 0 : (long) Math.pow(10, digits - 1);
            long high = digits == 19 ? Long.MAX_VALUE : (long) Math.pow(10, digits) - 1;
            for (long value : new long[] {low, high, low + random.nextLong(high - low + 1)}) {
                String text = Long.toString(value);
                NumberReader after = reader("999999999999999999 " + text);
                after.next(HEAP);
                assertEquals(value, after.next(HEAP), text);
                assertTrue(after.atEnd());
                assertEquals(value, reader(text + "\n").next(HEAP), text);
                InputException e = error(() -> reader(text + "x 1").next(HEAP));
                assertEquals(HEAP, e.detail().substring(9, 9 + HEAP.length()), e.getMessage());
                assertEquals(1, e.column(), e.getMessage());
            }
        }
    }
}
