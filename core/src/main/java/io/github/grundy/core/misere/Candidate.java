package io.github.grundy.core.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A candidate quotient: a monoid's table {@code mul}, its P-portion {@code p}, and {@code phi},
 * the element of each heap {@code 0..N}. {@link #reduce} makes one from any monoid that the heaps
 * map into; the search then checks it ({@link QuotientCheck}) and recalibrates it until it passes.
 */
record Candidate(int[][] mul, boolean[] p, int[] phi) {

    /**
     * The submonoid that {@code f}'s values generate, then merged by
     * {@code x ~ y iff P(xz) = P(yz) for all z} (Moore's minimisation: the coarsest congruence
     * that keeps the P-portion), its elements numbered in the order reached, the identity 0.
     *
     * @param m  a monoid's table
     * @param pp its P-portion
     * @param f  the element of each heap
     * @return the reduced candidate
     */
    static Candidate reduce(int[][] m, boolean[] pp, int[] f) {
        int[] gens = Monoid.generators(f);
        List<Integer> reach = Monoid.generated(m, f);
        int[] block = new int[m.length];
        boolean anyP = false;
        boolean anyN = false;
        for (int x : reach) {
            block[x] = pp[x] ? 1 : 0;
            anyP |= pp[x];
            anyN |= !pp[x];
        }
        int blocks = (anyP ? 1 : 0) + (anyN ? 1 : 0);
        while (true) {
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] next = new int[m.length];
            for (int x : reach) {
                List<Integer> sig = new ArrayList<>(gens.length + 1);
                sig.add(block[x]);
                for (int g : gens) {
                    sig.add(block[m[x][g]]);
                }
                next[x] = ids.computeIfAbsent(sig, k -> ids.size());
            }
            block = next;
            if (ids.size() == blocks) {
                break;
            }
            blocks = ids.size();
        }
        int[] order = new int[blocks];
        Arrays.fill(order, -1);
        int[] rep = new int[blocks];
        int k = 0;
        order[block[0]] = k;
        rep[k++] = 0;
        for (int x : reach) {
            if (order[block[x]] < 0) {
                order[block[x]] = k;
                rep[k++] = x;
            }
        }
        int[][] nm = new int[k][k];
        boolean[] np = new boolean[k];
        for (int a = 0; a < k; a++) {
            np[a] = pp[rep[a]];
            for (int b = 0; b < k; b++) {
                nm[a][b] = order[block[m[rep[a]][rep[b]]]];
            }
        }
        int[] nf = new int[f.length];
        for (int h = 0; h < f.length; h++) {
            nf[h] = order[block[f[h]]];
        }
        return new Candidate(nm, np, nf);
    }
}
