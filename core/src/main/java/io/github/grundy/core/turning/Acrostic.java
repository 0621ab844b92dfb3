package io.github.grundy.core.turning;

import io.github.grundy.core.game.LimitExceededException;
import java.util.Locale;

/**
 * The acrostic product of two coin-turning strips (CGSuite's {@code AcrosticProduct}, after
 * <i>Winning Ways</i>, ch. 14): a position is a sum of pairs (m, n), and a move is made in one
 * coordinate only. For every move of the rows' code from coin m that turns coins a_1..a_k besides
 * m, A(m, n) has the option A(a_1, n) + ... + A(a_k, n); for every move of the columns' code from
 * coin n turning b_1..b_l, the option A(m, b_1) + ... + A(m, b_l). Heap 0 is the empty strip: no
 * move starts there, so A(0, n) plays as the columns' strip at n and A(m, 0) as the rows' at m. No
 * general formula for the values is known (unlike the Tartan product's nim products): they are
 * tabled by the mex over the options ({@link AcrosticTable}).
 *
 * @param rows    the code of the first coordinate m
 * @param columns the code of the second coordinate n
 */
public record Acrostic(TurningCode rows, TurningCode columns) {

    /** Cells a table holds at most: 2^22 values, 32 MB. */
    public static final long MAX_CELLS = 1L << 22;

    /**
     * Checks both codes are given.
     *
     * @param rows    the code of the first coordinate
     * @param columns the code of the second coordinate
     */
    public Acrostic {
        java.util.Objects.requireNonNull(rows, "rows");
        java.util.Objects.requireNonNull(columns, "columns");
    }

    /**
     * About how many values a table of the pairs {@code 0..lastRow} x {@code 0..lastColumn} reads,
     * an upper bound: each cell (m, n) lists the moves of coin m and those of coin n, and reads a
     * value for each coin they turn ({@link TurningCode#coinsTurnedAt}).
     *
     * @param lastRow    the largest m, at least 0
     * @param lastColumn the largest n, at least 0
     * @return the bound, at least 0 (infinite past a double's range)
     */
    public double reads(long lastRow, long lastColumn) {
        return sum(rows, lastRow) * (lastColumn + 1) + sum(columns, lastColumn) * (lastRow + 1);
    }

    private static double sum(TurningCode code, long last) {
        double total = 0;
        for (long c = 1; c <= last && total < Double.MAX_VALUE; c++) {
            total += code.coinsTurnedAt(c);
        }
        return total;
    }

    /**
     * The table of g(A(m, n)) for {@code 0 <= m <= lastRow}, {@code 0 <= n <= lastColumn}, if it
     * reads at most {@code maxReads} values ({@link #reads}) and holds at most {@link #MAX_CELLS}.
     *
     * @param lastRow    the largest m, at least 0
     * @param lastColumn the largest n, at least 0
     * @param maxReads  the most values the table may read
     * @return the table
     * @throws LimitExceededException saying the cost, when it is over either bound
     */
    public AcrosticTable table(long lastRow, long lastColumn, double maxReads) {
        return AcrosticTable.empty(this).extend(lastRow, lastColumn, maxReads);
    }

    /**
     * Refuses a table past the bounds, in one line.
     *
     * @param lastRow    the largest m
     * @param lastColumn the largest n
     * @param maxReads  the most values a table may read
     * @throws LimitExceededException when the box holds more than {@link #MAX_CELLS} or reads more values
     */
    void checkCost(long lastRow, long lastColumn, double maxReads) {
        if (lastRow < 0 || lastColumn < 0) {
            throw new IllegalArgumentException("an acrostic table starts at (0, 0), asked up to (" + lastRow + ", "
                    + lastColumn + ")");
        }
        double cells = (lastRow + 1.0) * (lastColumn + 1.0);
        if (cells > MAX_CELLS) {
            throw new LimitExceededException(String.format(Locale.ROOT,
                    "a table of the acrostic product to (%d, %d) would hold %.0f cells: more than %d; ask for"
                            + " smaller coordinates", lastRow, lastColumn, cells, MAX_CELLS));
        }
        double reads = reads(lastRow, lastColumn);
        if (reads > maxReads) {
            throw new LimitExceededException(String.format(Locale.ROOT,
                    "a table of the acrostic product to (%d, %d) would read %s values (one a coin its moves turn):"
                            + " more than grundy tables for one product (%.0e); ask for smaller coordinates", lastRow, lastColumn,
                    Double.isFinite(reads) ? String.format(Locale.ROOT, "about %.1e", reads) : "more than 1e308",
                    maxReads));
        }
    }
}
