package io.github.grundy.variants.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.spi.Arguments;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The acrostic variant: every position of up to three heads on the board 0..3 x 0..3 (row and
 * column 0 included) through core's {@link GameChecker} (each position's value is the mex of its
 * moves' values, its winning moves those to 0), CGSuite's Strip and Streak as the grid, and the
 * moves' words and refusals.
 */
class AcrosticBoardTest {

    private static PositionGame board(String rows, String columns) {
        AcrosticVariant v = new AcrosticVariant();
        return (PositionGame) v.create(Arguments.parse(v, Map.of("rows", rows, "columns", columns)));
    }

    @Test
    void positionsByTheDefinition() {
        List<long[]> cells = new ArrayList<>();
        for (long x = 0; x <= 3; x++) {
            for (long y = 0; y <= 3; y++) {
                cells.add(new long[] {x, y});
            }
        }
        List<long[]> positions = new ArrayList<>();
        positions.add(new long[0]);
        for (int i = 0; i < cells.size(); i++) {
            positions.add(cells.get(i).clone());
            for (int j = i + 1; j < cells.size(); j++) {
                positions.add(concat(cells.get(i), cells.get(j)));
                for (int k = j + 1; k < cells.size(); k++) {
                    positions.add(concat(concat(cells.get(i), cells.get(j)), cells.get(k)));
                }
            }
        }
        for (String[] product : new String[][] {{"motley", "ruler"}, {"ruler", "mock-turtles"}, {"1-3", "twins"},
            {"3E", "1+C"}, {"turning-turtles", "2"}}) {
            GameChecker.check(new AcrosticVariant(), Map.of("rows", product[0], "columns", product[1]), positions)
                    .assertPassed();
        }
    }

    @Test
    void stripAndStreakIsTheGrid() {
        long[][] reference = {
            {0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4},
            {1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4},
            {2, 2, 1, 2, 5, 2, 1, 2, 9, 2, 1, 2, 5, 2, 1, 2, 17, 2, 1, 2, 5},
            {4, 4, 5, 4, 2, 4, 5, 4, 10, 4, 5, 4, 2, 4, 5, 4, 18, 4, 5, 4, 2},
            {8, 8, 9, 8, 10, 8, 9, 8, 4, 8, 9, 8, 10, 8, 9, 8, 20, 8, 9, 8, 10},
            {16, 16, 17, 16, 18, 16, 17, 16, 20, 16, 17, 16, 18, 16, 17, 16, 8, 16, 17, 16, 18},
        };
        PositionGame game = board("motley", "ruler");
        ValueGrid grid = ((GridGame) game).grid(6, 21);
        for (int x = 0; x < 6; x++) {
            for (int y = 0; y < 21; y++) {
                assertEquals(reference[x][y], grid.value(x, y), "(" + x + ", " + y + ")");
                long[] cell = {x, y};
                assertEquals(reference[x][y], game.prepare(cell).grundy(cell), "solve (" + x + ", " + y + ")");
            }
        }
        // One grid point is 1 x 1: the pair (0, 0), the empty strip twice.
        assertEquals(0, ((GridGame) game).grid(1, 1).value(0, 0));
    }

    @Test
    void movesInWordsAndRefusals() {
        PositionGame streak = board("motley", "ruler").prepare(new long[] {3, 4, 2, 2});
        long[] start = {3, 4, 2, 2};
        assertEquals("turn (1, 4), (2, 4), (3, 4)", streak.describeMove(start, new long[] {3, 4, 1, 1, 2}));
        assertEquals("turn (3, 2), (3, 3), (3, 4)", streak.describeMove(start, new long[] {3, 4, 2, 2, 3}));
        assertEquals(List.of(2L, 2L, 1L, 4L, 2L, 4L), toList(streak.play(start, new long[] {3, 4, 1, 1, 2})));
        assertEquals(List.of(3L, 4L), toList(streak.play(start, new long[] {2, 2, 1})));
        // The head alone is one move, listed once, though both strips turn it.
        long[] moves = {0};
        streak.forEachMove(new long[] {2, 2}, m -> {
            moves[0]++;
            return true;
        });
        assertEquals(3, moves[0], "(2, 2): alone, with (1, 2), with (2, 1)");
        assertEquals(Optional.of("(3, 4) + (2, 2)"), streak.describePosition(start));
        assertEquals(Optional.of("no head"), streak.describePosition(new long[0]));
        assertEquals("(1, 1) is not a head: a move turns a head to tails",
                assertThrows(IllegalArgumentException.class, () -> streak.play(start, new long[] {1, 1, 1})).getMessage());
        assertEquals("acrostic --rows=motley --columns=ruler does not turn (3, 1), (3, 4)",
                assertThrows(IllegalArgumentException.class, () -> streak.play(start, new long[] {3, 4, 2, 1})).getMessage());
        assertEquals("a move is x y d, d 1 (other coins in column y) or 2 (in row x), then the other coins",
                assertThrows(IllegalArgumentException.class, () -> streak.play(start, new long[] {3, 4, 3})).getMessage());
        assertEquals("list the other coins from 1 up, each once and below the head's x",
                assertThrows(IllegalArgumentException.class, () -> streak.play(start, new long[] {3, 4, 1, 2, 1})).getMessage());
        assertEquals("acrostic --rows=motley --columns=ruler: the cell (2, 2) is listed twice (a coin is heads or"
                + " tails: list each head once)",
                assertThrows(IllegalArgumentException.class, () -> streak.checkPosition(new long[] {2, 2, 2, 2})).getMessage());
        assertEquals("acrostic --rows=motley --columns=ruler: a cell is two numbers, x y; found 3 numbers",
                assertThrows(IllegalArgumentException.class, () -> streak.checkPosition(new long[] {2, 2, 2})).getMessage());
        assertEquals("acrostic --rows=motley --columns=ruler: coordinates are numbered from 0 (0: the empty strip),"
                + " found (-1, 2)",
                assertThrows(IllegalArgumentException.class, () -> streak.checkPosition(new long[] {-1, 2})).getMessage());
        assertEquals("acrostic: --columns: '1+X' is not a turning code: expected a modifier C, E, S, F or C(n), a ','"
                + " or the end at character 3, found 'X'",
                assertThrows(IllegalArgumentException.class, () -> board("ruler", "1+X")).getMessage());
        assertFalse(streak.grundyKnown(new long[] {6, 1}));
        assertTrue(streak.grundyKnown(new long[] {3, 4}));
    }

    @Test
    void tablesPastTheirLimitsAreRefused() {
        PositionGame streak = board("motley", "ruler");
        assertEquals("acrostic --rows=motley --columns=ruler: coordinate 10001 is beyond the table, which holds"
                + " coordinates up to --max-table=10000; raise --max-table to solve it",
                assertThrows(LimitExceededException.class, () -> streak.prepare(new long[] {1, 10001})).getMessage());
        assertEquals("acrostic --rows=motley --columns=ruler: a table of the acrostic product to (70, 1) would read"
                + " about 8.3e+22 values (one a coin its moves turn): more than grundy tables for one product (2e+10);"
                + " ask for smaller coordinates",
                assertThrows(LimitExceededException.class, () -> ((GridGame) streak).grid(71, 2)).getMessage());
    }

    private static long[] concat(long[] a, long[] b) {
        long[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    private static List<Long> toList(long[] a) {
        List<Long> l = new ArrayList<>();
        for (long x : a) {
            l.add(x);
        }
        return l;
    }
}
