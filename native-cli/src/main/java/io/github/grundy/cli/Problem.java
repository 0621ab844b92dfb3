package io.github.grundy.cli;

import io.github.grundy.core.HeapSum;
import io.github.grundy.core.PositionGame;
import java.util.Map;

/** A position as the user gave it to {@code solve}, ready for the engines. */
sealed interface Problem {

    /** What the user asked for, in words (for the first line of the answer). */
    String title();

    /**
     * A sum of heaps: one variant for every heap, or a sum of components of different games.
     *
     * @param variant    the variant id, or null for a sum of different games
     * @param parameters the variant's parameter values (empty for a sum)
     */
    record Heaps(String title, String variant, Map<String, Object> parameters, HeapSum sum) implements Problem {
    }

    /** One position of a game whose position is a whole vector (a staircase). */
    record Vector(String title, String variant, Map<String, Object> parameters, PositionGame game, long[] position)
            implements Problem {
    }

    /**
     * Who wins a {@link Vector} position, and its Grundy value when the game knows it (else -1:
     * the outcome came from the game's closed form).
     */
    record Outcome(boolean grundyKnown, long grundy, boolean firstPlayerWins) {

        /**
         * Asks the game.
         *
         * @throws IllegalArgumentException if the game can say neither (its message is the user's)
         */
        static Outcome of(Vector v) {
            PositionGame game = v.game();
            if (game.grundyKnown(v.position())) {
                long g = game.grundy(v.position());
                return new Outcome(true, g, g != 0);
            }
            return new Outcome(false, -1, game.firstPlayerWins(v.position()));
        }
    }
}
