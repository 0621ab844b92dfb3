package org.example.wythoff;

import java.math.BigInteger;

/**
 * The positions of Wythoff's game that the player to move loses (P-positions), in closed form:
 * exactly the pairs {@code (a_k, b_k)} and {@code (b_k, a_k)} for {@code k >= 0}, where
 * {@code a_k = floor(k·φ)} and {@code b_k = floor(k·φ²) = a_k + k}, φ the golden ratio (Wythoff,
 * 1907).
 *
 * <p>Why: the sequences {@code a} and {@code b} are complementary Beatty sequences
 * ({@code 1/φ + 1/φ² = 1}), so every number {@code n >= 1} is exactly one {@code a_k} or one
 * {@code b_k}, and the differences {@code b_k - a_k = k} are all distinct. Hence no move joins two
 * of these pairs (taking from one heap keeps the other heap, which appears in only one pair;
 * taking from both keeps the difference, which appears in only one pair), and from any other
 * position one move reaches one (lower the larger heap to the partner of the smaller, or the
 * smaller heap to the partner of the larger, or both to the pair of their difference).
 *
 * <p>All arithmetic is exact, in {@link BigInteger}: {@code floor(k·φ) = (k + isqrt(5k²)) / 2},
 * because {@code k·φ = (k + √(5k²)) / 2} and {@code √(5k²)} is irrational for {@code k >= 1}, so
 * it may be replaced by its floor without crossing an integer. Every heap up to 2^63-1 is answered
 * in a few multiplications.
 */
final class PPositions {

    private static final BigInteger FIVE = BigInteger.valueOf(5);

    private PPositions() {
    }

    /** {@code floor(k·φ)} for {@code k >= 0}. */
    static BigInteger lower(BigInteger k) {
        return k.add(k.multiply(k).multiply(FIVE).sqrt()).shiftRight(1);
    }

    /** True iff {@code (a, b)} is a P-position: its smaller heap is {@code floor(d·φ)}, {@code d} their difference. */
    static boolean isP(long a, long b) {
        long lo = Math.min(a, b);
        long d = Math.max(a, b) - lo;
        return lower(BigInteger.valueOf(d)).equals(BigInteger.valueOf(lo));
    }

    /**
     * The other heap of the one P-position that holds {@code n}: {@code b_k} for {@code n = a_k},
     * {@code a_k} for {@code n = b_k}, and 0 for 0. It may exceed 2^63-1.
     */
    static BigInteger partner(long n) {
        if (n == 0) {
            return BigInteger.ZERO;
        }
        BigInteger big = BigInteger.valueOf(n);
        BigInteger nPhi = lower(big); // floor(n·φ)
        // n = a_k iff k = ceil(n/φ) = floor(n·φ) - n + 1 and a_k = n; then the partner is n + k.
        BigInteger k = nPhi.subtract(big).add(BigInteger.ONE);
        if (lower(k).equals(big)) {
            return big.add(k);
        }
        // Else n = b_k with k = ceil(n/φ²) = 2n - floor(n·φ): the partner is n - k.
        k = big.shiftLeft(1).subtract(nPhi);
        if (!lower(k).add(k).equals(big)) {
            throw new AssertionError("no P-position holds " + n); // Beatty: cannot happen
        }
        return big.subtract(k);
    }
}
