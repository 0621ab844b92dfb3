package io.github.grundy.cli.common;

/**
 * The progress line of work that cannot say how far it is (a position's analysis, a game's table
 * built for one heap): the time so far, on standard error when it is a terminal and the work has
 * lasted over a second, the same place and look as {@code table}'s line ({@link Progress}).
 * Nothing at all on a pipe or a file. Closed before the answer is written, so the two never mix.
 */
public final class Working implements AutoCloseable {

    private final Console console;
    private final String command;
    private final Thread ticker;
    private final long start = System.nanoTime();
    private boolean shown;
    private boolean closed;
    /** What the work reports it is trying ({@link #doing}), or null: then the line says "working". */
    private volatile String doing;

    private Working(Console console, String command, boolean terminal) {
        this.console = console;
        this.command = command;
        this.ticker = terminal ? new Thread(this::tick, "grundy-progress") : null;
        if (ticker != null) {
            ticker.setDaemon(true);
            ticker.start();
        }
    }

    /** Starts the line of {@code command} (shown after a second, on a terminal only). */
    public static Working start(Console console, String command) {
        return on(console, command, console.showsProgress());
    }

    /** Starts the line of {@code command}, shown only when {@code terminal}. */
    static Working on(Console console, String command, boolean terminal) {
        return new Working(console, command, terminal);
    }

    /**
     * What the work is trying now, in a few words ({@code misere search: 420000 of 1000000
     * positions}), said by the line from its next tick instead of "working"; called on the working
     * thread (an {@link io.github.grundy.core.game.Activity}), so it only keeps the words.
     */
    public void doing(String what) {
        doing = what;
    }

    /** Whether the line is on the screen now. */
    synchronized boolean shown() {
        return shown;
    }

    private void tick() {
        try {
            Thread.sleep(Progress.QUIET_MILLIS);
            while (true) {
                synchronized (this) {
                    if (closed) {
                        return;
                    }
                    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
                    String now = doing;
                    // Erased to the end after it: a shorter line leaves nothing of the one before.
                    console.err().print("\r" + command + (now == null ? ": working, " + seconds + " s so far (Ctrl-C"
                            + " stops it; --timeout=SECONDS limits it)" : ": " + now + ", " + seconds + " s (Ctrl-C"
                            + " stops it)") + "\033[K");
                    console.err().flush();
                    shown = true;
                }
                Thread.sleep(Progress.QUIET_MILLIS);
            }
        } catch (InterruptedException e) {
            // Closed: nothing more to show.
        }
    }

    /** Stops the line and removes it, if one was shown. */
    @Override
    public synchronized void close() {
        closed = true;
        if (ticker != null) {
            ticker.interrupt();
        }
        if (shown) {
            console.err().print(Progress.ERASE);
            console.err().flush();
            shown = false;
        }
    }
}
