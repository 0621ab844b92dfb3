package io.github.grundy.core.game;

/**
 * Receives moves in a sum of heaps one at a time, as their parts rather than as {@link HeapMove}
 * objects: a walk over hundreds of thousands of moves (a judge's answer that lists every winning
 * move) then builds no object a move.
 *
 * @since SPI version 2
 */
@FunctionalInterface
public interface HeapMoveSink {

    /**
     * One move: component {@code component}, a heap of size {@code heap}, becomes {@code option}.
     *
     * @param component the heap's index in the sum, 0-based
     * @param heap      the heap's size before the move
     * @param option    the heaps it becomes, possibly none; the caller may reuse the array, so copy
     *                  it to keep it
     * @return true to go on with the next move, false to stop
     */
    boolean accept(int component, long heap, long[] option);
}
