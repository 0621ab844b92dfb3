package io.github.grundy.core.sequence;

import java.util.Arrays;

/**
 * How many heaps have each value, split by the heap's position bit when the code's splits all take
 * amounts of one parity: what the rare mask is chosen from ({@link RareMask#fewestRare}), for
 * {@link StoredRareCommon}. The values it counts are below {@code 2^bits()}.
 */
final class ClassHistogram {

    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;
    private int bits = 1;
    private long[] counts = new long[4];
    private long[] transform = new long[0];

    ClassHistogram(int positionBit) {
        this.positionBit = positionBit;
    }

    /** The bits of the largest value counted: every value is below {@code 1 << bits()}. */
    int bits() {
        return bits;
    }

    /**
     * Counts heap {@code n}'s value.
     *
     * @return whether the value is wider than those counted before ({@link #bits()} grew)
     */
    boolean add(long n, int v) {
        boolean wider = widen(v);
        counts[(v << 1) | position(n)]++;
        return wider;
    }

    /**
     * Counts the values of heaps {@code at..at+count-1}, in {@code values[offset..offset+count)}, a
     * chunk at a time (two scans of 2^31 heaps took 14 s value by value).
     */
    void addAll(char[] values, int offset, int count, long at) {
        int max = 0;
        int end = offset + count;
        for (int i = offset; i < end; i++) {
            max = Math.max(max, values[i]);
        }
        widen(max);
        long[] h = counts;
        if (positionBit < 0) {
            for (int i = offset; i < end; i++) {
                h[values[i] << 1]++;
            }
        } else {
            // Heap at + i has the position bit (at + i ^ positionBit) & 1: alternating from the first.
            int first = (int) ((at ^ positionBit) & 1);
            for (int i = 0; i < count; i++) {
                h[(values[offset + i] << 1) | ((first + i) & 1)]++;
            }
        }
    }

    /**
     * The mask under which the fewest of the {@code n} heaps counted are rare.
     *
     * @return as {@link RareMask#fewestRare}: the mask shifted left once, its low bit whether the
     *         heap's position is in it
     */
    int fewestRare(long n) {
        if (transform.length != counts.length) {
            transform = new long[counts.length];
        }
        return RareMask.fewestRare(counts, transform, (int) Math.min(Integer.MAX_VALUE, n), positionBit >= 0);
    }

    private boolean widen(int v) {
        if (v < 1 << bits) {
            return false;
        }
        bits = 32 - Integer.numberOfLeadingZeros(v);
        counts = Arrays.copyOf(counts, 2 << bits);
        return true;
    }

    private int position(long n) {
        return positionBit < 0 ? 0 : (int) ((n ^ positionBit) & 1);
    }
}
