package io.github.grundy.core.sequence;

import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.period.PeriodSearch;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The Grundy values of a heap game known so far: heaps {@code 0..maxHeap()} tabled by the mex
 * engine, or, once a {@link PeriodCriterion} proves a period, every heap up to 2^63-1 (kept as the
 * first {@code preperiod + period} values). Immutable: {@link #extend} returns a longer sequence.
 *
 * <p>The rule it implements for every periodic heap game: tabulate what is asked, prove a period
 * when the table shows one, and refuse (a {@link LimitExceededException} naming the limit) only a
 * heap beyond both. The search for a period is never a precondition: a table that reaches the
 * heap asked answers it, whether or not a period was found on the way.
 *
 * <p>The table grows in place: {@link #extend} keeps the values already known and tabulates only
 * the heaps after them, doubling the table until it reaches the heap asked (checking for a period
 * at each doubling, in time linear in the table), so the work is at most about twice that of the
 * shortest table that answers.
 *
 * @since SPI version 2
 */
public final class GrundySequence {

    /** The first table tried when a larger one is needed. */
    private static final int FIRST_TABLE = 1024;

    /** The largest Java array. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private static final GrundySequence EMPTY = new GrundySequence(new int[0], null);

    /**
     * The known values, {@code values[0..length)}: heaps 0..length-1, or the first preperiod +
     * period when periodic (then always 32 bits a value, for the fastest reads). The array may be
     * longer; the slots after {@code length} are spare room for one longer sequence
     * ({@link #extend}), which claims them with {@link #spareTaken}. Slots below {@code length}
     * are never written again, so every sequence sharing the array reads the same values.
     */
    private final ValueTable values;
    private final int length;
    private final AtomicBoolean spareTaken = new AtomicBoolean();
    /**
     * The period search's work array, handed on to the sequence that {@link #extend} makes (as
     * the spare room is): whoever extends this sequence first takes it, others start their own.
     */
    private final AtomicReference<PeriodSearch> search;
    /** How many values the last period search read (0: none yet), so that steps search only once they have grown. */
    private final int searched;
    private final Period period;
    /** The certificate of the period; null without one. */
    private final PeriodProof proof;
    private final int maxValue;

    private GrundySequence(int[] values, Period period) {
        this(new ValueTable.Wide(values), values.length, period, null, max(new ValueTable.Wide(values), 0,
                values.length, 0), null, 0);
    }

    private GrundySequence(ValueTable values, int length, Period period, PeriodProof proof, int maxValue,
            PeriodSearch search, int searched) {
        this.values = values;
        this.searched = searched;
        this.search = new AtomicReference<>(search);
        this.length = length;
        this.period = period;
        this.proof = proof;
        this.maxValue = maxValue;
    }

    /** The largest of {@code values[from..to)} and {@code max}. */
    private static int max(ValueTable values, int from, int to, int max) {
        for (int i = from; i < to; i++) {
            max = Math.max(max, values.get(i));
        }
        return max;
    }

    /**
     * How far a game lets its table grow: at most {@code heaps} values (heaps 0..heaps-1), and
     * what that limit is, in words for messages ({@code the most heaps tabulated for a set of 100
     * sizes}).
     *
     * @param heaps       the most values the table may hold, 1 to {@code Integer.MAX_VALUE - 8}
     * @param description the limit in words, put in the message of a heap beyond it
     */
    public record TableLimit(int heaps, String description) {
        /**
         * Checks the range.
         *
         * @param heaps       the most values the table may hold, 1 to {@code Integer.MAX_VALUE - 8}
         * @param description the limit in words, put in the message of a heap beyond it
         * @throws IllegalArgumentException if {@code heaps} is out of range
         * @throws NullPointerException     if {@code description} is null
         */
        public TableLimit {
            if (heaps < 1 || heaps > MAX_ARRAY) {
                throw new IllegalArgumentException("a table limit must be in 1.." + MAX_ARRAY + ", found " + heaps);
            }
            Objects.requireNonNull(description, "description");
        }
    }

    /**
     * Nothing known yet.
     *
     * @return the sequence of no values, from which {@link #extend} starts
     */
    public static GrundySequence empty() {
        return EMPTY;
    }

    /**
     * The values of heaps {@code 0..values.length-1} as given (copied), no period: a table read
     * back from a checkpoint ({@link Checkpoint}), from which {@link #extend} goes on.
     *
     * @param values the values of heaps {@code 0, 1, ...}; not kept
     * @return the sequence of those values
     * @throws IllegalArgumentException if a value is negative
     */
    public static GrundySequence tabled(int[] values) {
        for (int v : values) {
            if (v < 0) {
                throw new IllegalArgumentException("negative Grundy value " + v);
            }
        }
        return new GrundySequence(values.clone(), null);
    }

    /**
     * A periodic sequence given by its first {@code period.tableLength()} values (copied).
     *
     * @param values the values of heaps {@code 0..period.tableLength()-1}; not kept
     * @param period where the values repeat; taken as given, not proved
     * @return the sequence, known for every heap
     * @throws IllegalArgumentException if the number of values is not the period's table length,
     *                                  or a value is negative
     */
    public static GrundySequence periodic(int[] values, Period period) {
        Objects.requireNonNull(period, "period");
        if (values.length != period.tableLength()) {
            throw new IllegalArgumentException(values.length + " values for " + period + ", which needs "
                    + period.tableLength());
        }
        for (int v : values) {
            if (v < 0) {
                throw new IllegalArgumentException("negative Grundy value " + v);
            }
        }
        return new GrundySequence(values.clone(), period);
    }

    /**
     * This sequence known at least up to heap {@code maxHeap} ({@code Long.MAX_VALUE}: every heap,
     * which needs a period): itself when it already is, else the values after the known ones
     * tabulated from {@code moves}, until the table reaches {@code maxHeap} or {@code criterion}
     * proves a period.
     *
     * @param moves     the game's moves, each option holding only smaller heaps; for a proof, the
     *                  game must satisfy {@code criterion}'s hypothesis (the caller vouches for it)
     * @param criterion the theorem that proves a period of this game's values
     * @param maxHeap   the largest heap to be answered
     * @param limit     how many heaps the table may hold
     * @return this sequence or a longer one, known up to {@code maxHeap} or periodic
     * @throws LimitExceededException if {@code maxHeap} lies beyond the table limit and no period
     *                                is proved within it; or the table would not fit in memory
     * @throws GameFailure if an option holds a heap not smaller than its origin, or the moves fail
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public GrundySequence extend(HeapMoves moves, PeriodCriterion criterion, long maxHeap, TableLimit limit) {
        Objects.requireNonNull(moves, "moves");
        return extend(ValueEngine.plain(moves), criterion, maxHeap, limit);
    }

    /**
     * {@link #extend(HeapMoves, PeriodCriterion, long, TableLimit)} with the values computed by
     * {@code engine} (a faster mex engine for the game, such as {@link TakeBreakCode#engine()}).
     *
     * @param engine    fills the table with the game's values
     * @param criterion the theorem that proves a period of this game's values
     * @param maxHeap   the largest heap to be answered
     * @param limit     how many heaps the table may hold
     * @return this sequence or a longer one, known up to {@code maxHeap} or periodic
     * @throws LimitExceededException if {@code maxHeap} lies beyond the table limit and no period
     *                                is proved within it; or the table would not fit in memory
     */
    public GrundySequence extend(ValueEngine engine, PeriodCriterion criterion, long maxHeap, TableLimit limit) {
        return extend(engine, criterion, maxHeap, limit, false);
    }

    /**
     * {@link #extend(ValueEngine, PeriodCriterion, long, TableLimit)} as one of many small steps
     * (as {@code grundy table} grows its table, 64 steps to its end): the period search, which
     * reads about half the values, runs only once the values have grown by a quarter since the
     * last one (and before a limit is refused), so a table grown in 64 steps is searched about 19
     * times instead of 64. Its values are the same; a period may be proved a quarter later than
     * {@code extend} would. After the last step, {@link #lookedForPeriod} searches the whole
     * table once.
     *
     * @param engine    fills the table with the game's values
     * @param criterion the theorem that proves a period of this game's values
     * @param maxHeap   the largest heap to be answered
     * @param limit     how many heaps the table may hold
     * @return this sequence or a longer one, known up to {@code maxHeap} or periodic
     * @throws LimitExceededException as {@link #extend(ValueEngine, PeriodCriterion, long, TableLimit)}
     */
    public GrundySequence extendStep(ValueEngine engine, PeriodCriterion criterion, long maxHeap, TableLimit limit) {
        return extend(engine, criterion, maxHeap, limit, true);
    }

    /**
     * This sequence with the period its values prove, searched over all of them: itself when it is
     * periodic, has no theorem, or was searched at its length (every {@link #extend} is; an
     * {@link #extendStep} may not be).
     *
     * @param criterion the theorem that proves a period of this game's values
     * @return this sequence, or the same values with their period proved
     */
    public GrundySequence lookedForPeriod(PeriodCriterion criterion) {
        Objects.requireNonNull(criterion, "criterion");
        if (period != null || searched == length || criterion instanceof PeriodCriterion.NoTheorem) {
            return this;
        }
        PeriodSearch periods = takenSearch();
        Optional<Period> found = periods.find(values.reader(), length, criterion);
        if (found.isPresent()) {
            return proved(values, found.get(), criterion);
        }
        // The same values, searched: the spare room after them goes with them if it is still free.
        GrundySequence searchedNow = new GrundySequence(values, length, null, null, maxValue, periods, length);
        if (!spareTaken.compareAndSet(false, true)) {
            searchedNow.spareTaken.set(true);
        }
        return searchedNow;
    }

    /** The period search's work array handed on by this sequence, or a new one when another took it. */
    private PeriodSearch takenSearch() {
        PeriodSearch kept = search.getAndSet(null);
        return kept != null ? kept : new PeriodSearch();
    }

    /** The periodic sequence of {@code table}'s first values, with the proof {@code criterion} gives {@code p}. */
    private static GrundySequence proved(ValueTable table, Period p, PeriodCriterion criterion) {
        PeriodProof proof = new PeriodProof(p, criterion.describe(), criterion.checkedEnd(p.preperiod(), p.period()));
        int[] kept = table.toArray(p.tableLength());
        ValueTable wide = new ValueTable.Wide(kept);
        return new GrundySequence(wide, kept.length, p, proof, max(wide, 0, kept.length, 0), null, kept.length);
    }

    private GrundySequence extend(ValueEngine engine, PeriodCriterion criterion, long maxHeap, TableLimit limit,
            boolean step) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(criterion, "criterion");
        Objects.requireNonNull(limit, "limit");
        if (maxHeap <= maxHeap()) {
            return this;
        }
        // The table length that answers maxHeap (beyond any array: only a period can).
        long target = maxHeap >= MAX_ARRAY ? Long.MAX_VALUE : maxHeap + 1;
        int cap = limit.heaps();
        if (target > cap && criterion instanceof PeriodCriterion.NoTheorem) {
            // No theorem, no proof: the table up to the limit would be computed for nothing.
            throw new LimitExceededException("heap " + maxHeap + " is beyond the " + cap + " heaps a table may hold ("
                    + limit.description() + "), and no period can be proved to answer it (" + criterion.describe()
                    + ")");
        }
        // Write into the spare room after this sequence's values if no other sequence has.
        boolean own = values.capacity() > length && spareTaken.compareAndSet(false, true);
        ValueTable table = values;
        if (engine instanceof NarrowEngine && table instanceof ValueTable.Wide wide && maxValue <= ValueTable.NARROW_MAX) {
            // Nothing known yet, or a table read back: 16 bits a value while they fit.
            table = wide.narrowed(length);
            // A copy is this sequence's own to write; the shared array (a value too wide) is not.
            own = table != values;
        }
        int length = this.length;
        int max = maxValue;
        PeriodSearch periods = takenSearch();
        int searchedAt = searched;
        while (true) {
            int next = (int) Math.min(Math.min(target, cap), Math.max(FIRST_TABLE, 2L * length));
            if (next > table.capacity() || !own) {
                table = TableGrowth.grown(table, length, next, cap);
                own = true;
            }
            table = TableGrowth.fill(engine, table, length, next - 1);
            max = max(table, length, next, max);
            length = next;
            // No theorem, no proof: skip the search (linear, but not free at every doubling). A step
            // searches once the values have grown a quarter, and before a limit is refused.
            boolean due = !step || length - searchedAt >= searchedAt / 4 || length >= cap;
            Optional<Period> found = criterion instanceof PeriodCriterion.NoTheorem || !due ? Optional.empty()
                    : periods.find(table.reader(), length, criterion);
            if (found.isPresent()) {
                return proved(table, found.get(), criterion);
            }
            if (due) {
                searchedAt = length;
            }
            if (length >= target) {
                return new GrundySequence(table, length, null, null, max, periods, searchedAt);
            }
            if (length >= cap) {
                throw new LimitExceededException("heap " + maxHeap + " is beyond the " + cap + " heaps tabulated ("
                        + limit.description() + "), and no period is proved within them (" + criterion.describe() + ")");
            }
        }
    }

    /**
     * The largest heap whose value is known: {@code Long.MAX_VALUE} once periodic, -1 when empty.
     *
     * @return the largest heap {@link #get} answers
     */
    public long maxHeap() {
        return period != null ? Long.MAX_VALUE : length - 1;
    }

    /**
     * Where the values repeat, once proved.
     *
     * @return the period, or empty while only a table is known
     */
    public Optional<Period> period() {
        return Optional.ofNullable(period);
    }

    /**
     * The value of heap {@code n}.
     *
     * @param n the heap, {@code 0 <= n <= maxHeap()}
     * @return its Grundy value
     * @throws IllegalArgumentException if {@code n} is negative or beyond {@link #maxHeap()}
     */
    public int get(long n) {
        if (period != null) {
            return values.get(period.index(n));
        }
        if (n < 0 || n >= length) {
            throw new IllegalArgumentException("heap " + n + " is outside the known values 0.." + (length - 1));
        }
        return values.get((int) n);
    }

    /**
     * The certificate of the period, when a criterion proved it in {@link #extend} (a sequence made
     * by {@link #periodic} has a period but no proof of its own).
     *
     * @return the proof, or empty
     */
    public Optional<PeriodProof> proof() {
        return Optional.ofNullable(proof);
    }

    /**
     * The largest value known.
     *
     * @return the largest of the values kept, 0 when none is
     */
    public int maxValue() {
        return maxValue;
    }

    /**
     * A copy of the values kept: heaps 0..maxHeap(), or the first preperiod + period.
     *
     * @return a new array of the values kept
     */
    public int[] toArray() {
        return values.toArray(length);
    }

    @Override
    public String toString() {
        int shown = Math.min(length, 32);
        return "GrundySequence[" + (period == null ? "heaps 0.." + (length - 1) : period) + ", "
                + Arrays.toString(values.toArray(shown)) + (shown < length ? "..." : "") + "]";
    }
}
