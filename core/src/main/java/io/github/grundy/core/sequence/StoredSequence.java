package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.store.ValueStore;
import java.util.List;
import java.util.Objects;

/**
 * The Grundy values of a take-and-break code at record scale: heaps indexed by {@code long}, kept
 * in a {@link ValueStore} (a byte a heap, in memory or in segment files on disk), computed by the
 * rare/common engine ({@link RareCommon}'s method, the same values) and grown in place by
 * {@link #extendTo}. For a finite code whose moves leave at most two heaps. The engine reads the
 * table through a {@link TableWindow}: what it needs of the table is in memory, the rest is in the
 * store, read sequentially.
 *
 * <p>Not thread-safe: one writer, and reads of the heaps it has computed
 * ({@link #get} below {@link #size()}).
 *
 * @since SPI version 2
 */
public final class StoredSequence {

    /** The fewest last heaps the engine's window holds: 2^16 values. */
    private static final int FIRST_HISTORY = 1 << 16;

    private final TakeBreakCode code;
    private final ValueStore store;
    private final ValueCounts counts = new ValueCounts();
    private final StoredRareCommon engine;

    private StoredSequence(TakeBreakCode code, ValueStore store, int firstHistory, int maxHistory, EngineThreads plan) {
        this.code = code;
        this.store = store;
        this.engine = new StoredRareCommon(code, store, counts, firstHistory, maxHistory, plan);
    }

    /**
     * Whether {@code code} can be tabled here: a finite code whose moves leave at most two heaps
     * (the codes of the rare/common engine).
     *
     * @param code a take-and-break code
     * @return whether {@link #of} takes it
     */
    public static boolean supports(TakeBreakCode code) {
        return !code.isInfinite() && code.maxParts() <= 2;
    }

    /**
     * {@code code}'s mex engine ({@link TakeBreakCode#engine()}), whose fills of far heaps take the
     * threads {@code share} has free when they begin, and compute them as a table in memory on
     * those and the caller's: the same values however many each fill found.
     *
     * @param code  the game
     * @param share the threads its computation shares with others
     * @return a new engine, not thread-safe
     */
    public static ValueEngine engine(TakeBreakCode code, ThreadShare share) {
        return share.total() > 1 && supports(code) ? new ParallelRareCommon(code, share) : code.engine();
    }

    /**
     * What a store of {@code code}'s values is of, the game it names in its manifest: the code,
     * so that the games of one code under other names (Kayles, {@code octal --code=0.77}) share
     * a store.
     *
     * @param code a take-and-break code
     * @return e.g. {@code take-and-break code 0.167}
     */
    public static String storeGame(TakeBreakCode code) {
        return "take-and-break code " + code;
    }

    /**
     * The values of {@code code} in {@code store}: the heaps it holds already are read back (once,
     * sequentially: the histogram, frequencies and rare heaps are rebuilt from them), and
     * {@link #extendTo} goes on after them.
     *
     * @param code  the game, a code that {@link #supports} takes
     * @param store its values so far, of this code (the caller has checked the store's game)
     * @return the sequence
     * @throws IllegalArgumentException if the code is not supported
     */
    public static StoredSequence of(TakeBreakCode code, ValueStore store) {
        return of(code, store, 1);
    }

    /**
     * {@link #of(TakeBreakCode, ValueStore)} computed on {@code threads} threads: the same values,
     * sooner on a machine of that many cores (docs/theory.md, "Parallel rare/common").
     *
     * @param code    the game, a code that {@link #supports} takes
     * @param store   its values so far
     * @param threads how many threads compute, 1 or more (1: one heap after another)
     * @return the sequence
     * @throws IllegalArgumentException if the code is not supported or {@code threads} is below 1
     */
    public static StoredSequence of(TakeBreakCode code, ValueStore store, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a table is computed on 1 thread or more, not " + threads);
        }
        return of(code, store, FIRST_HISTORY, TableWindow.MAX_HISTORY, EngineThreads.of(threads));
    }

    /**
     * {@link #of(TakeBreakCode, ValueStore, int)} with a window of {@code firstHistory} last heaps
     * at first and {@code maxHistory} at most, and threads as {@code plan} says (tests: small
     * windows, so that the store serves; small blocks, so that a small table is in blocks).
     */
    static StoredSequence of(TakeBreakCode code, ValueStore store, int firstHistory, int maxHistory,
            EngineThreads plan) {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(store, "store");
        if (!supports(code)) {
            throw new IllegalArgumentException("code " + code + ": a stored table needs a finite code whose moves leave"
                    + " at most two heaps");
        }
        return new StoredSequence(code, store, firstHistory, maxHistory, plan);
    }

    /**
     * The code.
     *
     * @return the game's code
     */
    public TakeBreakCode code() {
        return code;
    }

    /**
     * The store the values are kept in.
     *
     * @return the store
     */
    public ValueStore store() {
        return store;
    }

    /**
     * How many heaps are computed: heaps {@code 0..size()-1}.
     *
     * @return the number of values known
     */
    public long size() {
        return engine.table().size();
    }

    /**
     * The value of heap {@code n}.
     *
     * @param n a heap in {@code 0..size()-1}
     * @return its Grundy value
     * @throws IllegalArgumentException if {@code n} is not computed yet
     */
    public int get(long n) {
        TableWindow table = engine.table();
        if (n < 0 || n >= table.size()) {
            throw new IllegalArgumentException("heap " + n + " is outside the computed values 0.." + (table.size() - 1));
        }
        return table.read(n);
    }

    /**
     * The largest value among heaps {@code 1..size()-1} (0 when there are none).
     *
     * @return the largest value
     */
    public int maxValue() {
        return counts.maxValue();
    }

    /**
     * The first heap with the largest value ({@code -1} when there is none).
     *
     * @return where the largest value first occurs
     */
    public long maxAt() {
        return counts.maxAt();
    }

    /**
     * The frequencies of the values over heaps {@code 1..N} for every power of two {@code N >= 2}
     * computed so far, in order.
     *
     * @return a new list, one entry a power of two
     */
    public List<ValueFrequencies> powersOfTwo() {
        return counts.powers();
    }

    /**
     * How the values computed split into rare and common ones: the mask under which the fewest of
     * heaps {@code 0..size()-1} are rare (chosen again now, from the histogram of all of them),
     * and the rare heaps among them with their values (Officers, {@code .6}: mask {@code 1ee},
     * 1,584 rare heaps, the last at 20,627).
     *
     * @return the split
     */
    public RareHeaps rareHeaps() {
        return engine.rareHeaps();
    }

    /**
     * Computes the values of heaps {@code size()..last} and appends them to the store (not
     * committed: {@link ValueStore#commit} makes them durable). A stop ({@link Cancellation}) ends
     * it between two heaps, the values before kept and the store appended to.
     *
     * @param last the last heap to compute
     * @throws LimitExceededException if a value needs more than 16 bits, or a rare heap lies
     *                                beyond 2^31 - 1
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public void extendTo(long last) {
        engine.extendTo(last);
    }

    /**
     * What the engine's threads did so far.
     *
     * @return the blocks computed in parallel, the failures of the work done ahead, the time of
     *         each part
     */
    public EngineStats stats() {
        return engine.stats();
    }
}
