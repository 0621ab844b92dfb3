package io.github.grundy.core.game;

/** Counts options without keeping them. */
final class OptionCounter implements OptionSink {
    long count;

    @Override
    public boolean accept(long[] heaps) {
        count++;
        return true;
    }
}
