package io.github.grundy.core.misere;

import java.util.Arrays;

/**
 * Sets of a monoid's elements as plain int arrays (each element once, in no order), with one
 * stamp array for the whole check: the sets of a word's options' elements are small beside the
 * monoid, so an array of their elements is cheaper to build, walk and compare than a bit set
 * over all the monoid's elements.
 */
final class ElementSets {

    static final int[] EMPTY = {};

    private final int[] stamp;
    private int generation;
    private int[] buffer = new int[64];

    /** Sets of elements {@code 0..size-1}. */
    ElementSets(int size) {
        stamp = new int[size];
    }

    private int next() {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        return generation;
    }

    /**
     * {@code {x·g : x ∈ t} ∪ {elem·v : v ∈ s}}: the options' elements after a heap of element
     * {@code g} (row {@code byG}) joins a word of element {@code elem} whose options' elements
     * are {@code t}, {@code s} the options' elements of the heap.
     */
    int[] union(int[][] m, int[] t, int[] byG, int elem, int[] s) {
        int gen = next();
        int need = t.length + s.length;
        if (buffer.length < need) {
            buffer = new int[Math.max(need, 2 * buffer.length)];
        }
        int n = 0;
        for (int x : t) {
            int y = byG[x];
            if (stamp[y] != gen) {
                stamp[y] = gen;
                buffer[n++] = y;
            }
        }
        for (int v : s) {
            int y = m[v][elem];
            if (stamp[y] != gen) {
                stamp[y] = gen;
                buffer[n++] = y;
            }
        }
        return Arrays.copyOf(buffer, n);
    }

    /** Whether some element of {@code t} is in the P-portion {@code pp}. */
    static boolean anyP(boolean[] pp, int[] t) {
        for (int x : t) {
            if (pp[x]) {
                return true;
            }
        }
        return false;
    }

    /** A bit per element, hashed into 64: a set's signature has every bit of its subsets' signatures. */
    static long signature(int[] t) {
        long sig = 0;
        for (int x : t) {
            sig |= 1L << ((x * 0x9E3779B9) >>> 26);
        }
        return sig;
    }

    /** Marks {@code b}'s elements, for {@link #inMarked} to test sets against it. */
    void mark(int[] b) {
        int gen = next();
        for (int x : b) {
            stamp[x] = gen;
        }
    }

    /** Whether every element of {@code a} is in the set last {@link #mark}ed. */
    boolean inMarked(int[] a) {
        int gen = generation;
        for (int x : a) {
            if (stamp[x] != gen) {
                return false;
            }
        }
        return true;
    }
}
