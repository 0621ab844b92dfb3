package io.github.grundy.core.sequence;

/**
 * The searches of the last heaps' splits for missing rare values, kept so that the next heaps go
 * on with them ({@link HeapValue}). A code whose splits take {@code k} and {@code k + d} (0.167
 * takes 2 and 3) gives heap {@code n} by the first and heap {@code n + d} by the second the same
 * splits {@code a + (m - a)}, {@code m = n - k}. Heap {@code n}'s search walks some of them; heap
 * {@code n + d} first takes the values that walk saw, then walks on from where it stopped, never
 * again over the same splits. On 0.167 that is 91 splits a heap instead of 163 (docs/theory.md,
 * "Searches that go on").
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

        /** Starts the search of {@code m}'s splits ({@code unequal}: without {@code m/2 + m/2}), none walked. */
        void start(long m, boolean unequal, int size) {
            this.m = m;
            this.unequal = unequal;
            this.lo = 1;
            this.hi = unequal ? (m - 1) / 2 : m / 2;
            if (seen.length != size) {
                seen = new boolean[size];
            } else {
                java.util.Arrays.fill(seen, false);
            }
        }
    }

    private final Search[] ring;
    private final int slotMask;

    /** Searches for splits whose amounts span {@code span} ({@code max - min} of the amounts). */
    SplitSearches(int span) {
        int slots = Integer.highestOneBit(Math.max(1, span + 1)) << 1;
        this.ring = new Search[slots];
        for (int i = 0; i < slots; i++) {
            ring[i] = new Search();
        }
        this.slotMask = slots - 1;
    }

    /**
     * The codes worth it: two split amounts or more, close enough for a ring of a few searches;
     * a code of one split amount meets no split twice.
     */
    static boolean worthIt(int[] splits) {
        if (splits.length < 2) {
            return false;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int k : splits) {
            min = Math.min(min, k);
            max = Math.max(max, k);
        }
        return max - min < 64;
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
