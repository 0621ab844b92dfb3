package io.github.grundy.core.rule;

import java.math.BigInteger;

/**
 * The exact integer operations of the rule language: a result that does not fit 64 bits is an
 * error, never a wrapped value. Division and remainder are floored, as in Python: {@code -7 / 2}
 * is -4 and {@code -7 % 2} is 1 (the remainder has the divisor's sign).
 */
final class Arithmetic {

    private Arithmetic() {
    }

    /** {@code b ** e} for {@code e >= 0}, or null when it does not fit 64 bits. */
    static Long power(long b, long e) {
        if (e < 0) {
            throw new ArithmeticException("a negative power");
        }
        long result = 1;
        long base = b;
        long n = e;
        try {
            while (n > 0) {
                if ((n & 1) == 1) {
                    result = Math.multiplyExact(result, base);
                }
                n >>= 1;
                if (n > 0) {
                    base = Math.multiplyExact(base, base);
                }
            }
        } catch (ArithmeticException overflow) {
            // 0, 1 and -1 raised to anything fit, even when the squares of the base were not needed.
            return null;
        }
        return result;
    }

    /** {@code a << s} for {@code 0 <= s <= 63}, or null when bits would be lost. */
    static Long shiftLeft(long a, long s) {
        long r = a << s;
        return (r >> s) == a ? r : null;
    }

    /** The largest r with r * r <= n, for n >= 0. */
    static long isqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) {
            r--;
        }
        // 3037000499 is the largest square root below 2^63: a larger r + 1 squares past it.
        while (r < 3_037_000_499L && (r + 1) * (r + 1) <= n) {
            r++;
        }
        return r;
    }

    /** Whether n is prime: trial division below 2^20, else Miller–Rabin with the bases that decide every 64-bit n. */
    static boolean isPrime(long n) {
        if (n < 2) {
            return false;
        }
        for (long p : new long[] {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {
            if (n % p == 0) {
                return n == p;
            }
        }
        if (n < 1L << 20) {
            for (long d = 41; d * d <= n; d += 2) {
                if (n % d == 0) {
                    return false;
                }
            }
            return true;
        }
        long d = n - 1;
        int r = Long.numberOfTrailingZeros(d);
        d >>= r;
        for (long a : new long[] {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {
            long x = powMod(a, d, n);
            if (x == 1 || x == n - 1) {
                continue;
            }
            boolean composite = true;
            for (int i = 1; i < r; i++) {
                x = mulMod(x, x, n);
                if (x == n - 1) {
                    composite = false;
                    break;
                }
            }
            if (composite) {
                return false;
            }
        }
        return true;
    }

    private static long powMod(long a, long e, long m) {
        long result = 1;
        long base = a % m;
        while (e > 0) {
            if ((e & 1) == 1) {
                result = mulMod(result, base, m);
            }
            base = mulMod(base, base, m);
            e >>= 1;
        }
        return result;
    }

    private static long mulMod(long a, long b, long m) {
        if (m < 1L << 31) {
            return a * b % m;
        }
        return BigInteger.valueOf(a).multiply(BigInteger.valueOf(b)).mod(BigInteger.valueOf(m)).longValue();
    }

    /** The divisors of n >= 1, ascending. */
    static long[] divisors(long n) {
        long[] small = new long[64];
        long[] large = new long[64];
        int s = 0;
        int l = 0;
        for (long d = 1; d <= n / d; d++) {
            if (n % d == 0) {
                if (s == small.length) {
                    small = java.util.Arrays.copyOf(small, 2 * s);
                    large = java.util.Arrays.copyOf(large, 2 * s);
                }
                small[s++] = d;
                if (d != n / d) {
                    large[l++] = n / d;
                }
            }
        }
        long[] all = new long[s + l];
        System.arraycopy(small, 0, all, 0, s);
        for (int i = 0; i < l; i++) {
            all[s + i] = large[l - 1 - i];
        }
        return all;
    }

    /** The greatest common divisor of |a| and |b|, or null when it is 2^63 (a = b = -2^63, or one of them 0). */
    static Long gcd(long a, long b) {
        long x = a;
        long y = b;
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        if (x == Long.MIN_VALUE) {
            return null;
        }
        return Math.abs(x);
    }
}
