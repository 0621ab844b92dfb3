package io.github.grundy.core.game;

import java.util.Arrays;

/**
 * A move in a sum of heaps: component {@code component} (0-based), a heap of size {@code heap},
 * becomes the heaps {@code option} (none when the heap is removed).
 *
 * @param component the heap's index in the sum, 0-based
 * @param heap      the heap's size before the move
 * @param option    the heaps it becomes, possibly none; copied in and out, so a move is immutable
 */
public record HeapMove(int component, long heap, long[] option) implements Move {

    /**
     * Keeps a copy of {@code option}.
     *
     * @param component the heap's index in the sum, 0-based
     * @param heap      the heap's size before the move
     * @param option    the heaps it becomes, possibly none; copied in and out, so a move is immutable
     */
    public HeapMove {
        option = option.clone();
    }

    /**
     * The heaps the move leaves in place of {@link #heap()}.
     *
     * @return a copy of the option's heaps, possibly empty
     */
    @Override
    public long[] option() {
        return option.clone();
    }

    /**
     * Number of heaps the option has.
     *
     * @return the option's length, without copying it
     */
    public int optionSize() {
        return option.length;
    }

    /**
     * Heap {@code k} of the option.
     *
     * @param k the index in the option, {@code 0 <= k < optionSize()}
     * @return the heap, without copying the option
     */
    public long optionHeap(int k) {
        return option[k];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeapMove m
                && m.component == component
                && m.heap == heap
                && Arrays.equals(m.option, option);
    }

    @Override
    public int hashCode() {
        return (Integer.hashCode(component) * 31 + Long.hashCode(heap)) * 31 + Arrays.hashCode(option);
    }

    @Override
    public String toString() {
        return "HeapMove[component=" + component + ", heap=" + heap + ", option=" + Arrays.toString(option) + "]";
    }
}
