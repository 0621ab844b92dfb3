package io.github.grundy.core.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finite commutative monoids, held as their multiplication tables: {@code m[x][y]} is the product
 * of elements {@code x} and {@code y}, elements are {@code 0..m.length-1}, and 0 is the identity.
 * A table is the fastest form for the quotient's inner loops (a product is one array read), so
 * these are operations on tables rather than a wrapper object.
 */
final class Monoid {

    private Monoid() {
    }

    /** The index of {@code x}: the least {@code i} such that {@code x^i} is met again later. */
    static int indexOf(int[][] m, int x) {
        int[] seen = new int[m.length];
        Arrays.fill(seen, -1);
        int k = 0;
        int y = 0;
        while (seen[y] < 0) {
            seen[y] = k++;
            y = m[y][x];
        }
        return seen[y];
    }

    /**
     * The elements that {@code f}'s values (a map from heaps to elements; heap 0 ignored) generate,
     * the identity first, in the order reached.
     */
    static List<Integer> generated(int[][] m, int[] f) {
        int[] gens = generators(f);
        List<Integer> reach = new ArrayList<>(List.of(0));
        boolean[] seen = new boolean[m.length];
        seen[0] = true;
        for (int i = 0; i < reach.size(); i++) {
            for (int g : gens) {
                int y = m[reach.get(i)][g];
                if (!seen[y]) {
                    seen[y] = true;
                    reach.add(y);
                }
            }
        }
        return reach;
    }

    /** The distinct non-identity values of {@code f} past heap 0, ascending. */
    static int[] generators(int[] f) {
        return Arrays.stream(f, 1, f.length).filter(v -> v != 0).distinct().sorted().toArray();
    }
}
