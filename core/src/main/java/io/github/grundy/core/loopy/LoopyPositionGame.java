package io.github.grundy.core.loopy;

import io.github.grundy.core.game.PositionGame;

/**
 * A game whose positions are sums of parts (the points of a coordinate rule) in which play may go
 * on for ever: a part's value is generalized ({@link GeneralizedGrundy}), finite or {@code ∞(K)}.
 * Where {@link #grundyKnown} is false, a part's value is infinite and {@link #smithSum} tells
 * {@link LoopyPositionAnalysis} what Smith's rule needs; elsewhere the game is an ordinary one.
 *
 * @since SPI version 2
 */
public interface LoopyPositionGame extends PositionGame {

    /**
     * The generalized values of {@code position}'s parts, as Smith's rule reads them.
     *
     * @param position a position of this game, not changed
     * @return how many parts are infinite, the first of them with its {@code K}, and the xor of the finite ones
     */
    SmithSum smithSum(long[] position);

    /**
     * A position's parts by their generalized values: Smith's rule decides it from these alone.
     *
     * @param infinities how many parts have an infinite value
     * @param infinite   the first infinite part in words ({@code (1, 1)}), empty when none
     * @param kernel     {@code K} of that part: the finite values it can move to, ascending, each once
     * @param rest       the xor of the values of the other parts, all finite when {@code infinities == 1}
     * @param parts      how many parts the position has
     */
    record SmithSum(int infinities, String infinite, long[] kernel, long rest, int parts) {

        /**
         * Copies the kernel.
         *
         * @param infinities how many parts have an infinite value
         * @param infinite   the first infinite part in words, empty when none
         * @param kernel     {@code K} of that part, ascending
         * @param rest       the xor of the values of the other parts
         * @param parts      how many parts the position has
         */
        public SmithSum {
            kernel = kernel.clone();
        }

        /**
         * {@code K}, ascending.
         *
         * @return a copy of {@code K}
         */
        @Override
        public long[] kernel() {
            return kernel.clone();
        }

        /**
         * Whether the player to move wins: one infinite part, and the others' xor in its {@code K}.
         *
         * @return true for a win, false for a draw
         */
        public boolean won() {
            return infinities == 1 && java.util.Arrays.binarySearch(kernel, rest) >= 0;
        }
    }
}
