package io.github.grundy.variants.arith;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The sieve's divisor lists against trial division. */
class DivisorSieveTest {

    @Test
    void divisorsMatchTrialDivision() {
        int n = 50_000;
        DivisorSieve sieve = new DivisorSieve(n);
        assertEquals(n, sieve.max());
        int[] buffer = new int[DivisorSieve.MAX_DIVISORS];
        for (int k = 1; k <= n; k++) {
            int count = sieve.divisors(k, buffer);
            int[] actual = Arrays.copyOf(buffer, count);
            Arrays.sort(actual);
            assertArrayEquals(naiveDivisors(k), actual, "divisors(" + k + ")");
            if (k % 7 == 0 || k < 1000) {
                assertArrayEquals(Arrays.stream(naiveDivisors(k)).asLongStream().toArray(), sieve.sortedDivisors(k),
                        "sortedDivisors(" + k + ")");
            }
        }
        assertThrows(IllegalArgumentException.class, () -> sieve.sortedDivisors(n + 1));
    }

    @Test
    void smallSievesAndTheirEdges() {
        for (int n = 1; n <= 40; n++) {
            DivisorSieve sieve = new DivisorSieve(n);
            int[] buffer = new int[DivisorSieve.MAX_DIVISORS];
            for (int k = 1; k <= n; k++) {
                int[] actual = Arrays.copyOf(buffer, sieve.divisors(k, buffer));
                Arrays.sort(actual);
                assertArrayEquals(naiveDivisors(k), actual, "sieve to " + n + ", divisors(" + k + ")");
            }
            final DivisorSieve s = sieve;
            final int past = n + 1;
            assertThrows(IllegalArgumentException.class, () -> s.divisors(past, buffer));
            assertThrows(IllegalArgumentException.class, () -> s.divisors(0, buffer));
        }
        assertThrows(IllegalArgumentException.class, () -> new DivisorSieve(0));
        assertThrows(IllegalArgumentException.class, () -> new DivisorSieve(DivisorSieve.MAX_N + 1));
    }

    /** Divisors in pairs d, k/d with d up to the square root, sorted. */
    private static int[] naiveDivisors(int k) {
        int[] out = new int[2 * (int) Math.sqrt(k) + 2];
        int count = 0;
        for (int d = 1; d * d <= k; d++) {
            if (k % d == 0) {
                out[count++] = d;
                if (d != k / d) {
                    out[count++] = k / d;
                }
            }
        }
        int[] divisors = Arrays.copyOf(out, count);
        Arrays.sort(divisors);
        return divisors;
    }
}
