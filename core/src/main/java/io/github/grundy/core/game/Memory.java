package io.github.grundy.core.game;

import java.util.function.Supplier;

/**
 * Memory estimates before large allocations: an array whose size comes from the input (a count
 * of heaps, a table up to a heap, a graph) is refused up front, as a limit, when it cannot fit in
 * the memory this process may use at all; and an {@link OutOfMemoryError} of the allocation
 * itself (the heap holds other data, or cannot place one huge array) is the same limit with the
 * same words, rather than a failure halfway.
 *
 * <p>The estimate compares with the process's limit, not with what is free now: what looks used
 * may be garbage, which the collector reclaims before it gives up, so only the allocation can
 * tell. Messages are built only when they are needed.
 */
public final class Memory {

    private static final long MB = 1L << 20;

    private Memory() {
    }

    /**
     * Returns quietly unless {@code bytes} are more than this process may ever use.
     *
     * @param bytes the size of the allocation, estimated in bytes
     * @param what what the bytes are for, the subject of the message: {@code 300000000 heaps},
     *             {@code a Grundy table of heaps 0..500000000}
     * @throws MemoryLimitExceededException naming {@code what}, the bytes and the limit
     */
    public static void require(long bytes, Supplier<String> what) {
        long max = Runtime.getRuntime().maxMemory();
        if (bytes > max) {
            throw new MemoryLimitExceededException(what.get() + " would take " + megabytes(bytes)
                    + " MB of memory, more than the " + megabytes(max) + " MB this process may use");
        }
    }

    /**
     * Allocates with {@code allocation} after {@link #require}; an {@link OutOfMemoryError} of the
     * allocation is the same limit. For one large array (or a few, built together): after its
     * failure nothing that was allocated for it is still reachable, so the process can go on to
     * say so.
     *
     * @param <T>        what is allocated, e.g. {@code long[]}
     * @param bytes      the size of the allocation, estimated in bytes
     * @param what       what the bytes are for, the subject of the message (see {@link #require})
     * @param allocation makes the array or arrays
     * @return what {@code allocation} made
     * @throws MemoryLimitExceededException naming {@code what}, the bytes and the limit
     */
    public static <T> T allocate(long bytes, Supplier<String> what, Supplier<T> allocation) {
        require(bytes, what);
        try {
            return allocation.get();
        } catch (OutOfMemoryError e) {
            throw noRoom(bytes, what);
        }
    }

    /**
     * The limit to throw when an allocation checked by {@link #require} fails after all, for a
     * caller that allocates in its own code rather than through {@link #allocate} (where a lambda
     * around the allocation would cost a hot loop that follows it).
     *
     * @param bytes the size of the allocation that failed, in bytes
     * @param what  what the bytes were for, the subject of the message (see {@link #require})
     * @return the exception, for the caller to throw (in place of the {@link OutOfMemoryError})
     */
    public static MemoryLimitExceededException noRoom(long bytes, Supplier<String> what) {
        return new MemoryLimitExceededException(what.get() + " would take " + megabytes(bytes)
                + " MB of memory, more than this process could find room for (of "
                + megabytes(Runtime.getRuntime().maxMemory()) + " MB it may use)");
    }

    private static long megabytes(long bytes) {
        return (bytes + MB - 1) / MB;
    }
}
