package io.github.grundy.cli.formats;

import io.github.grundy.core.game.Outcome;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What {@code grundy gen} was asked for; an empty field takes the format's default.
 *
 * @param cases              the number of cases (formats with several)
 * @param heaps              heaps per position
 * @param max                the largest heap (or number) drawn
 * @param verdict            who wins each position
 * @param uniqueWinningMove  positions with exactly one winning move (formats that print moves)
 */
public record GenRequest(OptionalInt cases, OptionalInt heaps, OptionalLong max, Verdict verdict,
        boolean uniqueWinningMove) {

    /** Who wins each position generated, for the player to move. */
    public enum Verdict {
        /** Won positions (N). */
        WIN(Outcome.N),
        /** Lost positions (P). */
        LOSE(Outcome.P),
        /** As random positions fall: mostly won, since most games have few lost positions. */
        ANY(null),
        /** Won or lost by a fair coin, position by position: a test set of both (the default). */
        MIXED(null);

        private final Outcome outcome;

        Verdict(Outcome outcome) {
            this.outcome = outcome;
        }

        /**
         * The outcome every position has.
         *
         * @return N or P; null for {@link #ANY} and {@link #MIXED}, whose positions differ
         */
        public Outcome outcome() {
            return outcome;
        }
    }
}
