package io.github.grundy.core.game;

import java.util.function.Predicate;

/**
 * The filter behind the default answers to "which options (or moves) have this value":
 * {@link HeapGame#forEachOptionOfValue} and {@link PositionGame#forEachMoveToValue} walk every
 * option and keep those of the value. It passes on what {@code keep} accepts, and checks
 * {@link Cancellation} every few thousand options, as a heap or position may have millions.
 */
final class OptionFilter implements OptionSink {

    /** Options between two checks, minus one (a mask). */
    private static final long CHECK_MASK = (1 << 12) - 1;

    private final Predicate<long[]> keep;
    private final OptionSink sink;
    private long seen;

    OptionFilter(Predicate<long[]> keep, OptionSink sink) {
        this.keep = keep;
        this.sink = sink;
    }

    @Override
    public boolean accept(long[] option) {
        if ((++seen & CHECK_MASK) == 0) {
            Cancellation.checkpoint();
        }
        return !keep.test(option) || sink.accept(option);
    }
}
