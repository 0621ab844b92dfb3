package io.github.grundy.core.misere;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The misère quotient of a heap game's heaps {@code 0..N} (Plambeck, "Taming the wild in
 * impartial combinatorial games", INTEGERS 5 (2005); Plambeck and Siegel, "Misère quotients for
 * impartial games", JCTA 115 (2008)): a finite commutative monoid {@code Q} with a subset {@code P}
 * (its P-portion) and a map {@code Φ} from heaps to {@code Q}, such that a sum of heaps up to
 * {@code N} is lost in misère play exactly when the product of its heaps' {@code Φ} is in
 * {@code P}. It plays the role the nim-sum plays in normal play: a sum of any number of heaps is
 * answered in time linear in their number.
 *
 * <p>Computed heap by heap as Siegel's MisereSolver does ({@code QuotientSearch}): a new heap keeps
 * the quotient when some element can stand for it, else the quotient grows by a cyclic generator
 * (a submonoid of a direct product, {@code GeneratedProduct}) and is recalibrated until it passes the check
 * ({@code QuotientCheck}). Whatever proposed it, a quotient is only accepted when it passes an
 * exact check over every sum of heaps up to {@code N}: the empty sum is not in {@code P}; a sum in
 * {@code P} has no option in {@code P}; a sum with options not in {@code P} has one in {@code P}
 * (checked over the finitely many pairs of an element and its set of options' elements, with
 * domination pruning); and the monoid is reduced (Moore's minimisation). By induction on the
 * sums, the P-portion is then exactly the misère P-positions.
 *
 * <p>Elements are numbered, 0 the identity; {@link #presentation()} writes the monoid with
 * generators {@code a, b, c, …} as MisereSolver prints it ({@code Presentation}). For a
 * take-and-break code, {@code Φ}'s period is found by {@link Period#find} under the code's
 * {@link io.github.grundy.core.sequence.TakeBreakCode#periodCriterion()}, the theorem that proves
 * periods of its Grundy values: its proof holds for {@code Φ} too (docs/theory.md).
 *
 * @since SPI version 2
 */
public final class MisereQuotient {

    private final RowMonoid mul;
    private final boolean[] p;
    private final int[] phi;
    private final List<Integer> changes;
    private final Optional<Proof> proof;

    MisereQuotient(RowMonoid mul, boolean[] p, int[] phi, List<Integer> changes, Optional<Proof> proof) {
        this.mul = mul;
        this.p = p;
        this.phi = phi;
        this.changes = List.copyOf(changes);
        this.proof = proof;
    }

    /**
     * Why the quotient holds for every heap, not only up to {@link #maxHeap()}: {@code Φ} is
     * periodic from {@code preperiod} with {@code period}, checked far enough for the code's moves
     * (the take-and-break periodicity theorem, {@link PeriodCriterion#takeAndBreak}: with
     * {@code e' = max(e, 1)}, {@code Φ(n + p) = Φ(n)} seen for {@code e <= n < k·e' + (k-1)·(p-1) + t},
     * {@code t} the most objects a move takes and {@code k} the most heaps it leaves; docs/theory.md
     * proves it for {@code Φ} as for the Grundy values).
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
        return build(QuotientRun.of(game, maxElements, limitName), maxHeap);
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
        return build(QuotientRun.of(code, maxElements, limitName), maxHeap);
    }

    /** Heaps 1..maxHeap, stopping early when the run proves a period of Φ. */
    private static MisereQuotient build(QuotientRun run, int maxHeap) {
        if (maxHeap < 0 || maxHeap > 1_000_000) {
            throw new IllegalArgumentException("maxHeap must be in 0..1000000, found " + maxHeap);
        }
        while (run.lastHeap() < maxHeap && run.proof().isEmpty()) {
            run.next();
        }
        return run.quotient();
    }

    /**
     * The proof of {@code found}, a period of Φ that {@code c} accepts, in words: the range the
     * criterion asks for (the table may repeat further).
     */
    static Proof proof(Period found, PeriodCriterion c) {
        int e = found.preperiod();
        int period = found.period();
        long end = c.checkedEnd(e, period);
        return new Proof(e, period, "Phi(n + " + period + ") = Phi(n) for " + e + " <= n < " + end
                + ", on the elements of heaps 0.." + (end + period - 1) + " (" + c.describe()
                + ", which holds for Phi as for g)");
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
        return mul.size();
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
            x = mul.times(x, phiOf(h));
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
        return mul.times(x, y);
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
        return new Presentation(mul.rows(), p, phi).text();
    }

    /**
     * {@code Φ} of every heap, 0 first, as a word in the generators: {@code 1, a, b, a, b, c, …}.
     *
     * @return one word for each heap {@code 0..maxHeap()}
     */
    public List<String> phiWords() {
        Presentation pr = new Presentation(mul.rows(), p, phi);
        List<String> words = new ArrayList<>(phi.length);
        for (int x : phi) {
            words.add(pr.word(x));
        }
        return words;
    }
}
