package io.github.grundy.core;

import io.github.grundy.core.game.Activity;
import java.util.Objects;

/**
 * The play a position is analysed in: normal (whoever makes the last move wins) or misère (whoever
 * makes it loses), the latter with the limit of its searches, since misère play has no value that
 * adds up and may have to search where no theory applies. {@link Analyses#ofGiven} takes it.
 *
 * @since SPI version 2
 */
public sealed interface Play permits Play.Normal, Play.Misere {

    /**
     * Normal play.
     *
     * @return normal play
     */
    static Play normal() {
        return new Normal();
    }

    /**
     * Misère play, looking at most {@code maxPositions} options (genera) or positions (search).
     *
     * @param maxPositions the limit, at least 1
     * @param limitName    how the limit is called in messages ({@code --max-positions=1000000})
     * @return the misère play
     * @throws IllegalArgumentException if {@code maxPositions} is less than 1
     */
    static Play misere(long maxPositions, String limitName) {
        return new Misere(maxPositions, limitName, Activity.NONE);
    }

    /**
     * Misère play, saying what it tries to {@code activity} (a progress line).
     *
     * @param maxPositions the limit, at least 1
     * @param limitName    how the limit is called in messages ({@code --max-positions=1000000})
     * @param activity     told each theory as it is tried, and how far a search has got
     * @return the misère play
     * @throws IllegalArgumentException if {@code maxPositions} is less than 1
     */
    static Play misere(long maxPositions, String limitName, Activity activity) {
        return new Misere(maxPositions, limitName, activity);
    }

    /** Normal play: the last player to move wins. Nothing to set. */
    record Normal() implements Play {
    }

    /**
     * Misère play: the last player to move loses.
     *
     * @param maxPositions the most options (genera) or positions (search) one analysis looks at, at least 1
     * @param limitName    how the limit is called in messages ({@code --max-positions=1000000})
     * @param activity     told each theory as it is tried, and how far a search has got
     */
    record Misere(long maxPositions, String limitName, Activity activity) implements Play {
        /**
         * Checks the limit.
         *
         * @param maxPositions the limit, at least 1
         * @param limitName    its name in messages, not null
         * @param activity     where it says what it tries, not null ({@link Activity#NONE} for nobody)
         * @throws IllegalArgumentException if {@code maxPositions} is less than 1
         */
        public Misere {
            if (maxPositions < 1) {
                throw new IllegalArgumentException("maxPositions must be at least 1, found " + maxPositions);
            }
            Objects.requireNonNull(limitName, "limitName");
            Objects.requireNonNull(activity, "activity");
        }
    }
}
