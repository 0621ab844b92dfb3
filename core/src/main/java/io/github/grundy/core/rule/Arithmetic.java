package io.github.grundy.core.rule;

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
