package io.github.grundy.core;

import java.util.Arrays;

/**
 * A move in a sum of heaps: component {@code component} (0-based), a heap of size {@code heap},
 * becomes the heaps {@code option} (none when the heap is removed).
 */
public record HeapMove(int component, long heap, long[] option) implements Move {

    public HeapMove {
        option = option.clone();
    }

    @Override
    public long[] option() {
        return option.clone();
    }

    /** Number of heaps the option has. */
    public int optionSize() {
        return option.length;
    }

    /** Heap {@code k} of the option. */
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
