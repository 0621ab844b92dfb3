package io.github.grundy.core;

/**
 * The moves of a heap game: what a single heap may become in one move. An option of a heap is
 * zero or more heaps (a move may remove the heap, shrink it, or break it into several); its
 * Grundy value is the nim-sum of theirs.
 */
@FunctionalInterface
public interface HeapMoves {

    /**
     * Reports every option of {@code heap} to {@code sink}, in the game's canonical order (the
     * order in which winning moves are listed), and stops early when the sink returns false.
     * The array handed to the sink may be reused for the next option: a sink that keeps it
     * copies it.
     */
    void forEachOption(long heap, OptionSink sink);
}
