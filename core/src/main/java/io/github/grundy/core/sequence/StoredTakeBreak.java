package io.github.grundy.core.sequence;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.period.SuffixPeriod;
import java.util.Objects;
import java.util.Optional;

/**
 * A take-and-break game whose values are a {@link StoredSequence}: the game of a record run, its
 * table indexed by {@code long} and kept a byte a heap in memory or on disk. What a command needs
 * of a heap game to table it ({@code grundy table --store}): {@link #prepare} computes up to a
 * heap, {@link #grundy} reads a heap computed.
 *
 * <p>Its period, when the code has a periodicity theorem: looked for each time a {@link #prepare}
 * has doubled the table (and when asked, {@link #lookedForPeriod}), in the last 2^21 values
 * ({@link SuffixPeriod}: periods up to 2^20, with any preperiod below 2^31), and once proved it
 * answers every heap.
 *
 * <p>Every view shares one sequence, which only grows: a view answers the heaps up to
 * {@link #maxGrundyHeap()} as they were when it was made, and they never change. Not
 * thread-safe, as its sequence.
 *
 * @since SPI version 2
 */
public final class StoredTakeBreak implements TakeBreakGame {

    /** The last values a period search reads: periods up to 2^20 are found. */
    private static final int PERIOD_WINDOW = 1 << 21;

    private final StoredSequence values;
    /** The game as its variant made it: its name and the words of its moves. */
    private final TakeBreakGame words;
    private final long known;
    /** The code's periodicity theorem; null without one. */
    private final PeriodCriterion criterion;
    /** The search's arrays, kept from one search to the next; null without a theorem. */
    private final SuffixPeriod search;
    /** The proved period; null before. */
    private final PeriodProof proof;
    /** How many heaps the last search read: the next looks when the table is twice as long. */
    private final long searched;

    private StoredTakeBreak(StoredSequence values, TakeBreakGame words, long known, PeriodCriterion criterion,
            SuffixPeriod search, PeriodProof proof, long searched) {
        this.values = values;
        this.words = words;
        this.known = known;
        this.criterion = criterion;
        this.search = search;
        this.proof = proof;
        this.searched = searched;
    }

    /**
     * The game of {@code values}' code, its heaps computed so far known.
     *
     * @param values the stored sequence
     * @param words  the same game as its variant made it, whose name ({@link #describe()}) and
     *               words for moves this one speaks
     * @return the game
     * @throws IllegalArgumentException if {@code words} plays another code
     */
    public static StoredTakeBreak of(StoredSequence values, TakeBreakGame words) {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(words, "words");
        if (!words.code().equals(values.code())) {
            throw new IllegalArgumentException(words.describe() + " plays " + words.code() + ", the values are of "
                    + values.code());
        }
        PeriodCriterion criterion = values.code().periodCriterion().orElse(null);
        StoredTakeBreak game = new StoredTakeBreak(values, words, values.size() - 1, criterion,
                criterion == null ? null : new SuffixPeriod(PERIOD_WINDOW), null, 0);
        return game.proved(true);
    }

    /**
     * This game with its period looked for now in every heap computed, as a table does at its
     * end: {@link #prepare} looks each time the table has doubled, since a search reads up to 2^21
     * values (at every step of a long table, that was 15% of its time).
     *
     * @return this game, or this game with its period proved
     */
    @Override
    public StoredTakeBreak lookedForPeriod() {
        return proved(true);
    }

    /** This game, with the period its values prove, if they prove one: now, or once the table has doubled. */
    private StoredTakeBreak proved(boolean now) {
        long size = values.size();
        if (proof != null || search == null || size < 2 || !now && size < 2 * searched) {
            return this;
        }
        Optional<Period> found = search.find(values::get, size, criterion);
        if (found.isEmpty()) {
            return new StoredTakeBreak(values, words, known, criterion, search, null, size);
        }
        Period p = found.get();
        PeriodProof certificate = new PeriodProof(p, criterion.describe(), criterion.checkedEnd(p.preperiod(),
                p.period()));
        return new StoredTakeBreak(values, words, known, criterion, search, certificate, size);
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
        return words.describe();
    }

    /**
     * This game with the heaps up to {@code maxHeap} computed (appended to the store, not yet
     * committed), or known from the period the heaps computed prove.
     *
     * @throws LimitExceededException if a value needs more than 16 bits or a rare heap lies too far
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    @Override
    public StoredTakeBreak prepare(long maxHeap) {
        if (maxHeap <= maxGrundyHeap()) {
            return this;
        }
        if (maxHeap >= values.size()) {
            try {
                values.extendTo(maxHeap);
            } catch (LimitExceededException e) {
                throw e.withContext(words.describe());
            }
        }
        return new StoredTakeBreak(values, words, maxHeap, criterion, search, null, searched).proved(false);
    }

    /** The end of what is known: 2^63-1 once a period is proved. */
    @Override
    public long maxGrundyHeap() {
        return proof != null ? Long.MAX_VALUE : known;
    }

    /**
     * The period with its certificate, once the values prove it.
     *
     * @return the proof, or empty
     */
    @Override
    public Optional<PeriodProof> periodProof() {
        return Optional.ofNullable(proof);
    }

    /**
     * The value of a heap computed.
     *
     * @throws IllegalArgumentException if the heap is negative or not computed yet
     */
    @Override
    public long grundy(long heap) {
        checkHeap(heap);
        if (proof != null && heap >= proof.period().tableLength()) {
            return values.get(proof.period().index(heap));
        }
        if (heap > known) {
            throw new IllegalArgumentException(words.describe() + ": heap " + heap + " is not tabulated yet (heaps 0.." + known
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
    public String describeMove(long heap, long[] option) {
        return words.describeMove(heap, option);
    }

    @Override
    public String toString() {
        return words.describe() + " (stored, heaps 0.." + known + ")";
    }
}
