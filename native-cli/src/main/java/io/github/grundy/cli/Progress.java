package io.github.grundy.cli;

/**
 * A progress line for long tables, on standard error when it is a terminal and the run has lasted
 * over a second: heaps done, rate, time left. Nothing at all on a pipe or a file.
 */
final class Progress {

    private static final long QUIET_MILLIS = 1000;

    private final Console console;
    private final long from;
    private final long to;
    private final long start = System.nanoTime();
    private final boolean terminal;
    private boolean shown;

    Progress(Console console, long from, long to) {
        this.console = console;
        this.from = from;
        this.to = to;
        // System.console() is there when the process talks to a terminal (not redirected).
        this.terminal = System.console() != null && System.getenv("GRUNDY_NO_PROGRESS") == null;
    }

    /** Heaps up to {@code done} are written. */
    void at(long done) {
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (!terminal || millis < QUIET_MILLIS || done >= to) {
            return;
        }
        double part = (double) (done - from + 1) / (to - from + 1);
        long rate = (long) ((done - from + 1) * 1000.0 / millis);
        long left = (long) (millis * (1 - part) / part / 1000);
        console.err().print("\r" + "table: heaps " + from + ".." + done + " of " + to + " (" + (int) (100 * part) + "%), "
                + rate + " heaps/s, about " + left + " s left   ");
        console.err().flush();
        shown = true;
    }

    /** Removes the line, if one was shown. */
    void clear() {
        if (shown) {
            console.err().print("\r\033[K");
            console.err().flush();
            shown = false;
        }
    }
}
