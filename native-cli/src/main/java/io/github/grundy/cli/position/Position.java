package io.github.grundy.cli.position;

import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.PositionGame;
import java.util.Map;

/**
 * A position as the user gave it, read but not analysed: its games as their variants made them
 * (neither checked against the position nor prepared), and its heaps or entries.
 * {@link Problem#of} hands it to core, which checks, prepares and analyses it in one call.
 */
public sealed interface Position {

    /** What the user asked for, in words (for the first line of the answer). */
    String title();

    /** The variant id, or null for a sum of different games. */
    String variant();

    /** The variant's parameter values (empty for a sum of different games). */
    Map<String, Object> parameters();

    /**
     * A sum of heaps: one variant for every heap, or components of different games.
     *
     * @param title      what the user asked for, in words
     * @param variant    the variant id, or null for components of different games
     * @param parameters the variant's parameter values (empty for components)
     * @param sum        the games and heaps as given ({@link HeapSum#of}): core prepares them
     */
    record Heaps(String title, String variant, Map<String, Object> parameters, HeapSum sum) implements Position {
    }

    /**
     * A whole position of a game that does not split into heaps (a staircase); it may be empty.
     *
     * @param title      what the user asked for, in words
     * @param variant    the variant id
     * @param parameters the variant's parameter values
     * @param game       the game, as its variant made it
     * @param position   the entries, in order
     */
    record Whole(String title, String variant, Map<String, Object> parameters, PositionGame game, long[] position)
            implements Position {
    }
}
