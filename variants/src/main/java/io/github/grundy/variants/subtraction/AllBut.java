package io.github.grundy.variants.subtraction;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.AllButSubtraction;
import io.github.grundy.core.period.ArithmeticProof;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * The all-but subtraction game of a finite set X: a move removes any number of objects from one
 * heap except the amounts in X (A. Siegel; Sleator and Slusky, arXiv 1201.3299). With X empty it
 * would be Nim, so X has at least one element.
 *
 * <p>Grundy values: {@code g(n) = mex { g(m) : m < n, n - m not in X }}, tabulated in doubling
 * tables; each heap's mex is read from the count of each value so far, only the |X| excluded
 * heaps needing a look ({@code O(|X|²)} a heap). The values climb for ever,
 * {@code g(n + p) = g(n) + s} from some heap on, and the all-but subtraction test
 * ({@link AllButSubtraction}, proved in docs/theory.md) proves it from the table: once it does,
 * every heap up to 2^63-1 is answered from the first {@code e + p} values, and so are the options
 * of each value (one heap a residue class at most, since the values climb).
 */
public final class AllBut implements HeapGame {

    /** The largest element of X. */
    public static final int MAX_ELEMENT = 1_000_000;

    /** The most heaps tabulated while looking for the proof (4 bytes each, and as many for counts). */
    public static final int MAX_TABLE = 10_000_000;

    /** The most steps a table may cost (heaps times |X|²), a few seconds. */
    static final long MAX_WORK = 2_000_000_000L;

    private static final int FIRST_TABLE = 1024;

    private final int[] except;
    private final int tableLimit;
    /** Heaps 0..values.length-1. */
    private final int[] values;
    /** The proved climb, or null while none is. */
    private final ArithmeticProof proof;

    /**
     * The game of the set {@code except} (any order; duplicates are refused), nothing tabulated yet.
     *
     * @param except the amounts a move may not remove
     * @throws IllegalArgumentException if the set is empty, or has an element outside
     *                                  {@code 1..MAX_ELEMENT} or twice
     */
    public AllBut(long... except) {
        this(except, MAX_TABLE);
    }

    /** With another table limit, so that tests can reach it cheaply. */
    AllBut(long[] except, int tableLimit) {
        if (except.length == 0) {
            throw new IllegalArgumentException("all-but: the set of amounts not taken must have an element"
                    + " (with none it is Nim)");
        }
        int[] sorted = new int[except.length];
        for (int i = 0; i < except.length; i++) {
            if (except[i] < 1 || except[i] > MAX_ELEMENT) {
                throw new IllegalArgumentException("all-but: amounts not taken must be in 1.." + MAX_ELEMENT
                        + ", found " + except[i]);
            }
            sorted[i] = (int) except[i];
        }
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException("all-but: amounts not taken must be distinct, found " + sorted[i]
                        + " twice");
            }
        }
        this.except = sorted;
        long byWork = MAX_WORK / ((long) sorted.length * sorted.length);
        this.tableLimit = (int) Math.max(1, Math.min(tableLimit, byWork));
        this.values = new int[0];
        this.proof = null;
    }

    private AllBut(int[] except, int tableLimit, int[] values, ArithmeticProof proof) {
        this.except = except;
        this.tableLimit = tableLimit;
        this.values = values;
        this.proof = proof;
    }

    /** The game with the set as the {@code all-but} variant parses it. */
    public static AllBut of(List<Long> except) {
        return new AllBut(except.stream().mapToLong(Long::longValue).toArray());
    }

    @Override
    public String describe() {
        return "all-but --except=" + Arrays.stream(except).mapToObj(Integer::toString).collect(Collectors.joining(","));
    }

    /** The climb with its certificate, once a {@link #prepare} has proved it. */
    @Override
    public Optional<ArithmeticProof> arithmeticProof() {
        return Optional.ofNullable(proof);
    }

    /** Every heap below the least amount not taken moves to every smaller heap: worth itself. */
    @Override
    public long worthItselfUpTo() {
        return except[0] - 1L;
    }

    /** The end of what is known: -1 before {@link #prepare}, 2^63-1 once the climb is proved. */
    @Override
    public long maxGrundyHeap() {
        return proof != null ? Long.MAX_VALUE : values.length - 1L;
    }

    /**
     * This game with the values of heaps {@code 0..maxHeap} known: from a table, doubled until it
     * reaches the heap or proves the climb.
     *
     * @throws LimitExceededException if {@code maxHeap} is beyond the table limit and no climb is
     *                                proved within it, or the table does not fit in memory
     */
    @Override
    public AllBut prepare(long maxHeap) {
        if (maxHeap <= maxGrundyHeap()) {
            return this;
        }
        long target = Math.min(maxHeap, Integer.MAX_VALUE - 16L) + 1;
        int[] table = values;
        while (true) {
            if (table.length >= tableLimit) {
                throw new LimitExceededException(describe() + ": heap " + maxHeap + " is beyond the " + tableLimit
                        + " heaps a table may hold, and no climb is proved within them (the all-but subtraction"
                        + " test)");
            }
            int next = (int) Math.min(Math.min(target, tableLimit), Math.max(FIRST_TABLE, 2L * table.length));
            table = grown(table, next);
            Optional<ArithmeticProof> found = proved(table);
            if (found.isPresent() || table.length >= target) {
                return new AllBut(except, tableLimit, table, found.orElse(null));
            }
        }
    }

    /** {@code table} and the heaps after it up to {@code length - 1}, in a new array. */
    private int[] grown(int[] table, int length) {
        int[] out = Memory.allocate(8L * length, () -> describe() + ": a table of heaps 0.." + (length - 1),
                () -> Arrays.copyOf(table, length));
        // count[v]: how many heaps so far are worth v (a value is at most its heap).
        int[] count = new int[length + 1];
        int mex = 0;
        for (int n = 0; n < table.length; n++) {
            count[out[n]]++;
        }
        while (count[mex] > 0) {
            mex++;
        }
        for (int n = table.length; n < length; n++) {
            if ((n & 0xFFF) == 0) {
                Cancellation.checkpoint();
            }
            // A value below the mex of all smaller heaps is missing only when each heap of it is excluded.
            int v = mex;
            for (int x : except) {
                if (x > n) {
                    break;
                }
                int w = out[n - x];
                if (w < v && excludedOf(out, n, w) == count[w]) {
                    v = w;
                }
            }
            out[n] = v;
            count[v]++;
            while (count[mex] > 0) {
                mex++;
            }
        }
        return out;
    }

    /** How many of heap {@code n}'s excluded heaps {@code n - x} are worth {@code w}. */
    private int excludedOf(int[] table, int n, int w) {
        int k = 0;
        for (int x : except) {
            if (x > n) {
                break;
            }
            if (table[n - x] == w) {
                k++;
            }
        }
        return k;
    }

    /** The table saved in a checkpoint, to extend from (the climb is proved again from it). */
    @Override
    public Optional<HeapGame> resumedFrom(int[] saved) {
        int[] table = saved.clone();
        return Optional.of(new AllBut(except, tableLimit, table, proved(table).orElse(null)));
    }

    /** The climb {@code table} proves; the values climb for ever (a mex of ever more heaps), so with a saltus. */
    private Optional<ArithmeticProof> proved(int[] table) {
        return AllButSubtraction.prove(i -> table[i], table.length, except[except.length - 1])
                .filter(a -> a.period().saltus() > 0);
    }

    /**
     * The value of a heap that {@link #prepare} made known.
     *
     * @throws IllegalArgumentException if the heap is negative or not known yet
     */
    @Override
    public long grundy(long heap) {
        checkHeap(heap);
        if (heap < values.length) {
            return values[(int) heap];
        }
        if (proof == null) {
            throw new IllegalArgumentException(describe() + ": heap " + heap + " is not tabulated yet (heaps 0.."
                    + (values.length - 1) + "): prepare(" + heap + ") first");
        }
        return proof.period().valueAt(heap, n -> values[(int) n]);
    }

    /** Options in order of objects taken: every amount from 1 to the heap but those of X. */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        checkHeap(heap);
        long[] option = new long[1];
        for (long m = heap - 1; m >= 0; m--) {
            if (!excluded(heap - m)) {
                option[0] = m;
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    }

    private boolean excluded(long amount) {
        return amount <= except[except.length - 1] && Arrays.binarySearch(except, (int) amount) >= 0;
    }

    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        Cancellation.checkpoint();
        checkHeap(heap);
        long[] option = new long[1];
        long[] heaps = heapsOfValue(heap, value);
        // Largest first: fewest objects taken first, as forEachOption lists them.
        for (int i = heaps.length - 1; i >= 0; i--) {
            option[0] = heaps[i];
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        Cancellation.checkpoint();
        checkHeap(heap);
        return heapsOfValue(heap, value).length;
    }

    /**
     * The heaps below {@code heap} worth {@code value} that a move reaches, ascending: from the
     * table, or, beyond it, the table's first {@code e} heaps and one heap at most in each residue
     * class of the climb.
     */
    private long[] heapsOfValue(long heap, long value) {
        if (proof == null && heap > values.length) {
            throw new IllegalArgumentException(describe() + ": the options of heap " + heap + " are not tabulated yet"
                    + " (heaps 0.." + (values.length - 1) + "): prepare(" + heap + ") first");
        }
        if (value < 0 || value >= heap) {
            return new long[0];
        }
        LongStream.Builder found = LongStream.builder();
        long scanned = proof == null ? heap : Math.min(heap, proof.period().period().preperiod());
        for (int m = 0; m < scanned; m++) {
            if (values[m] == value && !excluded(heap - m)) {
                found.add(m);
            }
        }
        if (proof != null) {
            int e = proof.period().period().preperiod();
            int p = proof.period().period().period();
            long s = proof.period().saltus();
            for (int r = e; r < e + p; r++) {
                long over = value - values[r];
                // The heap r + j·p of the value, when it lies below the heap (checked before multiplying).
                long j = over < 0 || over % s != 0 ? -1 : over / s;
                long m = j < 0 || r >= heap || j > (heap - 1 - r) / p ? -1 : r + j * p;
                if (m >= e && !excluded(heap - m)) {
                    found.add(m);
                }
            }
        }
        return found.build().sorted().toArray();
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
        return o instanceof AllBut other && Arrays.equals(other.except, except);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(except);
    }

    @Override
    public String toString() {
        return describe();
    }
}
