package io.github.grundy.core.misere;

/**
 * The refinement step of Moore's minimisation on int arrays: classes split by the pair (own
 * class, class of the element times a generator). The elements are sorted by class (a counting
 * sort), then each class is split by its elements' product classes with one stamp array: no
 * hashing and no boxed signatures. One instance serves a whole reduction.
 */
final class Partition {

    private final int[] next;
    private final int[] byClass;
    private final int[] start;
    private final int[] stamp;
    private final int[] id;
    private int classes;
    private int generation;

    /**
     * A partition of {@code pp.length} elements into P and not P, written to {@code block}.
     *
     * @param pp    the P-portion
     * @param block receives each element's class
     */
    Partition(boolean[] pp, int[] block) {
        int n = block.length;
        next = new int[n];
        byClass = new int[n];
        start = new int[n + 1];
        stamp = new int[n];
        id = new int[n];
        boolean anyP = false;
        boolean anyN = false;
        for (boolean b : pp) {
            anyP |= b;
            anyN |= !b;
        }
        for (int x = 0; x < n; x++) {
            block[x] = pp[x] && anyN ? 1 : 0;
        }
        classes = (anyP ? 1 : 0) + (anyN ? 1 : 0);
    }

    /** The number of classes now. */
    int classes() {
        return classes;
    }

    /**
     * Splits every class of {@code block} by the class of {@code x·g} ({@code row[x]}), in place.
     *
     * @return the number of classes after
     */
    int refine(int[] block, int[] row) {
        int n = block.length;
        java.util.Arrays.fill(start, 0, classes + 1, 0);
        for (int x = 0; x < n; x++) {
            start[block[x] + 1]++;
        }
        for (int b = 0; b < classes; b++) {
            start[b + 1] += start[b];
        }
        for (int x = 0; x < n; x++) {
            byClass[start[block[x]]++] = x;
        }
        // start[b] is now the end of class b: the classes are byClass[start[b-1] .. start[b]).
        int count = 0;
        int from = 0;
        if (generation > Integer.MAX_VALUE - classes) {
            java.util.Arrays.fill(stamp, 0);
            generation = 0;
        }
        for (int b = 0; b < classes; b++) {
            int gen = ++generation;
            for (int i = from; i < start[b]; i++) {
                int x = byClass[i];
                int c = block[row[x]];
                if (stamp[c] != gen) {
                    stamp[c] = gen;
                    id[c] = count++;
                }
                next[x] = id[c];
            }
            from = start[b];
        }
        System.arraycopy(next, 0, block, 0, n);
        classes = count;
        return count;
    }
}
