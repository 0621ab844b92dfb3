package io.github.grundy.core.game;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * What a long computation is trying now, in a few words ({@code misere search: 420000 of 1000000
 * positions}), told to whoever watches the thread it runs on: the command line's progress line
 * says it, so that a refusal that takes a while is not a silent wait. Like {@link Cancellation},
 * it is the thread's own: a computation needs no listener passed down to it, and one that nobody
 * watches pays one thread-local read per report.
 *
 * @since SPI version 2
 */
public final class Activity {

    private static final ThreadLocal<Consumer<String>> WATCHER = new ThreadLocal<>();

    private Activity() {
    }

    /** A watch of the current thread's activity; closing it stops the watch. */
    public interface Watch extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Tells {@code watcher} what the current thread's computations report, until the watch is closed.
     *
     * @param watcher told each report, on the computing thread: it must be quick
     * @return the watch, to close when the computation is over
     */
    public static Watch watch(Consumer<String> watcher) {
        Objects.requireNonNull(watcher, "watcher");
        Consumer<String> before = WATCHER.get();
        WATCHER.set(watcher);
        return () -> {
            if (before == null) {
                WATCHER.remove();
            } else {
                WATCHER.set(before);
            }
        };
    }

    /**
     * Whether the current thread is watched: a computation may skip making its words when not.
     *
     * @return true while a {@link #watch} of this thread is open
     */
    public static boolean watched() {
        return WATCHER.get() != null;
    }

    /**
     * Says what the current thread is trying now, to its watcher if any.
     *
     * @param what a few words, e.g. {@code misere quotient up to heap 50}
     */
    public static void report(String what) {
        Consumer<String> watcher = WATCHER.get();
        if (watcher != null) {
            watcher.accept(what);
        }
    }
}
