package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.store.ValueStore;
import java.util.Arrays;

/**
 * The rare/common engine of a {@link StoredSequence}: {@link RareCommon}'s method (the same
 * values, tested against the plain mex loop) over heaps indexed by {@code long}, its table read
 * and written through a {@link TableWindow}. Its state (the histogram, the mask, the rare heaps)
 * is rebuilt from the store when it is opened, so that a run goes on from a store alone.
 */
final class StoredRareCommon {

    /** The heaps of a round in lanes (fewer when the window holds fewer): some 2 ms of 0.167's. */
    private static final int LANE_ROUND = 1 << 12;

    private final TakeBreakCode code;
    private final ValueStore store;
    private final int[] splits;
    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;
    private final ValueCounts counts;
    private TableWindow table;

    private ClassHistogram histogram;
    private final RareClasses rare;

    private final CodeMoves moves;
    private final EngineThreads plan;
    private final RarePairs pairs;
    private FarWork far;
    /** Heaps side by side, where the code's moves allow it ({@link CodeMoves#reach()}); else null: blocks. */
    private final HeapLanes lanes;
    private final HeapBlock.Slots slots;
    /** Whether a round is computed: the window must not move or grow meanwhile. */
    private boolean inRound;
    /** The last heaps the window is to hold once the round ends, for the rare heaps listed during it. */
    private long pendingReach;
    private long blocks;
    private long failures;
    private long farNanos;
    private long nearNanos;
    private final HeapValue values;
    private final WayTrials ways;

    /** The engine of {@code code} (a finite code of at most two heaps), on {@code store}'s values, which it reads back. */
    StoredRareCommon(TakeBreakCode code, ValueStore store, ValueCounts counts, int firstHistory, int maxHistory,
            EngineThreads plan) {
        this.code = code;
        this.store = store;
        this.moves = CodeMoves.of(code);
        this.plan = plan;
        this.slots = new HeapBlock.Slots(plan.blockHeaps());
        this.splits = moves.splits();
        this.positionBit = moves.positionBit();
        this.rare = new RareClasses(positionBit);
        this.counts = counts;
        // The moves that leave one heap read up to maxTake heaps back: the window holds them at least;
        // on threads, a block too, so that a window moved before a round has room for it.
        int least = Math.max(firstHistory, moves.maxTake() + 2);
        if (plan.threads() > 1) {
            least = Math.max(least, plan.blockHeaps());
        }
        rebuild(Integer.highestOneBit(least - 1) << 1, maxHistory);
        this.pairs = new RarePairs(moves, table.reader());
        this.values = new HeapValue(moves, table, rare);
        this.ways = new WayTrials(plan);
        int side = Math.min(plan.threads(), moves.reach());
        this.lanes = side >= 2 ? new HeapLanes(table, moves, rare, side) : null;
    }

    /** What the threads did so far: blocks, their failures, and the time of their two parts. */
    EngineStats stats() {
        boolean l = lanes != null;
        return new EngineStats(plan.threads(), blocks, failures, farNanos, nearNanos,
                values.scans() + (l ? lanes.scans() : 0), ways.trials(), ways.oneTrials(), l ? lanes.count() : 0,
                l ? lanes.rounds() : 0, l ? lanes.stops() : 0, l ? lanes.waits() : 0);
    }

    /** The table: the store and the windows. */
    TableWindow table() {
        return table;
    }

    /** The rare heaps of the values computed, the mask chosen again over all of them ({@link StoredSequence#rareHeaps()}). */
    RareHeaps rareHeaps() {
        long next = table.size();
        if (next > 0 && chooseMask(next)) {
            classify(next);
        }
        // Heap 0 pairs in no split, so the engine leaves it out; the tables count it when it is rare.
        return rare.heaps(next > 0 && rare.parity(table.read(0), 0) == 0);
    }

    /** Computes heaps {@code table().size()..last} ({@link StoredSequence#extendTo}). */
    void extendTo(long last) {
        try {
            fill(last);
        } finally {
            // The threads first: a stop may come during a round, and they read what the flush writes.
            endThreads();
            table.flush();
        }
    }

    private void fill(long last) {
        boolean parallel = plan.threads() > 1;
        while (table.size() <= last) {
            long n = table.size();
            if (!parallel || n < plan.parallelFrom() || (lanes == null && (n & 1) != 0) || last == n) {
                heapByHeap(n, !parallel ? last : Math.max(n, Math.min(last, plan.parallelFrom() - 1)));
                continue;
            }
            if (ways.due(n)) {
                ways.trial(n, last, this::inParallel, this::endThreads, this::heapByHeap);
                continue;
            }
            long to = ways.stretchEnd(last);
            if (ways.oneFaster()) {
                // The threads would wait a whole stretch: they end, and start again for the next trial.
                endThreads();
                heapByHeap(n, to);
            } else if (to == n) {
                // A block holds two heaps or more.
                heapByHeap(n, n);
            } else {
                inParallel(n, to);
            }
        }
    }

    /** Heaps {@code from..to} on every thread: side by side in lanes where the code allows, else in blocks. */
    private void inParallel(long from, long to) {
        if (lanes == null) {
            inBlocks(from, to);
            return;
        }
        lanes.compute(from, to, Math.min(table.history(), LANE_ROUND), plan.failAt(), new HeapLanes.Engine() {
            @Override
            public void recordAll(long first, int count) {
                // As record() takes each, in bulk: none is rare or wider, so the lists stay.
                char[] taken = table.addWritten(count);
                int at = (int) (first - table.base());
                counts.addAll(taken, at, count, first);
                histogram.addAll(taken, at, count, first);
            }

            @Override
            public void computeOne(long n) {
                heapByHeap(n, n);
            }
        });
    }

    /** Heaps {@code from..to} ({@code from} even) in blocks, the threads started if they are not. */
    private void inBlocks(long from, long to) {
        if (far == null) {
            far = new FarWork(table, moves, plan.threads());
        }
        blocks(from, to);
    }

    private void endThreads() {
        if (far != null) {
            far.close();
            far = null;
        }
        if (lanes != null) {
            lanes.close();
        }
    }

    /** Heaps {@code from..to}, one after another. */
    private void heapByHeap(long from, long to) {
        boolean[] missing = new boolean[1 << histogram.bits()];
        boolean[] nextMissing = new boolean[1 << histogram.bits()];
        boolean nextMarked = false;
        for (long n = from; n <= to; n++) {
            if ((n & 0xFF) == 0) {
                Cancellation.checkpoint();
            }
            int size = 1 << histogram.bits();
            if (missing.length != size) {
                missing = new boolean[size];
                nextMissing = new boolean[size];
                nextMarked = false;
            }
            if (nextMarked) {
                boolean[] t = missing;
                missing = nextMissing;
                nextMissing = t;
                nextMarked = false;
            } else {
                Arrays.fill(missing, true);
                Arrays.fill(nextMissing, true);
                usePairs();
                pairs.mark(n, missing, nextMissing, RarePairs.Part.ALL, 0, 0);
                nextMarked = true;
            }
            int v = values.value(n, missing, 0, 0);
            if (record(n, v)) {
                nextMarked = false;
            }
            if (nextMarked && n >= 2 && moves.hasWholeSplit()) {
                nextMissing[table.read(1) ^ v] = false;
            }
        }
    }

    /**
     * Heaps {@code from..last} ({@code from} even) in blocks of heap pairs, two in flight: while
     * every thread computes the far part of a block, the engine's thread first finishes the block
     * before, heap by heap. A block's far part reads only the heaps before the block before it,
     * which are computed when its round begins and do not change during it.
     */
    private void blocks(long from, long last) {
        HeapBlock previous = null;
        for (long start = from; ; ) {
            long end = Math.min(last + 1, start + plan.blockHeaps());
            end -= (end - start) & 1;
            if (end <= start) {
                if (previous != null) {
                    finish(previous);
                }
                return;
            }
            Cancellation.checkpoint();
            // The heaps the round adds fit in the window as it is: it must not move while read.
            table.makeRoom(plan.blockHeaps());
            HeapBlock block = slots.next(start, end, previous == null ? start : previous.start(), rare.count(),
                    rare.listings(), 1 << histogram.bits());
            blocks++;
            HeapBlock done = previous;
            long began = System.nanoTime();
            inRound = true;
            try {
                far.run(new FarWork.Round(start, block.pairs(), block.settled(), block.marks(), block.bounds(), rare.rare(),
                        rare.values(), rare.count(), rare.near(), rare.classes(), rare.flip()),
                        done == null ? null : () -> finish(done));
            } finally {
                inRound = false;
            }
            if (pendingReach > 0) {
                // The rare heaps listed during the round: the window grows to them now.
                rare.reached(table.reach(pendingReach));
                pendingReach = 0;
            }
            farNanos += System.nanoTime() - began;
            previous = block;
            start = end;
        }
    }

    /**
     * The near part of a block whose far part is done: each heap in order. When the rare heaps
     * were listed again since its round began (a new mask, a wider value), its far part was
     * computed on the old list: the heaps left are computed again, heap by heap.
     */
    private void finish(HeapBlock block) {
        long began = System.nanoTime();
        long settled = block.settled();
        for (int i = 0; i < block.pairs(); i++) {
            long n = block.start() + 2L * i;
            if (rare.listings() != block.listed()) {
                failures++;
                heapByHeap(n, block.end() - 1);
                break;
            }
            boolean[] a = block.marks()[2 * i];
            boolean[] b = block.marks()[2 * i + 1];
            usePairs();
            pairs.mark(n, a, b, RarePairs.Part.NEAR, settled, block.frozen());
            int v = values.value(n, a, block.bounds()[2 * i], settled);
            if (!record(n, v)) {
                if (n >= 2 && moves.hasWholeSplit()) {
                    b[table.read(1) ^ v] = false;
                }
                record(n + 1, values.value(n + 1, b, block.bounds()[2 * i + 1], settled));
            } else {
                failures++;
                heapByHeap(n + 1, block.end() - 1);
                break;
            }
            if (plan.failAt() == n) {
                failures++;
                heapByHeap(n + 2, block.end() - 1);
                break;
            }
        }
        nearNanos += System.nanoTime() - began;
    }

    /** The engine's pair marker on the rare heaps as they are now. */
    private void usePairs() {
        pairs.use(rare.rare(), rare.values(), rare.count(), rare.near());
    }

    /**
     * Takes heap {@code n}'s value {@code v}: the table, the counts, the histogram, the rare
     * heaps and, now and then, the mask.
     *
     * @return whether the rare heaps were listed again (the marks made on the old list are void)
     */
    private boolean record(long n, int v) {
        if (v > Character.MAX_VALUE) {
            throw new LimitExceededException("code " + code + ": heap " + n + " has the value " + v
                    + ", beyond the 16 bits a stored table holds");
        }
        table.add((char) v);
        counts.add(n, v);
        boolean wider = histogram.add(n, v);
        boolean listed = false;
        if (wider || rare.parity(v, n) == 0) {
            boolean choose = wider || rare.due();
            if (choose && (chooseMask(n + 1) || wider)) {
                classify(n + 1);
                listed = true;
            } else if (n > 0) {
                addRare(n, v);
            }
            if (choose) {
                rare.schedule();
            }
        }
        return listed;
    }

    /**
     * The state of the values in the store: the histogram, the frequencies and powers of two, the
     * largest value, the mask, the rare heaps, and the window of the last heaps.
     */
    private void rebuild(int firstHistory, int maxHistory) {
        long size = store.size();
        histogram = new ClassHistogram(positionBit);
        char[] buffer = new char[1 << 16];
        for (long at = 0; at < size; at += buffer.length) {
            int count = (int) Math.min(buffer.length, size - at);
            store.read(at, buffer, 0, count);
            histogram.addAll(buffer, 0, count, at);
            counts.addAll(buffer, 0, count, at);
        }
        table = new TableWindow(store, firstHistory, Math.max(firstHistory, maxHistory));
        chooseMask(size);
        classify(size);
        rare.schedule();
    }

    private boolean chooseMask(long n) {
        boolean changed = rare.choose(histogram.fewestRare(n));
        // The store codes values below 512 by their class, which only the mask's low 9 bits decide.
        int low = rare.mask() & 511;
        store.classHint(low, rare.maskHasPosition() && low != 0, Math.max(0, positionBit));
        return changed;
    }

    /** The classes of the values, and the rare heaps among {@code 1..n-1} (read in order from the store and the window). */
    private void classify(long n) {
        rare.relist(histogram.bits());
        if (splits.length == 0) {
            // No split pairs a rare heap with another: no list to make.
            return;
        }
        byte[] classes = rare.classes();
        char[] buffer = new char[1 << 16];
        for (long at = 1; at < n; at += buffer.length) {
            int count = (int) Math.min(buffer.length, n - at);
            table.read(at, buffer, count);
            for (int i = 0; i < count; i++) {
                if ((classes[buffer[i]] ^ rare.heapParity(at + i)) == 0) {
                    addRare(at + i, buffer[i]);
                }
            }
        }
    }

    private void addRare(long heap, int value) {
        if (splits.length == 0) {
            // No split pairs a rare heap with another: the moves that leave one heap read the window.
            return;
        }
        if (heap > Integer.MAX_VALUE) {
            throw new LimitExceededException("code " + code + ": a rare heap at " + heap + " is beyond the 2^31 - 1 a"
                    + " stored table's list of rare heaps holds");
        }
        // The window holds every heap a split with this rare heap reads (n - k - heap), up to the
        // largest window; splits with rare heaps beyond read the store. It grows between rounds
        // only (the threads read it): until then, the splits with this heap read through the
        // cache, and the next heap that grows it covers this one.
        long reach = heap + moves.maxTake() + 2;
        if (inRound) {
            pendingReach = Math.max(pendingReach, reach);
        }
        rare.add(heap, value, !inRound && table.reach(reach));
    }
}
