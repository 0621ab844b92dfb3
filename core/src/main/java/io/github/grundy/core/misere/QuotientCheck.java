package io.github.grundy.core.misere;


/**
 * The exact check of a candidate quotient over every sum of heaps {@code 1..N}, walked as words
 * in the heaps ({@link Words}) with each element's least word standing for all its words: the
 * empty sum is not in {@code P}; a sum in {@code P} has no option in {@code P} (the P-condition,
 * {@link #pFailure}); a sum with options, not in {@code P}, has one in {@code P} (the N-condition,
 * {@link #nFailure}, over the finitely many pairs of an element and its options' elements, with
 * domination pruning). By induction on the sums, a candidate that passes has exactly the misère
 * P-positions as its P-portion.
 *
 * <p>Every method takes the candidate as {@code m} (its {@link RowMonoid#rows()},
 * {@code m[y][x] = x·y}: only the rows of the heaps' elements and of their options' elements are
 * read), {@code pp} (its P-portion),
 * {@code f} (the element of each heap) and {@code s} ({@code s[h]}: the elements of heap
 * {@code h}'s options, which do not depend on {@code f(h)}).
 */
final class QuotientCheck {

    private QuotientCheck() {
    }

    /** The P-portion of a candidate: each element's least word decides it from its options. */
    static boolean[] markP(int[][] m, int[] f, int[][] s) {
        boolean[] pp = new boolean[m.length];
        boolean[] marked = new boolean[m.length];
        markRec(m, f, s, f.length - 1, 0, ElementSets.EMPTY, pp, marked, new ElementSets(m.length));
        return pp;
    }

    private static void markRec(int[][] m, int[] f, int[][] s, int d, int elem, int[] t, boolean[] pp,
                                boolean[] marked, ElementSets sets) {
        if (d == 0) {
            pp[elem] = t.length > 0 && !ElementSets.anyP(pp, t);
            marked[elem] = true;
            return;
        }
        while (true) {
            markRec(m, f, s, d - 1, elem, t, pp, marked, sets);
            if (s[d].length == 0) {
                break;
            }
            t = sets.union(m, t, m[f[d]], elem, s[d]);
            elem = m[f[d]][elem];
            if (marked[elem]) {
                break;
            }
        }
    }

    /** The least word of each element reached (null for the others). */
    static int[][] leastWords(int[][] m, int[] f, int[][] s) {
        int[][] least = new int[m.length][];
        leastRec(m, f, s, f.length - 1, 0, new int[f.length], least);
        return least;
    }

    private static void leastRec(int[][] m, int[] f, int[][] s, int d, int elem, int[] word, int[][] least) {
        if (d == 0) {
            least[elem] = word.clone();
            return;
        }
        while (true) {
            leastRec(m, f, s, d - 1, elem, word, least);
            if (s[d].length == 0) {
                break;
            }
            elem = m[f[d]][elem];
            if (least[elem] != null) {
                break;
            }
            word[d]++;
        }
        word[d] = 0;
    }

    /** The least word {@code L(x) + h} in P with an option in P, or null. */
    static int[] pFailure(int[][] m, boolean[] pp, int[] f, int[][] s, int[][] least) {
        int[] best = null;
        for (int x = 0; x < m.length; x++) {
            if (least[x] == null) {
                continue;
            }
            for (int h = 1; h < f.length; h++) {
                if (!pp[m[f[h]][x]]) {
                    continue;
                }
                boolean bad = false;
                for (int t : s[h]) {
                    bad |= pp[m[t][x]];
                }
                if (bad) {
                    int[] w = least[x].clone();
                    w[h]++;
                    if (best == null || Words.compare(w, best) < 0) {
                        best = w;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The first word (in the order of words, below {@code stopAt} when given) not in P whose
     * options are none in P, though it has some: the N-condition. Words with the same element
     * and a superset of options of one seen are skipped (they cannot fail where it did not).
     */
    static int[] nFailure(int[][] m, boolean[] pp, int[] f, int[][] s, int[] stopAt) {
        Seen[] seen = new Seen[m.length];
        int[] word = new int[f.length];
        int[][] found = {null};
        nRec(m, pp, f, s, f.length - 1, 0, ElementSets.EMPTY, word, seen, stopAt, found, new ElementSets(m.length));
        return found[0] == STOP ? null : found[0];
    }

    private static final int[] STOP = new int[0];

    /** False to end the whole search ({@code found[0]} says why). */
    private static boolean nRec(int[][] m, boolean[] pp, int[] f, int[][] s, int d, int elem, int[] t,
                                int[] word, Seen[] seen, int[] stopAt, int[][] found, ElementSets sets) {
        if (d == 0) {
            if (t.length > 0 && !pp[elem] && !ElementSets.anyP(pp, t)) {
                found[0] = word.clone();
                return false;
            }
            return true;
        }
        while (true) {
            if (!nRec(m, pp, f, s, d - 1, elem, t, word, seen, stopAt, found, sets)) {
                return false;
            }
            if (s[d].length == 0) {
                break;
            }
            word[d]++;
            if (stopAt != null && Words.compare(word, stopAt) >= 0) {
                found[0] = STOP;
                return false;
            }
            t = sets.union(m, t, m[f[d]], elem, s[d]);
            elem = m[f[d]][elem];
            if (seen[elem] == null) {
                seen[elem] = new Seen();
            }
            if (!seen[elem].addUnlessDominated(t, sets)) {
                break;
            }
        }
        word[d] = 0;
        return true;
    }

    /**
     * The options' sets seen with one element, none a subset of another. Each set has a 64-bit
     * signature (a bit per element, hashed), so that most pairs are told apart without a look at
     * their elements: {@code a ⊆ b} needs {@code sig(a) & ~sig(b) == 0}.
     */
    private static final class Seen {
        private int[][] sets = new int[4][];
        private long[] sigs = new long[4];
        private int n;

        /** False if a set seen is a subset of {@code t}; else adds {@code t} and drops the sets it is a subset of. */
        boolean addUnlessDominated(int[] t, ElementSets stamps) {
            long sig = ElementSets.signature(t);
            boolean marked = false;
            for (int i = 0; i < n; i++) {
                if ((sigs[i] & ~sig) == 0 && sets[i].length <= t.length) {
                    if (!marked) {
                        stamps.mark(t);
                        marked = true;
                    }
                    if (stamps.inMarked(sets[i])) {
                        return false;
                    }
                }
            }
            int kept = 0;
            for (int i = 0; i < n; i++) {
                boolean superset = false;
                if ((sig & ~sigs[i]) == 0 && t.length <= sets[i].length) {
                    stamps.mark(sets[i]);
                    superset = stamps.inMarked(t);
                }
                if (!superset) {
                    sets[kept] = sets[i];
                    sigs[kept++] = sigs[i];
                }
            }
            for (int i = kept; i < n; i++) {
                sets[i] = null;
            }
            n = kept;
            if (n == sets.length) {
                sets = java.util.Arrays.copyOf(sets, 2 * n);
                sigs = java.util.Arrays.copyOf(sigs, 2 * n);
            }
            sets[n] = t;
            sigs[n++] = sig;
            return true;
        }
    }
}
