package io.github.grundy.core.io;

import io.github.grundy.core.game.Cancellation;
import java.io.IOException;
import java.io.InputStream;

/**
 * A window of a stream's bytes for {@link NumberReader}: the buffer, refilled from the stream with
 * the unread bytes moved to the front, a look-ahead on demand, and the UTF-8 byte order mark
 * skipped once at the start; where a byte is (source, line and column), the separators and
 * comments skipped between tokens, and the messages that quote a token. The reader works on the
 * fields directly, as they were its own: the number loop reads {@code buf[pos..limit)} with no
 * call in between.
 */
abstract class ByteWindow {

    /** Bytes read from the stream at a time. */
    static final int SIZE = 1 << 16;

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /** Longest quote of a bad token in a message. */
    private static final int QUOTE_MAX = 24;

    private final InputStream in;
    /** Sixteen spare bytes: the eight-byte reads of a token near the end never leave the array. */
    final byte[] buf = new byte[SIZE + 16];
    /** The next byte to read. */
    int pos;
    /** The end of the bytes buffered. */
    int limit;
    /** Whether the stream has ended (the bytes buffered are the last). */
    boolean eof;
    /** Whether the input's first bytes were checked for a byte order mark (by the first fill). */
    private boolean started;
    /** Offset in the stream of {@code buf[0]}. */
    long consumed;
    /** Offset in the stream of the current line's first byte. */
    long lineStart;
    /** The line of {@code pos}, from 1. */
    long line = 1;
    /** Offset in the stream of the last number's first byte. */
    long tokenStart;
    final String source;
    /** Whether {@code #} starts a comment to the end of its line (graph files; judge inputs have none). */
    final boolean comments;

    ByteWindow(InputStream in, String source, boolean comments) {
        this.in = in;
        this.source = source;
        this.comments = comments;
    }

    /**
     * The name of the input used in messages.
     *
     * @return the source given to the constructor
     */
    public final String source() {
        return source;
    }

    /**
     * The line of the next byte to read.
     *
     * @return the line, from 1
     */
    public final long line() {
        return line;
    }

    /**
     * The column of the next byte to read.
     *
     * @return the column, in bytes from the start of the line, from 1
     */
    public final long column() {
        return consumed + pos - lineStart + 1;
    }

    /** The stream's bytes available without blocking, as it tells ({@link InputStream#available()}). */
    final int available() throws IOException {
        return in.available();
    }

    /** Space, tab, CR, LF, FF and VT: the separators between numbers. */
    static boolean isWhitespace(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B;
    }

    /** Reads more bytes after the buffered ones, moving those to the front. False at the end. */
    final boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            consumed += pos;
            limit -= pos;
            pos = 0;
        }
        // Once a buffer: a huge input stops here when --timeout interrupts the thread.
        Cancellation.checkpoint();
        int n;
        do {
            n = in.read(buf, limit, SIZE - limit);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            return pos < limit;
        }
        limit += n;
        if (!started) {
            return skipByteOrderMark();
        }
        return true;
    }

    /**
     * The first fill's check for a UTF-8 byte order mark: reads until three bytes are buffered
     * (or the input ends), and skips them if they are EF BB BF. Only here, so the number loop
     * never looks for it. True if bytes are buffered after it.
     */
    private boolean skipByteOrderMark() throws IOException {
        started = true;
        while (limit < BOM.length && !eof) {
            int n = in.read(buf, limit, SIZE - limit);
            if (n < 0) {
                eof = true;
            } else {
                limit += n;
            }
        }
        if (limit >= BOM.length && buf[0] == BOM[0] && buf[1] == BOM[1] && buf[2] == BOM[2]) {
            pos = BOM.length;
            lineStart = BOM.length;
            if (pos == limit) {
                return fill();
            }
        }
        return pos < limit;
    }

    /** Buffers at least {@code n} bytes from {@code pos}, unless the input ends first. */
    final void ensure(int n) throws IOException {
        while (limit - pos < n && !eof) {
            int before = limit - pos;
            fill();
            if (limit - pos == before && eof) {
                return;
            }
        }
    }

    /** From a {@code #} to the end of its line, the newline left for the whitespace after it. */
    final void skipComment() throws IOException {
        while ((pos < limit || fill()) && buf[pos] != '\n') {
            pos++;
        }
    }

    /** Skips whitespace (and comments, if taken); returns the next byte (0..255), not consumed, or -1 at the end. */
    final int skipWhitespace() throws IOException {
        while (true) {
            if (pos == limit && !fill()) {
                return -1;
            }
            byte c = buf[pos];
            if (c == '#' && comments) {
                skipComment();
                continue;
            }
            if (c > ' ') {
                return c & 0xff;
            }
            if (c == '\n') {
                line++;
                lineStart = consumed + pos + 1;
            } else if (!isWhitespace(c)) {
                return c & 0xff;
            }
            pos++;
        }
    }

    final InputException badToken(CharSequence what, int start) {
        pos = start;
        byte first = buf[start];
        if (first == '-' && start + 1 < limit && buf[start + 1] >= '0' && buf[start + 1] <= '9') {
            return error(what + " (a non-negative integer)", "the negative number " + quote(start));
        }
        if (first == '+' && start + 1 < limit && buf[start + 1] >= '0' && buf[start + 1] <= '9') {
            return error(what + " (digits only, without a '+' sign)", quote(start));
        }
        return error(what.toString(), quote(start));
    }

    final InputException error(String expected, String found) {
        return new InputException(source, line, column(), "expected " + expected + ", found " + found);
    }

    /** The token at {@code start}, quoted and shortened, with unprintable bytes escaped. */
    final String quote(int start) {
        return TokenQuote.of(buf, start, limit, QUOTE_MAX);
    }
}
