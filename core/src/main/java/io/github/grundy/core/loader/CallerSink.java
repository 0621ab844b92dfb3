package io.github.grundy.core.loader;

import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.OptionSink;

/**
 * The caller's sink handed to a plugin, its own exceptions (a writer's, a stop between two moves)
 * marked as not the plugin's, so that they pass through the guard as they are; a heap game's
 * options are checked on the way, so that a broken one is the plugin's failure.
 */
final class CallerSink implements OptionSink {

    private final OptionSink sink;
    /** The heap whose options pass, or -1 for a position game's moves (not heaps, not checked). */
    private final long heap;

    CallerSink(OptionSink sink) {
        this(sink, -1);
    }

    private CallerSink(OptionSink sink, long heap) {
        this.sink = sink;
        this.heap = heap;
    }

    /**
     * The sink for the options of {@code heap}, each checked to hold only smaller heaps before
     * the caller sees it: an engine that trusted a negative heap would blame itself, or ask the
     * game about a heap it refuses.
     */
    static CallerSink options(long heap, OptionSink sink) {
        return new CallerSink(sink, heap);
    }

    @Override
    public boolean accept(long[] option) {
        if (heap >= 0) {
            for (long part : option) {
                if (part < 0 || part >= heap) {
                    throw GameFailure.badOption(heap, part); // the plugin's, as the guard reports it
                }
            }
        }
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
