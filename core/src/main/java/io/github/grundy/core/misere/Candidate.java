package io.github.grundy.core.misere;

import java.util.Arrays;

/**
 * A candidate quotient: a monoid's table {@code mul}, its P-portion {@code p}, and {@code phi},
 * the element of each heap {@code 0..N}. {@link #reduce} makes one from any monoid that the heaps
 * generate; the search then checks it ({@link QuotientCheck}) and recalibrates it until it passes.
 */
record Candidate(int[][] mul, boolean[] p, int[] phi) {

    /**
     * {@code g}'s elements merged by {@code x ~ y iff P(xz) = P(yz) for all z} (Moore's
     * minimisation: the coarsest congruence that keeps the P-portion), its classes numbered in the
     * order {@code g} reached them, the identity 0.
     *
     * <p>The classes are refined one generator at a time (a class splits by the classes of its
     * elements times the generator) until a pass over the generators splits none; each split is
     * one that every congruence keeping {@code P} makes, so this ends at the coarsest one. The
     * reduced table is then filled row by row from the walk's tree: an element reached as
     * {@code parent·g} has the row of {@code parent}'s class followed by {@code g}'s.
     *
     * @param g  the monoid the heaps generate
     * @param pp its P-portion
     * @return the reduced candidate
     */
    static Candidate reduce(GeneratedProduct g, boolean[] pp) {
        int n = g.size();
        int[] block = new int[n];
        int blocks = Partition.start(pp, block);
        Partition pairs = new Partition(n);
        while (true) {
            int before = blocks;
            for (int y : g.generators) {
                blocks = pairs.refine(block, g.rows[y]);
            }
            if (blocks == before) {
                break;
            }
        }
        int[] order = new int[blocks];
        Arrays.fill(order, -1);
        int[] rep = new int[blocks];
        int k = 0;
        for (int x = 0; x < n; x++) {
            if (order[block[x]] < 0) {
                order[block[x]] = k;
                rep[k++] = x;
            }
        }
        int[][] genRow = new int[g.generators.length][k];
        for (int j = 0; j < genRow.length; j++) {
            int[] r = g.rows[g.generators[j]];
            for (int c = 0; c < k; c++) {
                genRow[j][c] = order[block[r[rep[c]]]];
            }
        }
        int[][] nm = new int[k][];
        boolean[] np = new boolean[k];
        nm[0] = new int[k];
        Arrays.setAll(nm[0], c -> c);
        for (int c = 1; c < k; c++) {
            int[] from = nm[order[block[g.parent[rep[c]]]]];
            int[] by = genRow[g.via[rep[c]]];
            int[] row = new int[k];
            for (int d = 0; d < k; d++) {
                row[d] = by[from[d]];
            }
            nm[c] = row;
        }
        for (int c = 0; c < k; c++) {
            np[c] = pp[rep[c]];
        }
        int[] nf = new int[g.heapElements.length];
        for (int h = 0; h < nf.length; h++) {
            nf[h] = order[block[g.heapElements[h]]];
        }
        return new Candidate(nm, np, nf);
    }
}
