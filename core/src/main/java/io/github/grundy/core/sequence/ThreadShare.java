package io.github.grundy.core.sequence;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Threads that several computations share, each running on a thread of its own and taking the
 * threads no other one is using when it begins a stretch of work: a survey's codes, computed on a
 * pool, where the last codes, alone at the end, take the cores the finished ones gave back
 * ({@link StoredSequence#engine}). Counts only: it starts no thread.
 */
public final class ThreadShare {

    private final int total;
    /** Threads neither running a computation nor lent to one. */
    private final AtomicInteger free;

    /**
     * A share of {@code total} threads, all free.
     *
     * @param total how many, 1 or more
     */
    public ThreadShare(int total) {
        if (total < 1) {
            throw new IllegalArgumentException("a share of " + total + " threads: 1 or more");
        }
        this.total = total;
        this.free = new AtomicInteger(total);
    }

    /**
     * A share of one thread: nothing to lend, every computation on its own thread alone.
     *
     * @return a new share of one
     */
    public static ThreadShare none() {
        return new ThreadShare(1);
    }

    /**
     * How many threads it shares.
     *
     * @return 1 or more
     */
    public int total() {
        return total;
    }

    /** A computation begins on its own thread: one fewer is free (it may go below zero). */
    public void enter() {
        free.decrementAndGet();
    }

    /** A computation ended: its thread is free again. */
    public void leave() {
        free.incrementAndGet();
    }

    /**
     * Takes every free thread, for a stretch of work beside the caller's own thread (the caller
     * {@link #enter entered}): how many, 0 or more.
     */
    int borrow() {
        while (true) {
            int f = free.get();
            if (f <= 0) {
                return 0;
            }
            if (free.compareAndSet(f, 0)) {
                return f;
            }
        }
    }

    /** Gives back {@code n} threads {@link #borrow} took. */
    void giveBack(int n) {
        free.addAndGet(n);
    }
}
