package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Memory;
import io.github.grundy.core.store.ValueStore;

/**
 * A stored table as {@link StoredSequence}'s engine reads and writes it: the values in a
 * {@link ValueStore}, and in memory the three places the engine reads, however long the table is:
 * <ul>
 *   <li>the last heaps, in a window of 2^16 or more (up to 2^24, the largest rare heap at least):
 *       the splits with a rare heap {@code r} read heap {@code n - k - r}, and the moves that leave
 *       one heap read {@code n - k}. New values are written there and appended to the store each
 *       time the window moves on;</li>
 *   <li>the first heaps, and in each {@link WindowReader} buffers of the store ({@link TableCursor}):
 *       the search for the rare values missing below the candidate ({@link WindowReader#scan})
 *       walks the splits {@code a + (m - a)} from both ends, {@code a = 1, 2, …} and
 *       {@code a = m/2, m/2 - 1, …}, and stops as soon as it has found them;</li>
 *   <li>anything else through a reader's cache of decoded blocks ({@link StoreCache}).</li>
 * </ul>
 * So a table on disk is written sequentially at the frontier and read sequentially at the middle,
 * and the memory it needs is the windows and the cache, not the table.
 */
final class TableWindow {

    /** The most last heaps the window holds, 2^24 (a window twice that long, 64 MB). */
    static final int MAX_HISTORY = 1 << 24;

    /** The most last heaps this window holds: {@link #MAX_HISTORY}, or less in tests. */
    private final int maxHistory;

    /** The first heaps kept for the search of missing rare values. */
    private static final int HEAD = 1 << 16;

    private final ValueStore store;
    /** The engine's thread's reads; the parallel part's threads have readers of their own. */
    private final WindowReader reader;
    /** Heaps 0..next-1 are computed. */
    private long next;
    /** Heaps 0..flushed-1 are in the store; the rest of the computed ones only in the window. */
    private long flushed;
    /**
     * The last heaps: heap h at window[h - base], for base <= h < next. Twice {@link #history}
     * long: when full, the last {@code history} heaps move to its front, so that it always holds
     * at least that many (one copy a heap, amortized, where a ring would mask every read).
     */
    private char[] window;
    private long base;
    /** How many last heaps the window holds at least: a power of two. */
    private int history;
    /** The first heaps, up to {@link #HEAD}, for the search's splits {@code lo + (m - lo)}. */
    private char[] head = new char[0];

    /**
     * The store's heaps, the last {@code history} of them (a power of two) in the window, which
     * holds at most {@code maxHistory}.
     */
    TableWindow(ValueStore store, int history, int maxHistory) {
        this.store = store;
        this.maxHistory = maxHistory;
        this.next = store.size();
        this.flushed = next;
        this.history = history;
        this.window = new char[2 * history];
        this.base = Math.max(0, next - history);
        if (next > base) {
            store.read(base, window, 0, (int) (next - base));
        }
        growHead();
        this.reader = new WindowReader(this, store);
    }

    /** The engine's thread's reader. */
    WindowReader reader() {
        return reader;
    }

    /** A reader for another thread, to read while nothing is written. */
    WindowReader newReader() {
        return new WindowReader(this, store);
    }

    /** The window of the last heaps: heap h at {@code window()[h - base()]}. */
    char[] window() {
        return window;
    }

    /** The first heap in the window. */
    long base() {
        return base;
    }

    /** The first heaps, up to 2^16 of those in the store. */
    char[] head() {
        return head;
    }

    /** How many heaps are in the store. */
    long flushed() {
        return flushed;
    }

    /** How many heaps are computed. */
    long size() {
        return next;
    }

    /** How many last heaps the window holds at least. */
    int history() {
        return history;
    }

    /** The values of heaps {@code from..from+count-1} into {@code into}, from the store and the window. */
    void read(long from, char[] into, int count) {
        long stored = Math.min(count, Math.max(0, flushed - from));
        if (stored > 0) {
            store.read(from, into, 0, (int) stored);
        }
        for (int i = (int) stored; i < count; i++) {
            into[i] = window[(int) (from + i - base)];
        }
    }

    /** Heap {@code h}'s value, {@code 0 <= h < size()}. */
    int read(long h) {
        return reader.read(h);
    }

    /** Heap {@code h}'s value, {@code size() - history() <= h < size()}: from the window alone. */
    int last(long h) {
        return window[(int) (h - base)];
    }

    /** The value of heap {@code size()}. */
    void add(char v) {
        if (next - base == window.length) {
            shift();
        }
        window[(int) (next - base)] = v;
        next++;
    }

    /**
     * Takes the values of heaps {@code size()..size()+count-1} as computed, written into the
     * window in their places already (by {@link HeapLanes}, after {@link #makeRoom}).
     *
     * @return the window, where heap h is at {@code h - base()}
     */
    char[] addWritten(int count) {
        if (next + count - base > window.length) {
            throw new IllegalStateException("heaps " + next + ".." + (next + count - 1) + " are past the window");
        }
        next += count;
        return window;
    }

    /**
     * Moves the window now if {@code heaps} more values would move it, so that it stays where it
     * is while they are added (the threads of a round read it).
     *
     * @param heaps at most {@link #history()}: a moved window has room for that many
     */
    void makeRoom(int heaps) {
        if (next - base + heaps > window.length) {
            shift();
        }
    }

    /** Appends the values computed since the last flush to the store. */
    void flush() {
        if (flushed < next) {
            store.append(window, (int) (flushed - base), (int) (next - flushed));
            flushed = next;
            growHead();
        }
    }

    /** The first heaps as far as the store has them, up to {@link #HEAD}: read once. */
    private void growHead() {
        if (head.length < HEAD && flushed > head.length) {
            head = new char[(int) Math.min(HEAD, flushed)];
            store.read(0, head, 0, head.length);
        }
    }

    /** A full window: its values to the store, and its last {@link #history} heaps to its front. */
    private void shift() {
        flush();
        int keep = (int) Math.min(history, next - base);
        System.arraycopy(window, (int) (next - keep - base), window, 0, keep);
        base = next - keep;
    }

    /**
     * A window that holds at least {@code reach} last heaps, if it may hold that many.
     *
     * @return whether it does
     */
    boolean reach(long reach) {
        if (reach <= history) {
            return true;
        }
        if (reach > maxHistory) {
            return false;
        }
        int size = Integer.highestOneBit((int) (reach - 1)) << 1;
        char[] grown = Memory.allocate((long) Character.BYTES * 2 * size, () -> "the last " + size
                + " heaps of a stored table", () -> new char[2 * size]);
        long from = Math.max(0, next - size);
        for (long h = from; h < next; h++) {
            grown[(int) (h - from)] = (char) read(h);
        }
        window = grown;
        base = from;
        history = size;
        return true;
    }
}
