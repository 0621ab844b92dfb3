package io.github.grundy.variants.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.nimber.Nimbers;
import io.github.grundy.core.spi.Arguments;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The tartan variant: every position of up to three heads on a 3 × 3 board (and all 512 it
 * reaches) through core's {@link GameChecker} (each position's value is the mex of its
 * moves' values, its winning moves are those to 0), the grid against nim products, and the moves'
 * words and refusals.
 */
class TartanBoardTest {

    private static PositionGame board(String rows, String columns) {
        TartanVariant v = new TartanVariant();
        return (PositionGame) v.create(Arguments.parse(v, Map.of("rows", rows, "columns", columns)));
    }

    @Test
    void positionsByTheDefinition() {
        List<long[]> positions = new ArrayList<>();
        List<long[]> cells = new ArrayList<>();
        for (long x = 1; x <= 3; x++) {
            for (long y = 1; y <= 3; y++) {
                cells.add(new long[] {x, y});
            }
        }
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
        for (String[] product : new String[][] {{"turning-turtles", "turning-turtles"}, {"ruler", "mock-turtles"},
            {"1-3", "twins"}, {"3E", "1+C"}}) {
            GameChecker.check(new TartanVariant(), Map.of("rows", product[0], "columns", product[1]), positions)
                    .assertPassed();
        }
    }

    @Test
    void turningCornersIsTheNimProduct() {
        ValueGrid grid = ((io.github.grundy.core.grid.GridGame) board("turning-turtles", "turning-turtles")).grid(40, 33);
        for (int x = 0; x < 40; x++) {
            for (int y = 0; y < 33; y++) {
                assertEquals(Nimbers.product(x, y), grid.value(x, y), "(" + x + ", " + y + ")");
            }
        }
    }

    @Test
    void movesInWordsAndRefusals() {
        PositionGame corners = board("turning-turtles", "turning-turtles");
        long[] start = {2, 2, 3, 3};
        assertEquals("turn (1, 1), (1, 2), (2, 1), (2, 2)", corners.describeMove(start, new long[] {2, 2, 1, 1, 1}));
        assertEquals(List.of(3L, 3L, 1L, 1L, 1L, 2L, 2L, 1L),
                toList(corners.play(start, new long[] {2, 2, 1, 1, 1})));
        assertEquals(java.util.Optional.of("(2, 2) + (3, 3)"), corners.describePosition(start));
        assertEquals("(1, 1) is not a head: a move turns a head to tails, its far corner",
                assertThrows(IllegalArgumentException.class, () -> corners.play(start, new long[] {1, 1, 0})).getMessage());
        assertEquals("tartan --rows=turning-turtles --columns=turning-turtles does not turn (1, 2), (1, 3), (2, 2), (2, 3), (3, 2), (3, 3)",
                assertThrows(IllegalArgumentException.class, () -> corners.play(start, new long[] {3, 3, 2, 1, 2, 2})).getMessage());
        assertEquals("tartan --rows=turning-turtles --columns=turning-turtles: the cell (2, 2) is listed twice (a coin is heads or"
                + " tails: list each head once)",
                assertThrows(IllegalArgumentException.class, () -> corners.checkPosition(new long[] {2, 2, 2, 2})).getMessage());
        assertEquals("tartan: --rows: '1-' is not a turning code: expected the largest count after '-' at character 3, found the end",
                assertThrows(IllegalArgumentException.class, () -> board("1-", "ruler")).getMessage());
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
