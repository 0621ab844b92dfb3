package io.github.grundy.cli.common;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A standard error read by a program, not a person (the page of {@code grundy serve}): grundy
 * shows it the progress lines it shows on a terminal ({@link Progress}, {@link Working}), and
 * keeps them apart. The latest line is readable at any time from another thread; everything else
 * goes to the stream beneath, as it would to a file.
 */
public final class ProgressLines extends PrintStream {

    private final Filter filter;

    /**
     * A standard error whose text goes to {@code text}.
     *
     * @param text where the messages go, without the progress lines
     */
    public ProgressLines(OutputStream text) {
        this(new Filter(text));
    }

    private ProgressLines(Filter filter) {
        super(filter, true, StandardCharsets.UTF_8);
        this.filter = filter;
    }

    /**
     * The progress line shown now.
     *
     * @return its words, or empty when none is shown
     */
    public String latest() {
        return filter.latest;
    }

    /**
     * Splits the bytes: a progress line starts with a carriage return and ends at the next one or
     * at "erase to the end of the line" (ESC [ K), as a terminal would show it.
     */
    private static final class Filter extends OutputStream {
        private enum Mode { TEXT, LINE, ESCAPE, CONTROL }

        private final OutputStream text;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();
        private Mode mode = Mode.TEXT;
        private volatile String latest = "";

        Filter(OutputStream text) {
            this.text = text;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            switch (mode) {
                case TEXT -> {
                    if (b == '\r') {
                        line.reset();
                        mode = Mode.LINE;
                    } else {
                        text.write(b);
                    }
                }
                case LINE -> {
                    if (b == '\r') {
                        publish();
                        line.reset();
                    } else if (b == 0x1b) {
                        mode = Mode.ESCAPE;
                    } else if (b == '\n') {
                        // Not a progress line after all: a message that began with a carriage return.
                        line.writeTo(text);
                        text.write(b);
                        line.reset();
                        mode = Mode.TEXT;
                    } else {
                        line.write(b);
                    }
                }
                case ESCAPE -> mode = b == '[' ? Mode.CONTROL : Mode.LINE;
                case CONTROL -> {
                    if (b == 'K') {
                        // The end of the line: what it says stays shown until the next one.
                        publish();
                        mode = Mode.TEXT;
                    } else if (!Character.isDigit(b) && b != ';') {
                        mode = Mode.LINE;
                    }
                }
            }
        }

        @Override
        public synchronized void flush() throws IOException {
            if (mode == Mode.LINE) {
                publish();
            }
            text.flush();
        }

        private void publish() {
            latest = line.toString(StandardCharsets.UTF_8).strip();
        }
    }
}
