package io.github.grundy.cli.common;

/**
 * A progress line for long tables, on standard error when it is a terminal and the run has lasted
 * over a second: heaps done, rate, and time left (or, with no known end, what the run waits for).
 * Nothing at all on a pipe or a file ({@link Console#progress}).
 */
public final class Progress {

    /** How long work runs before its line is shown: shorter work needs none. */
    static final long QUIET_MILLIS = 1000;

    /** Back to the line's start and erased to its end: what removes a progress line. */
    static final String ERASE = "\r\033[K";

    private final Console console;
    private final long from;
    /** The last heap; Long.MAX_VALUE for a run with no known end. */
    private final long to;
    /** What an open-ended run goes on until, e.g. "until stopped (--no-stop)"; null when it has an end. */
    private final String until;
    private final long start = System.nanoTime();
    private final boolean terminal;
    private boolean shown;
    /**
     * Where no terminal shows the line (a pipe, a log): nanoseconds between lines written whole,
     * each on its own line; 0 writes none.
     */
    private long logEvery;
    private long logged = start;
    /** After the rate, e.g. " on 2 threads"; empty by default. */
    private String rateNote = "";

    public Progress(Console console, long from, long to) {
        this(console, from, to, null);
    }

    private Progress(Console console, long from, long to, String until) {
        this.console = console;
        this.from = from;
        this.to = to;
        this.until = until;
        this.terminal = console.showsProgress();
    }

    /** Whether progress lines are shown: on a terminal (not redirected), unless GRUNDY_NO_PROGRESS is set. */
    static boolean onTerminal() {
        return System.console() != null && System.getenv("GRUNDY_NO_PROGRESS") == null;
    }

    /** A line for a run whose end is not known: heaps done, rate, and {@code until}. */
    public static Progress openEnded(Console console, long from, String until) {
        return new Progress(console, from, Long.MAX_VALUE, until);
    }

    /**
     * This progress, and where no terminal shows it (a pipe, a log), a whole line every
     * {@code millis} milliseconds: how a long run (a record run's table) reports to its log.
     *
     * @return this
     */
    public Progress logged(long millis) {
        this.logEvery = millis * 1_000_000L;
        return this;
    }

    /**
     * This progress, its rate said to be on {@code threads} threads: a record run's (its rate is
     * the machine's, not a core's).
     *
     * @return this
     */
    public Progress onThreads(int threads) {
        this.rateNote = " on " + threads + (threads == 1 ? " thread" : " threads");
        return this;
    }

    /** A progress line whose words the caller makes ({@link #show}), e.g. the steps of a quotient. */
    public static Progress lines(Console console) {
        return new Progress(console, 0, Long.MAX_VALUE, "");
    }

    /** Heaps up to {@code done} are written. */
    public void at(long done) {
        long now = System.nanoTime();
        long millis = (now - start) / 1_000_000;
        boolean log = !terminal && logEvery > 0 && now - logged >= logEvery;
        if (!terminal && !log || millis < QUIET_MILLIS || done >= to) {
            return;
        }
        long rate = (long) ((done - from + 1) * 1000.0 / millis);
        String line;
        if (until != null) {
            line = "table: heaps " + from + ".." + done + ", " + rate + " heaps/s" + rateNote + ", " + until;
        } else {
            double part = (double) (done - from + 1) / (to - from + 1);
            long left = (long) (millis * (1 - part) / part / 1000);
            line = "table: heaps " + from + ".." + done + " of " + to + " (" + (int) (100 * part) + "%), " + rate
                    + " heaps/s" + rateNote + ", about " + left + " s left";
        }
        if (log) {
            console.err().println("grundy: " + line);
            console.err().flush();
            logged = now;
        } else {
            show(line);
        }
    }

    /** Shows {@code line} in place of the last one: on a terminal, once the run has lasted {@link #QUIET_MILLIS}. */
    public void show(String line) {
        if (!terminal || System.nanoTime() - start < QUIET_MILLIS * 1_000_000L) {
            return;
        }
        console.err().print("\r" + line + "   ");
        console.err().flush();
        shown = true;
    }

    /** Removes the line, if one was shown. */
    public void clear() {
        if (shown) {
            console.err().print(ERASE);
            console.err().flush();
            shown = false;
        }
    }
}
