package io.github.grundy.core.misere;

import java.util.Arrays;

/**
 * A candidate quotient: a monoid {@code mul}, its P-portion {@code p}, and {@code phi},
 * the element of each heap {@code 0..N}. {@link #reduce} makes one from any monoid that the heaps
 * generate; the search then checks it ({@link QuotientCheck}) and recalibrates it until it passes.
 */
record Candidate(RowMonoid mul, boolean[] p, int[] phi) {

    /**
     * {@code g}'s elements merged by {@code x ~ y iff P(xz) = P(yz) for all z} (the coarsest
     * congruence that keeps the P-portion, {@link Partition#coarsest}), its classes numbered in
     * the order {@code g} reached them, the identity 0. The reduced monoid keeps the generators'
     * rows and the walk's tree, on the classes: the first element of each class was reached from
     * an element of an earlier class.
     *
     * @param product the monoid the heaps generate
     * @param pp its P-portion
     * @param work  the workspace of the reduction
     * @return the reduced candidate
     */
    static Candidate reduce(GeneratedProduct product, boolean[] pp, Partition work) {
        RowMonoid g = product.monoid();
        int n = g.size();
        int[] block = new int[n];
        int[] gens = g.generators();
        int[][] moves = new int[gens.length][];
        for (int j = 0; j < gens.length; j++) {
            moves[j] = g.rows()[gens[j]];
        }
        int blocks = work.coarsest(pp, moves, block);
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
        int[][] rows = new int[k][];
        int[] newGens = new int[gens.length];
        for (int j = 0; j < gens.length; j++) {
            int[] r = g.rows()[gens[j]];
            int[] nr = new int[k];
            for (int c = 0; c < k; c++) {
                nr[c] = order[block[r[rep[c]]]];
            }
            newGens[j] = order[block[gens[j]]];
            rows[newGens[j]] = nr;
        }
        int[] parent = new int[k];
        int[] via = new int[k];
        boolean[] np = new boolean[k];
        parent[0] = -1;
        via[0] = -1;
        for (int c = 0; c < k; c++) {
            np[c] = pp[rep[c]];
            if (c > 0) {
                parent[c] = order[block[g.parent(rep[c])]];
                via[c] = g.via(rep[c]);
            }
        }
        int[] nf = new int[product.heapElements().length];
        for (int h = 0; h < nf.length; h++) {
            nf[h] = order[block[product.heapElements()[h]]];
        }
        return new Candidate(new RowMonoid(rows, newGens, parent, via), np, nf);
    }
}
