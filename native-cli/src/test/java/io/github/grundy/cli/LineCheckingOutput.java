package io.github.grundy.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;

/**
 * Standard output for a command that writes hundreds of megabytes in a second: it keeps the first
 * and the last bytes and a count of lines, and checks each line but the first few and the last as
 * it passes, so a test holds none of it in memory. (A growing byte array of that size made the
 * test's own garbage collection, not the command, the slow part on a busy machine.)
 */
final class LineCheckingOutput extends OutputStream {

    private static final int KEPT = 4096;

    private final int headLines;
    private final Predicate<String> middleLine;
    private final ByteArrayOutputStream head = new ByteArrayOutputStream();
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private final byte[] tail = new byte[KEPT];
    private long written;
    private long lines;
    private String previous;
    private String badLine;

    /** Keeps the first and last bytes and counts lines, checking none. */
    LineCheckingOutput() {
        this(0, null);
    }

    /**
     * Also checks every whole line after the first {@code headLines} with {@code middleLine},
     * except the last one written (which a test reads from {@link #tail()}). A line longer than
     * 4096 bytes fails the check.
     */
    LineCheckingOutput(int headLines, Predicate<String> middleLine) {
        this.headLines = headLines;
        this.middleLine = middleLine;
    }

    @Override
    public void write(int b) {
        if (written < KEPT) {
            head.write(b);
        }
        tail[(int) (written++ % KEPT)] = (byte) b;
        if (b == '\n') {
            endLine();
        } else if (middleLine != null && line.size() <= KEPT) {
            line.write(b);
        }
    }

    private void endLine() {
        if (lines++ >= headLines && middleLine != null) {
            // The line before this one was a middle line, not the last.
            if (previous != null && badLine == null && (previous.length() > KEPT || !middleLine.test(previous))) {
                badLine = previous;
            }
            previous = line.toString(StandardCharsets.UTF_8);
        }
        line.reset();
    }

    @Override
    public void write(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) {
            write(b[i]);
        }
    }

    /** The number of whole lines written. */
    long lines() {
        return lines;
    }

    /** The first bytes written (up to 4096), as text. */
    String head() {
        return head.toString(StandardCharsets.UTF_8);
    }

    /** The first line in the middle that failed the check, or null. */
    String badLine() {
        return badLine;
    }

    /** The last bytes written (up to 4096), as text. */
    String tail() {
        int n = (int) Math.min(written, KEPT);
        byte[] last = new byte[n];
        for (int i = 0; i < n; i++) {
            last[i] = tail[(int) ((written - n + i) % KEPT)];
        }
        return new String(last, StandardCharsets.UTF_8);
    }
}
