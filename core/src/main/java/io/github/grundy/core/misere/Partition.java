package io.github.grundy.core.misere;

import java.util.Arrays;

/**
 * The refinement step of Moore's minimisation on int arrays: classes split by the pair (own
 * class, class of the element times a generator), with the pairs numbered through an
 * open-addressing map rather than boxed signatures. One instance serves a whole reduction.
 */
final class Partition {

    private final int[] next;
    private long[] keys = new long[64];
    private int[] values = new int[64];

    Partition(int n) {
        next = new int[n];
    }

    /** Classes P and not P in {@code block}; returns how many there are (1 or 2). */
    static int start(boolean[] pp, int[] block) {
        boolean anyP = false;
        boolean anyN = false;
        for (boolean b : pp) {
            anyP |= b;
            anyN |= !b;
        }
        for (int x = 0; x < block.length; x++) {
            block[x] = pp[x] && anyN ? 1 : 0;
        }
        return (anyP ? 1 : 0) + (anyN ? 1 : 0);
    }

    /**
     * Splits every class of {@code block} by the class of {@code x·g} ({@code row[x]}), in place.
     *
     * @return the number of classes after
     */
    int refine(int[] block, int[] row) {
        int n = block.length;
        int need = Integer.highestOneBit(Math.max(2, n)) << 2;
        if (keys.length < need) {
            keys = new long[need];
            values = new int[need];
        }
        Arrays.fill(keys, -1L);
        int mask = keys.length - 1;
        int count = 0;
        for (int x = 0; x < n; x++) {
            long key = (long) block[x] << 32 | block[row[x]];
            int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
            while (keys[i] != key && keys[i] >= 0) {
                i = (i + 1) & mask;
            }
            if (keys[i] < 0) {
                keys[i] = key;
                values[i] = count++;
            }
            next[x] = values[i];
        }
        System.arraycopy(next, 0, block, 0, n);
        return count;
    }
}
