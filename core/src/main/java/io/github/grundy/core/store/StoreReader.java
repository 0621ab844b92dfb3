package io.github.grundy.core.store;

/**
 * Reads a {@link ValueStore} as {@link ValueStore#read} does, with buffers of its own: one a
 * thread, so that several threads read one store at once while nothing is appended to it.
 */
public final class StoreReader {

    private final ValueStore store;
    private final byte[] bytes = new byte[ValueStore.CHUNK];

    StoreReader(ValueStore store) {
        this.store = store;
    }

    /**
     * As {@link ValueStore#read}.
     *
     * @param from   the first heap
     * @param into   where the values go
     * @param offset where in {@code into} the first goes
     * @param count  how many heaps, with {@code from + count <= size()}
     * @throws IllegalArgumentException  if a heap is not stored
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code into}
     * @throws IllegalStateException     if the store is closed
     */
    public void read(long from, char[] into, int offset, int count) {
        store.read(from, into, offset, count, bytes);
    }
}
