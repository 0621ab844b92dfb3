package io.github.grundy.variants.octal;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.GrundySequence;
import io.github.grundy.core.sequence.StoredSequence;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.sequence.TakeBreakSaltus;
import io.github.grundy.core.sequence.ThreadShare;
import io.github.grundy.core.sequence.ValueEngine;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongUnaryOperator;

/**
 * The take-and-break game of a code ({@link TakeBreakCode}): Kayles, Dawson's Kayles, Grundy's
 * game and every other octal or hexadecimal game.
 *
 * <p>Grundy values by definition: the mex of the options' values, an option's value the nim-sum of
 * the heaps it leaves, tabulated by the mex engine when the game is {@link #prepare}d for the
 * largest heap asked ({@link GrundySequence}). For a finite code without {@code !} the
 * periodicity theorem of take-and-break games proves a period as soon as the table shows one
 * ({@link TakeBreakCode#periodCriterion()}: Guy–Smith's {@code n < 2e + p + t} for two heaps), and
 * every heap up to 2^63-1 is then answered. So it is when the values climb instead and the
 * three-heap saltus test proves it ({@link TakeBreakSaltus}: {@code g(n + p) = g(n) + s}, checked
 * after each doubling of the table), up to the heap whose value would pass 2^63-1. Other codes are
 * answered up to the table's limit ({@code --max-table}) and refused beyond it, saying that no
 * theorem applies.
 *
 * <p>Winning moves of a heap beyond the table, in the period: the options that split the rest into
 * two heaps are counted by residues, {@code O(preperiod + period)} per amount taken rather than
 * one per split, and listed in order as long as the listing goes on. Splits into three heaps are
 * walked one by one (there are about {@code m²/12} of them for a rest {@code m}).
 */
public final class TakeBreak implements TakeBreakGame {

    /** The first table a code that may climb is proved on (it doubles from there). */
    private static final long FIRST_TABLE = 1024;

    private final TakeBreakCode code;
    private final String description;
    private final GrundySequence.TableLimit limit;
    private final PeriodCriterion criterion;
    private final GrundySequence values;
    /**
     * The mex engine of the code, one for the game and every table it grows: it goes on from where
     * its last fill ended instead of reading every known value again ({@link TakeBreakCode#engine()}).
     */
    private final ValueEngine engine;
    /** The climb the table proves, once a {@link #prepare} has found it; null before, or without one. */
    private final ArithmeticProof climb;

    /**
     * The game of {@code code}, nothing tabulated yet.
     *
     * @param description what {@link #describe()} says: the spec users typed, {@code kayles} or
     *                    {@code octal --code=0.6}
     * @param maxTable    the largest heap the table may hold
     */
    public TakeBreak(TakeBreakCode code, String description, long maxTable) {
        this(code, description, new GrundySequence.TableLimit((int) Math.min(maxTable + 1, Integer.MAX_VALUE - 8),
                "--max-table=" + maxTable), criterionOf(code), GrundySequence.empty(), code.engine(), null);
    }

    private TakeBreak(TakeBreakCode code, String description, GrundySequence.TableLimit limit,
            PeriodCriterion criterion, GrundySequence values, ValueEngine engine, ArithmeticProof climb) {
        this.code = Objects.requireNonNull(code, "code");
        this.description = Objects.requireNonNull(description, "description");
        this.limit = limit;
        this.criterion = criterion;
        this.values = values;
        this.engine = engine;
        this.climb = climb;
    }

    private static PeriodCriterion criterionOf(TakeBreakCode code) {
        return code.periodCriterion().orElseGet(() -> PeriodCriterion.none(code.isInfinite()
                ? "its code " + code + " takes amounts without bound" : "its code " + code + " asks for unequal heaps"));
    }

    /** The code of the game. */
    @Override
    public TakeBreakCode code() {
        return code;
    }

    /** This game, its far heaps computed on the threads {@code share} has free. */
    @Override
    public TakeBreakGame onThreads(ThreadShare share) {
        return new TakeBreak(code, description, limit, criterion, values, StoredSequence.engine(code, share), climb);
    }

    /** The proved period of the values, once a {@link #prepare} has found it. */
    public Optional<Period> period() {
        return values.period();
    }

    /** The period with its certificate (the theorem and the range checked), once proved. */
    @Override
    public Optional<PeriodProof> periodProof() {
        return values.proof();
    }

    /**
     * The climb the table proved by the three-heap saltus test ({@link TakeBreakSaltus}), where no
     * plain period is proved: found by {@link #prepare} (after each doubling) or when a saved
     * table is resumed.
     */
    @Override
    public Optional<ArithmeticProof> arithmeticProof() {
        return Optional.ofNullable(climb);
    }


    @Override
    public String describe() {
        return description;
    }

    /**
     * This game with the values of heaps {@code 0..maxHeap} known, from the table or from a
     * proved period or climb.
     *
     * @throws LimitExceededException if {@code maxHeap} is beyond the table limit and no period or
     *                                climb is proved within it (or none can be)
     */
    @Override
    public TakeBreak prepare(long maxHeap) {
        return prepare(maxHeap, false);
    }

    /** {@link #prepare}, its period search left for later while the table has not grown a quarter. */
    @Override
    public TakeBreak prepareStep(long maxHeap) {
        return prepare(maxHeap, true);
    }

    @Override
    public TakeBreak lookedForPeriod() {
        GrundySequence searched = values.lookedForPeriod(criterion);
        return searched == values ? this : with(searched, searched.proof().isPresent() ? null : climb);
    }

    private TakeBreak prepare(long maxHeap, boolean step) {
        if (maxHeap <= maxGrundyHeap()) {
            return this;
        }
        try {
            if (!TakeBreakSaltus.mayClimb(code)) {
                return with(step ? values.extendStep(engine, criterion, maxHeap, limit)
                        : values.extend(engine, criterion, maxHeap, limit), null);
            }
            // A code that may climb: the table doubles, and after each doubling the three-heap
            // saltus test may prove a climb that answers every heap (0.8 to 2^16 in milliseconds,
            // where the table would take hours).
            GrundySequence known = values;
            while (true) {
                long next = Math.min(maxHeap, Math.max(FIRST_TABLE, 2 * (known.maxHeap() + 1)) - 1);
                long last = limit.heaps() - 1L;
                if (next > last && known.maxHeap() < last) {
                    // The longest table the limit allows is tried before a heap beyond it is refused.
                    next = last;
                }
                known = step ? known.extendStep(engine, criterion, next, limit) : known.extend(engine, criterion, next, limit);
                Optional<ArithmeticProof> proved = known.proof().isPresent() || known.maxHeap() >= Integer.MAX_VALUE
                        ? Optional.empty() : TakeBreakSaltus.prove(code, known::get, (int) known.maxHeap() + 1);
                if (proved.isPresent() || known.maxHeap() >= maxHeap) {
                    return with(known, proved.orElse(null));
                }
            }
        } catch (LimitExceededException e) {
            throw e.withContext(description);
        }
    }

    private TakeBreak with(GrundySequence known, ArithmeticProof proved) {
        return new TakeBreak(code, description, limit, criterion, known, engine, proved);
    }

    /** The table saved in a checkpoint, to extend from (periods are proved again as it grows). */
    @Override
    public Optional<HeapGame> resumedFrom(int[] saved) {
        GrundySequence table = GrundySequence.tabled(saved);
        return Optional.of(with(table, TakeBreakSaltus.prove(code, table::get, saved.length).orElse(null)));
    }

    /** The end of what is known: 2^63-1 once a period or a climb is proved. */
    @Override
    public long maxGrundyHeap() {
        return climb != null ? Long.MAX_VALUE : values.maxHeap();
    }

    /**
     * The value of a heap known: from the table, or from the proved period or climb.
     *
     * @throws IllegalArgumentException if the heap is not known yet
     * @throws ArithmeticException      if a climb's value would pass 2^63-1 (a saltus above the period)
     */
    @Override
    public long grundy(long heap) {
        checkHeap(heap);
        if (heap <= values.maxHeap()) {
            return values.get(heap);
        }
        if (climb == null) {
            throw new IllegalArgumentException(description + ": heap " + heap + " is not tabulated yet (heaps 0.."
                    + values.maxHeap() + "): prepare(" + heap + ") first");
        }
        return climb.period().valueAt(heap, values::get);
    }

    @Override
    public void forEachOption(long heap, OptionSink sink) {
        checkHeap(heap);
        code.forEachOption(heap, sink);
    }

    /** Each amount's options of the value, splits into two heaps found by residues in the period. */
    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        Cancellation.checkpoint();
        checkHeap(heap);
        // Beyond an int only a climb has values: a table's are at most 2^31-1.
        if (value < 0 || climb == null && value > Integer.MAX_VALUE) {
            return;
        }
        walk(heap, value, sink, null);
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        Cancellation.checkpoint();
        checkHeap(heap);
        if (value < 0 || climb == null && value > Integer.MAX_VALUE) {
            return 0;
        }
        long[] count = {0};
        walk(heap, value, null, count);
        return count[0];
    }

    /** Hands the options of {@code value} to {@code sink}, or counts them into {@code count[0]}. */
    private void walk(long heap, long value, OptionSink sink, long[] count) {
        long most = code.isInfinite() ? heap : Math.min(heap, code.maxTake().getAsInt());
        long[] one = new long[1];
        // The table's values, or beyond it the climb's.
        LongUnaryOperator g = climb == null ? values::get : this::grundy;
        for (long k = 0; k <= most; k++) {
            int d = code.digit(k);
            long rest = heap - k;
            if (k > 0 && (d & 1) != 0 && rest == 0 && value == 0 && !emit(new long[0], sink, count)) {
                return;
            }
            if (k > 0 && (d & 2) != 0 && rest >= 1 && g.applyAsLong(rest) == value) {
                one[0] = rest;
                if (!emit(one, sink, count)) {
                    return;
                }
            }
            if ((d & 4) != 0 && !Splits.two(g, values.period(), rest, value, code.unequal(k), sink, count)) {
                return;
            }
            if ((d & 8) != 0 && !Splits.three(g, rest, value, code.unequal(k), sink, count)) {
                return;
            }
        }
    }

    private static boolean emit(long[] option, OptionSink sink, long[] count) {
        if (sink == null) {
            count[0]++;
            return true;
        }
        return sink.accept(option);
    }

    /** {@code 7 -> 2 + 4 (take 1)}, {@code 6 -> 1 + 5 (split)}. */
    @Override
    public String describeMove(long heap, long[] option) {
        long left = 0;
        for (long h : option) {
            left += h;
        }
        String plain = HeapGame.plainMoveText(heap, option);
        return heap == left ? plain + " (split)" : plain + " (take " + (heap - left) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TakeBreak t && t.code.equals(code) && t.description.equals(description);
    }

    @Override
    public int hashCode() {
        return code.hashCode();
    }

    @Override
    public String toString() {
        return description + " (" + code + ", " + values + ")";
    }
}
