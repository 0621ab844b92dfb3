package io.github.grundy.core.nimber;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Orders and logarithms against repeated multiplication, exhaustively in the subfield GF(2^8) and
 * on samples of GF(2^16); on random 64-bit nimbers against the powers they claim, and an absent
 * logarithm against the cyclic group's criterion ({@code b} is a power of {@code a} exactly when
 * the order of {@code b} divides that of {@code a}).
 */
class NimberLogarithmTest {

    @Test
    void theGroupOrderIsTheProductOfItsPrimes() {
        long product = 1;
        for (long p : NimberLogarithm.PRIMES) {
            for (long d = 2; d * d <= p; d++) {
                assertNotEquals(0, p % d, p + " is prime");
            }
            product *= p;
        }
        assertEquals(NimberLogarithm.GROUP_ORDER, product);
    }

    @Test
    void theGeneratorIsTheSmallestPrimitiveElement() {
        assertTrue(primitive(NimberLogarithm.GENERATOR));
        assertEquals(NimberLogarithm.GROUP_ORDER, NimberLogarithm.order(NimberLogarithm.GENERATOR));
        for (long g = 1L << 32; g < NimberLogarithm.GENERATOR; g++) {
            assertTrue(!primitive(g), g + " is not primitive");
        }
        // Below 2^32 everything is in GF(2^32): 2^32 - 1 kills it.
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 1000; i++) {
            long a = 1 + random.nextLong(0xFFFF_FFFFL);
            assertEquals(1, Nimbers.power(a, 0xFFFF_FFFFL));
        }
    }

    private static boolean primitive(long g) {
        for (long p : NimberLogarithm.PRIMES) {
            if (Nimbers.power(g, Long.divideUnsigned(-1L, p)) == 1) {
                return false;
            }
        }
        return true;
    }

    @Test
    void everyLogarithmOfGF256IsRepeatedMultiplications() {
        for (long a = 1; a < 256; a++) {
            long[] first = firstPowers(a, 256);
            for (long b = 0; b < 256; b++) {
                OptionalLong log = NimberLogarithm.log(a, b);
                assertEquals(first[(int) b] < 0 ? OptionalLong.empty() : OptionalLong.of(first[(int) b]), log,
                        "log_" + a + " " + b);
            }
            assertEquals(cycle(a), NimberLogarithm.order(a), "order of " + a);
        }
        assertEquals(OptionalLong.of(0), NimberLogarithm.log(0, 1));
        assertEquals(OptionalLong.of(1), NimberLogarithm.log(0, 0));
        assertEquals(OptionalLong.empty(), NimberLogarithm.log(0, 7));
        assertEquals(OptionalLong.empty(), NimberLogarithm.log(7, 0));
        assertThrows(ArithmeticException.class, () -> NimberLogarithm.order(0));
    }

    @Test
    void logarithmsOfGF65536AreRepeatedMultiplications() {
        SplittableRandom random = new SplittableRandom(2);
        for (int i = 0; i < 24; i++) {
            long a = 1 + random.nextInt(65535);
            long[] first = firstPowers(a, 65536);
            assertEquals(cycle(a), NimberLogarithm.order(a), "order of " + a);
            for (int j = 0; j < 300; j++) {
                int b = random.nextInt(65536);
                OptionalLong log = NimberLogarithm.log(a, b);
                assertEquals(first[b] < 0 ? OptionalLong.empty() : OptionalLong.of(first[b]), log, "log_" + a + " " + b);
            }
        }
    }

    /** The first exponent at which each value below {@code size} is a power of {@code a}, else -1. */
    private static long[] firstPowers(long a, int size) {
        long[] first = new long[size];
        Arrays.fill(first, -1);
        long x = 1;
        for (long k = 0; first[(int) x] < 0; k++) {
            first[(int) x] = k;
            x = Nimbers.product(x, a);
        }
        return first;
    }

    private static long cycle(long a) {
        long n = 1;
        for (long x = a; x != 1; x = Nimbers.product(x, a)) {
            n++;
        }
        return n;
    }

    @Test
    void randomLogarithmsOf64BitNimbers() {
        SplittableRandom random = new SplittableRandom(3);
        int absent = 0;
        for (int i = 0; i < 3000; i++) {
            // Bases in random subgroups, so that values outside them occur.
            long a = Nimbers.power(1 + random.nextLong(-1L >>> 1) * 2, randomPrimeProduct(random));
            long order = NimberLogarithm.order(a);
            assertEquals(1, Nimbers.power(a, order));
            for (long p : NimberLogarithm.PRIMES) {
                if (Long.remainderUnsigned(order, p) == 0) {
                    assertNotEquals(1, Nimbers.power(a, Long.divideUnsigned(order, p)), "order of " + a);
                }
            }
            long x = random.nextLong();
            long b = random.nextBoolean() ? Nimbers.power(a, x) : random.nextLong() | 1;
            OptionalLong log = NimberLogarithm.log(a, b);
            if (log.isPresent()) {
                assertEquals(b, Nimbers.power(a, log.getAsLong()), "log_" + a + " " + b);
                assertTrue(Long.compareUnsigned(log.getAsLong(), order) < 0, "the least exponent");
            } else {
                assertNotEquals(0, Long.remainderUnsigned(order, NimberLogarithm.order(b)), "log_" + a + " " + b);
                absent++;
            }
            if (b == Nimbers.power(a, x)) {
                assertEquals(Long.remainderUnsigned(x, order), log.getAsLong());
            }
        }
        assertTrue(absent > 100, "values outside the subgroups: " + absent);
    }

    private static long randomPrimeProduct(SplittableRandom random) {
        long e = 1;
        for (long p : NimberLogarithm.PRIMES) {
            e *= random.nextInt(3) == 0 ? p : 1;
        }
        return e;
    }

    @Test
    void codeforces1310fSample() {
        long[][] pairs = {{2, 2}, {1, 1}, {2, 3}, {8, 10}, {8, 2}, {321321321321L, 2},
            {123214213213L, 4356903202345442785L}};
        for (long[] p : pairs) {
            OptionalLong x = NimberLogarithm.log(p[0], p[1]);
            if (p[0] == 8 && p[1] == 2) {
                // 8 lies in GF(16), whose group has order 15; 2 has order 3, which divides 15 but
                // 8 has order 5: no power of 8 is 2 (the sample answers -1).
                assertEquals(OptionalLong.empty(), x);
                assertEquals(5, NimberLogarithm.order(8));
            } else {
                assertEquals(p[1], Nimbers.power(p[0], x.getAsLong()), p[0] + " " + p[1]);
            }
        }
        assertEquals(OptionalLong.of(4), NimberLogarithm.log(8, 10));
    }
}
