package io.github.grundy.core.game;

import java.util.function.Supplier;

/**
 * Preparing a game for one position, with the fallback both kinds of game share: a position
 * beyond what the game may table (or what memory holds) is still solved when the game knows its
 * outcome without the table ({@code outcome}); else the reason is the table's.
 */
final class Preparation {

    private Preparation() {
    }

    /**
     * {@code prepare}'s game; or, if it refuses, {@code unprepared} once {@code outcome} (the
     * game's outcome of the position, asked now so that a game that cannot answer says why) has
     * answered.
     *
     * @throws LimitExceededException the outcome's refusal if it is a limit, else the table's
     * @throws IllegalArgumentException the table's refusal when it is not a limit
     */
    static <G> G orOutcome(Supplier<G> prepare, G unprepared, Runnable outcome) {
        try {
            return prepare.get();
        } catch (LimitExceededException | IllegalArgumentException tooLarge) {
            try {
                outcome.run();
                return unprepared;
            } catch (LimitExceededException refused) {
                throw refused;
            } catch (IllegalArgumentException needsTable) {
                throw tooLarge;
            }
        }
    }
}
