package io.github.grundy.core;

import java.util.Optional;

/** The words of a move in a sum of heaps, the same in every analysis of one ({@link Analysis}). */
final class HeapMoveWords {

    private HeapMoveWords() {
    }

    /** The game's words for the move: {@code 3 -> 1 (take 2)}. */
    static String describe(HeapSum sum, HeapMove move) {
        return sum.game(move.component()).describeMove(move.heap(), move.option());
    }

    /** {@code heap 1} when every heap is in one game; {@code component 2 (bash --max=3)} in a sum of games. */
    static String place(HeapSum sum, HeapMove move) {
        int n = move.component() + 1;
        HeapGame game = sum.game(move.component());
        return sum instanceof HeapSum.Mixed ? "component " + n + " (" + game.describe() + ")"
                : game.componentNoun() + " " + n;
    }

    static Optional<Game> gameOf(HeapSum sum, HeapMove move) {
        return sum instanceof HeapSum.Mixed ? Optional.of(sum.game(move.component())) : Optional.empty();
    }

    /** The components' noun: the game's ({@code heap}, {@code vertex}), or {@code component} in a sum of games. */
    static String componentNoun(HeapSum sum) {
        return sum instanceof HeapSum.Uniform u ? u.game().componentNoun() : "component";
    }
}
