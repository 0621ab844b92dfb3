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
 * @param progress whether {@code err} takes the progress lines of long work even when it is no
 *                 terminal: a program's {@link ProgressLines} (on a terminal they are shown anyway)
 */
public record Console(InputStream in, OutputStream out, PrintStream err, boolean progress) {

    /**
     * The streams, with progress lines forced when standard error is a {@link ProgressLines}.
     *
     * @param in  standard input
     * @param out standard output
     * @param err standard error
     */
    public Console(InputStream in, OutputStream out, PrintStream err) {
        this(in, out, err, err instanceof ProgressLines);
    }

    /**
     * Whether long work shows its progress line on {@code err}: on a terminal, or when forced.
     * Asked only by work that may show one, so a short command never looks for a terminal.
     *
     * @return true to show it
     */
    public boolean showsProgress() {
        return progress || Progress.onTerminal();
    }
}
