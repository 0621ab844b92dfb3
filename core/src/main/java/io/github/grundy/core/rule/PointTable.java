package io.github.grundy.core.rule;

/**
 * Values of points of k coordinates, by open addressing over the coordinates themselves: a lookup
 * reads a point where it lies (an option's coordinates, at an offset) and allocates nothing, where
 * a map of boxed keys would copy the point, wrap it and box its value for every option looked up.
 * Values are at least 0; {@link #OPEN} marks a point on the walk whose value is being found.
 */
final class PointTable {

    /** The value of a point reached but not valued yet (its options are being walked). */
    static final long OPEN = -1;

    private static final long ABSENT = -2;

    private final int k;
    private long[] keys;
    private long[] values;
    private boolean[] used;
    private int size;

    PointTable(int k, int expected) {
        this.k = k;
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        this.keys = new long[capacity * k];
        this.values = new long[capacity];
        this.used = new boolean[capacity];
    }

    /** A copy, to grow without touching this one. */
    PointTable copy() {
        PointTable c = new PointTable(k, 1);
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
        int s = slot(point, at);
        return used[s] ? values[s] : ABSENT;
    }

    /** Sets the point's value (or {@link #OPEN}). */
    void put(long[] point, int at, long value) {
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
