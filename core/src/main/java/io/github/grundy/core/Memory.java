package io.github.grundy.core;

import java.util.function.Supplier;

/**
 * Estimates before large allocations: an array whose size comes from the input (a count of heaps,
 * a table up to a heap, a graph) is checked against the memory this process may still use, so
 * that an input too large for the machine is refused up front with its size, as a limit, rather
 * than failing halfway with an {@link OutOfMemoryError}.
 *
 * <p>An estimate, not a promise: the collector may still fail to place a huge array, and the
 * command line answers that {@code OutOfMemoryError} as a limit too.
 */
public final class Memory {

    /** Below this an allocation is not worth a check: the process always has this much to spare. */
    private static final long SMALL = 1L << 20;

    private static final long MB = 1L << 20;

    private Memory() {
    }

    /**
     * Returns quietly if {@code bytes} more can be allocated.
     *
     * @param what what the bytes are for, the subject of the message: {@code 300000000 heaps},
     *             {@code the Grundy table of heaps 0..500000000}
     * @throws MemoryLimitExceededException naming {@code what}, the bytes and what is left
     */
    public static void require(long bytes, String what) {
        if (bytes < SMALL || bytes <= available()) {
            return;
        }
        // Garbage counts as used until it is collected: be sure before refusing.
        System.gc();
        long available = available();
        if (bytes <= available) {
            return;
        }
        throw new MemoryLimitExceededException(what + " would take " + megabytes(bytes) + " MB of memory, more than the "
                + megabytes(available) + " MB this process has left (of " + megabytes(Runtime.getRuntime().maxMemory())
                + " MB it may use)");
    }

    /**
     * Allocates with {@code allocation} the {@code bytes} that {@link #require} checked first; an
     * {@link OutOfMemoryError} of the allocation itself (the collector may not find room for one
     * huge array even when the estimate did) is the same limit. Only for one large array: after
     * its failure nothing else has been allocated, so the process can go on to say so.
     *
     * @throws MemoryLimitExceededException naming {@code what}, the bytes and the limit
     */
    public static <T> T allocate(long bytes, String what, Supplier<T> allocation) {
        require(bytes, what);
        try {
            return allocation.get();
        } catch (OutOfMemoryError e) {
            throw new MemoryLimitExceededException(what + " would take " + megabytes(bytes)
                    + " MB of memory, more than this process could find room for (of "
                    + megabytes(Runtime.getRuntime().maxMemory()) + " MB it may use)");
        }
    }

    /** Bytes this process may still allocate: its limit less what is in use (garbage included). */
    private static long available() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    private static long megabytes(long bytes) {
        return (bytes + MB - 1) / MB;
    }
}
