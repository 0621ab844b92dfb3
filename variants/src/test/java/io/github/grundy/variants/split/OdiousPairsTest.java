package io.github.grundy.variants.split;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The digit-DP blocks of {@link OdiousPairs} against brute force on every small block. */
class OdiousPairsTest {

    /** a has bit h (top bit of t) clear, an odd number of 1-bits, and a xor t < m. */
    private static boolean isPairStart(long a, long t, long m) {
        int h = 63 - Long.numberOfLeadingZeros(t);
        return (a >>> h & 1) == 0 && Long.bitCount(a) % 2 == 1 && (a ^ t) < m;
    }

    @Test
    void everySmallBlockCountsLikeBruteForce() {
        for (long t = 3; t < 64; t++) {
            if (Long.bitCount(t) % 2 == 1) {
                continue;
            }
            for (long m = 0; m <= 80; m++) {
                for (int f = 0; f <= 7; f++) {
                    for (long p = 0; p < 128; p += 1L << f) {
                        long expected = 0;
                        for (long a = p; a < p + (1L << f); a++) {
                            if (isPairStart(a, t, m)) {
                                expected++;
                            }
                        }
                        assertEquals(expected, OdiousPairs.countInBlock(p, f, t, m),
                                "block " + p + " + 2^" + f + ", t " + t + ", m " + m);
                    }
                }
                long next = -1;
                for (long from = 127; from >= 0; from--) {
                    if (isPairStart(from, t, m)) {
                        next = from;
                    }
                    assertEquals(next, OdiousPairs.next(from, t, m), "next from " + from + ", t " + t + ", m " + m);
                }
            }
        }
    }

    @Test
    void countBelowLikeBruteForce() {
        for (long bound = 0; bound < 300; bound++) {
            for (int forced = -1; forced < 10; forced++) {
                for (int parity = 0; parity <= 1; parity++) {
                    long expected = 0;
                    for (long d = 0; d < bound; d++) {
                        if (Long.bitCount(d) % 2 == parity && (forced < 0 || (d >>> forced & 1) == 1)) {
                            expected++;
                        }
                    }
                    assertEquals(expected, OdiousPairs.countBelow(bound, forced, parity),
                            "bound " + bound + " forced " + forced + " parity " + parity);
                }
            }
        }
        // Below 2^63 - 1: half of the numbers below 2^63 are odious, less 2^63 - 1 itself (63 ones).
        assertEquals((1L << 62) - 1, OdiousPairs.countBelow(Long.MAX_VALUE, -1, 1));
        assertEquals(1L << 62, OdiousPairs.countBelow(Long.MAX_VALUE, -1, 0));
    }
}
