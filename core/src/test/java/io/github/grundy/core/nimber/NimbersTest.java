package io.github.grundy.core.nimber;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Nim-multiplication against its definition, {@code a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a,
 * b' < b}}, on every pair below 128; against the product by halves (no table) and the field laws
 * on random 64-bit nimbers; the published small values.
 */
class NimbersTest {

    private static final int ROUNDS = 20_000;

    @Test
    void everyProductBelow128IsTheDefinitions() {
        int n = 128;
        int[][] p = new int[n][n];
        boolean[] seen = new boolean[4 * n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                java.util.Arrays.fill(seen, false);
                for (int x = 0; x < a; x++) {
                    for (int y = 0; y < b; y++) {
                        seen[p[x][b] ^ p[a][y] ^ p[x][y]] = true;
                    }
                }
                int v = 0;
                while (seen[v]) {
                    v++;
                }
                p[a][b] = v;
                assertEquals(v, Nimbers.product(a, b), a + " * " + b);
            }
        }
    }

    @Test
    void publishedValues() {
        assertEquals(3, Nimbers.product(2, 2));
        assertEquals(6, Nimbers.product(4, 4));
        assertEquals(13, Nimbers.product(8, 8));
        assertEquals(24, Nimbers.product(16, 16));
        // A Fermat 2-power F = 2^(2^k): F ⊗ F = 3F/2, and F ⊗ y = F·y for y < F.
        assertEquals(3L << 31, Nimbers.product(1L << 32, 1L << 32));
        assertEquals(3L << 15, Nimbers.product(1L << 16, 1L << 16));
        assertEquals(1L << 40, Nimbers.product(1L << 32, 1L << 8));
        assertEquals(3, Nimbers.inverse(2));
        assertEquals(2, Nimbers.sqrt(3));
        assertEquals(1, Nimbers.power(-1L, 0));
    }

    @Test
    void randomProductsAreThoseByHalves() {
        SplittableRandom random = new SplittableRandom(40);
        for (int i = 0; i < ROUNDS; i++) {
            // Every size, so that the subfields' shortcuts (below 2^16, below 2^32) are met as often.
            long a = random.nextLong() >>> random.nextInt(64);
            long b = random.nextLong() >>> random.nextInt(64);
            assertEquals(Nimbers.productByHalves(a, b, 64), Nimbers.product(a, b), a + " * " + b);
        }
    }

    @Test
    void theFieldLawsHoldOnRandomNimbers() {
        SplittableRandom random = new SplittableRandom(41);
        for (int i = 0; i < ROUNDS; i++) {
            long a = random.nextLong();
            long b = random.nextLong();
            long c = random.nextLong() >>> random.nextInt(64);
            assertEquals(Nimbers.product(a, b), Nimbers.product(b, a));
            assertEquals(Nimbers.product(Nimbers.product(a, b), c), Nimbers.product(a, Nimbers.product(b, c)));
            assertEquals(Nimbers.product(a, b ^ c), Nimbers.product(a, b) ^ Nimbers.product(a, c));
            assertEquals(a, Nimbers.product(a, 1));
            assertEquals(0, Nimbers.product(a, 0));
            assertEquals(Nimbers.product(a, a), Nimbers.square(a));
            assertEquals(a, Nimbers.square(Nimbers.sqrt(a)));
            assertEquals(a, Nimbers.sqrt(Nimbers.square(a)));
            if (a != 0) {
                assertEquals(1, Nimbers.product(a, Nimbers.inverse(a)), "inverse of " + a);
                assertEquals(b, Nimbers.product(Nimbers.quotient(b, a), a));
                // The group of GF(2^64) has order 2^64 - 1.
                assertEquals(1, Nimbers.power(a, -1L));
            }
            long e = random.nextLong() >>> 1;
            long f = random.nextLong() >>> 1;
            assertEquals(Nimbers.power(a, e + f), Nimbers.product(Nimbers.power(a, e), Nimbers.power(a, f)));
        }
    }

    @Test
    void zeroHasNoInverse() {
        assertEquals("0 has no nim-inverse", assertThrows(ArithmeticException.class, () -> Nimbers.inverse(0))
                .getMessage());
        assertThrows(ArithmeticException.class, () -> Nimbers.quotient(5, 0));
    }
}
