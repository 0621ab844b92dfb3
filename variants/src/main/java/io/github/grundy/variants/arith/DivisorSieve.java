package io.github.grundy.variants.arith;

import io.github.grundy.core.game.Cancellation;
import java.util.Arrays;

/**
 * The divisors of every number up to a bound, through a smallest-prime-factor sieve: a number is
 * factored by repeated lookups (at most 31 of them) instead of trial division, and its divisors are
 * generated from the factors. Built once, in O(N log log N) time, for a table of Grundy values; listing
 * the divisors of every n ≤ N then costs O(N log N) in all (the sum of the divisor counts).
 *
 * <p>Memory is one {@code char} (2 bytes) per number: a composite's smallest prime factor is at
 * most its square root, below 2<sup>16</sup> for every number up to {@link #MAX_N}, and primes are
 * marked 0. Immutable once built.
 */
public final class DivisorSieve {

    /** The largest bound a sieve (and a table built with one) accepts. */
    public static final int MAX_N = 2_000_000_000;

    /**
     * The most divisors a number up to {@link #MAX_N} has (1536, for 1396755360; no number below
     * 2<sup>31</sup> has more than 1600): buffers for {@link #divisors} of this length never
     * overflow.
     */
    public static final int MAX_DIVISORS = 1600;

    private final char[] smallestFactor;

    /**
     * A sieve for the numbers {@code 1..n}.
     *
     * @throws IllegalArgumentException if {@code n} is not in {@code 1..MAX_N}
     */
    public DivisorSieve(int n) {
        if (n < 1 || n > MAX_N) {
            throw new IllegalArgumentException("a divisor sieve covers 1.." + MAX_N + ", asked for " + n);
        }
        char[] spf = new char[n + 1];
        for (int p = 2; p <= n / p; p++) {
            Cancellation.checkpoint(); // one per prime candidate: each pass is at most n/p steps
            if (spf[p] == 0) {
                // p is prime: it is the smallest factor of its multiples from p² not yet marked.
                for (int k = p * p; k <= n && k > 0; k += p) {
                    if (spf[k] == 0) {
                        spf[k] = (char) p;
                    }
                }
            }
        }
        this.smallestFactor = spf;
    }

    /** The largest number covered. */
    public int max() {
        return smallestFactor.length - 1;
    }

    /** Every divisor of {@code n} (1 and {@code n} included), ascending, in an array of its own. */
    public long[] sortedDivisors(int n) {
        check(n);
        int total = 1;
        for (int r = n; r > 1; ) {
            int p = smallestFactor[r] == 0 ? r : smallestFactor[r];
            int e = 0;
            do {
                r /= p;
                e++;
            } while (r % p == 0);
            total *= e + 1;
        }
        int[] out = new int[total];
        divisors(n, out);
        Arrays.sort(out);
        long[] divisors = new long[total];
        for (int i = 0; i < total; i++) {
            divisors[i] = out[i];
        }
        return divisors;
    }

    private void check(int n) {
        if (n < 1 || n > max()) {
            throw new IllegalArgumentException("not covered by this sieve (1.." + max() + "): " + n);
        }
    }

    /**
     * Writes every divisor of {@code n} (1 and {@code n} included) into {@code out} from index 0,
     * in no particular order, and returns how many there are. Allocates nothing.
     *
     * @param out at least {@link #MAX_DIVISORS} long, or the divisor count of {@code n}
     */
    public int divisors(int n, int[] out) {
        check(n);
        out[0] = 1;
        int count = 1;
        int r = n;
        while (r > 1) {
            int p = smallestFactor[r] == 0 ? r : smallestFactor[r];
            int base = count;
            int power = 1;
            do {
                r /= p;
                power *= p;
                for (int j = 0; j < base; j++) {
                    out[count++] = out[j] * power;
                }
            } while (r % p == 0);
        }
        return count;
    }
}
