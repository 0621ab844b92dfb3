package io.github.grundy.core.loader;

import io.github.grundy.core.game.OptionSink;

/**
 * The caller's sink handed to a plugin, its own exceptions (a writer's, a stop between two moves)
 * marked as not the plugin's, so that they pass through the guard as they are.
 */
final class CallerSink implements OptionSink {

    private final OptionSink sink;

    CallerSink(OptionSink sink) {
        this.sink = sink;
    }

    @Override
    public boolean accept(long[] option) {
        try {
            return sink.accept(option);
        } catch (RuntimeException e) {
            throw new Failure(e);
        }
    }

    /** The caller's exception, carried through the plugin's code. */
    static final class Failure extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Failure(RuntimeException cause) {
            super(null, cause, false, false);
        }

        @Override
        public synchronized RuntimeException getCause() {
            return (RuntimeException) super.getCause();
        }
    }
}
