package io.github.grundy.core.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.LimitExceededException;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;

/**
 * The acrostic product: CGSuite's table of Strip and Streak (Motley x Ruler, from its
 * GameHeapTest) exactly; the values against a search of
 * whole boards played as they are played (heads flip), with moves read from the codes' rules
 * written out here (not {@link TurningMoves}); extension and the limits.
 */
class AcrosticTest {

    /** g(A(m, n)) of Motley x Ruler, m = 0..5, n = 0..20, as CGSuite's test lists it. */
    private static final long[][] STRIP_AND_STREAK = {
        {0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4},
        {1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4},
        {2, 2, 1, 2, 5, 2, 1, 2, 9, 2, 1, 2, 5, 2, 1, 2, 17, 2, 1, 2, 5},
        {4, 4, 5, 4, 2, 4, 5, 4, 10, 4, 5, 4, 2, 4, 5, 4, 18, 4, 5, 4, 2},
        {8, 8, 9, 8, 10, 8, 9, 8, 4, 8, 9, 8, 10, 8, 9, 8, 20, 8, 9, 8, 10},
        {16, 16, 17, 16, 18, 16, 17, 16, 20, 16, 17, 16, 18, 16, 17, 16, 8, 16, 17, 16, 18},
    };

    private static Acrostic product(String rows, String columns) {
        return new Acrostic(TurningCode.parse(rows), TurningCode.parse(columns));
    }

    @Test
    void stripAndStreakIsCgsuitesTable() {
        AcrosticTable t = product("1+", "1+C").table(5, 20, 1e9);
        for (int m = 0; m <= 5; m++) {
            for (int n = 0; n <= 20; n++) {
                assertEquals(STRIP_AND_STREAK[m][n], t.value(m, n), "(" + m + ", " + n + ")");
            }
        }
    }

    /** The rules written out, on the other coins as a bit mask (coin c is bit c - 1), all below {@code coin}. */
    private static final BiPredicate<Integer, Integer> MOTLEY = (coin, others) -> true;
    private static final BiPredicate<Integer, Integer> RULER = (coin, others) ->
            others == 0 || Integer.numberOfLeadingZeros(others) == 32 - (coin - 1)
                    && Integer.bitCount(others + Integer.lowestOneBit(others)) == 1;
    private static final BiPredicate<Integer, Integer> MOCK_TURTLES = (coin, others) -> Integer.bitCount(others) <= 2;
    private static final BiPredicate<Integer, Integer> TWINS = (coin, others) -> Integer.bitCount(others) == 1;
    private static final BiPredicate<Integer, Integer> TURNIPS = (coin, others) -> {
        if (Integer.bitCount(others) != 2) {
            return false;
        }
        int low = Integer.numberOfTrailingZeros(others) + 1;
        int mid = 31 - Integer.numberOfLeadingZeros(others) + 1;
        return mid - low == coin - mid;
    };

    @Test
    void everyBoardPositionByTheRuleItself() {
        // rows 0..rows-1, columns 0..columns-1: every position of the whole board, 2^(rows * columns).
        check("1+", MOTLEY, "1+C", RULER, 4, 5);
        check("1+C", RULER, "1+", MOTLEY, 4, 4);
        check("1-3", MOCK_TURTLES, "2", TWINS, 4, 4);
        check("3E", TURNIPS, "1-3", MOCK_TURTLES, 6, 3);
        check("2", TWINS, "1+C", RULER, 2, 9);
    }

    /**
     * The board played as it is played: a move picks a head (m, n) and flips it and the other coins
     * of a move of coin m in column n, or of coin n in row m. Cell (m, n) is bit m * columns + n, and
     * every move clears its head's bit and flips only lower ones, so masks in increasing order see
     * their options first. Each position's mex must be the xor of its heads' tabled values.
     */
    private static void check(String rowCode, BiPredicate<Integer, Integer> rowRule, String columnCode,
            BiPredicate<Integer, Integer> columnRule, int rows, int columns) {
        AcrosticTable t = product(rowCode, columnCode).table(rows - 1, columns - 1, 1e9);
        int cells = rows * columns;
        byte[] value = new byte[1 << cells];
        boolean[] seen = new boolean[128];
        for (int position = 0; position < 1 << cells; position++) {
            java.util.Arrays.fill(seen, false);
            long sum = 0;
            for (int cell = 0; cell < cells; cell++) {
                if ((position >> cell & 1) == 0) {
                    continue;
                }
                int m = cell / columns;
                int n = cell % columns;
                sum ^= t.value(m, n);
                for (int others = 0; m > 0 && others < 1 << (m - 1); others++) {
                    if (rowRule.test(m, others)) {
                        int flip = 1 << cell;
                        for (int a = 1; a < m; a++) {
                            flip ^= (others >> (a - 1) & 1) << (a * columns + n);
                        }
                        seen[value[position ^ flip]] = true;
                    }
                }
                for (int others = 0; n > 0 && others < 1 << (n - 1); others++) {
                    if (columnRule.test(n, others)) {
                        int flip = 1 << cell;
                        for (int b = 1; b < n; b++) {
                            flip ^= (others >> (b - 1) & 1) << (m * columns + b);
                        }
                        seen[value[position ^ flip]] = true;
                    }
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            value[position] = (byte) mex;
            if (sum != mex) {
                assertEquals(sum, mex, rowCode + " x " + columnCode + ": position " + Integer.toBinaryString(position));
            }
        }
    }

    @Test
    void aTableExtendsToTheSameValues() {
        Acrostic p = product("1-3", "1+C");
        AcrosticTable whole = p.table(12, 30, 1e9);
        AcrosticTable grown = p.table(3, 7, 1e9).extend(12, 4, 1e9).extend(5, 30, 1e9);
        assertEquals(12, grown.lastRow());
        assertEquals(30, grown.lastColumn());
        for (int m = 0; m <= 12; m++) {
            for (int n = 0; n <= 30; n++) {
                assertEquals(whole.value(m, n), grown.value(m, n), "(" + m + ", " + n + ")");
            }
        }
        assertSame(grown, grown.extend(2, 2, 1e9));
        // Heap 0 is the empty strip: row 0 plays as the columns' strip, column 0 as the rows'.
        assertEquals(4, whole.value(0, 4));
        assertEquals(7, whole.value(4, 0));
        assertEquals(0, whole.value(0, 0));
    }

    @Test
    void theCostBoundsTheCoinsTurned() {
        assertEquals(27, TurningCode.parse("1-3").coinsTurnedAt(5));
        for (String code : new String[] {"1+", "1+C", "1-3", "3E", "4FS", "1+S", "1-3C(5)", "1-3,2", "2-3,6C", "1+FS", "1-3E"}) {
            TurningCode c = TurningCode.parse(code);
            for (long coin = 1; coin <= 14; coin++) {
                long[] turned = {0, 0};
                new TurningMoves(c).forEachOption(coin, others -> {
                    turned[0] += others.length + 1;
                    turned[1]++;
                    return true;
                });
                double bound = c.coinsTurnedAt(coin);
                if (turned[0] > bound) {
                    assertEquals(turned[0], bound, code + " at coin " + coin + ": a bound below the coins turned");
                }
                // The table marks option values up to movesAt only: it must bound the moves.
                if (turned[1] > c.movesAt(coin)) {
                    assertEquals(turned[1], c.movesAt(coin), code + " at coin " + coin + ": a bound below the moves");
                }
            }
        }
    }

    @Test
    void limitsAreOneLineRefusals() {
        Acrostic p = product("1+", "1+C");
        assertEquals("a table of the acrostic product to (40, 3) would read about 8.8e+13 values (one a coin its moves turn): more than grundy"
                + " tables for one product (2e+10); ask for smaller coordinates",
                assertThrows(LimitExceededException.class, () -> p.table(40, 3, 2e10)).getMessage());
        assertEquals("a table of the acrostic product to (4095, 4095) would hold 16777216 cells: more than 4194304;"
                + " ask for smaller coordinates",
                assertThrows(LimitExceededException.class, () -> product("1", "1").table(4095, 4095, 2e10)).getMessage());
        assertEquals("the pair (6, 0) is not tabled (pairs up to (5, 20))",
                assertThrows(IllegalArgumentException.class, () -> p.table(5, 20, 1e9).value(6, 0)).getMessage());
        assertEquals("the pair (-1, 0) is not tabled (pairs up to (5, 20))",
                assertThrows(IllegalArgumentException.class, () -> p.table(5, 20, 1e9).value(-1, 0)).getMessage());
    }
}
