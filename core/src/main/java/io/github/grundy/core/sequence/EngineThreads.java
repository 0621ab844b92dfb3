package io.github.grundy.core.sequence;

/**
 * How the rare/common engine of a stored table shares its work among threads
 * ({@link StoredRareCommon}, {@link FarWork}).
 *
 * @param threads      how many threads compute, 1 or more: 1, the engine heap by heap
 * @param blockHeaps   the heaps of a block, even, 2 or more: the splits of a heap with a rare heap
 *                     below about twice this are finished by one thread, so a block is short
 * @param parallelFrom the first heap computed in blocks, at least 4 blocks (a block's far part
 *                     must lie before it: see docs/theory.md)
 * @param failAt       a heap after which the engine acts as if the rare heaps had been listed again
 *                     and computes the rest of the block heap by heap (tests of that path), or -1
 */
record EngineThreads(int threads, int blockHeaps, long parallelFrom, long failAt) {

    /**
     * The heaps of a block. Two blocks are in flight, so a heap's near part pairs the rare heaps
     * below about two blocks: on .6, the 21 rare heaps below 128 of 1,584. Shorter blocks leave
     * less to the engine's thread but meet more often: 64 measured best on .6, Grundy's game and
     * 0.167 (docs/theory.md).
     */
    static final int BLOCK_HEAPS = 64;

    /** The first heap in blocks: below it a table is quick anyway. */
    static final long PARALLEL_FROM = 1 << 16;

    /**
     * Checks the plan.
     *
     * @throws IllegalArgumentException if a number is out of its range
     */
    EngineThreads {
        if (threads < 1 || blockHeaps < 2 || (blockHeaps & 1) != 0 || parallelFrom < 4L * blockHeaps) {
            throw new IllegalArgumentException("threads " + threads + ", blocks of " + blockHeaps + " heaps from heap "
                    + parallelFrom + ": threads are 1 or more, a block an even 2 or more, from 4 blocks on");
        }
    }

    /**
     * The plan of {@code threads} threads.
     *
     * @param threads how many, 1 or more
     * @return blocks of {@link #BLOCK_HEAPS} from heap {@link #PARALLEL_FROM}
     */
    static EngineThreads of(int threads) {
        return new EngineThreads(threads, BLOCK_HEAPS, PARALLEL_FROM, -1);
    }
}
