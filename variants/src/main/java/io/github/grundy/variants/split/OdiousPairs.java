package io.github.grundy.variants.split;

/**
 * Pairs of odious numbers {@code a < b < m} with {@code a xor b = t}, for an evil {@code t > 0}:
 * the options of value {@code t} of a Split Nim heap worth {@code m}. Counted exactly and listed
 * by {@code a} ascending without visiting the numbers in between, by a digit DP over the 63 bits.
 *
 * <p>With {@code h} the highest 1-bit of {@code t}, {@code b = a xor t} and {@code a < b} iff
 * bit {@code h} of {@code a} is 0; and since {@code t} is evil, {@code b} is odious iff {@code a}
 * is. So the pairs are the numbers {@code a} with: bit {@code h} clear, an odd number of 1-bits,
 * and {@code a xor t < m} (which also gives {@code a < m}).
 *
 * <p>The numbers sharing their bits above position {@code f} form a block of {@code 2^f}; whether
 * a block holds such an {@code a}, and how many, is decided in {@code O(63)} by comparing
 * {@code a xor t} with {@code m} bit by bit ({@link #countInBlock}). The least {@code a >= from}
 * is then found by walking the blocks above {@code from} in ascending order and descending into
 * the first non-empty one: {@code O(63^2)} per answer.
 */
final class OdiousPairs {

    private OdiousPairs() {
    }

    /**
     * The number of pairs: odious {@code a < b < m} with {@code a xor b = t}.
     *
     * @param t an evil number > 0
     * @param m a bound, {@code 0 <= m}
     */
    static long count(long t, long m) {
        return countInBlock(0, 63, t, m);
    }

    /**
     * The least {@code a >= from} of a pair (see the class comment), or -1 if there is none.
     *
     * @param from at least 0
     * @param t    an evil number > 0
     * @param m    a bound, {@code 0 <= m}
     */
    static long next(long from, long t, long m) {
        if (from >= m) {
            return -1;
        }
        if (countInBlock(from, 0, t, m) > 0) {
            return from;
        }
        // The numbers above from: for each 0-bit k of from, those that agree with from above k
        // and have 1 at k, ascending in k.
        for (int k = 0; k < 63; k++) {
            if ((from >>> k & 1) != 0) {
                continue;
            }
            long block = (from >>> k >>> 1 << k << 1) | (1L << k);
            if (block >= m) {
                return -1; // every later block starts higher, and a < m
            }
            if (countInBlock(block, k, t, m) > 0) {
                for (int j = k - 1; j >= 0; j--) {
                    if (countInBlock(block, j, t, m) == 0) {
                        block |= 1L << j; // not in the lower half, so in the upper one
                    }
                }
                return block;
            }
        }
        return -1;
    }

    /**
     * How many {@code a} of a pair lie in the block {@code [p, p + 2^f)} ({@code p}'s low
     * {@code f} bits clear, {@code 0 <= f <= 63}).
     */
    static long countInBlock(long p, int f, long t, long m) {
        int h = 63 - Long.numberOfLeadingZeros(t);
        if (h >= f && (p >>> h & 1) != 0) {
            return 0;
        }
        // a xor t against m: first the fixed bits above f.
        long fixed = (p ^ t) >>> f;
        long bound = m >>> f;
        if (fixed > bound) {
            return 0;
        }
        int parityNeeded = 1 ^ (Long.bitCount(p) & 1); // of the free low bits, for an odd total
        if (fixed < bound) {
            // The low bits are free, except bit h if it is among them (it must be 0).
            return completions(h < f ? f - 1 : f, parityNeeded);
        }
        // Equal above f: the low bits c need (c xor t) < m on the low bits. Count d = c xor t
        // instead: d below m's low bits, with bit h set (c's is clear), and the parity of c
        // shifted by that of t's low bits.
        long lowMask = (1L << f) - 1; // f = 63 gives 2^63 - 1 by wrap-around, as wanted
        return countBelow(m & lowMask, h < f ? h : -1, parityNeeded ^ (Long.bitCount(t & lowMask) & 1));
    }

    /**
     * How many {@code d} in {@code [0, bound)} have a number of 1-bits of parity {@code parity}
     * and, if {@code forcedBit >= 0}, that bit set.
     */
    static long countBelow(long bound, int forcedBit, int parity) {
        long n = 0;
        // One term per 1-bit k of bound (in any order: they are added).
        for (long rest = bound; rest != 0; rest &= rest - 1) {
            int k = Long.numberOfTrailingZeros(rest);
            // d agrees with bound above k, has 0 at k, and any bits below k.
            int fixedParity = Long.bitCount(bound >>> k >>> 1) & 1;
            int free = k;
            if (forcedBit > k) {
                if ((bound >>> forcedBit & 1) == 0) {
                    continue;
                }
            } else if (forcedBit == k) {
                continue;
            } else if (forcedBit >= 0) {
                free--;
                fixedParity ^= 1;
            }
            n += completions(free, parity ^ fixedParity);
        }
        return n;
    }

    /** How many numbers of {@code free} bits have a number of 1-bits of parity {@code parity}. */
    private static long completions(int free, int parity) {
        if (free == 0) {
            return parity == 0 ? 1 : 0;
        }
        return 1L << (free - 1);
    }
}
