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
}
