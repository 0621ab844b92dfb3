package io.github.grundy.core.sequence;

import java.util.Arrays;

/**
 * The split of a stored table's values into rare and common ones ({@link StoredRareCommon}): the
 * mask, the class of each value, and the rare heaps in order with their values. Listed again
 * from nothing when the mask changes or a value outgrows the classes ({@link #relist}); each
 * listing gets new arrays, so that the threads of a round ({@link FarWork}) go on reading the old
 * ones, and is counted ({@link #listings()}), so that the work they did on it is known void.
 */
final class RareClasses {

    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;
    private int mask;
    private boolean maskHasPosition;
    private byte[] classes = new byte[0];
    private int[] rare = new int[16];
    private int[] values = new int[16];
    private int count;
    /** How many of the first rare heaps the window reaches: their splits read it, the others the store. */
    private int near;
    private int nextChoice;
    private long listings;

    RareClasses(int positionBit) {
        this.positionBit = positionBit;
    }

    /**
     * Takes a mask, as {@link RareMask#fewestRare} gives it.
     *
     * @return whether it differs from the last
     */
    boolean choose(int best) {
        boolean changed = mask != best >> 1 || maskHasPosition != ((best & 1) != 0);
        mask = best >> 1;
        maskHasPosition = (best & 1) != 0;
        return changed;
    }

    int mask() {
        return mask;
    }

    boolean maskHasPosition() {
        return maskHasPosition;
    }

    /** The heap parity at which the class is not flipped, or -1 when the heap's parity takes no part. */
    int flip() {
        return maskHasPosition ? positionBit : -1;
    }

    /** Empties the list and gives the values below {@code 1 << bits} their classes under the mask. */
    void relist(int bits) {
        listings++;
        classes = new byte[1 << bits];
        for (int v = 0; v < classes.length; v++) {
            classes[v] = (byte) (Integer.bitCount(v & mask) & 1);
        }
        count = 0;
        near = 0;
        rare = new int[rare.length];
        values = new int[values.length];
    }

    /** The class bit of value {@code v} at heap {@code n}: 1 common, 0 rare. */
    int parity(int v, long n) {
        return (Integer.bitCount(v & mask) & 1) ^ heapParity(n);
    }

    /** What the heap's parity adds to a value's class bit. */
    int heapParity(long n) {
        return maskHasPosition ? (int) ((n ^ positionBit) & 1) : 0;
    }

    /**
     * Lists a rare heap, after those listed.
     *
     * @param heap    the heap, below 2^31
     * @param value   its value
     * @param reached whether the window of last heaps reaches its splits
     */
    void add(long heap, int value, boolean reached) {
        if (count == rare.length) {
            rare = Arrays.copyOf(rare, 2 * count);
            values = Arrays.copyOf(values, 2 * count);
        }
        rare[count] = (int) heap;
        values[count++] = value;
        if (reached) {
            near = count;
        }
    }

    /**
     * Takes note that the window of last heaps now reaches the splits of every rare heap listed,
     * if it does.
     *
     * @param all whether it does
     */
    void reached(boolean all) {
        if (all) {
            near = count;
        }
    }

    /** Whether the rare heaps have grown enough since the mask was chosen to choose it again. */
    boolean due() {
        return count >= nextChoice;
    }

    /** Chooses the mask again when the rare heaps have grown by a thirty-second. */
    void schedule() {
        nextChoice = count + count / 32 + 1;
    }

    byte[] classes() {
        return classes;
    }

    int[] rare() {
        return rare;
    }

    int[] values() {
        return values;
    }

    int count() {
        return count;
    }

    int near() {
        return near;
    }

    long listings() {
        return listings;
    }

    /** The list as a table reports it, heap 0 first when it is rare (it pairs in no split, so it is not listed). */
    RareHeaps heaps(boolean zeroRare) {
        // Heap 0's value is 0.
        int zero = zeroRare ? 1 : 0;
        long[] heaps = new long[zero + count];
        int[] vs = new int[zero + count];
        for (int i = 0; i < count; i++) {
            heaps[zero + i] = rare[i];
            vs[zero + i] = values[i];
        }
        return new RareHeaps(mask, maskHasPosition, heaps, vs);
    }
}
