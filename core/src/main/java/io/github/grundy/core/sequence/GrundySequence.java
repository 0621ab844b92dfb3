package io.github.grundy.core.sequence;

import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.period.PeriodSearch;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

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
    private final Period period;
    /** The certificate of the period; null without one. */
    private final PeriodProof proof;
    private final int maxValue;

    private GrundySequence(int[] values, Period period) {
        this(new ValueTable.Wide(values), values.length, period, null, max(new ValueTable.Wide(values), 0,
                values.length, 0), null);
    }

    private GrundySequence(ValueTable values, int length, Period period, PeriodProof proof, int maxValue,
            PeriodSearch search) {
        this.values = values;
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
        PeriodSearch periods = search.getAndSet(null);
        if (periods == null) {
            periods = new PeriodSearch();
        }
        while (true) {
            int next = (int) Math.min(Math.min(target, cap), Math.max(FIRST_TABLE, 2L * length));
            if (next > table.capacity() || !own) {
                table = grown(table, length, next, cap);
                own = true;
            }
            table = fill(engine, table, length, next - 1, cap);
            max = max(table, length, next, max);
            length = next;
            // No theorem, no proof: skip the search (linear, but not free at every doubling).
            Optional<Period> found = criterion instanceof PeriodCriterion.NoTheorem ? Optional.empty()
                    : periods.find(table.reader(), length, criterion);
            if (found.isPresent()) {
                Period p = found.get();
                PeriodProof proof = new PeriodProof(p, criterion.describe(), criterion.checkedEnd(p.preperiod(),
                        p.period()));
                int[] kept = table.toArray(p.tableLength());
                ValueTable wide = new ValueTable.Wide(kept);
                return new GrundySequence(wide, kept.length, p, proof, max(wide, 0, kept.length, 0), null);
            }
            if (length >= target) {
                return new GrundySequence(table, length, null, null, max, periods);
            }
            if (length >= cap) {
                throw new LimitExceededException("heap " + maxHeap + " is beyond the " + cap + " heaps tabulated ("
                        + limit.description() + "), and no period is proved within them (" + criterion.describe() + ")");
            }
        }
    }

    /**
     * Fills {@code table[from..to]} with {@code engine}: 16 bits a value while the engine can and
     * the values fit, else (from the first value that does not) 32. The table it filled.
     */
    private static ValueTable fill(ValueEngine engine, ValueTable table, int from, int to, int cap) {
        int at = from;
        if (table instanceof ValueTable.Narrow narrow) {
            if (engine instanceof NarrowEngine e) {
                at = e.fillNarrow(narrow.values(), from, to);
                if (at > to) {
                    return table;
                }
            }
            table = widened(narrow, at, table.capacity());
        }
        engine.fill(((ValueTable.Wide) table).values(), at, to);
        return table;
    }

    /**
     * A copy of {@code table}'s first {@code length} values in an array of at least {@code need}
     * (at most {@code most}): a quarter longer than the values at least, so that a table extended
     * in small steps (as {@code grundy table} does) is copied a few times, not at every step; and
     * the whole {@code most} at once when {@code need} is a quarter of it or more and memory has
     * room, since a table that long mostly goes on to its limit ({@code grundy table --to=N} sets
     * the limit to N). Measured on .6 to 2^22: the table was copied 19 times, the last copy
     * holding the old 6.4 MB and the new 8 MB at once.
     */
    private static ValueTable grown(ValueTable table, int length, int need, int most) {
        int size = (int) Math.min(most, Math.max(need, length + length / 4L));
        if (need >= most / 4 && size < most && table.width() * (long) most <= Runtime.getRuntime().maxMemory() / 2) {
            size = most;
        }
        int chosen = size;
        long bytes = table.width() * (long) chosen;
        Supplier<String> what = () -> "a Grundy table of heaps 0.." + (chosen - 1);
        Memory.require(bytes, what);
        try {
            return table.copy(length, chosen);
        } catch (OutOfMemoryError e) {
            throw Memory.noRoom(bytes, what);
        }
    }

    /** The narrow table's first {@code length} values in a wide one of {@code size}. */
    private static ValueTable widened(ValueTable.Narrow table, int length, int size) {
        long bytes = Integer.BYTES * (long) size;
        Supplier<String> what = () -> "a Grundy table of heaps 0.." + (size - 1) + " at 32 bits a value";
        Memory.require(bytes, what);
        try {
            return table.widened(length, size);
        } catch (OutOfMemoryError e) {
            throw Memory.noRoom(bytes, what);
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
