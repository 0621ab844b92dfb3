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
     * The position's words as read, when an answer should echo them rather than the numbers they
     * stand for (a coin strip's {@code hthht}, not its heads {@code 1 3 4}); null otherwise.
     */
    String read();

    /**
     * A sum of heaps: one variant for every heap, or components of different games.
     *
     * @param title      what the user asked for, in words
     * @param variant    the variant id, or null for components of different games
     * @param parameters the variant's parameter values (empty for components)
     * @param sum        the games and heaps as given ({@link HeapSum#of}): core prepares them
     * @param read       the words as read, to echo (a strip of coins), or null
     */
    record Heaps(String title, String variant, Map<String, Object> parameters, HeapSum sum, String read)
            implements Position {

        /** A sum whose heaps are echoed as numbers. */
        public Heaps(String title, String variant, Map<String, Object> parameters, HeapSum sum) {
            this(title, variant, parameters, sum, null);
        }
    }

    /**
     * A whole position of a game that does not split into heaps (a staircase); it may be empty.
     *
     * @param title      what the user asked for, in words
     * @param variant    the variant id
     * @param parameters the variant's parameter values
     * @param game       the game, as its variant made it
     * @param position   the entries, in order
     * @param read       the words as read, to echo (a strip of coins), or null
     */
    record Whole(String title, String variant, Map<String, Object> parameters, PositionGame game, long[] position,
            String read) implements Position {
    }
}
