package io.github.grundy.core.misere;

/**
 * Words in the heaps' elements: {@code w[h]} is how many heaps of size {@code h} a sum has, and
 * the word's element is the product of their elements. A quotient's check walks sums as words, and
 * its presentation writes elements as words in the generators; both order them as Siegel's
 * MisereSolver does, so that the first failure found and the relations printed are the same.
 */
final class Words {

    private Words() {
    }

    /** MisereSolver's order of words: the highest heap used, then the exponents from it down. */
    static int compare(int[] a, int[] b) {
        int la = length(a);
        int lb = length(b);
        if (la != lb) {
            return Integer.compare(la, lb);
        }
        for (int i = la - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return Integer.compare(a[i], b[i]);
            }
        }
        return 0;
    }

    private static int length(int[] w) {
        for (int i = w.length - 1; i >= 0; i--) {
            if (w[i] != 0) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The element of {@code w} in the monoid {@code m}, heap {@code h} standing for {@code f[h]}. */
    static int elementOf(int[][] m, int[] f, int[] w) {
        int x = 0;
        for (int h = 0; h < w.length; h++) {
            for (int k = 0; k < w[h]; k++) {
                x = m[f[h]][x];
            }
        }
        return x;
    }

    /** Whether {@code a} divides {@code b} (each exponent at most). */
    static boolean divides(int[] a, int[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] > b[i]) {
                return false;
            }
        }
        return true;
    }
}
