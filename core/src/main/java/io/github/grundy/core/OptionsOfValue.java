package io.github.grundy.core;

/**
 * The default filter of {@link HeapGame#forEachOptionOfValue}: passes on the options of one value,
 * and checks {@link Cancellation} every few thousand options, as a heap may have millions.
 */
final class OptionsOfValue implements OptionSink {

    /** Options between two checks, minus one (a mask). */
    private static final long CHECK_MASK = (1 << 12) - 1;

    private final HeapGame game;
    private final long value;
    private final OptionSink sink;
    private long seen;

    OptionsOfValue(HeapGame game, long value, OptionSink sink) {
        this.game = game;
        this.value = value;
        this.sink = sink;
    }

    @Override
    public boolean accept(long[] option) {
        if ((++seen & CHECK_MASK) == 0) {
            Cancellation.checkpoint();
        }
        return game.grundyOfOption(option) != value || sink.accept(option);
    }
}
