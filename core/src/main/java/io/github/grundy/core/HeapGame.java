package io.github.grundy.core;

/**
 * A game whose positions are sums of heaps, each heap one component: a move changes exactly one
 * heap into an option of it (see {@link HeapMoves}). By the Sprague–Grundy theorem a position
 * is won by the player to move iff the nim-sum of its heaps' Grundy values is non-zero, so a
 * game only has to say what one heap is worth and what it can become.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public non-sealed interface HeapGame extends Game, HeapMoves {

    /** The Grundy value (nim-value) of a single heap. */
    long grundy(long heap);

    /**
     * Reports the options of {@code heap} whose Grundy value is {@code value}, in canonical order.
     * The default filters {@link #forEachOption}; games whose heaps have very many options (Nim)
     * override it with a direct answer.
     */
    default void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        forEachOption(heap, option -> grundyOfOption(option) != value || sink.accept(option));
    }

    /** How many options of {@code heap} have Grundy value {@code value}. */
    default long countOptionsOfValue(long heap, long value) {
        OptionCounter counter = new OptionCounter();
        forEachOptionOfValue(heap, value, counter);
        return counter.count;
    }

    /** The Grundy value of an option: the nim-sum of the values of its heaps. */
    default long grundyOfOption(long[] option) {
        long x = 0;
        for (long h : option) {
            x ^= grundy(h);
        }
        return x;
    }

}
