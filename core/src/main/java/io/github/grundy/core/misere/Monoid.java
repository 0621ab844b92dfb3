package io.github.grundy.core.misere;

import io.github.grundy.core.game.Memory;
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

    /** A direct product and the element of it that stands for the second factor's generator. */
    record Product(int[][] mul, int generator) {
    }

    /**
     * The cyclic monoid {@code {g^0 .. g^(index+period-1)}} with {@code g^(index+period) = g^index}.
     *
     * @return its table, {@code g^k} numbered {@code k}
     */
    static int[][] cyclic(int period, int index) {
        int n = index + period;
        int[][] m = new int[n][n];
        for (int x = 0; x < n; x++) {
            int y = x;
            for (int k = 0; k < n; k++) {
                m[x][k] = y;
                y = y + 1 < n ? y + 1 : index;
            }
        }
        return m;
    }

    /**
     * {@code A × B}: element {@code (x1, x2)} is {@code x1 + |A|·x2}, so B's generator 1 is {@code |A|}.
     *
     * @throws io.github.grundy.core.game.MemoryLimitExceededException if the table does not fit:
     *         a product before it is reduced may be far larger than the quotient
     */
    static Product product(int[][] a, int[][] b) {
        int na = a.length;
        long size = (long) na * b.length;
        Memory.require(4L * size * size, () -> "a candidate misere quotient of " + size + " elements");
        int n = (int) size;
        int[][] m = new int[n][n];
        for (int x = 0; x < n; x++) {
            int[] ra = a[x % na];
            int[] rb = b[x / na];
            for (int y = 0; y < n; y++) {
                m[x][y] = ra[y % na] + na * rb[y / na];
            }
        }
        return new Product(m, na);
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

    /**
     * The submonoid of the elements {@code reach} (closed under products, the identity first),
     * renumbered in that order; {@code at} receives each old element's new number.
     */
    static int[][] submonoid(int[][] m, List<Integer> reach, int[] at) {
        for (int i = 0; i < reach.size(); i++) {
            at[reach.get(i)] = i;
        }
        int[][] sub = new int[reach.size()][reach.size()];
        for (int a = 0; a < reach.size(); a++) {
            for (int b = 0; b < reach.size(); b++) {
                sub[a][b] = at[m[reach.get(a)][reach.get(b)]];
            }
        }
        return sub;
    }
}
