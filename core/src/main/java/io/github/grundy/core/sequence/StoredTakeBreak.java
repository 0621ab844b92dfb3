package io.github.grundy.core.sequence;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import java.util.Objects;

/**
 * A take-and-break game whose values are a {@link StoredSequence}: the game of a record run, its
 * table indexed by {@code long} and kept a byte a heap in memory or on disk. What a command needs
 * of a heap game to table it ({@code grundy table --store}): {@link #prepare} computes up to a
 * heap, {@link #grundy} reads a heap computed.
 *
 * <p>Every view shares one sequence, which only grows: a view answers the heaps up to
 * {@link #maxGrundyHeap()} as they were when it was made, and they never change. Not
 * thread-safe, as its sequence.
 *
 * @since SPI version 2
 */
public final class StoredTakeBreak implements TakeBreakGame {

    private final StoredSequence values;
    private final String description;
    private final long known;

    private StoredTakeBreak(StoredSequence values, String description, long known) {
        this.values = values;
        this.description = description;
        this.known = known;
    }

    /**
     * The game of {@code values}' code, its heaps computed so far known.
     *
     * @param values      the stored sequence
     * @param description what {@link #describe()} says, the spec users typed
     * @return the game
     */
    public static StoredTakeBreak of(StoredSequence values, String description) {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(description, "description");
        return new StoredTakeBreak(values, description, values.size() - 1);
    }

    /**
     * The sequence under this game.
     *
     * @return its stored values
     */
    public StoredSequence values() {
        return values;
    }

    @Override
    public TakeBreakCode code() {
        return values.code();
    }

    @Override
    public String describe() {
        return description;
    }

    /**
     * This game with the heaps up to {@code maxHeap} computed (appended to the store, not yet
     * committed).
     *
     * @throws LimitExceededException if a value needs more than 16 bits or a rare heap lies too far
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    @Override
    public StoredTakeBreak prepare(long maxHeap) {
        if (maxHeap <= known) {
            return this;
        }
        if (maxHeap >= values.size()) {
            try {
                values.extendTo(maxHeap);
            } catch (LimitExceededException e) {
                throw e.withContext(description);
            }
        }
        return new StoredTakeBreak(values, description, maxHeap);
    }

    @Override
    public long maxGrundyHeap() {
        return known;
    }

    /**
     * The value of a heap computed.
     *
     * @throws IllegalArgumentException if the heap is negative or not computed yet
     */
    @Override
    public long grundy(long heap) {
        checkHeap(heap);
        if (heap > known) {
            throw new IllegalArgumentException(description + ": heap " + heap + " is not tabulated yet (heaps 0.." + known
                    + "): prepare(" + heap + ") first");
        }
        return values.get(heap);
    }

    @Override
    public void forEachOption(long heap, OptionSink sink) {
        checkHeap(heap);
        values.code().forEachOption(heap, sink);
    }

    @Override
    public String toString() {
        return description + " (stored, heaps 0.." + known + ")";
    }
}
