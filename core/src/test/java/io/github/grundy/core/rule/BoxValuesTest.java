package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.grid.PointFilter;
import io.github.grundy.core.grid.ValueBox;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Boxes of points valued at once ({@code table --to=AxBxC}): a 3-D queen against a brute force of
 * its definition, each point's options evaluated once; a vector rule over a box of heaps, with a
 * filter, against its definition; the filter's errors in its own columns.
 */
class BoxValuesTest {

    /** A queen in three dimensions: any positive amount along one axis, or along a diagonal of two or three axes. */
    static final String QUEEN3D = "(a, b, c) -> [(a - k, b, c) for k in 1..a] + [(a, b - k, c) for k in 1..b]"
            + " + [(a, b, c - k) for k in 1..c] + [(a - k, b - k, c) for k in 1..min(a, b)]"
            + " + [(a - k, b, c - k) for k in 1..min(a, c)] + [(a, b - k, c - k) for k in 1..min(b, c)]"
            + " + [(a - k, b - k, c - k) for k in 1..min(a, b, c)]";

    private static BoundRule bound(String rule) {
        return Rule.parse(rule).bind(Map.of(), 10_000_000, "steps");
    }

    /** g(a, b, c) of the 3-D queen by the definition: the mex of the values one move away, in plain loops. */
    private static long[][][] queenByDefinition(int n) {
        long[][][] g = new long[n][n][n];
        int[][] directions = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}, {1, 0, 1}, {0, 1, 1}, {1, 1, 1}};
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                for (int c = 0; c < n; c++) {
                    boolean[] seen = new boolean[8 * n];
                    for (int[] d : directions) {
                        for (int k = 1; a - k * d[0] >= 0 && b - k * d[1] >= 0 && c - k * d[2] >= 0; k++) {
                            seen[(int) g[a - k * d[0]][b - k * d[1]][c - k * d[2]]] = true;
                        }
                    }
                    int m = 0;
                    while (seen[m]) {
                        m++;
                    }
                    g[a][b][c] = m;
                }
            }
        }
        return g;
    }

    @Test
    void aQueenIn16x16x16IsItsDefinitionEachPointEvaluatedOnce() {
        BoundRule rule = bound(QUEEN3D);
        BoxValues boxes = new BoxValues(rule, "queen", new PointValues(rule, "queen", 1_000_000, "limit"));
        ValueBox box = boxes.box(new long[] {15, 15, 15}, PointFilter.ALL);
        long[][][] g = queenByDefinition(16);
        assertEquals(4096, box.size());
        assertEquals(4096, box.tabled());
        for (int i = 0; i < box.size(); i++) {
            long[] p = box.point(i);
            assertEquals(g[(int) p[0]][(int) p[1]][(int) p[2]], box.value(i), "g" + java.util.Arrays.toString(p));
        }
        assertArrayEquals(new long[] {1, 2, 3}, box.point(16 * 16 + 2 * 16 + 3));
        // One pass: each point's options read once, none valued again by a walk of its own.
        assertEquals(4096, boxes.evaluations());
        assertEquals(0, box.value(0));
    }

    @Test
    void theGameTablesItsBoxAsTheWalkValuesEachPoint() {
        CoordinateGame game = CoordinateGame.of(bound(QUEEN3D), "queen", 1_000_000, "limit");
        ValueBox box = game.box(new long[] {3, 4, 5}, PointFilter.ALL);
        assertEquals(4 * 5 * 6, box.size());
        for (int i = 0; i < box.size(); i++) {
            assertEquals(game.grundy(box.point(i)), box.value(i));
        }
        assertEquals(3, game.width());
        assertEquals(List.of("a", "b", "c"), game.coordinateNames(3));
    }

    /** Moore's Nim_2 on three heaps by its words: take from one heap, or from two. */
    private static long moore(long[] h, Map<List<Long>, Long> memo) {
        List<Long> key = List.of(h[0], h[1], h[2]);
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<Long> seen = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            for (int j = i; j < 3; j++) {
                for (long s = 0; s <= h[i]; s++) {
                    for (long t = 0; t <= (i == j ? 0 : h[j]); t++) {
                        if (s + t > 0) {
                            long[] next = h.clone();
                            next[i] -= s;
                            next[j] -= t;
                            seen.add(moore(next, memo));
                        }
                    }
                }
            }
        }
        long m = 0;
        while (seen.contains(m)) {
            m++;
        }
        memo.put(key, m);
        return m;
    }

    @Test
    void aVectorRuleOverABoxOfHeapsWithAFilterIsItsDefinition() {
        VectorGame game = VectorGameTest.game(VectorGameTest.MOORE2);
        PointFilter ordered = game.filter("h[0] <= h[1] and h[1] <= h[2]", 3);
        ValueBox box = game.box(new long[] {5, 6, 7}, ordered);
        Map<List<Long>, Long> memo = new HashMap<>();
        int kept = 0;
        for (int i = 0; i < box.size(); i++) {
            long[] h = box.point(i);
            if (h[0] <= h[1] && h[1] <= h[2]) {
                kept++;
                assertEquals(moore(h, memo), box.value(i), java.util.Arrays.toString(h));
            } else {
                assertEquals(ValueBox.LEFT_OUT, box.value(i), java.util.Arrays.toString(h));
            }
        }
        assertEquals(kept, box.tabled());
        assertEquals(List.of("h[0]", "h[1]", "h[2]"), game.coordinateNames(3));
        assertEquals(0, game.width());
    }

    @Test
    void aFiltersErrorsAreInItsOwnColumns() {
        CoordinateGame game = CoordinateGame.of(bound(QUEEN3D), "queen", 1_000_000, "limit");
        IllegalArgumentException syntax = assertThrows(IllegalArgumentException.class,
                () -> game.filter("a < b && b < c", 3));
        assertEquals("column 7: '&&' is not part of the rule language: write 'and'", syntax.getMessage());
        IllegalArgumentException end = assertThrows(IllegalArgumentException.class, () -> game.filter("a <", 3));
        assertTrue(end.getMessage().startsWith("at its end (column 4): "), end.getMessage());
        IllegalArgumentException name = assertThrows(IllegalArgumentException.class, () -> game.filter("x < 3", 3));
        assertTrue(name.getMessage().startsWith("column 1: "), name.getMessage());
        VectorGame vector = VectorGameTest.game(VectorGameTest.MOORE2);
        PointFilter outside = vector.filter("h[3] > 0", 3);
        IllegalArgumentException evaluated = assertThrows(IllegalArgumentException.class,
                () -> outside.keeps(new long[] {1, 2, 3}));
        assertTrue(evaluated.getMessage().startsWith("column 1: position (1, 2, 3): "), evaluated.getMessage());
        // Errors are one line, whatever the condition was put between to compile it.
        IllegalArgumentException blank = assertThrows(IllegalArgumentException.class, () -> game.filter(" ", 3));
        assertEquals("a condition is an expression that is true or false, such as 'a < b'; found none",
                blank.getMessage());
        IllegalArgumentException open = assertThrows(IllegalArgumentException.class, () -> game.filter("(a", 3));
        assertTrue(!open.getMessage().contains("\n"), open.getMessage());
        IllegalArgumentException number = assertThrows(IllegalArgumentException.class, () -> game.filter("a + (b)", 3));
        assertTrue(!number.getMessage().contains("\n") && number.getMessage().startsWith("column 1: "),
                number.getMessage());
        assertTrue(game.filter("a < b and b < c", 3).keeps(new long[] {1, 2, 3}));
        assertTrue(!game.filter("a < b and b < c", 3).keeps(new long[] {1, 3, 3}));
    }

    @Test
    void aBoxBeyondItsBoundIsRefusedBeforeAnyWork() {
        CoordinateGame game = CoordinateGame.of(bound(QUEEN3D), "queen", 1_000_000, "limit");
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> game.box(new long[] {999, 999, 999}, PointFilter.ALL));
        assertEquals("queen: a box of 1000 x 1000 x 1000 points is more than the 16777216 valued at once",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> game.box(new long[] {3, 3}, PointFilter.ALL));
    }
}
