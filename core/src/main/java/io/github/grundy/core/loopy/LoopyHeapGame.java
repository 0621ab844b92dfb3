package io.github.grundy.core.loopy;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.normal.WinningMoves;

/**
 * A heap game in which play may go on for ever (a game on a graph with cycles): its heaps have
 * generalized Sprague–Grundy values ({@link GeneralizedGrundy}), finite or {@code ∞(K)}. A sum
 * with an infinite component is answered by {@link LoopyAnalysis} (a win, a loss or a draw);
 * {@link #grundy} is asked only of heaps whose value is finite, and sums of those are ordinary
 * ({@link WinningMoves}).
 *
 * @since SPI version 2
 */
public interface LoopyHeapGame extends HeapGame {

    /**
     * The generalized value of {@code heap}: finite (0 or more), or {@link GeneralizedGrundy#INFINITE}.
     *
     * @param heap a heap of this game
     * @return the value, or {@link GeneralizedGrundy#INFINITE} for {@code ∞(K)}
     */
    long generalizedValue(long heap);

    /**
     * {@code K} of an infinite heap {@code ∞(K)}: the finite values among its options, sorted, each
     * once.
     *
     * @param heap a heap whose generalized value is infinite
     * @return {@code K}, ascending, possibly empty; a new array
     * @throws IllegalArgumentException if the heap's value is finite
     */
    long[] infinityKernel(long heap);

    /**
     * Whether play can go on for ever somewhere in this game (a cycle); false for an acyclic graph.
     *
     * @return true if some heap's value may be infinite
     */
    boolean hasCycles();

    /**
     * The order in which the labelling gave {@code heap} its finite value (0 first), -1 when the
     * value is infinite ({@link GeneralizedGrundy#counter}). A winner who answers a move from
     * {@code v} to a larger or infinite value by moving back to {@code v}'s value at a smaller
     * counter, and otherwise moves to the smallest counter, ends the game in finitely many moves.
     *
     * @param heap a heap of this game
     * @return the heap's counter, 0 or more, or -1 for an infinite value
     */
    long counter(long heap);

    /**
     * The value of an option by the generalized values: the xor of its heaps', or
     * {@link GeneralizedGrundy#INFINITE} when one is infinite ({@link #grundy} has no value there).
     *
     * @param option the heaps of the option, possibly none
     * @return the xor of their generalized values, or {@link GeneralizedGrundy#INFINITE}
     */
    @Override
    default long grundyOfOption(long[] option) {
        long x = 0;
        for (long h : option) {
            long v = generalizedValue(h);
            if (v == GeneralizedGrundy.INFINITE) {
                return GeneralizedGrundy.INFINITE;
            }
            x ^= v;
        }
        return x;
    }

    /**
     * Who wins a single heap: for an infinite value not from {@link #grundy} (there is none) but by
     * Smith's theorem, as for any sum ({@code Analyses.of}): won iff 0 is in {@code K}, else a draw.
     *
     * @param heap a heap of this game
     * @return {@link Outcome#P}, {@link Outcome#N} or, for some infinite values, {@link Outcome#D}
     */
    @Override
    default Outcome outcome(long heap) {
        return LoopyAnalysis.normalPlay(HeapSum.of(this, heap)).outcome();
    }
}
