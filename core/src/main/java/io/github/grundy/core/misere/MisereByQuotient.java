package io.github.grundy.core.misere;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A misère sum of heaps of one game, answered from the game's misère quotient
 * ({@link MisereQuotient}): the sum is lost iff the product of its heaps' {@code Φ} is in the
 * P-portion, in time linear in the number of heaps. A winning move is one to a sum whose product
 * is in the P-portion: the product of the other heaps (kept as prefix and suffix products, since a
 * monoid has no inverses) times the option's heaps' {@code Φ}.
 */
final class MisereByQuotient extends MisereAnalysis {

    private final MisereQuotient quotient;
    /** prefix[i]: the product of heaps 0..i-1; suffix[i]: of heaps i..n-1. */
    private final int[] prefix;
    private final int[] suffix;

    private MisereByQuotient(HeapSum sum, MisereQuotient quotient) {
        super(sum);
        this.quotient = quotient;
        int n = sum.size();
        prefix = new int[n + 1];
        suffix = new int[n + 1];
        for (int i = 0; i < n; i++) {
            prefix[i + 1] = quotient.times(prefix[i], quotient.phiOf(sum.heap(i)));
        }
        for (int i = n - 1; i >= 0; i--) {
            suffix[i] = quotient.times(quotient.phiOf(sum.heap(i)), suffix[i + 1]);
        }
    }

    /**
     * The analysis of {@code sum}, every heap of which {@code quotient} answers (it is the quotient
     * of their one game).
     *
     * @param sum      the position, every heap in the quotient's game
     * @param quotient the game's misère quotient ({@link MisereQuotient#of(TakeBreakCode, int, int, String)})
     * @return the analysis, decided by the product of the heaps' elements
     * @throws IllegalArgumentException if a heap is beyond the quotient
     */
    public static MisereByQuotient of(HeapSum sum, MisereQuotient quotient) {
        Objects.requireNonNull(sum, "sum");
        Objects.requireNonNull(quotient, "quotient");
        return new MisereByQuotient(sum, quotient);
    }

    @Override
    public Outcome outcome() {
        return quotient.inP(prefix[sum.size()]) ? Outcome.P : Outcome.N;
    }

    @Override
    public Optional<String> rule() {
        return Optional.of("the misere quotient of " + (sum.size() > 0 ? sum.game(0).describe() : "the game")
                + " (Plambeck-Siegel): |Q| = " + quotient.size() + ", |P| = " + quotient.pSize() + ", "
                + (quotient.proof().isPresent() ? "proved for every heap" : "computed for heaps 0.." + quotient.maxHeap())
                + "; the sum is lost iff the product of its heaps' Phi is in P");
    }

    @Override
    public void forEach(Predicate<? super HeapMove> sink) {
        if (outcome() != Outcome.N) {
            return;
        }
        forEachMoveWhere(i -> {
            int rest = quotient.times(prefix[i], suffix[i + 1]);
            return option -> {
                int x = rest;
                for (long h : option) {
                    x = quotient.times(x, quotient.phiOf(h));
                }
                return quotient.inP(x);
            };
        }, sink);
    }
}
