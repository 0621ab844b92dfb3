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
        Filler filler = new Filler(product, next, c + 1);
        for (int m = 0; m <= r; m++) {
            for (int n = m <= this.lastRow ? this.lastColumn + 1 : 0; n <= c; n++) {
                Cancellation.checkpoint();
                next[m * (c + 1) + n] = filler.mex(m, n);
            }
        }
        return new AcrosticTable(product, r, c, next);
    }

    /** Computes one pair from the pairs before it; its scratch list is reused pair after pair. */
    private static final class Filler {
        private final TurningMoves rowMoves;
        private final TurningMoves columnMoves;
        private final long[] values;
        private final int width;
        /** The options' values of the pair being computed, {@code count} of them. */
        private long[] found = new long[64];
        private int count;
        private int m;
        private int n;
        private final OptionSink inColumn = this::inColumn;
        private final OptionSink inRow = this::inRow;

        Filler(Acrostic product, long[] values, int width) {
            this.rowMoves = new TurningMoves(product.rows());
            this.columnMoves = new TurningMoves(product.columns());
            this.values = values;
            this.width = width;
        }

        /** A move of coin m: the pairs (a, n) of the other coins a. */
        private boolean inColumn(long[] others) {
            long x = 0;
            for (long a : others) {
                x ^= values[(int) a * width + n];
            }
            return add(x);
        }

        /** A move of coin n: the pairs (m, b) of the other coins b. */
        private boolean inRow(long[] others) {
            long x = 0;
            int base = m * width;
            for (long b : others) {
                x ^= values[base + (int) b];
            }
            return add(x);
        }

        private boolean add(long x) {
            if (count == found.length) {
                found = Arrays.copyOf(found, count * 2);
            }
            found[count++] = x;
            return true;
        }

        /** The mex over the options of A(m, n): moves of coin m in column n, then of coin n in row m. */
        long mex(int m, int n) {
            this.m = m;
            this.n = n;
            count = 0;
            rowMoves.forEachOption(m, inColumn);
            columnMoves.forEachOption(n, inRow);
            // The mex is at most the count of options: larger values cannot matter.
            long[] seen = new long[count / 64 + 1];
            for (int i = 0; i < count; i++) {
                if (found[i] <= count) {
                    seen[(int) (found[i] >>> 6)] |= 1L << found[i];
                }
            }
            for (int w = 0; w < seen.length; w++) {
                if (seen[w] != -1L) {
                    return w * 64L + Long.numberOfTrailingZeros(~seen[w]);
                }
            }
            return seen.length * 64L;
        }
    }
}
