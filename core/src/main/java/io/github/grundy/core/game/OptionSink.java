package io.github.grundy.core.game;

import java.util.function.Predicate;

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

    /**
     * A sink that passes each distinct option on to {@code sink} once. An option is a multiset of
     * heaps: a game that reports {@code 1 + 4} and then {@code 4 + 1} (or the same option twice)
     * has one option there, not two; the first spelling reported is the one passed on. Make one
     * for each heap walked: it remembers the options it has seen.
     *
     * @param sink receives the distinct options
     * @return the filtering sink
     */
    static OptionSink distinct(OptionSink sink) {
        return new DistinctOptions(sink);
    }

    /**
     * A sink that passes on to {@code sink} the options {@code keep} accepts, and lets a long walk
     * be stopped: it checks {@link Cancellation} every few thousand options.
     *
     * @param keep true for an option to pass on
     * @param sink receives the options kept
     * @return the filtering sink
     */
    static OptionSink filtered(Predicate<long[]> keep, OptionSink sink) {
        return new OptionFilter(keep, sink);
    }
}
