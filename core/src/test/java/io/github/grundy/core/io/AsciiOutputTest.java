package io.github.grundy.core.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AsciiOutputTest {

    /** Records every write and flush. */
    private static final class Recorder extends ByteArrayOutputStream {
        int writes;
        int flushes;
        int largestWrite;

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            writes++;
            largestWrite = Math.max(largestWrite, len);
            super.write(b, off, len);
        }

        @Override
        public synchronized void write(int b) {
            writes++;
            super.write(b);
        }

        @Override
        public void flush() {
            flushes++;
        }

        String text() {
            return toString(StandardCharsets.US_ASCII);
        }
    }

    @Test
    void numbers() throws IOException {
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        long[] values = {0, 7, -1, -10, 10, 1_000_000_007L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, -9};
        for (long v : values) {
            o.number(v).ascii(' ');
        }
        o.flush();
        assertEquals("0 7 -1 -10 10 1000000007 9223372036854775807 -9223372036854775808 -9223372036854775807 -9 ",
                out.text());
    }

    @Test
    void randomNumbersMatchLongToString() throws IOException {
        Random random = new Random(5);
        StringBuilder expected = new StringBuilder();
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        for (int i = 0; i < 20_000; i++) {
            long v = random.nextLong() >> random.nextInt(64);
            expected.append(v).append('\n');
            o.number(v).newline();
        }
        o.flush();
        assertEquals(expected.toString(), out.text());
    }

    @Test
    void unsignedNumbersMatchToUnsignedString() throws IOException {
        Random random = new Random(64);
        StringBuilder expected = new StringBuilder();
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        long[] edges = {0, 9, Long.MAX_VALUE, Long.MIN_VALUE, -1, -2, -10, Long.MIN_VALUE + 9};
        for (int i = 0; i < 20_000 + edges.length; i++) {
            long v = i < edges.length ? edges[i] : random.nextLong() >>> random.nextInt(64);
            expected.append(Long.toUnsignedString(v)).append('\n');
            o.unsigned(v).newline();
        }
        o.flush();
        assertEquals(expected.toString(), out.text());
    }

    @Test
    void numbersAroundEveryPowerOfTenAndEightDigitGroup() throws IOException {
        // The formatter splits at 10^8 and 10^16 and drops leading zeros of the first group:
        // every length, each side of each split, and groups of zeros inside a number.
        StringBuilder expected = new StringBuilder();
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        for (long p = 1; ; p *= 10) {
            for (long v : new long[] {p - 1, p, p + 1, p / 10 * 9 + 7}) {
                expected.append(v).append(' ').append(-v).append(' ');
                o.number(v).ascii(' ').number(-v).ascii(' ');
            }
            if (p > Long.MAX_VALUE / 10) {
                break;
            }
        }
        for (long v = 0; v < 20_000; v++) {
            // Every one- and two-digit head, alone and in front of eight and sixteen digits.
            for (long w : new long[] {v, v * 100_000_000L + v, v % 100 * 10_000_000_000_000_000L + v}) {
                expected.append(w).append(' ');
                o.number(w).ascii(' ');
            }
        }
        for (long v : new long[] {100_000_000L, 100_000_001L, 10_000_000_000_000_000L, 10_000_000_000_000_001L,
                1_000_000_000_000_000_000L, 9_000_000_000_000_000_009L, 123_00000000_00000045L}) {
            expected.append(v).append(' ');
            o.number(v).ascii(' ');
        }
        o.flush();
        assertEquals(expected.toString(), out.text());
    }

    @Test
    void eightDigitsOfEveryNumberBelow10To8() {
        // The multiplications stand for divisions only below their bounds: all 10^8 inputs checked.
        byte[] b = new byte[8];
        byte[] expected = "00000000".getBytes(StandardCharsets.US_ASCII);
        for (int x = 0; x < 100_000_000; x++) {
            SwarDigits.put(b, 0, SwarDigits.eightAscii(x));
            if (!Arrays.equals(expected, b)) {
                assertEquals(new String(expected, StandardCharsets.US_ASCII), new String(b, StandardCharsets.US_ASCII), "x = " + x);
            }
            // The next expected digits: a decimal odometer, not the arithmetic under test.
            for (int i = 7; i >= 0 && ++expected[i] > '9'; i--) {
                expected[i] = '0';
            }
        }
        assertEquals(8, SwarDigits.leadingZeros(SwarDigits.eightAscii(0)));
        assertEquals(7, SwarDigits.leadingZeros(SwarDigits.eightAscii(5)));
        assertEquals(0, SwarDigits.leadingZeros(SwarDigits.eightAscii(10_000_000)));
    }

    @Test
    void text() throws IOException {
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        assertSame(o, o.text("first player wins: ").number(3).text(" moves").newline());
        o.text("").text("caf\u00e9 \u2192 ok").ascii('!');
        o.flush();
        assertEquals("first player wins: 3 moves\ncaf? ? ok!", out.text());
    }

    @Test
    void nothingReachesTheStreamBeforeFlush() throws IOException {
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        o.number(12).newline().text("abc");
        assertEquals(0, out.size());
        assertEquals(0, out.flushes);
        o.flush();
        assertEquals("12\nabc", out.text());
        assertEquals(1, out.flushes);
        assertEquals(1, out.writes);
        o.flush(); // nothing buffered: the stream is flushed but nothing written
        assertEquals(2, out.flushes);
        assertEquals(1, out.writes);
        o.number(-5);
        o.flush();
        assertEquals("12\nabc-5", out.text());
    }

    @Test
    void moreThanTheBuffer() throws IOException {
        // Numbers, text and single characters mixed, ~1 MB in all, so every kind of append hits
        // the end of the 64 KiB buffer somewhere.
        Random random = new Random(11);
        StringBuilder expected = new StringBuilder();
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        while (expected.length() < 1_000_000) {
            switch (random.nextInt(4)) {
                case 0 -> {
                    long v = random.nextBoolean() ? Long.MIN_VALUE : random.nextLong();
                    expected.append(v);
                    o.number(v);
                }
                case 1 -> {
                    String s = "x".repeat(random.nextInt(300)) + "|";
                    expected.append(s);
                    o.text(s);
                }
                case 2 -> {
                    expected.append(';');
                    o.ascii(';');
                }
                default -> {
                    expected.append('\n');
                    o.newline();
                }
            }
        }
        o.flush();
        assertEquals(expected.toString(), out.text());
        assertTrue(out.writes >= 1_000_000 / 65536, "written in several pieces: " + out.writes);
        assertTrue(out.largestWrite <= 1 << 16, "one buffer at most per write: " + out.largestWrite);
    }

    @Test
    void textLongerThanTheBufferInOneCall() throws IOException {
        Recorder out = new Recorder();
        AsciiOutput o = new AsciiOutput(out);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            s.append((char) ('a' + i % 26));
        }
        o.text(s.toString());
        assertTrue(out.size() >= 65536, "full buffers go out before flush");
        o.flush();
        assertArrayEquals(s.toString().getBytes(StandardCharsets.US_ASCII), out.toByteArray());
    }

    @Test
    void needsAStream() {
        assertThrows(NullPointerException.class, () -> new AsciiOutput(null));
    }
}
