package io.github.grundy.core;

/** Receives the options of a heap, one at a time. */
@FunctionalInterface
public interface OptionSink {

    /**
     * One option: the heap is replaced by {@code heaps} (possibly none).
     *
     * @param heaps the option's heaps; the caller may reuse the array, so copy it to keep it
     * @return true to go on with the next option, false to stop
     */
    boolean accept(long[] heaps);
}
