package io.github.grundy.core.sequence;

import io.github.grundy.core.store.StoreReader;
import io.github.grundy.core.store.ValueStore;

/**
 * Decoded blocks of a {@link ValueStore}, for the reads of {@link StoredSequence} one heap at a
 * time that fall behind its window of last heaps: the splits with a rare heap beyond the window,
 * the period search's reads (the search for missing rare values walks through its own buffers,
 * {@link TableCursor}). Direct-mapped: 64 blocks of 4096 heaps (512 KB), so that blocks far apart
 * stay in at once. The store only grows and its
 * values never change, so a block is only ever extended, never stale.
 */
final class StoreCache {

    private static final int BLOCK_BITS = 12;
    private static final int BLOCK = 1 << BLOCK_BITS;
    private static final int SLOTS = 64;

    private final ValueStore store;
    private final StoreReader reader;
    private final char[][] blocks = new char[SLOTS][BLOCK];
    private final long[] tags = new long[SLOTS];
    /** How many heaps of each block are loaded. */
    private final int[] loaded = new int[SLOTS];

    StoreCache(ValueStore store, StoreReader reader) {
        this.store = store;
        this.reader = reader;
        java.util.Arrays.fill(tags, -1);
    }

    /** Heap {@code h}'s value, {@code 0 <= h < store.size()}. */
    int get(long h) {
        long block = h >>> BLOCK_BITS;
        int slot = (int) block & (SLOTS - 1);
        int at = (int) h & (BLOCK - 1);
        if (tags[slot] != block || at >= loaded[slot]) {
            load(slot, block);
        }
        return blocks[slot][at];
    }

    private void load(int slot, long block) {
        long start = block << BLOCK_BITS;
        int count = (int) Math.min(BLOCK, store.size() - start);
        reader.read(start, blocks[slot], 0, count);
        tags[slot] = block;
        loaded[slot] = count;
    }
}
