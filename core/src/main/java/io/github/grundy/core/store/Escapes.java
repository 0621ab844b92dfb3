package io.github.grundy.core.store;

import io.github.grundy.core.game.Memory;
import java.util.Arrays;

/**
 * A segment's escapes: the heaps whose byte is {@link Coding#ESCAPE}, by their offset in the
 * segment, with their values. Appends come in the order of the heaps, so the list is sorted as it
 * grows and a look-up is a binary search.
 */
final class Escapes {

    /** The bytes an escape takes: its offset (an int) and its value (a char), as in its file. */
    static final int RECORD_BYTES = Integer.BYTES + Character.BYTES;

    private int[] offsets = new int[0];
    private char[] values = new char[0];
    private int count;

    /**
     * How many escapes the segment holds.
     *
     * @return the number of escapes added
     */
    int count() {
        return count;
    }

    /**
     * Adds the escape of the heap at {@code offset}, after every escape added so far.
     *
     * @param offset the heap's offset in its segment, above the last one added
     * @param value  its value
     */
    void add(int offset, char value) {
        if (count == offsets.length) {
            reserve(Math.max(16, count + (count >> 1)));
        }
        offsets[count] = offset;
        values[count] = value;
        count++;
    }

    /**
     * Makes room for {@code escapes} in all, so that reading a long escape file allocates once.
     *
     * @param escapes the number of escapes the list will hold
     */
    void reserve(int escapes) {
        if (escapes <= offsets.length) {
            return;
        }
        int[][] o = new int[1][];
        char[][] v = new char[1][];
        Memory.allocate((long) escapes * RECORD_BYTES, () -> escapes + " escapes of a value store", () -> {
            o[0] = Arrays.copyOf(offsets, escapes);
            v[0] = Arrays.copyOf(values, escapes);
            return o;
        });
        offsets = o[0];
        values = v[0];
    }

    /**
     * The value of the escaped heap at {@code offset}.
     *
     * @param offset the heap's offset in its segment, whose byte is {@link Coding#ESCAPE}
     * @return its value
     * @throws IllegalStateException if no escape is at {@code offset} (the store contradicts itself)
     */
    char valueAt(int offset) {
        int i = Arrays.binarySearch(offsets, 0, count, offset);
        if (i < 0) {
            throw new IllegalStateException("the escape byte at offset " + offset + " of a segment has no escape");
        }
        return values[i];
    }

    /**
     * The first escape at {@code offset} or after it, from which a read of consecutive heaps walks
     * the list in order.
     *
     * @param offset an offset in the segment
     * @return the index of that escape, or {@link #count()} if there is none
     */
    int firstFrom(int offset) {
        int i = Arrays.binarySearch(offsets, 0, count, offset);
        return i >= 0 ? i : -i - 1;
    }

    /**
     * The offset of escape {@code i}.
     *
     * @param i an index below {@link #count()}
     * @return the offset of its heap in the segment
     */
    int offset(int i) {
        return offsets[i];
    }

    /**
     * The value of escape {@code i}.
     *
     * @param i an index below {@link #count()}
     * @return the value of its heap
     */
    char value(int i) {
        return values[i];
    }
}
