package io.github.grundy.core.store;

/**
 * Values for the store's tests, each a function of a seed and the heap alone, so that a test (or a
 * child process killed halfway) can tell what any heap should hold. The first heaps are small in
 * every kind, so that the first segments are direct and the later ones take the class hinted.
 */
enum StoreValues {

    /** Every value below 128: direct segments, no escape. */
    SMALL(0, false, 0),
    /** Values below 400, common under the mask but for 0.5% rare ones. */
    PARITY(0x1ee, false, 0),
    /** As {@link #PARITY}, the class flipped at odd heaps. */
    PARITY_POSITION(0x1ee, true, 1),
    /** Values below 300, and 1% of any size up to 65535; no class hinted. */
    WIDE(0, false, 0);

    /** The heaps whose values are below 128 in every kind. */
    static final int SMALL_START = 300;

    private final int mask;
    private final boolean position;
    private final int positionBit;

    StoreValues(int mask, boolean position, int positionBit) {
        this.mask = mask;
        this.position = position;
        this.positionBit = positionBit;
    }

    /**
     * Gives the store this kind's class hint (a mask of 0, none, for the kinds without a class).
     *
     * @param store the store
     */
    void hint(ValueStore store) {
        store.classHint(mask, position, positionBit);
    }

    /**
     * The value of a heap.
     *
     * @param seed the run's seed
     * @param heap the heap
     * @return its value
     */
    char value(long seed, long heap) {
        long h = mix(seed * 0x9E3779B97F4A7C15L + heap);
        int r = (int) Long.remainderUnsigned(h >>> 32, 1000);
        if (this == SMALL || heap < SMALL_START) {
            return (char) (h & 127);
        }
        if (this == WIDE) {
            return (char) (r < 10 ? (h >>> 16) & 0xFFFF : (h & 0xFFFF) % 300);
        }
        int v = (int) ((h & 0xFFFF) % 400);
        int wanted = r < 5 ? 0 : 1;
        if (classBit(v, heap) != wanted) {
            // Flipping the mask's lowest bit flips the class, and keeps the value below 512.
            v ^= Integer.lowestOneBit(mask);
        }
        return (char) v;
    }

    /**
     * The values of heaps {@code from..from+count-1}.
     *
     * @param seed  the run's seed
     * @param from  the first heap
     * @param count how many
     * @return their values
     */
    char[] values(long seed, long from, int count) {
        char[] out = new char[count];
        for (int i = 0; i < count; i++) {
            out[i] = value(seed, from + i);
        }
        return out;
    }

    private int classBit(int v, long heap) {
        return (Integer.bitCount(v & mask) & 1) ^ (position ? (int) ((heap ^ positionBit) & 1) : 0);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
