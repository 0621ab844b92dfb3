package io.github.grundy.cli.judge;

import io.github.grundy.core.game.Outcome;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What {@code grundy gen} was asked for; an empty field takes the format's default.
 *
 * @param cases              the number of cases (formats with several)
 * @param heaps              heaps per position
 * @param max                the largest heap (or number) drawn
 * @param verdict            {@link Outcome#P} for positions the first player loses, {@link Outcome#N}
 *                           for won ones, null for either
 * @param uniqueWinningMove  positions with exactly one winning move (formats that print moves)
 */
public record GenRequest(OptionalInt cases, OptionalInt heaps, OptionalLong max, Outcome verdict,
        boolean uniqueWinningMove) {
}
