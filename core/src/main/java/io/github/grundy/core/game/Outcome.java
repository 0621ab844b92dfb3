package io.github.grundy.core.game;

/**
 * The outcome class of a position: who wins it with perfect play. The field's letters, as in
 * CGSuite and Winning Ways.
 *
 * @since SPI version 2
 */
public enum Outcome {

    /** The previous player (the one who just moved) wins: the player to move loses. Grundy value 0. */
    P,
    /** The next player (the one to move) wins. A non-zero Grundy value. */
    N,
    /** Neither: with perfect play the game never ends (loopy games). */
    D;

    /**
     * The outcome of a position of a finite game under normal play whose Grundy value is
     * {@code grundy}: P for 0, N otherwise (Sprague–Grundy).
     *
     * @param grundy a Grundy value, 0 or more
     * @return {@link #P} or {@link #N}
     * @throws IllegalArgumentException if {@code grundy} is negative
     */
    public static Outcome ofGrundy(long grundy) {
        if (grundy < 0) {
            throw new IllegalArgumentException("negative Grundy value " + grundy);
        }
        return grundy == 0 ? P : N;
    }

    /**
     * True for {@link #N}: the player to move has a winning move.
     *
     * @return true for {@link #N}, false for {@link #P} and {@link #D}
     */
    public boolean nextPlayerWins() {
        return this == N;
    }
}
