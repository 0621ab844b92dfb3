package io.github.grundy.core.misere;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The misère quotient of a heap game's heaps {@code 0..N} (Plambeck, "Taming the wild in
 * impartial combinatorial games", INTEGERS 5 (2005); Plambeck and Siegel, "Misère quotients for
 * impartial games", JCTA 115 (2008)): a finite commutative monoid {@code Q} with a subset {@code P}
 * (its P-portion) and a map {@code Φ} from heaps to {@code Q}, such that a sum of heaps up to
 * {@code N} is lost in misère play exactly when the product of its heaps' {@code Φ} is in
 * {@code P}. It plays the role the nim-sum plays in normal play: a sum of any number of heaps is
 * answered in time linear in their number.
 *
 * <p>Computed heap by heap as Siegel's MisereSolver does: a new heap keeps the quotient when some
 * element can stand for it, else the quotient grows by a cyclic generator and is recalibrated
 * until it passes the check. Whatever proposed it, a quotient is only accepted when it passes an
 * exact check over every sum of heaps up to {@code N}: the empty sum is not in {@code P}; a sum in
 * {@code P} has no option in {@code P}; a sum with options not in {@code P} has one in {@code P}
 * (checked over the finitely many pairs of an element and its set of options' elements, with
 * domination pruning); and the monoid is reduced (Moore's minimisation). By induction on the
 * sums, the P-portion is then exactly the misère P-positions.
 *
 * <p>Elements are numbered, 0 the identity; {@link #presentation()} writes the monoid with
 * generators {@code a, b, c, …} as MisereSolver prints it.
 *
 * @since SPI version 2
 */
public final class MisereQuotient {

    private final int[][] mul;
    private final boolean[] p;
    private final int[] phi;
    private final List<Integer> changes;
    private final Optional<Proof> proof;

    private MisereQuotient(int[][] mul, boolean[] p, int[] phi, List<Integer> changes, Optional<Proof> proof) {
        this.mul = mul;
        this.p = p;
        this.phi = phi;
        this.changes = List.copyOf(changes);
        this.proof = proof;
    }

    /**
     * Why the quotient holds for every heap, not only up to {@link #maxHeap()}: {@code Φ} is
     * periodic from {@code preperiod} with {@code period}, checked far enough for the code's moves
     * (Siegel's MisereSolver's linear criterion {@code m·e + m·p + t + m ≤ N + 1}, {@code t} the
     * most objects a move takes, {@code m} one more than the most heaps it leaves). Beyond that
     * point every option of heap {@code n} has a heap at least {@code e + p} that can be shortened
     * by {@code p}, so heap {@code n} has the same options' elements as heap {@code n - p}, and
     * {@code Φ(n) = Φ(n - p)} keeps every condition of the check.
     *
     * @param preperiod {@code e}
     * @param period    {@code p}
     * @param text      the inequality and the range checked, in words
     */
    public record Proof(int preperiod, int period, String text) {
    }

    /**
     * The quotient of {@code game}'s heaps {@code 0..maxHeap}.
     *
     * @param game        its options are all that is read (options are sums of smaller heaps)
     * @param maxHeap     the largest heap, at most 10^6
     * @param maxElements the most elements a candidate quotient may have once reduced
     * @param limitName   how the limit is named in a message, e.g. {@code --max-quotient=4096}
     * @return the quotient of heaps {@code 0..maxHeap}, without a proof beyond them
     * @throws LimitExceededException if a candidate needs more (naming {@code limitName}), or a product
     *                                of monoids tried on the way does not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public static MisereQuotient of(HeapMoves game, int maxHeap, int maxElements, String limitName) {
        return build(Objects.requireNonNull(game, "game"), maxHeap, maxElements, limitName, null);
    }

    /**
     * The quotient of the take-and-break game {@code code}, heap by heap until a period of
     * {@code Φ} is proved ({@link Proof}; for a finite code without {@code !}) or {@code maxHeap}
     * is reached, whichever comes first.
     *
     * @param code        the game
     * @param maxHeap     the largest heap computed if no period is proved before, at most 10^6
     * @param maxElements the most elements a candidate quotient may have once reduced
     * @param limitName   how the limit is named in a message, e.g. {@code --max-quotient=4096}
     * @return the quotient, with its {@link #proof()} when a period was proved
     * @throws LimitExceededException as {@link #of(HeapMoves, int, int, String)}
     */
    public static MisereQuotient of(TakeBreakCode code, int maxHeap, int maxElements, String limitName) {
        Objects.requireNonNull(code, "code");
        boolean provable = !code.isInfinite() && !code.hasUnequal();
        return build(code, maxHeap, maxElements, limitName,
                provable ? new Periods(code.maxTake().orElse(0), code.maxParts() + 1) : null);
    }

    /** Heaps 1..maxHeap, stopping early when {@code periods} (null: none) proves a period. */
    private static MisereQuotient build(HeapMoves game, int maxHeap, int maxElements, String limitName,
            Periods periods) {
        if (maxHeap < 0 || maxHeap > 1_000_000) {
            throw new IllegalArgumentException("maxHeap must be in 0..1000000, found " + maxHeap);
        }
        Solver s = new Solver(game, maxElements, Objects.requireNonNull(limitName, "limitName"));
        Optional<Proof> proof = Optional.empty();
        for (int n = 1; n <= maxHeap && proof.isEmpty(); n++) {
            s.next(n);
            if (periods != null) {
                proof = periods.add(s);
            }
        }
        return new MisereQuotient(s.mul, s.p, Arrays.copyOf(s.phi, s.heaps), s.changes, proof);
    }

    /**
     * The periods of {@code Φ(0..N)} as it grows, and the first one the linear criterion proves.
     * For each period {@code p} it keeps the last {@code n} with {@code Φ(n) ≠ Φ(n + p)}, so a new
     * heap costs one comparison a period, not a rescan of the sequence.
     */
    private static final class Periods {
        private final int t;
        private final int m;
        /** lastBreak[p]: the largest n with Φ(n) ≠ Φ(n + p), -1 if none yet. */
        private int[] lastBreak = new int[16];
        /** The renumbering of Φ the breaks were found in. */
        private int renumbered;

        Periods(int t, int m) {
            this.t = t;
            this.m = m;
        }

        /**
         * After the solver added a heap: a proof, if one holds now. When the quotient grew, its
         * elements were renumbered and the breaks are found again (a few times a game).
         */
        Optional<Proof> add(Solver s) {
            int[] phi = s.phi;
            int last = s.heaps - 1;
            if (last >= lastBreak.length) {
                lastBreak = Arrays.copyOf(lastBreak, 2 * last + 1);
            }
            int from = last;
            if (s.renumbered != renumbered) {
                renumbered = s.renumbered;
                Arrays.fill(lastBreak, -1);
                from = 1;
            }
            for (int n = from; n <= last; n++) {
                lastBreak[n] = -1;
                for (int period = 1; period <= n; period++) {
                    if (phi[n] != phi[n - period]) {
                        lastBreak[period] = n - period;
                    }
                }
            }
            // The least period first, then its least preperiod: the one after its last break.
            for (int period = 1; m * period + t + m <= last + 1; period++) {
                int e = lastBreak[period] + 1;
                if (m * (e + period) + t + m <= last + 1) {
                    return Optional.of(new Proof(e, period, "Phi(n + " + period + ") = Phi(n) for " + e + " <= n <= "
                            + (last - period) + ", and " + m + "(" + e + " + " + period + ") + " + t + " + " + m + " <= "
                            + (last + 1) + " (the linear criterion of Siegel's MisereSolver: every option of a larger"
                            + " heap has a part that can be shortened by the period)"));
                }
            }
            return Optional.empty();
        }
    }

    /**
     * Why the quotient holds for every heap, when a period of {@code Φ} is proved.
     *
     * @return the proof, or empty when the quotient is known for heaps up to {@link #maxHeap()} only
     */
    public Optional<Proof> proof() {
        return proof;
    }

    /**
     * The largest heap the quotient was computed for.
     *
     * @return {@code N}: {@code Φ} is tabled for heaps {@code 0..N} (every heap is answered when
     *         there is a {@link #proof()})
     */
    public int maxHeap() {
        return phi.length - 1;
    }

    /**
     * {@code |Q|}, the number of elements.
     *
     * @return the number of elements, at least 1 (the identity)
     */
    public int size() {
        return mul.length;
    }

    /**
     * {@code |P|}, the number of elements of the P-portion.
     *
     * @return how many elements are misère P-positions
     */
    public int pSize() {
        int n = 0;
        for (boolean b : p) {
            n += b ? 1 : 0;
        }
        return n;
    }

    /**
     * The heaps at which the quotient grew (a new generator was needed).
     *
     * @return the heaps, ascending; immutable
     */
    public List<Integer> changes() {
        return changes;
    }

    /**
     * {@code Φ(heap)} for any heap the quotient answers: those up to {@link #maxHeap()}, and every
     * heap when a period is proved.
     *
     * @param heap a heap, 0 or more
     * @return the element of {@code Q} that stands for the heap, {@code 0 <= Φ < size()}
     * @throws IllegalArgumentException for a negative heap, or a larger heap without a proof
     */
    public int phiOf(long heap) {
        if (heap < 0) {
            throw new IllegalArgumentException("a heap cannot be negative, found " + heap);
        }
        if (heap < phi.length) {
            return phi[(int) heap];
        }
        if (proof.isEmpty()) {
            throw new IllegalArgumentException("heap " + heap + " is beyond the quotient's heaps 0.." + maxHeap()
                    + ", and no period of it is proved");
        }
        int e = proof.get().preperiod();
        int per = proof.get().period();
        return phi[(int) (e + (heap - e) % per)];
    }

    /**
     * The element of the sum {@code heaps} ({@link #phiOf} of each, multiplied).
     *
     * @param heaps the heaps of the sum, each one {@link #phiOf} answers
     * @return the product, 0 (the identity) for no heap
     * @throws IllegalArgumentException for a heap the quotient does not answer
     */
    public int element(long[] heaps) {
        int x = 0;
        for (long h : heaps) {
            x = mul[x][phiOf(h)];
        }
        return x;
    }

    /**
     * The product of two elements.
     *
     * @param x an element, {@code 0 <= x < size()}
     * @param y an element, {@code 0 <= y < size()}
     * @return {@code xy} in {@code Q}
     */
    public int times(int x, int y) {
        return mul[x][y];
    }

    /**
     * Whether element {@code x} is in the P-portion.
     *
     * @param x an element, {@code 0 <= x < size()}
     * @return true if a sum whose element is {@code x} is lost by the player to move (misère play)
     */
    public boolean inP(int x) {
        return p[x];
    }

    /**
     * Who wins the sum {@code heaps} in misère play, from the quotient.
     *
     * @param heaps the heaps of the sum, each one {@link #phiOf} answers
     * @return {@link Outcome#P} if the sum's element is in the P-portion, else {@link Outcome#N}
     * @throws IllegalArgumentException for a heap the quotient does not answer
     */
    public Outcome outcome(long[] heaps) {
        return p[element(heaps)] ? Outcome.P : Outcome.N;
    }

    /**
     * Whether the quotient is tame: that of misère Nim on the heaps involved ({@code |Q|} 1 or 2, or
     * {@code |P| = 2} with {@code |Q| - 2} a power of 2), as Siegel's MisereSolver decides it.
     *
     * @return true for a tame quotient
     */
    public boolean isTame() {
        int q = size();
        return q <= 2 || pSize() == 2 && Integer.bitCount(q - 2) == 1;
    }

    /**
     * The presentation: {@code Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}} (tame ones too), the
     * generators the first heaps' elements not generated by the ones before, in heap order.
     *
     * @return the presentation in one line
     */
    public String presentation() {
        return new Presentation().text();
    }

    /**
     * {@code Φ} of every heap, 0 first, as a word in the generators: {@code 1, a, b, a, b, c, …}.
     *
     * @return one word for each heap {@code 0..maxHeap()}
     */
    public List<String> phiWords() {
        Presentation pr = new Presentation();
        List<String> words = new ArrayList<>(phi.length);
        for (int x : phi) {
            words.add(pr.alpha(pr.least[x]));
        }
        return words;
    }

    /** The generators, each element's least word, and the relations, as MisereSolver prints them. */
    private final class Presentation {
        final int[] gens;
        final int[][] least;

        Presentation() {
            List<Integer> g = new ArrayList<>();
            Set<Integer> sub = closure(g);
            for (int h = 1; h < phi.length; h++) {
                if (!sub.contains(phi[h])) {
                    g.add(phi[h]);
                    sub = closure(g);
                }
            }
            for (int i = 0; i < g.size(); ) {
                List<Integer> others = new ArrayList<>(g);
                others.remove(i);
                if (closure(others).contains(g.get(i))) {
                    g.remove(i);
                } else {
                    i++;
                }
            }
            gens = g.stream().mapToInt(Integer::intValue).toArray();
            least = new int[mul.length][];
            leastWords(0, new int[gens.length], gens.length - 1);
        }

        private Set<Integer> closure(List<Integer> g) {
            int[] f = new int[g.size() + 1];
            for (int k = 0; k < g.size(); k++) {
                f[k + 1] = g.get(k);
            }
            return new HashSet<>(Solver.generated(mul, f));
        }

        /** The least word of each element, the last generator outermost. */
        private void leastWords(int cur, int[] word, int gi) {
            if (gi < 0) {
                least[cur] = word.clone();
                return;
            }
            int[] w = word.clone();
            while (true) {
                leastWords(cur, w, gi - 1);
                cur = mul[cur][gens[gi]];
                w[gi]++;
                if (least[cur] != null) {
                    break;
                }
            }
        }

        String alpha(int[] w) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < w.length; i++) {
                if (w[i] > 0) {
                    s.append(letter(i)).append(w[i] > 1 ? Integer.toString(w[i]) : "");
                }
            }
            return s.length() == 0 ? "1" : s.toString();
        }

        private static char letter(int i) {
            return i < 26 ? (char) ('a' + i) : (char) ('A' + i - 26);
        }

        private int elementOf(int[] w) {
            int x = 0;
            for (int i = 0; i < w.length; i++) {
                for (int k = 0; k < w[i]; k++) {
                    x = mul[x][gens[i]];
                }
            }
            return x;
        }

        String text() {
            List<int[]> relations = new ArrayList<>();
            for (int x = 0; x < mul.length; x++) {
                if (least[x] == null) {
                    continue;
                }
                for (int gi = 0; gi < gens.length; gi++) {
                    int[] w = least[x].clone();
                    w[gi]++;
                    if (Arrays.equals(w, least[mul[x][gens[gi]]])) {
                        continue;
                    }
                    boolean dominated = false;
                    for (int[] o : relations) {
                        dominated |= divides(o, w);
                    }
                    if (!dominated) {
                        relations.removeIf(o -> divides(w, o));
                        relations.add(w);
                    }
                }
            }
            relations.sort(Solver::compareWords);
            StringBuilder s = new StringBuilder("Q = <");
            for (int i = 0; i < gens.length; i++) {
                s.append(i > 0 ? "," : "").append(letter(i));
            }
            s.append(gens.length > 0 ? " | " : "|");
            for (int i = 0; i < relations.size(); i++) {
                s.append(i > 0 ? "," : "").append(alpha(relations.get(i))).append('=')
                        .append(alpha(least[elementOf(relations.get(i))]));
            }
            s.append(">; P = {");
            List<int[]> pw = new ArrayList<>();
            for (int x = 0; x < mul.length; x++) {
                if (p[x]) {
                    pw.add(least[x]);
                }
            }
            pw.sort(Solver::compareWords);
            for (int i = 0; i < pw.size(); i++) {
                s.append(i > 0 ? "," : "").append(alpha(pw.get(i)));
            }
            return s.append('}').toString();
        }

        /** Whether {@code a} divides {@code b} (each exponent at most). */
        private static boolean divides(int[] a, int[] b) {
            for (int i = 0; i < a.length; i++) {
                if (a[i] > b[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** One run of the heap-by-heap construction. */
    private static final class Solver {
        private final HeapMoves game;
        private final int maxElements;
        private final String limitName;
        int[][] mul = {{0}};
        boolean[] p = {false};
        /** Φ of heaps 0..heaps-1 (room for more after). */
        int[] phi = new int[16];
        int heaps = 1;
        /** How many times Φ was renumbered (each growth of the quotient renumbers its elements). */
        int renumbered;
        final List<Integer> changes = new ArrayList<>();
        /** The options of each heap, each a list of its heaps (heaps of 0 dropped), distinct. */
        private final List<int[][]> options = new ArrayList<>();

        Solver(HeapMoves game, int maxElements, String limitName) {
            this.game = game;
            this.maxElements = maxElements;
            this.limitName = limitName;
            options.add(new int[0][]);
        }

        private int[][] optionsOf(int n) {
            Set<List<Integer>> seen = new LinkedHashSet<>();
            game.forEachOption(n, option -> {
                List<Integer> o = new ArrayList<>();
                for (long h : option) {
                    if (h < 0 || h >= n) {
                        throw new GameFailure("heap " + n, "an option of heap " + n + " has the heap " + h
                                + ", not a smaller one", null);
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
                    x = m[x][f[c]];
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

        void next(int n) {
            Cancellation.checkpoint();
            options.add(optionsOf(n));
            if (options.get(n).length == 0) {
                append(0);
                return;
            }
            // The options' elements of every heap, n's too, do not depend on Φ(n) (options are
            // smaller heaps): one set for every candidate below.
            int[] f = Arrays.copyOf(phi, n + 1);
            int[][] s = allSht(mul, f);
            boolean heapIsP = true;
            for (int t : s[n]) {
                heapIsP &= !p[t];
            }
            for (int x = 0; x < mul.length; x++) {
                if (p[x] != heapIsP) {
                    continue;
                }
                f[n] = x;
                if (pFailure(mul, p, f, s, leastWords(mul, f, s)) == null && nFailure(mul, p, f, s, null) == null) {
                    append(x);
                    return;
                }
            }
            // A new generator: the quotient times a cyclic monoid of index 2 and period 2.
            Sum t = directSum(mul, cyclic(2, 2));
            f[n] = t.generator;
            int[][] tm = t.mul;
            boolean[] tp = markP(tm, f, allSht(tm, f));
            Reduced r = reduced(tm, tp, f);
            while (true) {
                Cancellation.checkpoint();
                int[][] rs = allSht(r.mul, r.phi);
                int[] pf = pFailure(r.mul, r.p, r.phi, rs, leastWords(r.mul, r.phi, rs));
                int[] nf = nFailure(r.mul, r.p, r.phi, rs, pf);
                int[] fail = nf != null ? nf : pf;
                if (fail == null) {
                    break;
                }
                r = recalibrate(r, fail);
            }
            mul = r.mul;
            p = r.p;
            phi = Arrays.copyOf(r.phi, Math.max(16, 2 * r.phi.length));
            heaps = r.phi.length;
            renumbered++;
            changes.add(n);
        }

        // --- monoids -----------------------------------------------------------------------

        /** The cyclic monoid {@code {g^0 .. g^(index+period-1)}}, {@code g^(index+period) = g^index}. */
        private static int[][] cyclic(int period, int index) {
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

        private record Sum(int[][] mul, int generator) {
        }

        /** {@code A × B}: element {@code (x1, x2)} is {@code x1 + |A|·x2}; B's generator 1 is {@code |A|}. */
        private static Sum directSum(int[][] a, int[][] b) {
            int na = a.length;
            long size = (long) na * b.length;
            // The product before it is reduced may be far larger than the quotient: its table must fit.
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
            return new Sum(m, na);
        }

        private static int indexOf(int[][] m, int x) {
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

        private record Reduced(int[][] mul, boolean[] p, int[] phi) {
        }

        /** {@link #reduce}, refused past the limit on a quotient's elements. */
        private Reduced reduced(int[][] m, boolean[] pp, int[] f) {
            Reduced r = reduce(m, pp, f);
            if (r.mul.length > maxElements) {
                throw new LimitExceededException("the misere quotient needs a candidate of more than " + maxElements
                        + " elements (" + limitName + ")");
            }
            return r;
        }

        /** The elements {@code f}'s values generate (the identity first), in the order reached. */
        private static List<Integer> generated(int[][] m, int[] f) {
            int[] gens = Arrays.stream(f, 1, f.length).filter(v -> v != 0).distinct().sorted().toArray();
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

        /** The submonoid generated by {@code f}'s values, then merged by {@code x ~ y iff P(xz) = P(yz) for all z}. */
        private static Reduced reduce(int[][] m, boolean[] pp, int[] f) {
            int[] gens = Arrays.stream(f, 1, f.length).filter(v -> v != 0).distinct().sorted().toArray();
            List<Integer> reach = generated(m, f);
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
                java.util.Map<List<Integer>, Integer> ids = new java.util.HashMap<>();
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
            return new Reduced(nm, np, nf);
        }

        // --- words -------------------------------------------------------------------------

        /** MisereSolver's order of words: the highest heap used, then the exponents from it down. */
        static int compareWords(int[] a, int[] b) {
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

        /** The options' elements after heap {@code d} joins a word of element {@code elem} and options' elements {@code t}. */
        private static BitSet union(int[][] m, BitSet t, int ph, int elem, int[] s) {
            BitSet out = new BitSet();
            for (int x = t.nextSetBit(0); x >= 0; x = t.nextSetBit(x + 1)) {
                out.set(m[x][ph]);
            }
            for (int v : s) {
                out.set(m[elem][v]);
            }
            return out;
        }

        private static boolean anyP(boolean[] pp, BitSet t) {
            for (int x = t.nextSetBit(0); x >= 0; x = t.nextSetBit(x + 1)) {
                if (pp[x]) {
                    return true;
                }
            }
            return false;
        }

        /** The P-portion of a candidate: each element's least word decides it from its options. */
        private static boolean[] markP(int[][] m, int[] f, int[][] s) {
            boolean[] pp = new boolean[m.length];
            boolean[] marked = new boolean[m.length];
            markRec(m, f, s, f.length - 1, 0, new BitSet(), pp, marked);
            return pp;
        }

        private static void markRec(int[][] m, int[] f, int[][] s, int d, int elem, BitSet t, boolean[] pp,
                                    boolean[] marked) {
            if (d == 0) {
                pp[elem] = !t.isEmpty() && !anyP(pp, t);
                marked[elem] = true;
                return;
            }
            while (true) {
                markRec(m, f, s, d - 1, elem, t, pp, marked);
                if (s[d].length == 0) {
                    break;
                }
                t = union(m, t, f[d], elem, s[d]);
                elem = m[elem][f[d]];
                if (marked[elem]) {
                    break;
                }
            }
        }

        /** The least word of each element reached (null for the others). */
        private static int[][] leastWords(int[][] m, int[] f, int[][] s) {
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
                elem = m[elem][f[d]];
                if (least[elem] != null) {
                    break;
                }
                word[d]++;
            }
            word[d] = 0;
        }

        /** The least word {@code L(x) + h} in P with an option in P, or null. */
        private static int[] pFailure(int[][] m, boolean[] pp, int[] f, int[][] s, int[][] least) {
            int[] best = null;
            for (int x = 0; x < m.length; x++) {
                if (least[x] == null) {
                    continue;
                }
                for (int h = 1; h < f.length; h++) {
                    if (!pp[m[x][f[h]]]) {
                        continue;
                    }
                    boolean bad = false;
                    for (int t : s[h]) {
                        bad |= pp[m[x][t]];
                    }
                    if (bad) {
                        int[] w = least[x].clone();
                        w[h]++;
                        if (best == null || compareWords(w, best) < 0) {
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
        private static int[] nFailure(int[][] m, boolean[] pp, int[] f, int[][] s, int[] stopAt) {
            List<List<BitSet>> lists = new ArrayList<>();
            for (int i = 0; i < m.length; i++) {
                lists.add(new ArrayList<>());
            }
            int[] word = new int[f.length];
            int[][] found = {null};
            nRec(m, pp, f, s, f.length - 1, 0, new BitSet(), word, lists, stopAt, found);
            return found[0] == STOP ? null : found[0];
        }

        private static final int[] STOP = new int[0];

        /** False to end the whole search ({@code found[0]} says why). */
        private static boolean nRec(int[][] m, boolean[] pp, int[] f, int[][] s, int d, int elem, BitSet t,
                                    int[] word, List<List<BitSet>> lists, int[] stopAt, int[][] found) {
            if (d == 0) {
                if (!t.isEmpty() && !pp[elem] && !anyP(pp, t)) {
                    found[0] = word.clone();
                    return false;
                }
                return true;
            }
            while (true) {
                if (!nRec(m, pp, f, s, d - 1, elem, t, word, lists, stopAt, found)) {
                    return false;
                }
                if (s[d].length == 0) {
                    break;
                }
                word[d]++;
                if (stopAt != null && compareWords(word, stopAt) >= 0) {
                    found[0] = STOP;
                    return false;
                }
                t = union(m, t, f[d], elem, s[d]);
                elem = m[elem][f[d]];
                List<BitSet> seen = lists.get(elem);
                boolean dominated = false;
                for (BitSet old : seen) {
                    if (subset(old, t)) {
                        dominated = true;
                        break;
                    }
                }
                if (dominated) {
                    break;
                }
                BitSet mine = t;
                seen.removeIf(old -> subset(mine, old));
                seen.add(t);
            }
            word[d] = 0;
            return true;
        }

        /** Whether every element of {@code a} is in {@code b}: no copy, stopping at the first that is not. */
        private static boolean subset(BitSet a, BitSet b) {
            for (int i = a.nextSetBit(0); i >= 0; i = a.nextSetBit(i + 1)) {
                if (!b.get(i)) {
                    return false;
                }
            }
            return true;
        }

        private static int elementOf(int[][] m, int[] f, int[] w) {
            int x = 0;
            for (int h = 0; h < w.length; h++) {
                for (int k = 0; k < w[h]; k++) {
                    x = m[x][f[h]];
                }
            }
            return x;
        }

        /** A candidate that decides the failing word {@code w} the other way: some of its heaps get cyclic generators of their own. */
        private Reduced recalibrate(Reduced r, int[] w) {
            boolean shouldBeP = !r.p[elementOf(r.mul, r.phi, w)];
            List<Integer> involved = new ArrayList<>();
            for (int h = 1; h < w.length; h++) {
                if (w[h] > 0) {
                    involved.add(h);
                }
            }
            for (int size = 1; size <= involved.size(); size++) {
                for (int[] subset : combinations(involved, size)) {
                    int[] rf = r.phi.clone();
                    for (int h : subset) {
                        rf[h] = 0;
                    }
                    // The submonoid the other heaps generate, renumbered in the order reached.
                    List<Integer> reach = generated(r.mul, rf);
                    int[] at = new int[r.mul.length];
                    for (int i = 0; i < reach.size(); i++) {
                        at[reach.get(i)] = i;
                    }
                    int[][] cur = new int[reach.size()][reach.size()];
                    for (int a = 0; a < reach.size(); a++) {
                        for (int b = 0; b < reach.size(); b++) {
                            cur[a][b] = at[r.mul[reach.get(a)][reach.get(b)]];
                        }
                    }
                    for (int h = 0; h < rf.length; h++) {
                        rf[h] = at[rf[h]];
                    }
                    for (int h : subset) {
                        int index = Math.max(indexOf(r.mul, r.phi[h]), w[h] - 1);
                        int period = Math.max(2, 2 * ((index - 4) / 2));
                        Sum t = directSum(cur, cyclic(period, index));
                        cur = t.mul;
                        rf[h] = t.generator;
                    }
                    boolean[] tp = markP(cur, rf, allSht(cur, rf));
                    Reduced next = reduced(cur, tp, rf);
                    if (next.p[elementOf(next.mul, next.phi, w)] == shouldBeP) {
                        return next;
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
}
