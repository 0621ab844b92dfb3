package org.example.wythoff;

import io.github.grundy.core.check.GameChecker;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The game against the definition of Grundy values, by grundy-core's {@link GameChecker}: every
 * position up to 30 30, its value, outcome, moves to each value and winning moves, from the
 * game's moves alone.
 */
class WythoffVariantTest {

    @Test
    void agreesWithTheDefinition() {
        GameChecker.assertCorrect(new WythoffVariant(), Map.of(), 2, 30);
    }

    /**
     * With a table of heaps up to 10 only, the positions beyond it are checked by their outcome
     * and winning moves: those of the closed form of the P-positions.
     */
    @Test
    void beyondItsTableTheClosedFormAgrees() {
        GameChecker.assertCorrect(new WythoffVariant(), Map.of("max-table", "10"), 2, 30);
    }
}
