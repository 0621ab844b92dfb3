package io.github.grundy.variants.subtraction;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.GrundySequence;
import io.github.grundy.core.sequence.ValueEngine;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The subtraction game S: a move removes {@code s} objects from one heap, for some {@code s} in a
 * finite set S with {@code s <= heap}.
 *
 * <p>Grundy values: {@code g(n) = mex { g(n - s) : s in S, s <= n }}, tabulated by the mex engine
 * ({@link GrundySequence}) when the game is {@link #prepare}d for the largest heap asked. They are
 * eventually periodic, and the period is proved, not guessed: for {@code n >= max(S)} every
 * {@code s} applies, so {@code g(n)} is one fixed function of the previous {@code max(S)} values,
 * and one whole window of them repeated at distance {@code p} proves period {@code p} for ever
 * ({@link PeriodCriterion#window}). Such a repetition must come: values are at most |S|, so there
 * are at most {@code (|S|+1)^max(S)} windows; but that bound is astronomical (we know no small
 * general one), so the period is used only to go beyond the table:
 * <ul>
 *   <li>every heap that a table up to the largest heap asked can reach is answered from the table
 *       ({@link #MAX_TABLE} heaps, at most {@link #MAX_WORK} moves), whether or not a period
 *       shows in it;</li>
 *   <li>a larger heap is answered from the period when the table proves one on the way (every heap
 *       up to 2^63-1, in constant time);</li>
 *   <li>only a heap beyond both is refused, with a {@link LimitExceededException} naming the
 *       limit.</li>
 * </ul>
 *
 * <p>Options are listed by {@code s} ascending; each heap has at most |S| of them.
 */
public final class Subtraction implements HeapGame {

    /**
     * The largest element of S. A proof needs a table holding a preperiod, a period and one more
     * whole window of {@code max(S)} values, so {@code max(S)} must stay well below
     * {@link #MAX_TABLE}: at 10^6 a set still has room for a preperiod plus period of 9·10^6
     * (taking exactly k alone has period 2k).
     */
    public static final int MAX_ELEMENT = 1_000_000;

    /** The most heaps tabulated, for a heap asked or while looking for the period (4 bytes each). */
    public static final int MAX_TABLE = 10_000_000;

    /**
     * The most moves (table heaps times |S|) a table may cost, a few seconds: with 100 sizes in S,
     * heaps up to 10^7 are tabulated.
     */
    public static final long MAX_WORK = 2_000_000_000L;

    private final int[] set;
    private final GrundySequence.TableLimit limit;
    /** What is known so far: empty until {@link #prepare}. */
    private final GrundySequence values;

    /**
     * The game with the set {@code set} (any order; duplicates are refused), nothing tabulated
     * yet ({@link #prepare} does).
     *
     * @throws IllegalArgumentException if the set is empty, or has an element outside
     *                                  {@code 1..MAX_ELEMENT} or twice
     */
    public Subtraction(long... set) {
        this(set, MAX_TABLE, MAX_WORK);
    }

    /** With other table limits, so that tests can reach them cheaply. */
    Subtraction(long[] set, int tableLimit, long workLimit) {
        if (set.length == 0) {
            throw new IllegalArgumentException("subtraction: the set must have at least one element");
        }
        int[] sorted = new int[set.length];
        for (int i = 0; i < set.length; i++) {
            if (set[i] < 1 || set[i] > MAX_ELEMENT) {
                throw new IllegalArgumentException("subtraction: set elements must be in 1.." + MAX_ELEMENT
                        + ", found " + set[i]);
            }
            sorted[i] = (int) set[i];
        }
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException("subtraction: set elements must be distinct, found "
                        + sorted[i] + " twice");
            }
        }
        this.set = sorted;
        int heaps = (int) Math.max(1, Math.min(tableLimit, workLimit / sorted.length));
        this.limit = new GrundySequence.TableLimit(heaps, heaps == tableLimit
                ? "the most a subtraction game tabulates"
                : "the most tabulated for a set of " + sorted.length + " sizes: " + workLimit + " moves");
        this.values = GrundySequence.empty();
    }

    private Subtraction(int[] set, GrundySequence.TableLimit limit, GrundySequence values) {
        this.set = set;
        this.limit = limit;
        this.values = values;
    }

    /** max(S): a set is often an infinite one cut short (docs/games.md, "subtraction"). */
    @Override
    public java.util.OptionalLong largestTake() {
        return java.util.OptionalLong.of(set[set.length - 1]);
    }

    /** The game with the set as the {@code subtraction} variant parses it. */
    public static Subtraction of(List<Long> set) {
        return new Subtraction(set.stream().mapToLong(Long::longValue).toArray());
    }

    /** The elements of S, ascending. */
    public long[] set() {
        return Arrays.stream(set).asLongStream().toArray();
    }

    /**
     * Where the Grundy values repeat, the least preperiod and period, once the table of a
     * {@link #prepare} has proved it; {@code prepare(Long.MAX_VALUE)} looks for it as far as the
     * table limit allows.
     */
    public Optional<Period> period() {
        return values.period();
    }

    /** The period with its certificate (the theorem and the range checked), once proved. */
    @Override
    public Optional<PeriodProof> periodProof() {
        return values.proof();
    }

    /**
     * This game with the values of heaps {@code 0..maxHeap} known: from a table up to
     * {@code maxHeap}, or from the period the table proves on the way (see the class comment).
     *
     * @throws LimitExceededException if {@code maxHeap} is beyond the table limit and no period is
     *                                proved within it
     */
    @Override
    public Subtraction prepare(long maxHeap) {
        if (maxHeap <= values.maxHeap()) {
            return this;
        }
        GrundySequence known;
        try {
            known = values.extend(new Engine(set), PeriodCriterion.window(window()), maxHeap, limit);
        } catch (LimitExceededException e) {
            throw e.withContext(describe());
        }
        return new Subtraction(set, limit, known);
    }

    /** The table saved in a checkpoint, to extend from. */
    @Override
    public Optional<HeapGame> resumedFrom(int[] saved) {
        return Optional.of(new Subtraction(set, limit, GrundySequence.tabled(saved)));
    }

    /** The end of what is known: -1 before {@link #prepare}, 2^63-1 once a period is proved. */
    @Override
    public long maxGrundyHeap() {
        return values.maxHeap();
    }

    /**
     * The mex engine of a subtraction game, a tight loop of its own: the options of heap
     * {@code n} are the heaps {@code n - s}, so its value is the least value missing among
     * {@code g(n - s)}, marked in a small array by the heap's number (no clearing). The same
     * values as the plain engine over {@link #forEachOption} (tested), without an option array or
     * a call per option: AcWing 893 and POJ 2960 at their maxima are 10^8 such steps.
     */
    private static final class Engine implements ValueEngine {
        private final int[] set;

        Engine(int[] set) {
            this.set = set;
        }

        @Override
        public void fill(int[] values, int from, int to) {
            // A value is at most |S| (the mex of |S| values): |S| + 1 marks suffice.
            int[] mark = new int[set.length + 1];
            java.util.Arrays.fill(mark, -1);
            for (int n = from; n <= to; n++) {
                if ((n & 0xFFF) == 0) {
                    Cancellation.checkpoint();
                }
                for (int s : set) {
                    if (s > n) {
                        break;
                    }
                    mark[values[n - s]] = n;
                }
                int v = 0;
                while (mark[v] == n) {
                    v++;
                }
                values[n] = v;
            }
        }
    }

    /** {@code max(S)}: each value from there on depends on this many values before it. */
    private int window() {
        return set[set.length - 1];
    }

    @Override
    public String describe() {
        return "subtraction --set=" + Arrays.stream(set).mapToObj(Integer::toString).collect(Collectors.joining(","));
    }

    /**
     * The value of a heap that {@link #prepare} made known.
     *
     * @throws IllegalArgumentException if the heap is negative or not known yet
     */
    @Override
    public long grundy(long heap) {
        if (heap < 0) {
            checkHeap(heap);
        }
        if (heap > values.maxHeap()) {
            throw new IllegalArgumentException(describe() + ": heap " + heap + " is not tabulated yet (heaps 0.."
                    + values.maxHeap() + "): prepare(" + heap + ") first");
        }
        return values.get(heap);
    }

    /** Options in order of objects taken: the elements of S ascending, those at most the heap. */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        options(set, heap, sink);
    }

    private static void options(int[] set, long heap, OptionSink sink) {
        long[] option = new long[1];
        for (int s : set) {
            if (s > heap) {
                return;
            }
            option[0] = heap - s;
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        if (value > values.maxValue() || value < 0) {
            return;
        }
        long[] option = new long[1];
        for (int s : set) {
            if (s > heap) {
                return;
            }
            if (values.get(heap - s) == value) {
                option[0] = heap - s;
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        if (value > values.maxValue() || value < 0) {
            return 0;
        }
        long n = 0;
        for (int s : set) {
            if (s > heap) {
                break;
            }
            if (values.get(heap - s) == value) {
                n++;
            }
        }
        return n;
    }

    /** {@code 10 -> 8 (take 2)}. */
    @Override
    public String describeMove(long heap, long[] option) {
        if (option.length != 1) {
            return HeapGame.super.describeMove(heap, option);
        }
        return HeapGame.describeTake(heap, option);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Subtraction other && Arrays.equals(other.set, set);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(set);
    }

    @Override
    public String toString() {
        return describe();
    }
}
