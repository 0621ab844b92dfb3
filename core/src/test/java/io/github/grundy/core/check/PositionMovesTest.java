package io.github.grundy.core.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What docs/plugins.md says of a {@code PositionGame}'s moves: a move is its encoding, so two
 * encodings that reach the same position are two moves; grundy counts both among the winning
 * moves, and the checker requires {@code forEachMoveToValue} to report both.
 */
class PositionMovesTest {

    /** Take 1 or 2 from one pile, each move spelled two ways: {@code {1, k}} and {@code {2, k}}. */
    static class TwoSpellings implements PositionGame {
        @Override
        public String describe() {
            return "two-spellings";
        }

        @Override
        public long grundy(long[] position) {
            return position[0] % 3;
        }

        @Override
        public void forEachMove(long[] position, OptionSink sink) {
            for (long spelling = 1; spelling <= 2; spelling++) {
                for (long k = 1; k <= Math.min(2, position[0]); k++) {
                    if (!sink.accept(new long[] {spelling, k})) {
                        return;
                    }
                }
            }
        }

        @Override
        public long[] play(long[] position, long[] move) {
            return new long[] {position[0] - move[1]};
        }

        @Override
        public String describeMove(long[] position, long[] move) {
            return "take " + move[1] + " (spelling " + move[0] + ")";
        }
    }

    @Test
    void twoEncodingsOfOneResultAreTwoMoves() {
        GameChecker.check(new TwoSpellings(), GameChecker.vectors(1, 12)).assertPassed();
        // From 4, taking 1 leaves 3, worth 0: two winning moves, one a spelling.
        assertEquals(2, Analyses.of(new TwoSpellings(), new long[] {4}).count());
    }

    @Test
    void reportingOneOfThemIsAFailure() {
        Report report = GameChecker.check(new TwoSpellings() {
            @Override
            public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
                // Each position reached once: the second spelling is left out.
                super.forEachMoveToValue(position, value, move -> move[0] != 1 || sink.accept(move));
            }
        }, List.of(new long[] {4}));
        Failure f = report.failure().orElseThrow();
        assertEquals(Kind.OPTIONS_OF_VALUE, f.kind());
        assertEquals("forEachMoveToValue([4], 0)", f.check());
    }
}
