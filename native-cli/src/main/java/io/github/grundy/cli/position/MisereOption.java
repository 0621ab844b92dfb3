package io.github.grundy.cli.position;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.Play;
import io.github.grundy.core.game.Activity;
import picocli.CommandLine.Option;

/**
 * {@code --misere} and its limit {@code --max-positions}, for the commands that analyse a
 * position ({@code solve}, {@code play}): the play it is analysed in ({@link Problem#of}).
 */
public final class MisereOption {

    @Option(names = "--misere",
            description = "Misere play: the player who makes the last move loses. Nim by Bouton's rule (any"
                    + " heaps), sums of tame heaps by their genus (Conway), heaps of one octal game by its misere"
                    + " quotient, anything else by a search of its game tree (see --max-positions).")
    public boolean misere;

    @Option(names = "--max-positions", paramLabel = "N",
            description = "With --misere: the most positions the search may decide before it gives up"
                    + " (exit 3) (default: 1000000).")
    Long maxPositions;

    /**
     * The play asked, its limit checked: misère with {@code --max-positions}, or normal.
     *
     * @param activity where misère play says what it tries (a progress line), or {@link Activity#NONE}
     */
    public Play play(Activity activity) {
        if (maxPositions != null && !misere) {
            throw new UserError("--max-positions limits the search of misere play: give it with --misere");
        }
        long positions = maxPositions == null ? 1_000_000 : maxPositions;
        if (positions < 1) {
            throw new UserError("--max-positions must be 1 or more, found " + positions);
        }
        return misere ? Play.misere(positions, "--max-positions=" + positions, activity) : Play.normal();
    }
}
