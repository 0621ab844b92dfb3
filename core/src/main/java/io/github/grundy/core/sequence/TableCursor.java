package io.github.grundy.core.sequence;

import io.github.grundy.core.store.StoreReader;

/**
 * Where a walk through a {@link TableWindow} in one direction reads its heaps, for
 * {@link WindowReader#scan}: the window of last heaps, the first heaps, or else a buffer of its
 * own loaded from the store; and how many steps on stay in that array, so that the walk reads
 * plain arrays between two calls. Each of the search's four walks has its own, so that a walk
 * that goes deep (a heap whose missing value is in none of its splits walks them all) never falls
 * back to reading heap by heap.
 *
 * <p>The search starts its walks a little further on at each heap (the middle of the table moves
 * half a heap), so the buffer is loaded with room ahead of the walk and behind it: once every few
 * thousand heaps, not at each.
 */
final class TableCursor {

    /** The heaps of the buffer: 16 K (32 KB), more than a search's walks usually take. */
    private static final int BUFFER = 1 << 14;

    private final TableWindow table;
    private final StoreReader store;
    private final boolean up;
    private final char[] buffer = new char[BUFFER];
    private long bufferStart;
    private int bufferLength;

    // What at() found, read by the walk at once: fields, not a record, so that the search's
    // loop allocates nothing (ahead of time, escape analysis does not always remove it).
    /** The array that holds the heap. */
    char[] array;
    /** The heap's index in {@link #array}. */
    int index;
    /** How many heaps from it, in the walk's direction, {@link #array} holds (1 or more). */
    int count;

    /**
     * A cursor for walks through {@code table} upwards ({@code up}) or downwards, loading its
     * buffer through {@code store}.
     */
    TableCursor(TableWindow table, StoreReader store, boolean up) {
        this.table = table;
        this.store = store;
        this.up = up;
    }

    /** Puts heap {@code h} ({@code 0 <= h < table.size()}) at hand: {@link #array}, {@link #index}, {@link #count}. */
    void at(long h) {
        long base = table.base();
        char[] head = table.head();
        if (h >= base) {
            array = table.window();
            index = (int) (h - base);
            // Past the last computed heap the window holds no value, but no walk reads that far.
            count = up ? array.length - index : index + 1;
        } else if (h < head.length) {
            array = head;
            index = (int) h;
            count = up ? head.length - index : index + 1;
        } else {
            if (h < bufferStart || h >= bufferStart + bufferLength) {
                load(h);
            }
            array = buffer;
            index = (int) (h - bufferStart);
            count = up ? bufferLength - index : index + 1;
        }
    }

    /** The buffer around {@code h}, which is in the store (below the window): a quarter behind the walk, the rest ahead. */
    private void load(long h) {
        long start = Math.max(0, up ? h - BUFFER / 4 : h - 3 * BUFFER / 4);
        int length = (int) Math.min(BUFFER, table.flushed() - start);
        store.read(start, buffer, 0, length);
        bufferStart = start;
        bufferLength = length;
    }
}
