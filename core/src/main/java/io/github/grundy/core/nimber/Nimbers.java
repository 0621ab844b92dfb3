package io.github.grundy.core.nimber;

/**
 * Arithmetic of the nimbers below 2^64, every {@code long} read as unsigned: with nim-addition
 * (xor) and nim-multiplication they form the field GF(2^64) (Conway, <i>On Numbers and Games</i>,
 * ch. 6; Winning Ways, ch. 14). The product decides coin-turning games on boards (the Tartan
 * theorem); nothing here allocates.
 *
 * <p>The nimbers below {@code 2^(2^k)} are a subfield, and each is a quadratic extension of the one
 * below: with {@code X = 2^(2^(k-1))}, {@code X ⊗ X = X ⊕ X/2}. So a product of two 2m-bit nimbers,
 * {@code (a1·X ⊕ a0) ⊗ (b1·X ⊕ b0)}, is three m-bit products (Karatsuba) and one by the constant
 * {@code X/2}; the 16-bit products at the bottom are read from logarithm tables of GF(2^16)
 * (its multiplicative group is cyclic of order 65535), 13 of them for a 64-bit product. Squares
 * and square roots are linear over GF(2) (the Frobenius map), so they are read byte by byte from
 * tables of the 64 basis nimbers {@code 2^i}; an inverse is the conjugate over the subfield
 * divided by the norm, which lies in the subfield: one 32-bit inverse, down to a logarithm.
 *
 * <p>The tables (a 16-bit exponential and logarithm, 512 KB, and 32 KB for squares and roots, built apart) are
 * built once, on first use, from the definition by halves above; {@code NimbersTest} checks every
 * product of nimbers below 256 against the mex definition, and the field laws on random 64-bit
 * ones.
 */
public final class Nimbers {

    private Nimbers() {
    }

    /**
     * The nim-sum {@code a ⊕ b}: xor.
     *
     * @param a a nimber (unsigned)
     * @param b a nimber (unsigned)
     * @return {@code a ^ b}
     */
    public static long sum(long a, long b) {
        return a ^ b;
    }

    /**
     * The nim-product {@code a ⊗ b}.
     *
     * @param a a nimber (unsigned)
     * @param b a nimber (unsigned)
     * @return the product, a nimber below 2^64
     */
    public static long product(long a, long b) {
        Tables t = Tables.INSTANCE;
        // Both in a subfield: the product stays there (boards of coordinates below 2^16 take one read).
        if ((a | b) >>> 16 == 0) {
            return t.product16((int) a, (int) b);
        }
        if ((a | b) >>> 32 == 0) {
            return t.product32((int) a, (int) b) & 0xFFFF_FFFFL;
        }
        int a0 = (int) a;
        int a1 = (int) (a >>> 32);
        int b0 = (int) b;
        int b1 = (int) (b >>> 32);
        int c0 = t.product32(a0, b0);
        int c2 = t.product32(a1, b1);
        int c1 = t.product32(a0 ^ a1, b0 ^ b1) ^ c0 ^ c2;
        long high = (c1 ^ c2) & 0xFFFF_FFFFL;
        long low = (c0 ^ t.timesHalf32(c2)) & 0xFFFF_FFFFL;
        return high << 32 | low;
    }

    /**
     * The nim-square {@code a ⊗ a}.
     *
     * @param a a nimber (unsigned)
     * @return its square
     */
    public static long square(long a) {
        return FrobeniusTables.INSTANCE.square(a);
    }

    /**
     * The nim-square root: the one nimber whose square is {@code a} (squaring is one-to-one in a
     * field of characteristic 2).
     *
     * @param a a nimber (unsigned)
     * @return the root
     */
    public static long sqrt(long a) {
        return FrobeniusTables.INSTANCE.root(a);
    }

    /**
     * The nim-power {@code a^e}, {@code e} read as unsigned ({@code a^0 = 1}, also for {@code a = 0}).
     *
     * @param a a nimber (unsigned)
     * @param e the exponent (unsigned)
     * @return {@code a ⊗ a ⊗ ... ⊗ a}, {@code e} times
     */
    public static long power(long a, long e) {
        long result = 1;
        long base = a;
        for (long rest = e; rest != 0; rest >>>= 1) {
            if ((rest & 1) != 0) {
                result = product(result, base);
            }
            base = square(base);
        }
        return result;
    }

    /**
     * The nim-inverse: the nimber {@code x} with {@code a ⊗ x = 1}.
     *
     * @param a a nimber, not 0
     * @return its inverse
     * @throws ArithmeticException if {@code a} is 0
     */
    public static long inverse(long a) {
        if (a == 0) {
            throw new ArithmeticException("0 has no nim-inverse");
        }
        Tables t = Tables.INSTANCE;
        int a0 = (int) a;
        int a1 = (int) (a >>> 32);
        // conj(a1·X ⊕ a0) = a1·X ⊕ (a0 ⊕ a1); their product, the norm, is a0² ⊕ a0·a1 ⊕ a1²·X/2.
        int norm = t.product32(a0, a0) ^ t.product32(a0, a1) ^ t.timesHalf32(t.product32(a1, a1));
        int n = t.inverse32(norm);
        long high = t.product32(a1, n) & 0xFFFF_FFFFL;
        long low = t.product32(a0 ^ a1, n) & 0xFFFF_FFFFL;
        return high << 32 | low;
    }

    /**
     * The nim-quotient {@code a ⊘ b = a ⊗ b⁻¹}.
     *
     * @param a the dividend (unsigned)
     * @param b the divisor, not 0
     * @return the quotient
     * @throws ArithmeticException if {@code b} is 0
     */
    public static long quotient(long a, long b) {
        return product(a, inverse(b));
    }

    /**
     * The product by halves, from the definition of the field tower alone (no table): the
     * reference that builds the tables, and that tests compare against.
     *
     * @param a    a nimber below {@code 2^bits}
     * @param b    a nimber below {@code 2^bits}
     * @param bits a power of two, 1 to 64
     * @return {@code a ⊗ b}
     */
    static long productByHalves(long a, long b, int bits) {
        if (bits == 1) {
            return a & b;
        }
        int half = bits / 2;
        long mask = half == 64 ? -1L : (1L << half) - 1;
        long a0 = a & mask;
        long a1 = a >>> half;
        long b0 = b & mask;
        long b1 = b >>> half;
        long c0 = productByHalves(a0, b0, half);
        long c2 = productByHalves(a1, b1, half);
        long c1 = productByHalves(a0 ^ a1, b0 ^ b1, half) ^ c0 ^ c2;
        return (c1 ^ c2) << half | (c0 ^ productByHalves(c2, 1L << (half - 1), half));
    }
}
