package io.github.grundy.core.game;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Passes on each distinct option of one heap once. An option is a multiset of heaps: a game that
 * reports {@code 1 + 4} and then {@code 4 + 1} (or the same heap twice) has one option, and one
 * winning move there, not two. The first spelling reported is the one passed on (it is the
 * game's canonical order). Used by the default answers of {@link HeapGame}, which walk a game's
 * {@link HeapMoves#forEachOption} as the game reports it; games that answer
 * {@link HeapGame#forEachOptionOfValue} themselves report each option once.
 *
 * <p>Options of at most one heap are kept as a {@code long} (no copy); larger ones as a sorted
 * copy. One instance per heap walked.
 */
final class DistinctOptions implements OptionSink {

    /** The key of the empty option: no heap is -1. */
    private static final long EMPTY = -1;

    private final OptionSink sink;
    private final Set<Long> small = new HashSet<>();
    private final Set<Key> large = new HashSet<>();

    DistinctOptions(OptionSink sink) {
        this.sink = sink;
    }

    @Override
    public boolean accept(long[] option) {
        boolean first = switch (option.length) {
            case 0 -> small.add(EMPTY);
            case 1 -> small.add(option[0]);
            default -> large.add(new Key(option));
        };
        return !first || sink.accept(option);
    }

    /** A multiset of heaps: the heaps sorted. */
    private static final class Key {
        private final long[] sorted;
        private final int hash;

        Key(long[] option) {
            sorted = option.clone();
            Arrays.sort(sorted);
            hash = Arrays.hashCode(sorted);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.sorted, sorted);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
