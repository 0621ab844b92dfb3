package io.github.grundy.cli.common;

/**
 * Ctrl-C and SIGTERM for a run that ends its answer whole: the shutdown hook interrupts the working
 * thread (whose computation then stops at its next cancellation point), and waits a while for it to
 * write what it has and save its checkpoint before the JVM exits (with 128 + the signal's number,
 * 130 or 143, as a process killed by it).
 */
public final class StopHook implements AutoCloseable {

    private final Object lock = new Object();
    private boolean finished;
    private final Thread hook;

    /** How long a stop waits for the answer: a user at Ctrl-C wants the prompt back soon. */
    public static final long ANSWER_MILLIS = 5_000;

    /**
     * How long a stop waits for a store's commit: a scheduler's SIGTERM is followed by SIGKILL only
     * after a grace time (Slurm's KillWait, 30 s by default), and a commit cut short loses the heaps
     * computed since the last one.
     */
    public static final long COMMIT_MILLIS = 25_000;

    private StopHook(Thread worker, long waitMillis) {
        hook = new Thread(() -> {
            worker.interrupt();
            synchronized (lock) {
                long until = System.currentTimeMillis() + waitMillis;
                while (!finished && System.currentTimeMillis() < until) {
                    try {
                        lock.wait(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "grundy-stop");
    }

    /** Installs the hook for the current thread's work, which a stop waits for {@code waitMillis}. */
    public static StopHook install(long waitMillis) {
        StopHook h = new StopHook(Thread.currentThread(), waitMillis);
        Runtime.getRuntime().addShutdownHook(h.hook);
        return h;
    }

    /** The work is written: a running hook returns, and the hook is removed. */
    @Override
    public void close() {
        synchronized (lock) {
            finished = true;
            lock.notifyAll();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // Ctrl-C: the hook is running; it returns now that the answer is written.
        }
    }
}
