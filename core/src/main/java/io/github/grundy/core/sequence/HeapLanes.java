package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;

/**
 * Heaps computed side by side in lanes, for codes whose every move that leaves a heap takes
 * {@code K >= 2} or more ({@link CodeMoves#reach()}): heap {@code n}'s value reads only heaps up
 * to {@code n - K}, so {@code L <= K} heaps in a row depend on none of one another. Lane {@code j}
 * computes heaps {@code start + j}, {@code start + j + L}, …, each once the other lanes are past
 * {@code n - K}; each heap does all its own work, so nothing is split by distance, and a heap
 * waits only for values finished about a heap's time before (docs/theory.md, "Heaps side by side
 * in lanes"). The five three-digit octal games of the record runs (0.014, 0.034, 0.161, 0.167,
 * 0.172) all have {@code K >= 2}.
 *
 * <p>A round reads the rare heaps listed when it began. A heap found rare (or of a value wider than
 * the classes) would change them for the heaps after it, so the round stops there: the heaps up to
 * it are exact, the later ones are void and computed again. Rare heaps are a few hundred in
 * billions, so that almost never happens.
 *
 * <p>The engine's thread is lane 0; the other lanes are threads of this work's own, started by a
 * compute, waiting between rounds (spinning briefly, then parked), ended at {@link #close()}. Each lane
 * writes its values into the table's window, which must not move during a round.
 */
final class HeapLanes implements AutoCloseable {

    /** Spins of a lane waiting for another's heap before it yields, and yields before it parks. */
    private static final int WAIT_SPINS = 1 << 10;

    /**
     * What a round computes and reads.
     *
     * @param start   its first heap
     * @param end     the heap after its last
     * @param rare    the rare heaps, {@code rare[0..count)}
     * @param values  their values
     * @param count   how many
     * @param near    how many of them the window of last heaps reaches
     * @param stopAt  a heap at which the round stops as if it were rare (a test hook), or -1
     */
    record Round(long start, long end, int[] rare, int[] values, int count, int near, long stopAt) {
    }

    /** Slots between two lanes' counters in {@link #next}: 128 bytes, so that they share no cache line. */
    private static final int PAD = 16;

    /** One lane's tools. */
    private static final class Lane {
        final RarePairs pairs;
        final HeapValue values;
        boolean[] marks = new boolean[0];
        long waits;
        /** The round this lane last finished. */
        volatile Round finished;

        Lane(TableWindow table, CodeMoves moves, RareClasses rare, WindowReader reader) {
            this.pairs = new RarePairs(moves, reader);
            this.values = new HeapValue(moves, table, rare, reader, false);
        }
    }

    private final TableWindow table;
    private final RareClasses rare;
    private final int reach;
    private final Lane[] lanes;
    /** The lanes' threads but the engine's, while they run: started by a compute, ended by {@link #close()}. */
    private Thread[] threads;
    /**
     * Lane {@code j}'s next heap at {@code j * PAD}: its heaps before it are in the window
     * ({@link Long#MAX_VALUE} once it has ended its round).
     */
    private final AtomicLongArray next;
    private volatile Round current;
    private final AtomicLong stop = new AtomicLong(Long.MAX_VALUE);
    private volatile boolean closing;
    private volatile Throwable failure;
    private long rounds;
    private long stops;

    /** What the lanes leave to the engine. */
    interface Engine {
        /**
         * Takes heaps {@code from..from+count-1}, in order, whose exact values the lanes left in the
         * window: none of them rare, none wider than the classes.
         */
        void recordAll(long from, int count);

        /** Computes heap {@code n} (a round stopped there), and takes it. */
        void computeOne(long n);
    }

    /**
     * Lanes for a table; their threads start with the first {@link #compute}.
     *
     * @param table the engine's table
     * @param moves the code's moves, of reach 2 or more
     * @param rare  the classes and the rare heaps, read during a round, changed only between rounds
     * @param count how many lanes, 2 to the moves' reach
     */
    HeapLanes(TableWindow table, CodeMoves moves, RareClasses rare, int count) {
        if (count < 2 || count > moves.reach()) {
            throw new IllegalArgumentException(count + " lanes for moves of reach " + moves.reach());
        }
        this.table = table;
        this.rare = rare;
        this.reach = moves.reach();
        this.lanes = new Lane[count];
        this.next = new AtomicLongArray(count * PAD);
        lanes[0] = new Lane(table, moves, rare, table.reader());
        for (int i = 1; i < count; i++) {
            lanes[i] = new Lane(table, moves, rare, table.newReader());
        }
    }

    private void start() {
        closing = false;
        failure = null;
        current = null;
        threads = new Thread[lanes.length - 1];
        for (int i = 1; i < lanes.length; i++) {
            Lane lane = lanes[i];
            int j = i;
            Thread t = new Thread(() -> serve(lane, j), "grundy-lane-" + i);
            t.setDaemon(true);
            threads[i - 1] = t;
        }
        for (Thread t : threads) {
            t.start();
        }
    }

    /** The rounds computed. */
    long rounds() {
        return rounds;
    }

    /** The rounds stopped at a heap found rare, the rest of them computed again. */
    long stops() {
        return stops;
    }

    /**
     * Heaps {@code from..to} in rounds of at most {@code roundHeaps} (no more than the window's
     * history, so that a window made room for stays put): each round's values are written into
     * the window by the lanes, then handed to {@code engine} in order; a round stopped at a rare
     * heap leaves that heap to the engine and the later ones to the next round.
     *
     * @param stopAt a heap at which a round stops as if it were rare (a test hook), or -1
     */
    void compute(long from, long to, int roundHeaps, long stopAt, Engine engine) {
        if (threads == null) {
            start();
        }
        for (long n = from; n <= to; ) {
            Cancellation.checkpoint();
            long end = Math.min(to + 1, n + roundHeaps);
            table.makeRoom((int) (end - n));
            long stopped = run(new Round(n, end, rare.rare(), rare.values(), rare.count(), rare.near(), stopAt));
            rounds++;
            long exact = stopped < 0 ? end : stopped;
            if (exact > n) {
                // The lanes flagged every heap the engine would list: none of these is.
                engine.recordAll(n, (int) (exact - n));
            }
            if (stopped >= 0) {
                stops++;
                engine.computeOne(stopped);
            }
            n = stopped < 0 ? end : stopped + 1;
        }
    }

    /** How many lanes. */
    int count() {
        return lanes.length;
    }

    /** How often a lane found the heap it needed not yet computed, and waited. */
    long waits() {
        long w = 0;
        for (Lane lane : lanes) {
            w += lane.waits;
        }
        return w;
    }

    /** The heaps whose missing rare values were searched for among their splits, in every lane. */
    long scans() {
        long s = 0;
        for (Lane lane : lanes) {
            s += lane.values.scans();
        }
        return s;
    }

    /**
     * Computes heaps {@code round.start()..round.end() - 1} into the table's window, in every lane;
     * returns when all lanes are done.
     *
     * @return -1 when every heap's value is in the window; else the first heap found rare (or of a
     *         wider value, or at the test hook): the heaps before it are exact, it and the later
     *         ones are for the engine to compute
     */
    private long run(Round round) {
        stop.set(Long.MAX_VALUE);
        for (int j = 0; j < lanes.length; j++) {
            next.set(j * PAD, round.start() + j);
        }
        current = round;
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        try {
            work(round, lanes[0], 0);
        } catch (RuntimeException | Error e) {
            // The other lanes must not wait for this one's heaps: they see the failure and end the round.
            if (failure == null) {
                failure = e;
            }
            next.set(0, Long.MAX_VALUE);
        }
        int spins = 0;
        for (int j = 1; j < lanes.length; j++) {
            while (lanes[j].finished != round && failure == null) {
                pause(++spins);
            }
        }
        rethrow();
        long s = stop.get();
        return s == Long.MAX_VALUE ? -1 : s;
    }

    private void rethrow() {
        Throwable f = failure;
        if (f == null) {
            return;
        }
        if (f instanceof RuntimeException e) {
            throw e;
        }
        if (f instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(f);
    }

    private void serve(Lane lane, int j) {
        Round seen = null;
        int spins = 0;
        while (!closing) {
            Round r = current;
            if (r == seen || r == null) {
                EngineThreads.idle(++spins, this);
                continue;
            }
            spins = 0;
            seen = r;
            try {
                work(r, lane, j);
            } catch (Throwable t) {
                failure = t;
                return;
            } finally {
                lane.finished = r;
            }
        }
    }

    /** Lane {@code j}'s heaps of the round. */
    private void work(Round r, Lane lane, int j) {
        int size = rare.classes().length;
        if (lane.marks.length != size) {
            lane.marks = new boolean[size];
        }
        boolean[] marks = lane.marks;
        byte[] classes = rare.classes();
        char[] window = table.window();
        long base = table.base();
        int step = lanes.length;
        lane.pairs.use(r.rare(), r.values(), r.count(), r.near());
        for (long n = r.start() + j; n < r.end(); n += step) {
            if (n > stop.get() || failure != null) {
                break;
            }
            // Every heap up to n - K: those of the other lanes are before their next.
            long needed = n - reach;
            for (int o = 0; o < step; o++) {
                if (o != j && next.get(o * PAD) <= needed) {
                    await(lane, o, needed);
                }
            }
            if (n > stop.get()) {
                // A lane that stopped past the first rare heap lets the others through: the heaps
                // it did not compute are needed only past that heap, by heaps that are void.
                break;
            }
            Arrays.fill(marks, true);
            lane.pairs.markHeap(n, marks);
            int v = lane.values.value(n, marks, 0, 0);
            if (v >= size || (classes[v] ^ rare.heapParity(n)) == 0 || n == r.stopAt()) {
                // A rare heap, or a wider value: the heaps after it need the engine's lists again.
                stop.accumulateAndGet(n, Math::min);
            }
            if (v <= Character.MAX_VALUE) {
                // (A wider value stops the round, and the engine computes that heap again.)
                window[(int) (n - base)] = (char) v;
            }
            next.set(j * PAD, n + step);
        }
        // Past its last heap, or stopped past the first rare one (the heaps the others still
        // compute need none of this lane's after it).
        next.set(j * PAD, Long.MAX_VALUE);
    }

    /** Lane {@code lane} waits until lane {@code other} is past heap {@code needed}, or a lane failed. */
    private void await(Lane lane, int other, long needed) {
        lane.waits++;
        int spins = 0;
        while (next.get(other * PAD) <= needed) {
            if (failure != null) {
                rethrow();
            }
            pause(++spins);
        }
    }

    /**
     * One step of a wait for another lane. That lane is about a heap behind, well under a
     * microsecond, on a quiet machine; on a busy one it may not be running at all, and a lane
     * that spun on would keep it off the core: so spin briefly, then give the core up.
     */
    private static void pause(int spins) {
        if (spins < WAIT_SPINS) {
            Thread.onSpinWait();
        } else if (spins < 2 * WAIT_SPINS) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(20_000);
        }
    }

    /** Ends the threads, if they run: a later compute starts them again. */
    @Override
    public void close() {
        if (threads == null) {
            return;
        }
        closing = true;
        EngineThreads.end(threads);
        threads = null;
    }
}
