package io.github.grundy.core.turning;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import java.util.Arrays;

/**
 * The values g(A(m, n)) of an {@link Acrostic} product for every pair of a box
 * {@code 0..lastRow} x {@code 0..lastColumn}, each the mex over its options, an option's value the
 * xor of its pairs'. Immutable: {@link #extend} returns a larger table that keeps these values and
 * computes only the new pairs, row by row (a pair needs the pairs above it in its column and left
 * of it in its row).
 */
public final class AcrosticTable {

    private final Acrostic product;
    private final int lastRow;
    private final int lastColumn;
    /** Row after row, {@code lastColumn + 1} a row; empty for the table of nothing. */
    private final long[] values;

    private AcrosticTable(Acrostic product, int lastRow, int lastColumn, long[] values) {
        this.product = product;
        this.lastRow = lastRow;
        this.lastColumn = lastColumn;
        this.values = values;
    }

    /** The table of no pair, to extend. */
    static AcrosticTable empty(Acrostic product) {
        return new AcrosticTable(product, -1, -1, new long[0]);
    }

    /**
     * The product tabled.
     *
     * @return the product
     */
    public Acrostic product() {
        return product;
    }

    /**
     * The largest m tabled.
     *
     * @return the last row, -1 for an empty table
     */
    public long lastRow() {
        return lastRow;
    }

    /**
     * The largest n tabled.
     *
     * @return the last column, -1 for an empty table
     */
    public long lastColumn() {
        return lastColumn;
    }

    /**
     * Whether the pair (m, n) is tabled.
     *
     * @param m the row
     * @param n the column
     * @return true when {@code 0 <= m <= lastRow} and {@code 0 <= n <= lastColumn}
     */
    public boolean covers(long m, long n) {
        return m >= 0 && n >= 0 && m <= lastRow && n <= lastColumn;
    }

    /**
     * g(A(m, n)).
     *
     * @param m the row, from 0
     * @param n the column, from 0
     * @return the pair's Grundy value
     * @throws IllegalArgumentException when the pair is not tabled
     */
    public long value(long m, long n) {
        if (!covers(m, n)) {
            throw new IllegalArgumentException("the pair (" + m + ", " + n + ") is not tabled (pairs up to ("
                    + lastRow + ", " + lastColumn + "))");
        }
        return values[(int) m * (lastColumn + 1) + (int) n];
    }

    /**
     * A table of the box {@code 0..max(lastRow, this one's)} x {@code 0..max(lastColumn, ...)}: this
     * one when it covers it already.
     *
     * @param lastRow    the largest m wanted
     * @param lastColumn the largest n wanted
     * @param maxReads  the most values the larger box may read ({@link Acrostic#reads})
     * @return the table
     * @throws LimitExceededException when the box is over {@link Acrostic#MAX_CELLS} or {@code maxReads}
     */
    public AcrosticTable extend(long lastRow, long lastColumn, double maxReads) {
        long rows = Math.max(lastRow, this.lastRow);
        long columns = Math.max(lastColumn, this.lastColumn);
        if (rows == this.lastRow && columns == this.lastColumn) {
            return this;
        }
        product.checkCost(rows, columns, maxReads);
        int r = (int) rows;
        int c = (int) columns;
        long[] next = new long[(r + 1) * (c + 1)];
        for (int m = 0; m <= this.lastRow; m++) {
            System.arraycopy(values, m * (this.lastColumn + 1), next, m * (c + 1), this.lastColumn + 1);
        }
        Filler filler = new Filler(product, next, r, c + 1);
        for (int m = 0; m <= r; m++) {
            for (int n = m <= this.lastRow ? this.lastColumn + 1 : 0; n <= c; n++) {
                Cancellation.checkpoint();
                next[m * (c + 1) + n] = filler.mex(m, n);
            }
        }
        return new AcrosticTable(product, r, c, next);
    }

    /**
     * Computes one pair from the pairs before it. Its options' values are marked in a bit set that
     * is reused pair after pair; only values up to the pair's count of moves are marked, as the mex
     * is at most that count (so a pair of 2^29 moves needs 64 MB, not a list of 2^29 values).
     */
    private static final class Filler {
        /** For each coin, the most moves it has ({@link TurningCode#movesAt}), in each coordinate. */
        private final double[] rowCounts;
        private final double[] columnCounts;
        private final TurningMoves rowMoves;
        private final TurningMoves columnMoves;
        private final long[] values;
        private final int width;
        private final OptionSink inColumn = this::inColumn;
        private final OptionSink inRow = this::inRow;
        /** The options' values marked so far, below {@code bound}; words past {@code used} are clear. */
        private long[] seen = new long[1];
        private int used;
        private long bound;
        private int m;
        private int n;

        Filler(Acrostic product, long[] values, int lastRow, int width) {
            this.rowCounts = counts(product.rows(), lastRow);
            this.columnCounts = counts(product.columns(), width - 1);
            this.rowMoves = new TurningMoves(product.rows());
            this.columnMoves = new TurningMoves(product.columns());
            this.values = values;
            this.width = width;
        }

        private static double[] counts(TurningCode code, int last) {
            double[] counts = new double[last + 1];
            for (int c = 1; c <= last; c++) {
                counts[c] = code.movesAt(c);
            }
            return counts;
        }

        /** A move of coin m: the pairs (a, n) of the other coins a. */
        private boolean inColumn(long[] others) {
            long x = 0;
            for (long a : others) {
                x ^= values[(int) a * width + n];
            }
            return mark(x);
        }

        /** A move of coin n: the pairs (m, b) of the other coins b. */
        private boolean inRow(long[] others) {
            long x = 0;
            int base = m * width;
            for (long b : others) {
                x ^= values[base + (int) b];
            }
            return mark(x);
        }

        private boolean mark(long x) {
            if (x < bound) {
                int word = (int) (x >>> 6);
                if (word >= seen.length) {
                    seen = Arrays.copyOf(seen, Math.max(word + 1, seen.length * 2));
                }
                seen[word] |= 1L << x;
                used = Math.max(used, word + 1);
            }
            return true;
        }

        /** The mex over the options of A(m, n): moves of coin m in column n, then of coin n in row m. */
        long mex(int m, int n) {
            this.m = m;
            this.n = n;
            // movesAt bounds the count of moves from above, so the mex is at most this.
            double moves = rowCounts[m] + columnCounts[n];
            bound = (long) Math.min(moves + 1, (double) (1L << 40));
            rowMoves.forEachOption(m, inColumn);
            columnMoves.forEachOption(n, inRow);
            long mex = (long) used * 64;
            for (int w = 0; w < used; w++) {
                if (seen[w] != -1L) {
                    mex = w * 64L + Long.numberOfTrailingZeros(~seen[w]);
                    break;
                }
            }
            Arrays.fill(seen, 0, used, 0L);
            used = 0;
            return mex;
        }
    }
}
