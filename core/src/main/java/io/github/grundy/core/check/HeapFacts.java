package io.github.grundy.core.check;

import java.util.Arrays;
import java.util.List;

/**
 * What the definition says of one heap: its value, and its distinct options in the order the game
 * first reports each.
 */
record HeapFacts(long heap, long value, List<Option> options) {

    HeapFacts {
        options = List.copyOf(options);
    }

    /**
     * One distinct option.
     *
     * @param heaps the heaps as the game first reported them (their order shows in its words)
     * @param key   the heaps sorted: an option is a multiset, {@code 1 + 4} is {@code 4 + 1}
     * @param value the nim-sum of the heaps' values
     */
    record Option(long[] heaps, List<Long> key, long value) {
    }

    /** The key of an option: its heaps, sorted. */
    static List<Long> key(long[] option) {
        long[] sorted = option.clone();
        Arrays.sort(sorted);
        return Arrays.stream(sorted).boxed().toList();
    }
}
