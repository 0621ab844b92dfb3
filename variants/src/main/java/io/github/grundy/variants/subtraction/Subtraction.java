package io.github.grundy.variants.subtraction;

import io.github.grundy.core.Cancellation;
import io.github.grundy.core.HeapGame;
import io.github.grundy.core.LimitExceededException;
import io.github.grundy.core.MemoryLimitExceededException;
import io.github.grundy.core.OptionSink;
import io.github.grundy.core.Period;
import io.github.grundy.core.PeriodicSequence;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The subtraction game S: a move removes {@code s} objects from one heap, for some {@code s} in a
 * finite set S with {@code s <= heap}.
 *
 * <p>Grundy values: {@code g(n) = mex { g(n - s) : s in S, s <= n }}, tabulated by the mex engine.
 * They are eventually periodic, and the period is proved, not guessed: for {@code n >= max(S)}
 * every {@code s} applies, so {@code g(n)} is one fixed function of the previous {@code max(S)}
 * values. Once a whole window of {@code max(S)} consecutive values repeats at distance {@code p}
 * ({@code g(n + p) = g(n)} for {@code n} in {@code [a, a + max(S))}), the next value repeats too,
 * and by induction {@code g(n + p) = g(n)} for every {@code n >= a}. Such a repetition must come:
 * values are at most |S| (a mex of at most |S| values), so there are at most
 * {@code (|S|+1)^max(S)} windows, and the window at {@code n + 1} is a function of the one at
 * {@code n}; hence {@code preperiod + period <= (|S|+1)^max(S)}. That bound is astronomical (we
 * know no small general one), so the table is limited (see {@link #MAX_TABLE}, {@link #MAX_WORK})
 * and a set whose period lies beyond it is refused.
 * {@link PeriodicSequence#build} finds the least preperiod and period ({@link Period#find}); every
 * heap up to 2^63-1 is then answered in constant time.
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

    /** The most heaps tabulated while looking for the period (then 3 ints a heap, 120 MB, for a moment). */
    public static final int MAX_TABLE = 10_000_000;

    /**
     * The most moves (table heaps times |S|) one table may cost: tables double until the period is
     * proved, so all of them together cost at most twice this, a few seconds.
     */
    public static final long MAX_WORK = 500_000_000L;

    private final int[] set;
    private final PeriodicSequence values;

    /**
     * The game with the set {@code set} (any order; duplicates are refused), its period found
     * here.
     *
     * @throws IllegalArgumentException if the set is empty, has an element outside
     *                                  {@code 1..MAX_ELEMENT} or twice, or no period is proved
     *                                  within the table limits
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
        int window = sorted[sorted.length - 1];
        int maxTable = (int) Math.max(1, Math.min(tableLimit, workLimit / sorted.length));
        try {
            this.values = PeriodicSequence.build((heap, sink) -> options(sorted, heap, sink), window, maxTable);
        } catch (MemoryLimitExceededException e) {
            throw e.withContext("subtraction");
        } catch (IllegalArgumentException e) {
            throw new LimitExceededException("subtraction: no period proved within the first " + maxTable
                    + " heaps (limits: " + tableLimit + " heaps and " + workLimit + " moves per table; with max(S) = "
                    + window + " a whole window of " + window + " values must repeat); try a smaller set", e);
        }
    }

    /** The game with the set as the {@code subtraction} variant parses it. */
    public static Subtraction of(List<Long> set) {
        return new Subtraction(set.stream().mapToLong(Long::longValue).toArray());
    }

    /** The elements of S, ascending. */
    public long[] set() {
        return Arrays.stream(set).asLongStream().toArray();
    }

    /** Where the Grundy values repeat: the least preperiod and period. */
    public Period period() {
        return values.period();
    }

    @Override
    public String describe() {
        return "subtraction set=" + Arrays.stream(set).mapToObj(Integer::toString).collect(Collectors.joining(","));
    }

    @Override
    public long grundy(long heap) {
        if (heap < 0) {
            checkHeap(heap);
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
