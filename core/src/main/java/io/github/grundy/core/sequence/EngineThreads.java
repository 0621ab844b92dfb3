package io.github.grundy.core.sequence;

import java.util.concurrent.locks.LockSupport;

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
 * @param trialHeaps   the heaps of each trial of the two ways, in blocks and heap by heap, whose
 *                     faster computes the heaps up to the next trial (at most
 *                     {@link #TRIALS_APART} trials' worth), even; 0: in blocks always
 */
record EngineThreads(int threads, int blockHeaps, long parallelFrom, long failAt, int trialHeaps) {

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
     * The heaps of a trial of each way: 2^15, some 10 ms. Which way is faster depends on the code
     * (on 0.167 a heap's work is mostly near the heap, and blocks gain little), on how far the
     * table is, and on what else the machine runs (a busy machine stalls every round on a thread
     * that is not running), so the engine measures it rather than guess.
     */
    static final int TRIAL_HEAPS = 1 << 15;

    /**
     * The most heaps between two trials, in trials: 2^22 heaps, the trials 1.6% of them (closer
     * on a short table: a quarter of it apart).
     */
    static final int TRIALS_APART = 128;

    /**
     * Checks the plan.
     *
     * @throws IllegalArgumentException if a number is out of its range
     */
    EngineThreads {
        if (threads < 1 || blockHeaps < 2 || (blockHeaps & 1) != 0 || parallelFrom < 4L * blockHeaps
                || trialHeaps < 0 || (trialHeaps & 1) != 0) {
            throw new IllegalArgumentException("threads " + threads + ", blocks of " + blockHeaps + " heaps from heap "
                    + parallelFrom + ", trials of " + trialHeaps + ": threads are 1 or more, a block an even 2 or more,"
                    + " from 4 blocks on, trials 0 (none) or an even 2 or more");
        }
    }

    /** Spins of an engine's thread waiting between rounds before it parks. */
    static final int IDLE_SPINS = 1 << 14;

    /**
     * One step of an engine's thread waiting for its next round ({@link FarWork}, {@link HeapLanes}):
     * spinning at first, since rounds follow each other closely, then parked a little at a time.
     */
    static void idle(int spins, Object blocker) {
        if (spins < IDLE_SPINS) {
            Thread.onSpinWait();
        } else {
            LockSupport.parkNanos(blocker, 50_000);
        }
    }

    /**
     * Wakes an engine's threads, told to end, and waits until they have: an interrupt meanwhile is
     * kept for the caller, since the threads read what the caller writes next.
     */
    static void end(Thread[] threads) {
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        boolean interrupted = false;
        for (Thread t : threads) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A plan without trials: in blocks always (tests of the blocks). */
    EngineThreads(int threads, int blockHeaps, long parallelFrom, long failAt) {
        this(threads, blockHeaps, parallelFrom, failAt, 0);
    }

    /**
     * The plan of {@code threads} threads.
     *
     * @param threads how many, 1 or more
     * @return blocks of {@link #BLOCK_HEAPS} from heap {@link #PARALLEL_FROM}, or heap by heap where
     *         trials of {@link #TRIAL_HEAPS} find that faster
     */
    static EngineThreads of(int threads) {
        return new EngineThreads(threads, BLOCK_HEAPS, PARALLEL_FROM, -1, TRIAL_HEAPS);
    }
}
