package io.github.grundy.core;

import java.util.Optional;

/**
 * What every analysis of a sum of heaps shares, whatever decides it (the nim-sum, Bouton's misère
 * rule, the genus of tame games, a misère search, Smith's theorem): the sum, and the words of its moves.
 *
 * @since SPI version 2
 */
public abstract sealed class HeapSumAnalysis implements Analysis<HeapMove>
        permits WinningMoves, MisereAnalysis, LoopyAnalysis {

    final HeapSum sum;

    HeapSumAnalysis(HeapSum sum) {
        this.sum = sum;
    }

    /** The position analysed. */
    public HeapSum sum() {
        return sum;
    }

    /** The game's words for the move: {@code 3 -> 1 (take 2)}. */
    @Override
    public String describe(HeapMove move) {
        return sum.game(move.component()).describeMove(move.heap(), move.option());
    }

    /** {@code heap 1} when every heap is in one game; {@code component 2 (bash --max=3)} in a sum of games. */
    @Override
    public String place(HeapMove move) {
        int n = move.component() + 1;
        HeapGame game = sum.game(move.component());
        return sum instanceof HeapSum.Mixed ? "component " + n + " (" + game.describe() + ")"
                : game.componentNoun() + " " + n;
    }

    @Override
    public Optional<Game> gameOf(HeapMove move) {
        return sum instanceof HeapSum.Mixed ? Optional.of(sum.game(move.component())) : Optional.empty();
    }

    /** The components' noun: the game's ({@code heap}, {@code vertex}), or {@code component} in a sum of games. */
    @Override
    public String componentNoun() {
        return sum instanceof HeapSum.Uniform u ? u.game().componentNoun() : "component";
    }
}
