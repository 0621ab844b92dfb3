package io.github.grundy.core.game;

/**
 * Where a long computation says what it is trying now ({@code misere quotient up to heap 50},
 * {@code misere search: 65536 of 1000000 positions}), so that a wait is not silent: the command
 * line shows it on its progress line. Given to the computation, as its limits are; called on the
 * computing thread, so it must be quick and safe to read from another.
 *
 * @since SPI version 2
 */
@FunctionalInterface
public interface Activity {

    /** Hears nothing: for a computation nobody watches. */
    Activity NONE = what -> {
    };

    /**
     * Says what the computation is trying now.
     *
     * @param what a few words, e.g. {@code misere quotient up to heap 50}
     */
    void report(String what);
}
