package io.github.grundy.core.game;

/**
 * The moves of a heap game: what a single heap may become in one move. An option of a heap is
 * zero or more heaps (a move may remove the heap, shrink it, or break it into several), each
 * smaller than the heap; its Grundy value is the nim-sum of theirs. An option is a multiset: the
 * order of its heaps does not matter, and an option reported twice ({@code 1 + 4}, then
 * {@code 4 + 1}) is one option, one winning move, not two.
 */
@FunctionalInterface
public interface HeapMoves {

    /**
     * Reports every option of {@code heap} to {@code sink}, in the game's canonical order (the
     * order in which winning moves are listed), and stops early when the sink returns false.
     * The array handed to the sink may be reused for the next option: a sink that keeps it
     * copies it.
     *
     * @param heap the heap moved from
     * @param sink receives each option: the heaps the move leaves, each smaller than {@code heap}
     */
    void forEachOption(long heap, OptionSink sink);
}
