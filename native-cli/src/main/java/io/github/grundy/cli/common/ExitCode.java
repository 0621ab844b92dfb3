package io.github.grundy.cli.common;

/** The exit codes of {@code grundy}, listed in {@code --help}. */
public final class ExitCode {

    /** The command did what was asked. */
    public static final int OK = 0;
    /** Bad usage (unknown option, bad parameter) or bad input (with file, line and column). */
    public static final int BAD_INPUT = 2;
    /** A limit was exceeded: memory, a table beyond --max-table, --timeout, a period not proved in time. */
    public static final int LIMIT = 3;
    /**
     * A plugin failed: its game threw or broke the SPI's contract. The message names the variant,
     * its jar and what it was asked; {@code --debug} shows the stack trace.
     */
    public static final int PLUGIN = 4;
    /** A bug in grundy: the message asks for a report; {@code --debug} shows the stack trace. */
    public static final int INTERNAL = 70;
    /**
     * Standard output was a pipe that its reader closed ({@code grundy table kayles --no-stop | head}):
     * the command stops at once, quietly, with the status a shell gives a Unix program killed by
     * SIGPIPE (128 + 13), as {@code yes} or {@code seq} would. A plain pipeline's status is its last
     * program's, so only {@code set -o pipefail} sees it, as it sees it from those.
     */
    public static final int CLOSED_PIPE = 141;

    private ExitCode() {
    }
}
