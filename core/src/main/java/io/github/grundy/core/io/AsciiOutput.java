package io.github.grundy.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Objects;

/**
 * Buffered ASCII output for answers: numbers are formatted straight into a 64 KiB byte buffer
 * (no {@code String} per number) and the buffer goes to the stream in one write when it is full
 * or flushed. Not thread-safe; does not close the stream.
 */
public final class AsciiOutput {

    private static final int BUFFER_SIZE = 1 << 16;

    private final OutputStream out;
    private final byte[] buf = new byte[BUFFER_SIZE];
    private int pos;

    /**
     * Output to {@code out}, through a buffer of its own.
     *
     * @param out the stream written to; not closed
     */
    public AsciiOutput(OutputStream out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * Appends a number in decimal.
     *
     * @param v the number, with a '-' when negative
     * @return this output
     * @throws IOException if the buffer had to be written and the stream failed
     */
    public AsciiOutput number(long v) throws IOException {
        // Up to 20 characters, and whole eight-byte words written from pos (see head).
        if (pos + 21 > buf.length) {
            drain();
        }
        if (v < 0) {
            if (v == Long.MIN_VALUE) {
                return text("-9223372036854775808");
            }
            buf[pos++] = '-';
            v = -v;
        }
        // Eight digits a word (SwarDigits.eightAscii): a long division by 10^8 per eight digits
        // instead of one by 10 per digit, the slow part of answers that list a million heaps.
        if (v < SwarDigits.EIGHT_DIGITS) {
            pos = head((int) v);
        } else if (v < SwarDigits.EIGHT_DIGITS * SwarDigits.EIGHT_DIGITS) {
            long high = v / SwarDigits.EIGHT_DIGITS;
            int p = head((int) high);
            SwarDigits.put(buf, p, SwarDigits.eightAscii((int) (v - high * SwarDigits.EIGHT_DIGITS)));
            pos = p + 8;
        } else {
            long high = v / (SwarDigits.EIGHT_DIGITS * SwarDigits.EIGHT_DIGITS);
            long rest = v - high * (SwarDigits.EIGHT_DIGITS * SwarDigits.EIGHT_DIGITS);
            long middle = rest / SwarDigits.EIGHT_DIGITS;
            int p = head((int) high);
            SwarDigits.put(buf, p, SwarDigits.eightAscii((int) middle));
            SwarDigits.put(buf, p + 8, SwarDigits.eightAscii((int) (rest - middle * SwarDigits.EIGHT_DIGITS)));
            pos = p + 16;
        }
        return this;
    }

    /**
     * Appends the 64 bits of {@code v} as an unsigned number in decimal, 0 to 2^64-1.
     *
     * @param v the number's bits: negative values are those from 2^63 on
     * @return this output
     * @throws IOException if the buffer had to be written and the stream failed
     */
    public AsciiOutput unsigned(long v) throws IOException {
        if (v >= 0) {
            return number(v);
        }
        // From 2^63 on: v / 10, unsigned, is below 2^63 (a shift makes it positive first).
        long tenth = (v >>> 1) / 5;
        number(tenth);
        buf[pos++] = (byte) ('0' + (v - tenth * 10));
        return this;
    }

    /**
     * Writes {@code x} (below 10^8) at {@code pos} without leading zeros and returns where it ends.
     * It writes a whole word: the bytes after the digits, up to {@code pos + 8}, are junk that the
     * next output overwrites (the buffer's end is only {@link #drain}ed up to {@code pos}).
     */
    private int head(int x) {
        // One or two digits (the head of every number from 10^8 to 10^10, heaps of judge inputs):
        // directly, not through the eight-digit chain of multiplications.
        if (x < 100) {
            if (x < 10) {
                buf[pos] = (byte) ('0' + x);
                return pos + 1;
            }
            int tens = x * 103 >>> 10;
            buf[pos] = (byte) ('0' + tens);
            buf[pos + 1] = (byte) ('0' + x - tens * 10);
            return pos + 2;
        }
        long ascii = SwarDigits.eightAscii(x);
        int zeros = SwarDigits.leadingZeros(ascii);
        if (zeros == 8) {
            buf[pos] = '0';
            return pos + 1;
        }
        SwarDigits.put(buf, pos, ascii >>> (zeros << 3));
        return pos + 8 - zeros;
    }

    /**
     * Appends ASCII text (chars above 0x7F become '?').
     *
     * @param s the text, one byte a char
     * @return this output
     * @throws IOException if the buffer had to be written and the stream failed
     */
    public AsciiOutput text(String s) throws IOException {
        for (int i = 0, n = s.length(); i < n; i++) {
            if (pos == buf.length) {
                drain();
            }
            char c = s.charAt(i);
            buf[pos++] = c < 0x80 ? (byte) c : (byte) '?';
        }
        return this;
    }

    /**
     * Appends one ASCII character.
     *
     * @param c a character of at most 0x7F (it is not checked: the low byte is written)
     * @return this output
     * @throws IOException if the buffer had to be written and the stream failed
     */
    public AsciiOutput ascii(char c) throws IOException {
        if (pos == buf.length) {
            drain();
        }
        buf[pos++] = (byte) c;
        return this;
    }

    /**
     * Appends a line feed.
     *
     * @return this output
     * @throws IOException if the buffer had to be written and the stream failed
     */
    public AsciiOutput newline() throws IOException {
        return ascii('\n');
    }

    /**
     * Writes what is buffered and flushes the stream.
     *
     * @throws IOException if the stream fails
     */
    public void flush() throws IOException {
        drain();
        out.flush();
    }

    private void drain() throws IOException {
        if (pos > 0) {
            out.write(buf, 0, pos);
            pos = 0;
        }
    }
}
