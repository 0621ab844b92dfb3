package io.github.grundy.core.sequence;

import java.util.Arrays;

/**
 * The searches of the last heaps' splits for missing rare values, kept so that the next heaps go
 * on with them ({@link HeapValue}). A code whose splits take {@code k} and {@code k + d} (0.167
 * takes 2 and 3) gives heap {@code n} by the first and heap {@code n + d} by the second the same
 * splits {@code a + (m - a)}, {@code m = n - k}. Heap {@code n}'s search walks some of them; heap
 * {@code n + d} first takes the values that walk saw, then walks on from where it stopped, never
 * again over the same splits. On 0.167 that is 51.5 splits a heap, where a fresh search walked
 * at most 106 (docs/theory.md, "Two splits one apart, on one thread").
 *
 * <p>A table's values never change once computed, so what a walk saw stays true. Each search is
 * kept by its {@code m} in a ring of as many as the splits' amounts span; one thread's own.
 */
final class SplitSearches {

    /**
     * One search of the splits {@code a + (m - a)}: those with {@code a < lo} and {@code a > hi}
     * are walked ({@code 1 <= a <= half}), and every value they give is in {@link #seen}.
     */
    static final class Search {
        long m = -1;
        boolean unequal;
        long lo;
        long hi;
        boolean[] seen = new boolean[0];

        /** Whether every split is walked. */
        boolean done() {
            return lo > hi;
        }

        /**
         * Clears in {@code wanted} (below {@code below}) the values this search has seen; how many
         * of {@code missing} stay. A search goes on with this first: its walk on passes only the
         * splits not passed yet.
         */
        int take(boolean[] wanted, int below, int missing) {
            int left = missing;
            for (int v = 0; v < below && left > 0; v++) {
                if (wanted[v] && seen[v]) {
                    wanted[v] = false;
                    left--;
                }
            }
            return left;
        }

        /** Starts the search of {@code m}'s splits ({@code unequal}: without {@code m/2 + m/2}), none walked. */
        void start(long m, boolean unequal, int size) {
            this.m = m;
            this.unequal = unequal;
            this.lo = 1;
            this.hi = unequal ? (m - 1) / 2 : m / 2;
            if (seen.length != size) {
                seen = new boolean[size];
            } else {
                Arrays.fill(seen, false);
            }
        }
    }

    private final Search[] ring;
    private final int slotMask;

    private SplitSearches(int span) {
        int slots = Integer.highestOneBit(span + 1) << 1;
        this.ring = new Search[slots];
        for (int i = 0; i < slots; i++) {
            ring[i] = new Search();
        }
        this.slotMask = slots - 1;
    }

    /**
     * The searches for a code's split amounts ({@code splits}, ascending), or null where they are
     * not worth keeping: with one amount no split is met twice, and amounts more than 63 apart
     * would need a large ring.
     */
    static SplitSearches forSplits(int[] splits) {
        int span = splits.length < 2 ? -1 : splits[splits.length - 1] - splits[0];
        return span > 0 && span < 64 ? new SplitSearches(span) : null;
    }

    /** The search of {@code m}'s splits kept from a heap before, or null. */
    Search find(long m, boolean unequal, int size) {
        Search s = ring[(int) (m & slotMask)];
        return s.m == m && s.unequal == unequal && s.seen.length == size ? s : null;
    }

    /** A new search of {@code m}'s splits, in place of the one its slot kept. */
    Search start(long m, boolean unequal, int size) {
        Search s = ring[(int) (m & slotMask)];
        s.start(m, unequal, size);
        return s;
    }
}
