package io.github.grundy.core.grid;

import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ObservedPeriod;
import java.util.Optional;

/**
 * The values of the points {@code (a, b)} of a rectangle, {@code 0 <= a < rows} (the rows) and
 * {@code 0 <= b < columns} (the columns): a Grundy value, 0 or more (0 is a P-position), or
 * {@link #INFINITE} where play from the point can go on for ever (a generalized value
 * {@code ∞(K)}, a loopy game). Immutable: the values are copied in and never handed out.
 */
public final class ValueGrid {

    /** The value of a point whose generalized value is infinite. */
    public static final long INFINITE = -1;

    private final int rows;
    private final int columns;
    private final long[] values;

    /**
     * A grid of the given values, row after row.
     *
     * @param rows    how many rows, at least 1
     * @param columns how many columns, at least 1
     * @param values  {@code rows * columns} values, row 0 first; copied
     * @throws IllegalArgumentException if the sizes do not match, or a value is below {@link #INFINITE}
     */
    public ValueGrid(int rows, int columns, long[] values) {
        if (rows < 1 || columns < 1 || (long) rows * columns != values.length) {
            throw new IllegalArgumentException("a grid of " + rows + " x " + columns + " needs that many values, found "
                    + values.length);
        }
        for (long v : values) {
            if (v < INFINITE) {
                throw new IllegalArgumentException("not a value: " + v);
            }
        }
        this.rows = rows;
        this.columns = columns;
        this.values = values.clone();
    }

    /**
     * How many rows.
     *
     * @return the rows {@code a = 0..rows-1}
     */
    public int rows() {
        return rows;
    }

    /**
     * How many columns.
     *
     * @return the columns {@code b = 0..columns-1}
     */
    public int columns() {
        return columns;
    }

    /**
     * The value of point {@code (a, b)}.
     *
     * @param a the row, {@code 0..rows-1}
     * @param b the column, {@code 0..columns-1}
     * @return its Grundy value, or {@link #INFINITE}
     * @throws IndexOutOfBoundsException outside the grid
     */
    public long value(int a, int b) {
        java.util.Objects.checkIndex(a, rows);
        java.util.Objects.checkIndex(b, columns);
        return values[a * columns + b];
    }

    /**
     * The largest finite value.
     *
     * @return the largest value that is not {@link #INFINITE}, or -1 if every point's is
     */
    public long max() {
        long max = -1;
        for (long v : values) {
            max = Math.max(max, v);
        }
        return max;
    }

    /**
     * How many points are P-positions (value 0).
     *
     * @return the number of points of value 0
     */
    public long pPositions() {
        long n = 0;
        for (long v : values) {
            n += v == 0 ? 1 : 0;
        }
        return n;
    }

    /**
     * How many points have an infinite value (play from them can go on for ever).
     *
     * @return the number of points of value {@link #INFINITE}
     */
    public long infinite() {
        long n = 0;
        for (long v : values) {
            n += v == INFINITE ? 1 : 0;
        }
        return n;
    }

    /**
     * The period that row {@code a} shows over the grid's columns ({@link ObservedPeriod#findArithmetic}):
     * from some column on, {@code g(a, b + p) = g(a, b) + s} on every column computed, over at
     * least three periods and the row's last half, a saltus {@code s} of 0 (a plain period) first.
     * The rows of Wythoff's game climb so, each with a saltus equal to its period (Dress,
     * Flammenkamp and Pink, Adv. Appl. Math. 22 (1999); Landman). Observed only: no theorem is
     * checked here that says the row goes on so. None for a row with an infinite value.
     *
     * @param a the row
     * @return the row's period, its saltus and the column where it starts, or empty
     */
    public Optional<ArithmeticPeriod> rowPeriod(int a) {
        java.util.Objects.checkIndex(a, rows);
        int base = a * columns;
        for (int b = 0; b < columns; b++) {
            if (values[base + b] == INFINITE || values[base + b] > Integer.MAX_VALUE) {
                return Optional.empty();
            }
        }
        return ObservedPeriod.findArithmetic(b -> (int) values[base + b], columns);
    }
}
