package io.github.grundy.variants.beads;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.normal.MexSet;
import io.github.grundy.variants.arith.DivisorSieve;
import io.github.grundy.variants.arith.DivisorTable;
import io.github.grundy.variants.arith.DivisorTableGame;
import io.github.grundy.core.arith.Primes;

/**
 * Magic beads: a move picks a heap p &gt; 1 and replaces it by one heap for each divisor of p
 * smaller than p (1 included); then the mover removes one of those new heaps. A heap of 1 has no
 * move. So with D(p) the divisors of p below p, the options of p are the sums D(p) \ {d}, one per
 * d ∈ D(p); for a prime p that is the empty sum.
 *
 * <p><b>Grundy values.</b> By the Sprague–Grundy theorem an option D(p) \ {d} is worth the
 * nim-sum of its heaps' values. With X(p) = xor of g(d) over all of D(p), removing d leaves
 * X(p) xor g(d) (xor is its own inverse), so
 * <pre>g(1) = 0,   g(p) = mex { X(p) xor g(d) : d ∈ D(p) }.</pre>
 * Every divisor in D(p) is smaller than p, so {@link #prepare} tables g bottom-up. It does not
 * factor each p from scratch: a smallest-prime-factor sieve ({@link DivisorSieve}) lists the
 * divisors of p by lookups, and one pass over them gives X(p), a second the mex. The time is
 * the sum of the divisor counts, O(N log N): about 0.1 s for N = 10<sup>6</sup>, 1.2 s for
 * 10<sup>7</sup>. Memory is 4 bytes per heap: 2 for the values, 2 for the sieve, which is kept to
 * list the divisors of tabled heaps.
 * Values are kept as {@code char}: a value is at most the number of options, below
 * {@link DivisorSieve#MAX_DIVISORS} for every tabled heap. The values seen are small (at most 6
 * up to 10<sup>7</sup>), but no closed form is known, so a heap beyond the table (parameter
 * {@code --max-table}) cannot be solved, even alone.
 *
 * <p>Options come in a canonical order: removing d for d ascending, each option the remaining
 * divisors ascending. A heap can have many options, each of many heaps (up to 1599 options of
 * 1598 heaps below 2<sup>31</sup>), so {@link #forEachOptionOfValue} answers directly: the option
 * without d is worth X(p) xor g(d), so only the d with g(d) = X(p) xor target qualify, and no
 * other option is built. The divisors of a tabled heap come from the sieve, those of a larger one from a
 * factorisation ({@link Primes#divisors}).
 *
 * <p>Immutable and thread-safe: the table is built before the game is handed out and never
 * written again.
 */
public final class Beads extends DivisorTableGame<Beads> {

    /** The default of {@code --max-table}. */
    public static final long DEFAULT_MAX_TABLE = DivisorTable.DEFAULT_MAX_TABLE;


    /**
     * The game without a table yet (see {@link #prepare}); its Grundy values will be tabled for
     * heaps up to {@code maxTable} at most.
     *
     * @throws IllegalArgumentException if {@code maxTable} is not in 1..{@value DivisorSieve#MAX_N}
     */
    public Beads(long maxTable) {
        // No closed form: a single heap beyond the table is refused like a sum, and messages say so.
        this(DivisorTable.empty("beads", maxTable, DivisorTable.LoneHeap.REFUSED));
    }

    private Beads(DivisorTable table) {
        super(table, "a heap", Beads::new);
    }

    /** g(1..n) bottom-up, n the end of the sieve; see the class comment. */
    @Override
    protected char[] buildTable(DivisorSieve sieve) {
        int n = sieve.max();
        char[] g = new char[n + 1];
        int[] divisors = new int[DivisorSieve.MAX_DIVISORS];
        MexSet seen = new MexSet();
        for (int p = 2; p <= n; p++) {
            if ((p & 0xFFF) == 0) {
                Cancellation.checkpoint(); // --timeout: a table of 10^9 heaps takes minutes
            }
            int count = sieve.divisors(p, divisors);
            int x = 0;
            for (int j = 0; j < count; j++) {
                x ^= g[divisors[j]]; // p itself is listed too, but g[p] is still 0
            }
            seen.clear();
            for (int j = 0; j < count; j++) {
                int d = divisors[j];
                if (d != p) {
                    seen.add(x ^ g[d]);
                }
            }
            g[p] = (char) seen.mex();
        }
        return g;
    }

    /** The divisors of {@code p} below {@code p}, ascending: from the sieve when p is tabled. */
    private long[] properDivisors(long p) {
        long[] all = table.sortedDivisors(p);
        long[] proper = new long[all.length - 1];
        System.arraycopy(all, 0, proper, 0, proper.length);
        return proper;
    }

    /**
     * Options in canonical order: D(p) without d, for d ∈ D(p) ascending. The array is updated in
     * place between options (one entry changes), so a sink must not write to it.
     */
    @Override
    public void forEachOption(long p, OptionSink sink) {
        checkHeap(p);
        if (p == 1) {
            return;
        }
        long[] divisors = properDivisors(p);
        long[] option = new long[divisors.length - 1];
        System.arraycopy(divisors, 1, option, 0, option.length); // without divisors[0]
        for (int i = 0; i < divisors.length; i++) {
            if (i > 0) {
                option[i - 1] = divisors[i - 1]; // from "without divisors[i-1]" to "without divisors[i]"
            }
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    /** Only the options without a d with g(d) = X(p) xor {@code value}; the others are not built. */
    @Override
    public void forEachOptionOfValue(long p, long value, OptionSink sink) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        checkHeap(p);
        if (p == 1) {
            return;
        }
        long[] divisors = properDivisors(p);
        long want = xorOfValues(divisors) ^ value;
        long[] option = new long[divisors.length - 1];
        for (int i = 0; i < divisors.length; i++) {
            if (grundy(divisors[i]) == want) {
                System.arraycopy(divisors, 0, option, 0, i);
                System.arraycopy(divisors, i + 1, option, i, option.length - i);
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    }

    @Override
    public long countOptionsOfValue(long p, long value) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        checkHeap(p);
        if (p == 1) {
            return 0;
        }
        long[] divisors = properDivisors(p);
        long want = xorOfValues(divisors) ^ value;
        long count = 0;
        for (long d : divisors) {
            if (grundy(d) == want) {
                count++;
            }
        }
        return count;
    }

    private long xorOfValues(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= grundy(h);
        }
        return x;
    }

    /** {@code 12 -> 1 + 2 + 4 + 6 (removed 3)}, {@code 7 -> nothing (removed 1)}. */
    @Override
    public String describeMove(long p, long[] option) {
        String plain = super.describeMove(p, option);
        if (p < 2) {
            return plain;
        }
        long[] divisors = properDivisors(p);
        if (option.length != divisors.length - 1) {
            return plain;
        }
        // The removed divisor is the first place where the option departs from D(p).
        int i = 0;
        while (i < option.length && option[i] == divisors[i]) {
            i++;
        }
        for (int j = i; j < option.length; j++) {
            if (option[j] != divisors[j + 1]) {
                return plain; // not an option of p
            }
        }
        return plain + " (removed " + divisors[i] + ")";
    }
}
