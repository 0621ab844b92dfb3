package io.github.grundy.core.rule;

/**
 * Values of points of k coordinates, by open addressing over the coordinates themselves: a lookup
 * reads a point where it lies (an option's coordinates, at an offset) and allocates nothing, where
 * a map of boxed keys would copy the point, wrap it and box its value for every option looked up.
 * Values are at least 0; {@link #OPEN} marks a point on the walk whose value is being found,
 * {@link #INFINITE} a point of a loopy rule from which play can go on for ever.
 *
 * <p>A table may have a box, {@code 0 <= a < rows}, {@code 0 <= b < columns} for two coordinates
 * ({@code 0 <= x_i < sizes[i]} for any number), whose points are kept in a plain array: a grid or a
 * box of values reads its options there without hashing.
 */
final class PointTable {

    /** The value of a point reached but not valued yet (its options are being walked). */
    static final long OPEN = -1;

    /** What {@link #get} answers for a point not in the table. */
    static final long ABSENT = -2;

    /** The value of a point whose generalized value is infinite ({@code ∞(K)}). */
    static final long INFINITE = -3;

    private final int k;
    private long[] keys;
    private long[] values;
    private boolean[] used;
    private int size;
    private final int boxRows;
    private final int boxColumns;
    /** The box's size along each coordinate; null without a box. */
    private final long[] boxSizes;
    /** The values of the box's points, row after row; null without a box. */
    private long[] box;

    PointTable(int k, int expected) {
        this(k, expected, 0, 0);
    }

    /** A table with a box of {@code rows x columns} points (none when either is 0). */
    PointTable(int k, int expected, int rows, int columns) {
        this(k, expected, rows > 0 && columns > 0 ? new long[] {rows, columns} : null);
        if ((rows > 0 || columns > 0) && k != 2) {
            throw new IllegalArgumentException("a box of rows and columns is for points of two coordinates");
        }
    }

    /** A table with a box of {@code sizes[0] x sizes[1] x ...} points (none when null), one size a coordinate. */
    PointTable(int k, int expected, long[] sizes) {
        if (sizes != null && sizes.length != k) {
            throw new IllegalArgumentException("a box of " + sizes.length + " sizes for points of " + k
                    + " coordinates");
        }
        this.k = k;
        this.boxSizes = sizes == null ? null : sizes.clone();
        this.boxRows = sizes != null && k == 2 ? (int) sizes[0] : 0;
        this.boxColumns = sizes != null && k == 2 ? (int) sizes[1] : 0;
        if (sizes != null) {
            long n = 1;
            for (long size : sizes) {
                n = Math.multiplyExact(n, size);
            }
            box = new long[Math.toIntExact(n)];
            java.util.Arrays.fill(box, ABSENT);
        }
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        this.keys = new long[capacity * k];
        this.values = new long[capacity];
        this.used = new boolean[capacity];
    }

    /** A copy, to grow without touching this one. */
    PointTable copy() {
        PointTable c = new PointTable(k, 1, boxSizes);
        c.box = box == null ? null : box.clone();
        c.keys = keys.clone();
        c.values = values.clone();
        c.used = used.clone();
        c.size = size;
        return c;
    }

    private int slot(long[] point, int at) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < k; i++) {
            h = (h ^ point[at + i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        int mask = values.length - 1;
        int s = (int) h & mask;
        while (used[s] && !same(s, point, at)) {
            s = (s + 1) & mask;
        }
        return s;
    }

    private boolean same(int s, long[] point, int at) {
        int base = s * k;
        for (int i = 0; i < k; i++) {
            if (keys[base + i] != point[at + i]) {
                return false;
            }
        }
        return true;
    }

    /** The value of the point at {@code point[at..at+k)}: a value, {@link #OPEN}, or -2 when absent. */
    long get(long[] point, int at) {
        int i = inBox(point, at);
        if (i >= 0) {
            return box[i];
        }
        int s = slot(point, at);
        return used[s] ? values[s] : ABSENT;
    }

    /** Sets the point's value (or {@link #OPEN}). */
    void put(long[] point, int at, long value) {
        int i = inBox(point, at);
        if (i >= 0) {
            box[i] = value;
            return;
        }
        if (2 * (size + 1) > values.length) {
            grow();
        }
        int s = slot(point, at);
        if (!used[s]) {
            used[s] = true;
            System.arraycopy(point, at, keys, s * k, k);
            size++;
        }
        values[s] = value;
    }

    /** The index in the box of the point at {@code point[at..)}, or -1 outside it (or without one). */
    private int inBox(long[] point, int at) {
        // Without a box, a point may have any number of coordinates.
        if (box == null) {
            return -1;
        }
        if (k == 2) {
            return boxIndex(point[at], point[at + 1]);
        }
        long index = 0;
        for (int i = 0; i < k; i++) {
            long c = point[at + i];
            if (c < 0 || c >= boxSizes[i]) {
                return -1;
            }
            index = index * boxSizes[i] + c;
        }
        return (int) index;
    }

    /** The index of point {@code (a, b)} in {@link #box()}, or -1 outside the box (or without one). */
    int boxIndex(long a, long b) {
        if (box == null || k != 2) {
            return -1;
        }
        return a >= 0 && a < boxRows && b >= 0 && b < boxColumns ? (int) a * boxColumns + (int) b : -1;
    }

    /**
     * The box's values, row after row, as {@link #get} answers them (null without a box): for a
     * reader of many points in a row, which {@link #boxIndex} finds; read only.
     */
    long[] box() {
        return box;
    }

    /** How many points a row of the box has. */
    int boxColumns() {
        return boxColumns;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldValues = values;
        boolean[] oldUsed = used;
        int capacity = values.length * 2;
        keys = new long[capacity * k];
        values = new long[capacity];
        used = new boolean[capacity];
        size = 0;
        for (int s = 0; s < oldValues.length; s++) {
            if (oldUsed[s]) {
                put(oldKeys, s * k, oldValues[s]);
            }
        }
    }
}
