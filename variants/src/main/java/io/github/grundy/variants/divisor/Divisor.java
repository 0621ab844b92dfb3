package io.github.grundy.variants.divisor;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.normal.MexSet;
import io.github.grundy.variants.arith.DivisorSieve;
import io.github.grundy.variants.arith.DivisorTable;
import io.github.grundy.variants.arith.DivisorTableGame;
import io.github.grundy.core.arith.Primes;

/**
 * The odd-divisor game (Codeforces 1370C): a heap is a number n ≥ 1; a move divides n by one of
 * its odd divisors d &gt; 1, or subtracts 1 from n &gt; 1. The player facing 1 cannot move and
 * loses.
 *
 * <p><b>Outcome, for every n up to 2<sup>63</sup>-1.</b> Write n = 2<sup>k</sup>·m with m odd.
 * The player to move loses exactly on the set
 * <pre>L = {1} ∪ {2<sup>k</sup> : k ≥ 2} ∪ {2p : p an odd prime}.</pre>
 * Every move makes n smaller, so by induction on n it is enough to show that (a) no move leads
 * from L into L and (b) every n outside L has a move into L.
 * <ul>
 *   <li>(a) 1 has no move. 2<sup>k</sup> with k ≥ 2 has no odd divisor above 1, so its only move is
 *       to 2<sup>k</sup>-1, odd and at least 3, not in L. The odd divisors above 1 of 2p are p
 *       alone, so 2p moves only to 2 (not in L: 2 = 2·1 and 1 is not prime, and 2 = 2<sup>1</sup>)
 *       and to 2p-1, odd and at least 5, not in L.</li>
 *   <li>(b) 2 moves to 1 ∈ L. An odd n ≥ 3 divides by itself, to 1 ∈ L. An even n = 2<sup>k</sup>·m
 *       with m ≥ 3 outside L has k ≥ 2 or m composite. If k ≥ 2 it divides by m, to
 *       2<sup>k</sup> ∈ L. If k = 1 and m = p·r with p its least prime factor, r = m/p ≥ 3 is an odd
 *       divisor and n/r = 2p ∈ L.</li>
 * </ul>
 * So {@link #outcome} needs only the power of two in n and, when it is 2, whether the odd
 * part is prime: {@link Primes#isPrime}, a deterministic Miller–Rabin test, microseconds even near
 * 2<sup>63</sup>.
 *
 * <p><b>Grundy values</b> (needed for a sum of several heaps) have no known closed form: g(1) = 0
 * and g(n) = mex({g(n-1)} ∪ {g(n/d) : d odd, d &gt; 1, d | n}), which starts 0, 1, 2, 0, 1, 0, 1,
 * 0, 1, 0, 1, 2, 1, 0, 3. {@link #prepare} tables it for n ≤ N bottom-up: the options n/d of n
 * are n/e for the divisors e &gt; 1 of the odd part of n, which a smallest-prime-factor sieve
 * lists without factoring; all options are smaller than n, so their values are already known.
 * That is O(N log N) time (the sum of the divisor counts) and 4 bytes per heap (2 for the sieve,
 * which is kept to list the options of tabled heaps, 2 for the values): under a second and 40 MB
 * for N = 10<sup>7</sup>.
 * Values are kept as {@code char}: a value is at most the number of options, below
 * {@link DivisorSieve#MAX_DIVISORS} + 1 for every tabled heap. The table ends at
 * {@code maxTable} (parameter {@code --max-table}); a single heap beyond it is still solved,
 * through its outcome (see {@link io.github.grundy.core.normal.WinningMoves}).
 *
 * <p>Options come in a canonical order: n-1 first (when n &gt; 1), then n/d for the odd divisors
 * d &gt; 1 of n in increasing d. The odd divisors of a heap beyond the table come from a
 * factorisation ({@link Primes#divisors}: trial division, Miller–Rabin, Pollard's rho); those of
 * a tabled heap from the sieve.
 *
 * <p>Immutable and thread-safe: the table is built before the game is handed out and never
 * written again.
 */
public final class Divisor extends DivisorTableGame<Divisor> {

    /** The default of {@code --max-table}. */
    public static final long DEFAULT_MAX_TABLE = DivisorTable.DEFAULT_MAX_TABLE;


    /**
     * The game without a table yet (see {@link #prepare}); its Grundy values will be tabled for
     * heaps up to {@code maxTable} at most.
     *
     * @throws IllegalArgumentException if {@code maxTable} is not in 1..{@value DivisorSieve#MAX_N}
     */
    public Divisor(long maxTable) {
        // A single heap beyond the table is still solved, by its outcome: messages say so.
        this(DivisorTable.empty("divisor", maxTable, DivisorTable.LoneHeap.SOLVED_BY_OUTCOME));
    }

    private Divisor(DivisorTable table) {
        super(table, "n", Divisor::new);
    }

    /** g(1..n) bottom-up, n the end of the sieve; see the class comment. */
    @Override
    protected char[] buildTable(DivisorSieve sieve) {
        int n = sieve.max();
        char[] g = new char[n + 1];
        int[] divisors = new int[DivisorSieve.MAX_DIVISORS];
        MexSet seen = new MexSet();
        for (int h = 2; h <= n; h++) {
            if ((h & 0xFFF) == 0) {
                Cancellation.checkpoint(); // --timeout: a table of 10^9 heaps takes minutes
            }
            seen.clear();
            seen.add(g[h - 1]);
            int odd = h >>> Integer.numberOfTrailingZeros(h);
            int count = sieve.divisors(odd, divisors);
            for (int j = 0; j < count; j++) {
                int e = divisors[j];
                if (e > 1) {
                    seen.add(g[h / e]);
                }
            }
            g[h] = (char) seen.mex();
        }
        return g;
    }

    /** The closed form of the class comment: exact for every heap, with or without a table. */
    @Override
    public Outcome outcome(long n) {
        checkHeap(n);
        if (n == 1) {
            return Outcome.P;
        }
        if (n == 2 || (n & 1) == 1) {
            return Outcome.N;
        }
        int k = Long.numberOfTrailingZeros(n);
        long m = n >>> k;
        if (m == 1) {
            return Outcome.P; // 2^k, k >= 2
        }
        return k == 1 && Primes.isPrime(m) ? Outcome.P : Outcome.N;
    }

    /** Options in canonical order: n-1, then n/d for the odd divisors d &gt; 1 of n, d ascending. */
    @Override
    public void forEachOption(long n, OptionSink sink) {
        checkHeap(n);
        if (n == 1) {
            return;
        }
        long[] option = {n - 1};
        if (!sink.accept(option)) {
            return;
        }
        long odd = n >>> Long.numberOfTrailingZeros(n);
        if (odd == 1) {
            return;
        }
        long[] divisors = table.sortedDivisors(odd); // 1 first
        for (int j = 1; j < divisors.length; j++) {
            option[0] = n / divisors[j];
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    /** {@code 12 -> 11 (subtract 1)}, {@code 12 -> 4 (divide by 3)}. */
    @Override
    public String describeMove(long n, long[] option) {
        if (option.length == 1 && option[0] == n - 1) {
            return n + " -> " + option[0] + " (subtract 1)";
        }
        if (option.length == 1 && option[0] > 0 && option[0] < n && n % option[0] == 0) {
            return n + " -> " + option[0] + " (divide by " + n / option[0] + ")";
        }
        return super.describeMove(n, option);
    }
}
