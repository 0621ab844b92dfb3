package io.github.grundy.cli.common;

import io.github.grundy.core.game.LimitExceededException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * {@code --timeout=SECONDS}, for the commands that compute: the work runs on a thread of its own,
 * and when the time is up that thread is interrupted. Core's engines and the built-in games check
 * for that ({@link io.github.grundy.core.game.Cancellation}) and stop within milliseconds; work that
 * does not (a plugin's own loop, a read from a terminal that never ends) is left behind after
 * {@link #GRACE_MILLIS}, and the process exits all the same. Either way the answer is exit code 3
 * and a line that names the option.
 *
 * <p>The work writes through a gate that the command closes when it gives up: a write under way
 * ends whole, and work left behind writes nothing after the command's own last line.
 */
public final class TimeoutOption {

    /** How long stopped work may take to notice before the command gives up waiting for it. */
    public static final long GRACE_MILLIS = 1000;

    /** Whole seconds, or seconds with up to three decimals (milliseconds). */
    private static final Pattern SECONDS = Pattern.compile("(\\d{1,9})(?:\\.(\\d{1,3}))?");

    /** A command's work, given the console it may use. */
    @FunctionalInterface
    public interface Work {
        int run(Console console) throws Exception;
    }

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "0",
            description = "Stop with exit code 3 when the answer is not ready after SECONDS (e.g. 10 or 0.5);"
                    + " 0 waits for ever (default: ${DEFAULT-VALUE}).")
    String seconds;

    /**
     * Runs {@code work} within the time limit, if any; its result, or its own exception. With
     * {@code debug}, a stop says on standard error how it went: the work stopped itself at a
     * cancellation checkpoint, or it was left behind after the grace (a loop that never checks).
     */
    public int run(Console console, boolean debug, Work work) throws Exception {
        return run(console, debug, GRACE_MILLIS, work);
    }

    /**
     * {@link #run(Console, boolean, Work)}, waiting up to {@code graceMillis} for the stopped work
     * to end: longer for work that has something to save when stopped (a table's checkpoint).
     */
    public int run(Console console, boolean debug, long graceMillis, Work work) throws Exception {
        long millis = millis(seconds);
        if (millis == 0) {
            return work.run(console);
        }
        Gate gate = new Gate();
        Console gated = new Console(console.in(), gate.guard(console.out()),
                new PrintStream(gate.guard(console.err()), true, StandardCharsets.UTF_8), console.progress());
        FutureTask<Integer> task = new FutureTask<>(() -> work.run(gated));
        Thread worker = new Thread(task, "grundy-work");
        // The process must be able to exit while work that ignores interrupts still runs.
        worker.setDaemon(true);
        worker.start();
        boolean timeIsUp = false;
        try {
            try {
                return task.get(millis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                timeIsUp = true;
                worker.interrupt();
            }
            // Work that ends in the grace period after all: its answer stands.
            return task.get(graceMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            if (timeIsUp) {
                // Whatever it failed with (a checkpoint, an interrupted read), it failed because
                // the time was up.
                if (debug) {
                    console.err().println("grundy: debug: the work stopped itself when interrupted (at a checkpoint)");
                }
                throw stopped();
            }
            throw rethrow(e.getCause());
        } catch (TimeoutException e) {
            gate.close();
            if (debug) {
                console.err().println("grundy: debug: the work did not stop within " + graceMillis
                        + " ms of the interrupt; left behind");
            }
            throw stopped();
        } catch (InterruptedException e) {
            // This thread was asked to stop (by whoever embeds grundy): stop the work as well.
            worker.interrupt();
            gate.close();
            Thread.currentThread().interrupt();
            throw new CancellationException("stopped: the command was interrupted");
        }
    }

    /**
     * Runs {@code work}, which writes nothing, within the time limit, if any: for {@code play},
     * where the time that counts is the computer's thinking, not the human's.
     *
     * @throws LimitExceededException naming the option when the time is up
     */
    public <T> T within(java.util.concurrent.Callable<T> work) {
        long millis = millis(seconds);
        try {
            if (millis == 0) {
                return work.call();
            }
            FutureTask<T> task = new FutureTask<>(work);
            Thread worker = new Thread(task, "grundy-think");
            worker.setDaemon(true);
            worker.start();
            try {
                return task.get(millis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                worker.interrupt();
                throw stopped();
            } catch (ExecutionException e) {
                throw rethrow(e.getCause());
            } catch (InterruptedException e) {
                worker.interrupt();
                Thread.currentThread().interrupt();
                throw new CancellationException("stopped: the command was interrupted");
            }
        } catch (RuntimeException e) {
            throw e;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private LimitExceededException stopped() {
        return new LimitExceededException("stopped: no answer within --timeout=" + seconds
                + " (seconds); raise --timeout, or give 0 for no limit");
    }

    /**
     * The milliseconds {@code text} stands for.
     *
     * @throws UserError if it is not a number of seconds
     */
    public static long millis(String text) {
        return millis("--timeout", text, " (0: no limit)");
    }

    /**
     * The milliseconds {@code text}, the value of {@code option}, stands for: whole seconds, or
     * seconds with up to three decimals, as {@code --timeout} takes them.
     *
     * @throws UserError naming the option if it is not a number of seconds
     */
    public static long millis(String option, String text, String zeroMeans) {
        Matcher m = SECONDS.matcher(text);
        if (!m.matches()) {
            throw new UserError(option + " takes a number of seconds such as 10 or 0.5" + zeroMeans + ", found '"
                    + text + "'");
        }
        String fraction = m.group(2) == null ? "" : m.group(2);
        return Long.parseLong(m.group(1)) * 1000 + Long.parseLong((fraction + "000").substring(0, 3));
    }

    private static Exception rethrow(Throwable cause) {
        if (cause instanceof Error error) {
            throw error;
        }
        return cause instanceof Exception exception ? exception : new IllegalStateException(cause);
    }

    /** Output streams that stop passing bytes on once closed, never in the middle of a write. */
    private static final class Gate {
        private final ReentrantLock lock = new ReentrantLock();
        private volatile boolean closed;

        OutputStream guard(OutputStream out) {
            return new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    write(new byte[] {(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    lock.lock();
                    try {
                        if (!closed) {
                            out.write(b, off, len);
                        }
                    } finally {
                        lock.unlock();
                    }
                }

                @Override
                public void flush() throws IOException {
                    lock.lock();
                    try {
                        if (!closed) {
                            out.flush();
                        }
                    } finally {
                        lock.unlock();
                    }
                }
            };
        }

        /** Waits for a write under way (a little: a full pipe may block it for ever), then shuts. */
        void close() {
            boolean locked = false;
            try {
                locked = lock.tryLock(GRACE_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            closed = true;
            if (locked) {
                lock.unlock();
            }
        }
    }
}
