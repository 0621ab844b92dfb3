package io.github.grundy.cli.common;

/**
 * Ctrl-C for a run that ends its answer whole: the shutdown hook interrupts the working thread
 * (whose computation then stops at its next cancellation point), and waits up to five seconds for
 * it to write what it has and save its checkpoint before the JVM exits.
 */
public final class StopHook implements AutoCloseable {

    private final Object lock = new Object();
    private boolean finished;
    private final Thread hook;

    private StopHook(Thread worker) {
        hook = new Thread(() -> {
            worker.interrupt();
            synchronized (lock) {
                long until = System.currentTimeMillis() + 5000;
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

    /** Installs the hook for the current thread's work. */
    public static StopHook install() {
        StopHook h = new StopHook(Thread.currentThread());
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
