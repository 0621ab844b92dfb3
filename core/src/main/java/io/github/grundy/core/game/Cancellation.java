package io.github.grundy.core.game;

import java.util.concurrent.CancellationException;

/**
 * Cooperative cancellation of long computations: a loop that may run for long (a Grundy table, a
 * walk over millions of heaps or moves, reading a large input) calls {@link #checkpoint()} now and
 * then, and stops when its thread has been interrupted. This is how the command line's
 * {@code --timeout} stops a search cleanly: it interrupts the thread that runs it.
 *
 * <p>The interrupt flag is the thread's own state, so a game needs no deadline passed to it and
 * keeps no state of its own. Plugins with long loops of their own should call it too; a check is
 * one read of the flag, so a loop can afford it every few thousand steps.
 *
 * @since SPI version 1
 */
public final class Cancellation {

    private Cancellation() {
    }

    /**
     * Returns quietly unless the current thread has been interrupted. The flag is left set, so
     * callers further up see it too.
     *
     * @throws CancellationException when the thread has been interrupted
     */
    public static void checkpoint() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("stopped: the computation was cancelled");
        }
    }
}
