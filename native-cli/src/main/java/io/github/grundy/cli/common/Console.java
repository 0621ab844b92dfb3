package io.github.grundy.cli.common;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The streams a command talks to: standard input, output for answers, and errors.
 *
 * @param in       standard input
 * @param out      standard output, for answers
 * @param err      standard error
 * @param progress whether long work shows its progress line on {@code err}: on a terminal, or when
 *                 {@code err} is a program's {@link ProgressLines}
 */
public record Console(InputStream in, OutputStream out, PrintStream err, boolean progress) {

    /**
     * The streams, with progress lines when standard error is a terminal or a {@link ProgressLines}.
     *
     * @param in  standard input
     * @param out standard output
     * @param err standard error
     */
    public Console(InputStream in, OutputStream out, PrintStream err) {
        this(in, out, err, err instanceof ProgressLines || Progress.onTerminal());
    }
}
