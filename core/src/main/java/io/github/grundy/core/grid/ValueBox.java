package io.github.grundy.core.grid;

import java.util.Arrays;

/**
 * The values of the points of a box, coordinate {@code i} from 0 to {@code last(i)}, in the order
 * of their coordinates (the last changing fastest): a Grundy value, 0 or more, {@link #INFINITE}
 * where play from the point can go on for ever, or {@link #LEFT_OUT} for a point the table's
 * filter left out. Immutable: the values are copied in and never handed out.
 *
 * @since SPI version 2
 */
public final class ValueBox {

    /** The value of a point whose generalized value is infinite. */
    public static final long INFINITE = ValueGrid.INFINITE;

    /** The "value" of a point not tabled. */
    public static final long LEFT_OUT = -2;

    /** The most points of one box: 24 bytes each while it is made, as a grid's. */
    public static final long MAX_POINTS = 1L << 24;

    private final long[] lasts;
    private final long[] values;

    /**
     * A box of the given values.
     *
     * @param lasts  each coordinate's last value, 0 or more; copied
     * @param values a value for each point of the box, in order; copied
     * @throws IllegalArgumentException if the sizes do not match, or a value is below {@link #LEFT_OUT}
     */
    public ValueBox(long[] lasts, long[] values) {
        if (lasts.length == 0 || points(lasts) != values.length) {
            throw new IllegalArgumentException("a box of " + Arrays.toString(lasts) + " needs a value a point, found "
                    + values.length);
        }
        for (long v : values) {
            if (v < LEFT_OUT) {
                throw new IllegalArgumentException("not a value: " + v);
            }
        }
        this.lasts = lasts.clone();
        this.values = values.clone();
    }

    /**
     * How many points a box has, or -1 beyond {@link #MAX_POINTS}.
     *
     * @param lasts each coordinate's last value, 0 or more
     * @return the product of the {@code last + 1}, or -1 when it is more than {@link #MAX_POINTS}
     */
    public static long points(long[] lasts) {
        long n = 1;
        for (long last : lasts) {
            if (last < 0 || last >= MAX_POINTS || n * (last + 1) > MAX_POINTS) {
                return -1;
            }
            n *= last + 1;
        }
        return n;
    }

    /**
     * How many coordinates a point has.
     *
     * @return the box's dimension
     */
    public int width() {
        return lasts.length;
    }

    /**
     * The last value of coordinate {@code i}.
     *
     * @param i the coordinate, from 0
     * @return its last value; it goes from 0
     */
    public long last(int i) {
        return lasts[i];
    }

    /**
     * How many points the box has, tabled or not.
     *
     * @return the points
     */
    public int size() {
        return values.length;
    }

    /**
     * The value of the point of index {@code index} in the box's order.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return its value, {@link #INFINITE} or {@link #LEFT_OUT}
     */
    public long value(int index) {
        return values[index];
    }

    /**
     * The coordinates of the point of index {@code index}.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return a new array of {@link #width()} coordinates
     */
    public long[] point(int index) {
        java.util.Objects.checkIndex(index, values.length);
        long[] point = new long[lasts.length];
        long rest = index;
        for (int i = lasts.length - 1; i >= 0; i--) {
            point[i] = rest % (lasts[i] + 1);
            rest /= lasts[i] + 1;
        }
        return point;
    }

    /**
     * How many points are tabled (not left out by the filter).
     *
     * @return the points tabled
     */
    public long tabled() {
        return Arrays.stream(values).filter(v -> v != LEFT_OUT).count();
    }

    /**
     * How many tabled points have value 0 (P-positions).
     *
     * @return the P-positions
     */
    public long pPositions() {
        return Arrays.stream(values).filter(v -> v == 0).count();
    }

    /**
     * How many tabled points have an infinite value.
     *
     * @return those points
     */
    public long infinite() {
        return Arrays.stream(values).filter(v -> v == INFINITE).count();
    }

    /**
     * The index of the first point of the largest finite value.
     *
     * @return its index, or -1 when no tabled point has a finite value
     */
    public int largest() {
        int at = -1;
        for (int i = 0; i < values.length; i++) {
            if (values[i] >= 0 && (at < 0 || values[i] > values[at])) {
                at = i;
            }
        }
        return at;
    }
}
