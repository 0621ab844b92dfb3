package io.github.grundy.core.arith;

import java.util.Arrays;

/**
 * Exact primality, factorisation and divisors of any positive {@code long}.
 *
 * <p><b>Primality</b> is the Miller–Rabin test with the first twelve primes 2, 3, ..., 37 as
 * bases. It is deterministic for 64-bit numbers, not probabilistic: a composite passes the test
 * for all these bases only if it is a strong pseudoprime to each of them, and the least such
 * number, ψ<sub>12</sub> = 318665857834031151167461 ≈ 3.2·10<sup>23</sup> (Jiang and Deng 2014,
 * confirmed by Sorenson and Webster 2017), is far above 2<sup>64</sup>. (Eleven bases would not
 * do: ψ<sub>11</sub> = 3825123056546413051 &lt; 2<sup>63</sup>.)
 *
 * <p><b>Factorisation</b> divides out the factors below {@value #TRIAL_LIMIT} by trial division,
 * then splits what is left, if composite, with Pollard's rho in Brent's variant. Rho is run with
 * the constants c = 1, 2, 3, ... in turn, so results and running time are reproducible; a 63-bit
 * number whose two prime factors are both near 2<sup>31</sup> takes about 10<sup>5</sup> modular
 * multiplications, a millisecond.
 *
 * <p>Products modulo n are Montgomery products: the 128-bit product comes from
 * {@link Math#multiplyHigh} and the low 64 bits, and its reduction needs one more multiplication
 * instead of a 128-by-64-bit division, which Java does not have. This needs n odd and below
 * 2<sup>63</sup>, which every modulus here is. Nothing is allocated per multiplication.
 */
public final class Primes {

    /** Factors below this are found by trial division (about 1400 divisions at most). */
    static final int TRIAL_LIMIT = 1 << 12;

    /** The Miller–Rabin bases: the first twelve primes (constant, never written). */
    private static final long[] BASES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};

    private Primes() {
    }

    /**
     * Whether {@code n} is prime, exact for every {@code long}.
     *
     * @param n any number (below 2, none is prime)
     * @return true iff {@code n} is prime
     */
    public static boolean isPrime(long n) {
        if (n < 2) {
            return false;
        }
        for (long p : BASES) {
            if (n % p == 0) {
                return n == p;
            }
        }
        if (n < 41 * 41) {
            // No prime factor up to 37, and a composite would have one below its square root.
            return true;
        }
        return millerRabin(n);
    }

    /**
     * The prime factors of {@code n}, with multiplicity, in ascending order: {@code factor(12)} is
     * {@code [2, 2, 3]}, {@code factor(1)} is empty.
     *
     * @param n a positive number
     * @return its prime factors
     * @throws IllegalArgumentException if {@code n < 1}
     */
    public static long[] factor(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("only positive numbers have a factorisation, found " + n);
        }
        long[] out = new long[64]; // at most 62 prime factors below 2^63
        int count = 0;
        long r = n;
        int twos = Long.numberOfTrailingZeros(r);
        for (int k = 0; k < twos; k++) {
            out[count++] = 2;
        }
        r >>>= twos;
        // Wheel over 3, 5, 7 then 6k±1: about a third of the odd numbers are skipped.
        for (long d = 3; d < TRIAL_LIMIT && d * d <= r; d += d < 5 ? 2 : (d % 6 == 1 ? 4 : 2)) {
            while (r % d == 0) {
                out[count++] = d;
                r /= d;
            }
        }
        if (r > 1) {
            count = factorLarge(r, out, count);
        }
        Arrays.sort(out, 0, count);
        return Arrays.copyOf(out, count);
    }

    /**
     * Every divisor of {@code n}, 1 and {@code n} included, in ascending order.
     *
     * @param n a positive number
     * @return its divisors
     * @throws IllegalArgumentException if {@code n < 1}
     */
    public static long[] divisors(long n) {
        long[] primes = factor(n);
        int total = 1;
        for (int i = 0; i < primes.length; ) {
            int j = i;
            while (j < primes.length && primes[j] == primes[i]) {
                j++;
            }
            total *= j - i + 1;
            i = j;
        }
        long[] divs = new long[total];
        divs[0] = 1;
        int size = 1;
        for (int i = 0; i < primes.length; ) {
            long p = primes[i];
            int base = size;
            long power = 1;
            while (i < primes.length && primes[i] == p) {
                power *= p;
                for (int j = 0; j < base; j++) {
                    divs[size++] = divs[j] * power;
                }
                i++;
            }
        }
        Arrays.sort(divs);
        return divs;
    }

    /**
     * Adds the prime factors of {@code r} to {@code out} from {@code count}; {@code r} has no
     * factor below {@link #TRIAL_LIMIT}, or is below its square.
     */
    private static int factorLarge(long r, long[] out, int count) {
        if (r == 1) {
            return count;
        }
        if ((long) TRIAL_LIMIT * TRIAL_LIMIT > r || isPrime(r)) {
            out[count++] = r;
            return count;
        }
        long f = split(r);
        count = factorLarge(f, out, count);
        return factorLarge(r / f, out, count);
    }

    /** A factor strictly between 1 and {@code n} of an odd composite {@code n}. */
    private static long split(long n) {
        long ninv = negInverse(n);
        long one = Long.remainderUnsigned(-n, n);
        for (long c = 1; ; c++) {
            long f = brent(n, ninv, one, c);
            if (f != n) {
                return f;
            }
        }
    }

    /**
     * Pollard's rho in Brent's variant, with x -> x² + c in the Montgomery domain (the extra
     * power of R in each residue is a unit mod n, so it changes no gcd with n). Returns a factor of
     * n, which is n itself when this c fails.
     */
    private static long brent(long n, long ninv, long one, long c) {
        final int batch = 128;
        long y = 2; // any start in [0, n) will do
        long x = y;
        long ys = y;
        long q = one;
        long g = 1;
        for (long r = 1; g == 1; r <<= 1) {
            x = y;
            for (long i = 0; i < r; i++) {
                y = step(y, c, n, ninv);
            }
            for (long k = 0; k < r && g == 1; k += batch) {
                ys = y;
                long steps = Math.min(batch, r - k);
                for (long i = 0; i < steps; i++) {
                    y = step(y, c, n, ninv);
                    q = mul(q, x > y ? x - y : y - x, n, ninv);
                }
                g = gcd(q, n);
            }
        }
        if (g == n) {
            // The batch overshot (or q hit 0): redo its steps one gcd at a time.
            do {
                ys = step(ys, c, n, ninv);
                g = gcd(x > ys ? x - ys : ys - x, n);
            } while (g == 1);
        }
        return g;
    }

    private static long step(long y, long c, long n, long ninv) {
        long s = mul(y, y, n, ninv) + c;
        return Long.compareUnsigned(s, n) >= 0 ? s - n : s;
    }

    /** Miller–Rabin with every base in {@link #BASES}; n is odd and above every base. */
    private static boolean millerRabin(long n) {
        long ninv = negInverse(n);
        long one = Long.remainderUnsigned(-n, n); // R mod n, where R = 2^64
        long minusOne = n - one;
        long r2 = one;
        for (int i = 0; i < 64; i++) {
            r2 = addMod(r2, r2, n); // R² mod n, for converting into the Montgomery domain
        }
        int s = Long.numberOfTrailingZeros(n - 1);
        long d = (n - 1) >>> s;
        for (long a : BASES) {
            long x = pow(mul(a, r2, n, ninv), d, one, n, ninv);
            if (x == one || x == minusOne) {
                continue;
            }
            boolean reachedMinusOne = false;
            for (int k = 1; k < s && !reachedMinusOne; k++) {
                x = mul(x, x, n, ninv);
                reachedMinusOne = x == minusOne;
            }
            if (!reachedMinusOne) {
                return false;
            }
        }
        return true;
    }

    /** {@code a·b mod n} for odd {@code n} below 2^63 and {@code a, b} in [0, n) (for tests). */
    static long mulMod(long a, long b, long n) {
        long ninv = negInverse(n);
        long one = Long.remainderUnsigned(-n, n);
        long r2 = one;
        for (int i = 0; i < 64; i++) {
            r2 = addMod(r2, r2, n);
        }
        long am = mul(a, r2, n, ninv);
        long bm = mul(b, r2, n, ninv);
        return mul(mul(am, bm, n, ninv), 1, n, ninv); // out of the Montgomery domain
    }

    private static long pow(long base, long e, long one, long n, long ninv) {
        long result = one;
        while (e != 0) {
            if ((e & 1) != 0) {
                result = mul(result, base, n, ninv);
            }
            base = mul(base, base, n, ninv);
            e >>>= 1;
        }
        return result;
    }

    /**
     * The Montgomery product a·b·R⁻¹ mod n, R = 2^64, for a, b in [0, n), n odd below 2^63.
     * REDC: with T = a·b and u = T·(-n⁻¹) mod R, T + u·n is divisible by R and (T + u·n)/R is
     * below 2n, so one conditional subtraction lands in [0, n).
     */
    private static long mul(long a, long b, long n, long ninv) {
        long hi = Math.multiplyHigh(a, b); // a, b >= 0: the signed high word is the unsigned one
        long lo = a * b;
        long u = lo * ninv;
        long uh = Math.multiplyHigh(u, n) + ((u >> 63) & n); // unsigned high word of u·n
        // lo + low(u·n) is 0 mod 2^64: it carries exactly when lo != 0.
        long t = hi + uh + (lo != 0 ? 1 : 0);
        return Long.compareUnsigned(t, n) >= 0 ? t - n : t;
    }

    /** -n⁻¹ mod 2^64 for odd n, by Newton's iteration (each step doubles the correct bits). */
    private static long negInverse(long n) {
        long inv = n; // n·n ≡ 1 mod 8: three bits right
        for (int i = 0; i < 5; i++) {
            inv *= 2 - n * inv;
        }
        return -inv;
    }

    private static long addMod(long a, long b, long n) {
        long s = a + b; // below 2n < 2^64 as an unsigned number
        return Long.compareUnsigned(s, n) >= 0 ? s - n : s;
    }

    private static long gcd(long a, long b) {
        if (a == 0) {
            return b;
        }
        if (b == 0) {
            return a;
        }
        int shift = Long.numberOfTrailingZeros(a | b);
        a >>>= Long.numberOfTrailingZeros(a);
        while (b != 0) {
            b >>>= Long.numberOfTrailingZeros(b);
            if (a > b) {
                long t = a;
                a = b;
                b = t;
            }
            b -= a;
        }
        return a << shift;
    }
}
