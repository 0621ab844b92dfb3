package io.github.grundy.core.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.nimber.Nimbers;
import io.github.grundy.core.sequence.TabledHeapGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Tartan theorem on whole boards: for products of two strips, the value of every position of a
 * 4 × 4 board (2^16 positions) of the real game, where a move turns over every cell of a strip move
 * × a strip move, the far corner from heads to tails, by mex over a table of them all (no theory),
 * equals the nim-sum over its heads of the nim products of the strips' values.
 */
class TartanTest {

    private static final int SIDE = 4;

    @Test
    void everyPositionOfFourByFourBoards() {
        String[][] products = {{"1-2", "1-2"}, {"1-3", "1+C"}, {"2", "1-3"}, {"3E", "1-2"}, {"1-3C(5)", "1+"}};
        for (String[] codes : products) {
            HeapGame rows = strip(codes[0]);
            HeapGame columns = strip(codes[1]);
            Tartan tartan = new Tartan(List.of(rows, columns));
            List<List<long[]>> rowMoves = moves(codes[0]);
            List<List<long[]>> columnMoves = moves(codes[1]);
            int cells = SIDE * SIDE;
            int[] value = new int[1 << cells];
            boolean[] seen = new boolean[1 << 8];
            for (int position = 1; position < 1 << cells; position++) {
                java.util.Arrays.fill(seen, false);
                long sum = 0;
                for (int cell = 0; cell < cells; cell++) {
                    if ((position >> cell & 1) == 0) {
                        continue;
                    }
                    int x = cell / SIDE + 1;
                    int y = cell % SIDE + 1;
                    sum ^= tartan.value(x, y);
                    for (long[] xs : rowMoves.get(x)) {
                        for (long[] ys : columnMoves.get(y)) {
                            int flip = 0;
                            for (long a : xs) {
                                for (long b : ys) {
                                    flip ^= 1 << ((a - 1) * SIDE + (b - 1));
                                }
                            }
                            seen[value[position ^ flip]] = true;
                        }
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                value[position] = mex;
                if (sum != mex) {
                    assertEquals(sum, mex, codes[0] + " x " + codes[1] + ": position " + Integer.toBinaryString(position));
                }
            }
        }
    }

    @Test
    void aCellIsTheNimProductOfItsCoordinatesValues() {
        HeapGame turtles = TabledHeapGame.of("1-2", new TurningMoves(TurningCode.parse("1-2")), 100).prepare(12);
        Tartan corners = new Tartan(List.of(turtles, turtles, turtles));
        assertEquals(Nimbers.product(Nimbers.product(5, 9), 12), corners.value(new long[] {5, 9, 12}));
        assertEquals(corners.value(new long[] {5, 9, 12}), corners.value(5, 9, 12));
        assertEquals("a Tartan product has two strips or more, found 1",
                assertThrows(IllegalArgumentException.class, () -> new Tartan(List.of(strip("1-2")))).getMessage());
        assertEquals("a cell of 3 coordinates, found 2",
                assertThrows(IllegalArgumentException.class, () -> corners.value(1, 2)).getMessage());
    }

    private static HeapGame strip(String code) {
        return TabledHeapGame.of(code, new TurningMoves(TurningCode.parse(code)), 100).prepare(SIDE);
    }

    /** For each coin 1..SIDE, its moves as the whole set of coins turned (the coin itself included). */
    private static List<List<long[]>> moves(String code) {
        TurningMoves moves = new TurningMoves(TurningCode.parse(code));
        List<List<long[]>> all = new ArrayList<>();
        all.add(List.of());
        for (long coin = 1; coin <= SIDE; coin++) {
            List<long[]> of = new ArrayList<>();
            long c = coin;
            moves.forEachOption(coin, others -> {
                long[] set = java.util.Arrays.copyOf(others, others.length + 1);
                set[others.length] = c;
                of.add(set);
                return true;
            });
            all.add(of);
        }
        return all;
    }
}
