package io.github.grundy.core.sequence;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The part of a block of heaps that every thread computes at once: for each heap, the values of
 * its splits whose heaps all lie before the block's settled heap {@code S} (the far pairs with a
 * rare heap, {@link RarePairs.Part#FAR}, and the search for the rare values below the least
 * common value they leave). Those heaps' values are known when the round begins and do not change
 * during it, so the threads need nothing from one another; {@link StoredRareCommon} then finishes
 * each heap in order, with the splits that reach past {@code S} (docs/theory.md, "The
 * rare/common engine on several threads").
 *
 * <p>The engine's thread takes part: {@code threads - 1} threads of this work's own, started with
 * it, wait between rounds (spinning briefly, then parked) and end at {@link #close()}.
 */
final class FarWork implements AutoCloseable {

    /** Heap pairs a thread takes at once. */
    private static final int CHUNK_PAIRS = 8;

    /**
     * What a round reads: the block, the rare heaps listed when it began, the classes of values.
     *
     * @param start   the block's first heap, even
     * @param pairs   its heap pairs {@code P}
     * @param settled {@code S}: the heaps before it are computed, the far part reads no other
     * @param marks   {@code 2P} arrays of {@code size} marks, filled for heaps {@code start + i}
     * @param bounds  {@code 2P} bounds, filled: every rare value below heap {@code start + i}'s bound
     *                that its marks leave is the value of none of its splits with both heaps
     *                before {@code S}
     * @param rare    the rare heaps, {@code rare[0..count)}
     * @param values  their values
     * @param count   how many
     * @param near    how many of them the window of last heaps reaches
     * @param classes the class bit of each value below {@code size}
     * @param flip    the class bit the parity of heap {@code h} adds: {@code (h ^ flip) & 1} when
     *                {@code flip >= 0}, none when {@code -1}
     */
    record Round(long start, int pairs, long settled, boolean[][] marks, int[] bounds, int[] rare, int[] values, int count, int near,
            byte[] classes, int flip) {
    }

    /** A round as the threads share it: the round, and its counters of chunks. */
    private static final class Shared {
        final Round round;
        final int chunks;
        final AtomicInteger next = new AtomicInteger();
        final AtomicInteger done = new AtomicInteger();

        Shared(Round round) {
            this.round = round;
            this.chunks = (round.pairs() + CHUNK_PAIRS - 1) / CHUNK_PAIRS;
        }
    }

    /** One thread's tools: its reader of the table, its pair marker, its scratch marks. */
    private static final class Hand {
        final WindowReader reader;
        final RarePairs pairs;
        boolean[] wanted = new boolean[0];

        Hand(TableWindow table, CodeMoves moves) {
            this.reader = table.newReader();
            this.pairs = new RarePairs(moves, reader);
        }
    }

    private final CodeMoves moves;
    private final Hand own;
    private final Thread[] threads;
    private volatile Shared current;
    private volatile boolean closing;
    private volatile Throwable failure;

    /**
     * Starts {@code threads - 1} threads.
     *
     * @param table   the engine's table
     * @param moves   the code's moves
     * @param threads how many threads compute a round, the engine's among them (1 or more)
     */
    FarWork(TableWindow table, CodeMoves moves, int threads) {
        this.moves = moves;
        this.own = new Hand(table, moves);
        this.threads = new Thread[threads - 1];
        for (int i = 0; i < this.threads.length; i++) {
            Hand hand = new Hand(table, moves);
            Thread t = new Thread(() -> serve(hand), "grundy-far-" + i);
            t.setDaemon(true);
            this.threads[i] = t;
        }
        for (Thread t : this.threads) {
            t.start();
        }
    }

    /**
     * Computes a round's far part into its marks, on every thread; returns when all is done.
     *
     * @param round the round, whose arrays are not touched by the caller meanwhile
     * @param first what the caller's thread does before it takes its share of the round (the near
     *              part of the block before), or {@code null}: it must write nothing the round reads
     */
    void run(Round round, Runnable first) {
        Shared shared = new Shared(round);
        current = shared;
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        if (first != null) {
            first.run();
        }
        work(shared, own);
        int spins = 0;
        while (shared.done.get() < shared.chunks) {
            if (failure != null) {
                break;
            }
            if (++spins < EngineThreads.IDLE_SPINS) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
        Throwable f = failure;
        if (f != null) {
            if (f instanceof RuntimeException e) {
                throw e;
            }
            if (f instanceof Error e) {
                throw e;
            }
            throw new IllegalStateException(f);
        }
    }

    private void serve(Hand hand) {
        Shared seen = null;
        int spins = 0;
        while (!closing) {
            Shared s = current;
            if (s == seen) {
                EngineThreads.idle(++spins, this);
                continue;
            }
            spins = 0;
            seen = s;
            try {
                work(s, hand);
            } catch (Throwable t) {
                failure = t;
                return;
            }
        }
    }

    private void work(Shared s, Hand hand) {
        Round r = s.round;
        hand.pairs.use(r.rare(), r.values(), r.count(), r.near());
        for (int c = s.next.getAndIncrement(); c < s.chunks; c = s.next.getAndIncrement()) {
            int to = Math.min(r.pairs(), (c + 1) * CHUNK_PAIRS);
            for (int i = c * CHUNK_PAIRS; i < to; i++) {
                long n = r.start() + 2L * i;
                boolean[] a = r.marks()[2 * i];
                boolean[] b = r.marks()[2 * i + 1];
                Arrays.fill(a, true);
                Arrays.fill(b, true);
                hand.pairs.mark(n, a, b, RarePairs.Part.FAR, r.settled(), r.count());
                r.bounds()[2 * i] = search(r, hand, n, a);
                r.bounds()[2 * i + 1] = search(r, hand, n + 1, b);
            }
            s.done.incrementAndGet();
        }
    }

    /**
     * The rare values below the least common value the far pairs leave, {@code c0}, looked for
     * among the splits whose heaps lie before {@code S} until all are found; those found are
     * marked in {@code marks}.
     *
     * @return the bound {@code c0}: every rare value below it still marked is in none of those
     *         splits
     */
    private int search(Round r, Hand hand, long n, boolean[] marks) {
        byte[] classes = r.classes();
        int flip = r.flip() < 0 ? 0 : (int) ((n ^ r.flip()) & 1);
        int c0 = 0;
        int wanted = 0;
        for (; c0 < marks.length; c0++) {
            if (marks[c0]) {
                if ((classes[c0] ^ flip) == 1) {
                    break;
                }
                wanted++;
            }
        }
        if (wanted == 0) {
            return c0;
        }
        if (hand.wanted.length != marks.length) {
            hand.wanted = new boolean[marks.length];
        }
        // Below c0 every value left is rare; the search's own marks, false from c0 on, are cleared
        // after it, so that they stay false for the next heap.
        boolean[] w = hand.wanted;
        System.arraycopy(marks, 0, w, 0, c0);
        int[] splits = moves.splits();
        boolean[] unequal = moves.unequalSplit();
        for (int s = 0; s < splits.length && wanted > 0; s++) {
            long m = n - splits[s];
            // The splits a + (m - a) with m - a before S: a > m - S.
            wanted = hand.reader.scan(m, unequal[s], w, wanted, Math.max(1, m - r.settled() + 1));
        }
        System.arraycopy(w, 0, marks, 0, c0);
        Arrays.fill(w, 0, c0, false);
        return c0;
    }

    /** Ends the threads. */
    @Override
    public void close() {
        closing = true;
        EngineThreads.end(threads);
    }
}
