package io.github.grundy.core.nimber;

import java.util.OptionalLong;

/**
 * Orders and discrete logarithms in the multiplicative group of the nimbers below 2^64: the
 * {@code x} with {@code a^x = b} under nim-multiplication (Codeforces 1310F asks for it).
 *
 * <p>The group is cyclic of order {@code 2^64 - 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417},
 * a product of seven distinct primes, so Pohlig–Hellman takes a logarithm prime by prime: raised
 * to {@code (2^64-1)/p}, an element falls into the subgroup of order {@code p}, where a
 * baby-step giant-step search finds its logarithm to the base {@link #GENERATOR} modulo {@code p}
 * (the small subgroups' powers all tabled, 2^14 of the largest's: at most 409 products for
 * {@code p = 6700417}). Then {@code a^x = b} holds exactly when
 * {@code x · log a ≡ log b} modulo every {@code p}; the primes where {@code log a ≡ 0} are those
 * not dividing the order of {@code a}, where {@code log b ≡ 0} must hold too, and the others
 * give {@code x} modulo each by an inverse, joined by the Chinese remainder theorem into the
 * smallest {@code x}, below the order of {@code a}.
 *
 * <p>The search tables are built once, on first use (about 34,000 products; the native binary
 * builds them with the image), and never change.
 */
public final class NimberLogarithm {

    /** The order of the group, {@code 2^64 - 1}, as an unsigned {@code long}. */
    public static final long GROUP_ORDER = -1L;

    /**
     * The smallest primitive element, {@code 2^32 + 6}: every nonzero nimber is a power of it.
     * No nimber below 2^32 can be one, for those form the subfield GF(2^32), whose powers stay in
     * it; {@code NimberLogarithmTest} checks that this is primitive and that none between 2^32 and
     * it is.
     */
    public static final long GENERATOR = (1L << 32) + 6;

    /** The prime factors of {@link #GROUP_ORDER}, each once. */
    static final long[] PRIMES = {3, 5, 17, 257, 641, 65537, 6700417};

    private NimberLogarithm() {
    }

    /**
     * The multiplicative order of {@code a}: the least {@code n ≥ 1} with {@code a^n = 1}, a
     * divisor of {@code 2^64 - 1}.
     *
     * @param a a nimber, not 0
     * @return its order, unsigned (2^64-1 for a primitive element)
     * @throws ArithmeticException if {@code a} is 0, which is no element of the group
     */
    public static long order(long a) {
        if (a == 0) {
            throw new ArithmeticException("0 has no multiplicative order");
        }
        long order = GROUP_ORDER;
        for (long p : PRIMES) {
            // The order is squarefree: p divides it unless a^((2^64-1)/p) is already 1.
            if (Nimbers.power(a, Long.divideUnsigned(GROUP_ORDER, p)) == 1) {
                order = Long.divideUnsigned(order, p);
            }
        }
        return order;
    }

    /**
     * The smallest {@code x ≥ 0} with {@code base^x = value}, if there is one. For a nonzero
     * base, there is exactly when {@code value} lies in the subgroup {@code base} generates, and
     * then {@code x} is below {@code order(base)}; for base 0, {@code 0^0 = 1} and {@code 0^x = 0}
     * otherwise, as {@link Nimbers#power} has it.
     *
     * @param base  the base (unsigned)
     * @param value the power sought (unsigned)
     * @return the least exponent, unsigned, or empty when {@code value} is no power of {@code base}
     */
    public static OptionalLong log(long base, long value) {
        if (value == 1) {
            return OptionalLong.of(0);
        }
        if (base == 0 || value == 0) {
            return base == 0 && value == 0 ? OptionalLong.of(1) : OptionalLong.empty();
        }
        SubgroupTables tables = SubgroupTables.INSTANCE;
        long x = 0;
        long modulus = 1;
        for (int i = 0; i < PRIMES.length; i++) {
            long p = PRIMES[i];
            long la = tables.logModulo(i, base);
            long lb = tables.logModulo(i, value);
            if (la == 0) {
                if (lb != 0) {
                    return OptionalLong.empty();
                }
                continue;
            }
            // x ≡ lb / la (mod p), joined with x ≡ x (mod modulus): modulus and p are coprime.
            long r = lb * inverseModulo(la, p) % p;
            long step = (r - Long.remainderUnsigned(x, p) + p) % p * inverseModulo(Long.remainderUnsigned(modulus, p), p) % p;
            x += modulus * step;
            modulus *= p;
        }
        return OptionalLong.of(x);
    }

    /** {@code a^-1} modulo the prime {@code p}, for {@code 0 < a < p}: {@code a^(p-2)}. */
    private static long inverseModulo(long a, long p) {
        long result = 1;
        long base = a;
        for (long e = p - 2; e > 0; e >>= 1) {
            if ((e & 1) != 0) {
                result = result * base % p;
            }
            base = base * base % p;
        }
        return result;
    }
}
