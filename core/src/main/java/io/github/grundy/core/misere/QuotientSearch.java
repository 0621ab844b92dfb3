package io.github.grundy.core.misere;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The search for a quotient, heap by heap as Siegel's MisereSolver makes it: a new heap keeps the
 * quotient when some element can stand for it ({@link QuotientCheck} passes with it); else the
 * quotient grows by a cyclic generator (the reached part of a direct product, {@link GeneratedProduct}), is reduced
 * ({@link Candidate#reduce}), and is recalibrated, some heaps of the first failing sum given
 * cyclic generators of their own, until the check passes. One instance is one run; its fields are
 * the quotient so far.
 */
final class QuotientSearch {

    private final HeapMoves game;
    private final int maxElements;
    private final String limitName;
    RowMonoid mul = RowMonoid.trivial();
    boolean[] p = {false};
    /** Φ of heaps 0..heaps-1 (room for more after). */
    int[] phi = new int[16];
    int heaps = 1;
    final List<Integer> changes = new ArrayList<>();
    /** The options of each heap, each a list of its heaps (heaps of 0 dropped), distinct. */
    private final List<int[][]> options = new ArrayList<>();
    private final Partition partition = new Partition();

    QuotientSearch(HeapMoves game, int maxElements, String limitName) {
        this.game = game;
        this.maxElements = maxElements;
        this.limitName = limitName;
        options.add(new int[0][]);
    }

    /** Takes a saved quotient of heaps {@code 0..heaps-1} (see {@link QuotientRun#state()}): the options are read again. */
    void resume(RowMonoid m, boolean[] pp, int[] f, int count, List<Integer> grewAt) {
        for (int h = 1; h < count; h++) {
            Cancellation.checkpoint();
            options.add(optionsOf(h));
        }
        mul = m;
        p = pp;
        phi = f;
        heaps = count;
        changes.addAll(grewAt);
    }

    private int[][] optionsOf(int n) {
        Set<List<Integer>> seen = new LinkedHashSet<>();
        game.forEachOption(n, option -> {
            List<Integer> o = new ArrayList<>();
            for (long h : option) {
                if (h < 0 || h >= n) {
                    throw GameFailure.badOption(n, h);
                }
                if (h > 0) {
                    o.add((int) h);
                }
            }
            o.sort(null);
            seen.add(o);
            return true;
        });
        int[][] out = new int[seen.size()][];
        int i = 0;
        for (List<Integer> o : seen) {
            out[i++] = o.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /** The elements of heap {@code h}'s options under {@code phi} in {@code m}. */
    private int[] sht(int[][] m, int[] f, int h) {
        BitSet out = new BitSet();
        for (int[] o : options.get(h)) {
            int x = 0;
            for (int c : o) {
                x = m[f[c]][x];
            }
            out.set(x);
        }
        return out.stream().toArray();
    }

    private int[][] allSht(int[][] m, int[] f) {
        int[][] s = new int[f.length][];
        s[0] = new int[0];
        for (int h = 1; h < f.length; h++) {
            s[h] = sht(m, f, h);
        }
        return s;
    }

    private void append(int x) {
        if (heaps == phi.length) {
            phi = Arrays.copyOf(phi, 2 * heaps);
        }
        phi[heaps++] = x;
    }

    /**
     * Adds heap {@code n}, the next one: its options read, the quotient kept or grown to answer it,
     * each candidate refuted on the way told to {@code failures}.
     * All or nothing: when it throws (a limit, a cancellation), the search is as it was before.
     */
    void next(int n, Consumer<? super CandidateFailure> failures) {
        Cancellation.checkpoint();
        options.add(optionsOf(n));
        try {
            grow(n, failures);
        } catch (RuntimeException | Error e) {
            options.remove(n);
            throw e;
        }
    }

    private void grow(int n, Consumer<? super CandidateFailure> failures) {
        if (options.get(n).length == 0) {
            append(0);
            return;
        }
        // The options' elements of every heap, n's too, do not depend on Φ(n) (options are
        // smaller heaps): one set for every candidate below.
        int[] f = Arrays.copyOf(phi, n + 1);
        int[][] s = allSht(mul.rows(), f);
        mul.fillRows(s);
        boolean heapIsP = true;
        for (int t : s[n]) {
            heapIsP &= !p[t];
        }
        for (int x = 0; x < mul.size(); x++) {
            if (p[x] != heapIsP) {
                continue;
            }
            f[n] = x;
            // The checks read x's row as a heap's; made for the trial, kept only if x stands for heap n.
            boolean trialRow = !mul.hasRow(x);
            int[][] m = mul.rows();
            mul.row(x);
            if (QuotientCheck.pFailure(m, p, f, s, QuotientCheck.leastWords(m, f, s)) == null
                    && QuotientCheck.nFailure(m, p, f, s, null) == null) {
                append(x);
                return;
            }
            if (trialRow) {
                mul.dropRow(x);
            }
        }
        // A new generator: the quotient times a cyclic monoid of index 2 and period 2, heap n its generator.
        int[] unitOf = new int[n + 1];
        Arrays.fill(unitOf, -1);
        unitOf[n] = 0;
        f[n] = 0;
        Candidate r = reduced(GeneratedProduct.of(mul, new int[] {2}, new int[] {2}, f, unitOf));
        while (true) {
            Cancellation.checkpoint();
            int[][] rs = allSht(r.mul().rows(), r.phi());
            r.mul().fillRows(rs);
            int[][] rm = r.mul().rows();
            int[][] least = QuotientCheck.leastWords(rm, r.phi(), rs);
            int[] pf = QuotientCheck.pFailure(rm, r.p(), r.phi(), rs, least);
            int[] nf = QuotientCheck.nFailure(rm, r.p(), r.phi(), rs, pf);
            int[] fail = nf != null ? nf : pf;
            if (fail == null) {
                break;
            }
            // A P-failure is a sum the candidate calls P with an option it calls P: an N-position.
            failures.accept(new CandidateFailure(n, r.mul().size(), fail, nf != null));
            r = recalibrate(r, fail);
        }
        mul = r.mul();
        p = r.p();
        phi = Arrays.copyOf(r.phi(), Math.max(16, 2 * r.phi().length));
        heaps = r.phi().length;
        changes.add(n);
    }

    /** {@code g}'s P-portion, each element's least word deciding it from its options. */
    private boolean[] markedP(GeneratedProduct g) {
        int[][] gs = allSht(g.monoid().rows(), g.heapElements());
        g.monoid().fillRows(gs);
        return QuotientCheck.markP(g.monoid().rows(), g.heapElements(), gs);
    }

    /** {@code g} with its P-portion marked, then {@link Candidate#reduce}d. */
    private Candidate reduced(GeneratedProduct g) {
        return reduced(g, markedP(g));
    }

    /** {@code g} with its P-portion {@code pp}, {@link Candidate#reduce}d, refused past the limit on a quotient's elements. */
    private Candidate reduced(GeneratedProduct g, boolean[] pp) {
        Candidate r = Candidate.reduce(g, pp, partition);
        if (r.mul().size() > maxElements) {
            throw new LimitExceededException("the misere quotient needs a candidate of more than " + maxElements
                    + " elements (" + limitName + ")");
        }
        return r;
    }

    /** A candidate that decides the failing word {@code w} the other way: some of its heaps get cyclic generators of their own. */
    private Candidate recalibrate(Candidate r, int[] w) {
        boolean shouldBeP = !r.p()[Words.elementOf(r.mul().rows(), r.phi(), w)];
        List<Integer> involved = new ArrayList<>();
        for (int h = 1; h < w.length; h++) {
            if (w[h] > 0) {
                involved.add(h);
            }
        }
        for (int size = 1; size <= involved.size(); size++) {
            for (int[] subset : combinations(involved, size)) {
                int[] unitOf = new int[w.length];
                Arrays.fill(unitOf, -1);
                int[] index = new int[subset.length];
                int[] period = new int[subset.length];
                for (int i = 0; i < subset.length; i++) {
                    int h = subset[i];
                    unitOf[h] = i;
                    index[i] = Math.max(r.mul().indexOf(r.phi()[h]), w[h] - 1);
                    period[i] = Math.max(2, 2 * ((index[i] - 4) / 2));
                }
                GeneratedProduct product = GeneratedProduct.of(r.mul(), index, period, r.phi(), unitOf);
                boolean[] pp = markedP(product);
                // The reduction keeps P: a product that decides w as before is not worth reducing.
                if (pp[Words.elementOf(product.monoid().rows(), product.heapElements(), w)] == shouldBeP) {
                    return reduced(product, pp);
                }
            }
        }
        throw new IllegalStateException("no candidate quotient decides " + Arrays.toString(w));
    }

    private static List<int[]> combinations(List<Integer> items, int size) {
        List<int[]> out = new ArrayList<>();
        combine(items, size, 0, new int[size], 0, out);
        return out;
    }

    private static void combine(List<Integer> items, int size, int from, int[] acc, int k, List<int[]> out) {
        if (k == size) {
            out.add(acc.clone());
            return;
        }
        for (int i = from; i < items.size(); i++) {
            acc[k] = items.get(i);
            combine(items, size, i + 1, acc, k + 1, out);
        }
    }
}
