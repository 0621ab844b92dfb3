package io.github.grundy.core.sequence;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.store.ValueStore;

/**
 * {@link RareCommon}'s values on several threads when a {@link ThreadShare} has some to lend: a
 * fill that reaches the heaps the stored engine computes in blocks ({@link EngineThreads}) and
 * finds threads free computes them with {@link StoredSequence} on its own thread and those, in a
 * store in memory; any other fill is {@link RareCommon}'s. Both give the same values (each tested
 * against the plain mex loop, and the stored engine on threads against one), so a table, its
 * period and its proof are the same however many threads each fill found.
 */
final class ParallelRareCommon implements NarrowEngine {

    /** Segments of 2^22 heaps in memory (4 MB), as a table's store in memory has. */
    private static final int SEGMENT_BITS = 22;

    private final TakeBreakCode code;
    private final ThreadShare share;
    private final RareCommon single;
    /** The values the stored engine has read or computed, heaps 0..size-1; null until it is first used. */
    private ValueStore store;
    /**
     * The stored engine of the last fill, on how many threads: the next fill that goes on from its
     * last heap on as many threads goes on with it (a table grows in many steps; opening it
     * again reads every value).
     */
    private StoredSequence sequence;
    private int sequenceThreads;

    ParallelRareCommon(TakeBreakCode code, ThreadShare share) {
        this.code = code;
        this.share = share;
        this.single = RareCommon.of(code);
    }

    @Override
    public synchronized void fill(int[] values, int from, int to) {
        // Values wider than 16 bits: the stored engine holds none.
        single.fill(values, from, to);
    }

    @Override
    public synchronized int fillNarrow(char[] values, int from, int to) {
        if (to < EngineThreads.PARALLEL_FROM) {
            return single.fillNarrow(values, from, to);
        }
        int lent = share.borrow();
        try {
            return lent == 0 ? single.fillNarrow(values, from, to) : stored(values, from, to, 1 + lent);
        } finally {
            share.giveBack(lent);
        }
    }

    /** {@link #fillNarrow} by the stored engine on {@code threads} threads. */
    private int stored(char[] values, int from, int to, int threads) {
        // The last fill's engine goes on only from its own last heap, on as many threads.
        boolean goesOn = sequence != null && sequenceThreads == threads && store.size() == from;
        if (store == null || store.size() > from) {
            store = ValueStore.inMemory(StoredSequence.storeGame(code), SEGMENT_BITS);
        }
        // The values before from, computed by the other engine meanwhile: the store reads them.
        while (store.size() < from) {
            int count = (int) Math.min(1 << 16, from - store.size());
            store.append(values, (int) store.size(), count);
        }
        if (!goesOn) {
            sequence = StoredSequence.of(code, store, threads);
            sequenceThreads = threads;
        }
        int done = to + 1;
        try {
            sequence.extendTo(to);
        } catch (LimitExceededException e) {
            // A value beyond 16 bits (or a limit of the store): the values before it are stored, the
            // rest is the other engine's, which goes wide or meets the limit itself.
            done = (int) store.size();
            sequence = null;
        } catch (RuntimeException | Error e) {
            // Stopped (a cancellation) or failed mid-round: the next fill opens the store again.
            sequence = null;
            throw e;
        }
        if (done > from) {
            store.read(from, values, from, done - from);
        }
        return done;
    }
}
