package io.github.grundy.core.arith;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Primality, factorisation and divisors against a sieve, BigInteger and known hard numbers. */
class PrimesTest {

    private static final long SEED = 0x7072696d65L; // "prime"

    @Test
    void isPrimeMatchesASieveUpTo1e6() {
        int n = 1_000_000;
        boolean[] composite = new boolean[n + 1];
        composite[0] = true;
        composite[1] = true;
        for (int p = 2; (long) p * p <= n; p++) {
            if (!composite[p]) {
                for (int k = p * p; k <= n; k += p) {
                    composite[k] = true;
                }
            }
        }
        for (int k = 0; k <= n; k++) {
            assertEquals(!composite[k], Primes.isPrime(k), "isPrime(" + k + ")");
        }
        for (long k : new long[] {-1, -2, -7, Long.MIN_VALUE}) {
            assertFalse(Primes.isPrime(k), "isPrime(" + k + ")");
        }
    }

    @Test
    void knownLargePrimes() {
        long[] primes = {
            (1L << 31) - 1, (1L << 61) - 1, 1_000_000_007L, 999_999_999_989L,
            9_223_372_036_854_775_783L, // 2^63 - 25, the largest prime below 2^63
            4_611_686_018_427_387_847L, // 2^62 - 57
            3_037_000_493L, // the largest prime whose square fits in a long
        };
        for (long p : primes) {
            assertTrue(BigInteger.valueOf(p).isProbablePrime(64), p + " is prime (test data)");
            assertTrue(Primes.isPrime(p), "isPrime(" + p + ")");
        }
    }

    /**
     * Strong pseudoprimes: each of these fools Miller–Rabin for every base up to some prime (the
     * least such numbers, ψ_k), so a test with too few bases, or a bug in the witness loop, calls
     * them prime. Carmichael numbers fool Fermat's test for every base coprime to them.
     */
    @Test
    void strongPseudoprimesAndCarmichaelNumbersAreComposite() {
        long[] hard = {
            2047L, 1_373_653L, 25_326_001L, 3_215_031_751L, 2_152_302_898_747L, 3_474_749_660_383L,
            341_550_071_728_321L, 3_825_123_056_546_413_051L,
            561L, 1105L, 1729L, 2465L, 2821L, 6601L, 8911L, 41041L, 825_265L, 321_197_185L,
            3_037_000_493L * 3_037_000_493L, // a prime squared, near 2^63
        };
        for (long n : hard) {
            assertFalse(BigInteger.valueOf(n).isProbablePrime(64), n + " is composite (test data)");
            assertFalse(Primes.isPrime(n), "isPrime(" + n + ")");
        }
        // They do pass the test to base 2: the other bases are what catch them.
        for (long n : new long[] {2047L, 3_215_031_751L, 3_825_123_056_546_413_051L}) {
            assertTrue(strongProbablePrime(n, 2), n + " is a strong pseudoprime to base 2");
        }
        assertTrue(strongProbablePrime(3_825_123_056_546_413_051L, 31), "ψ11 passes base 31 too");
    }

    /** The Miller–Rabin round for one base, with BigInteger (the test's own). */
    private static boolean strongProbablePrime(long n, long base) {
        BigInteger big = BigInteger.valueOf(n);
        BigInteger minusOne = big.subtract(BigInteger.ONE);
        int s = minusOne.getLowestSetBit();
        BigInteger x = BigInteger.valueOf(base).modPow(minusOne.shiftRight(s), big);
        if (x.equals(BigInteger.ONE) || x.equals(minusOne)) {
            return true;
        }
        for (int k = 1; k < s; k++) {
            x = x.multiply(x).mod(big);
            if (x.equals(minusOne)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void isPrimeMatchesBigIntegerOnRandomNumbersOfEverySize() {
        Random random = new Random(SEED);
        for (int bits = 2; bits <= 63; bits++) {
            for (int k = 0; k < 150; k++) {
                long n = random.nextLong() >>> (64 - bits);
                assertEquals(BigInteger.valueOf(n).isProbablePrime(64), Primes.isPrime(n), "isPrime(" + n + ")");
            }
            for (int k = 0; k < 30; k++) {
                long p = BigInteger.probablePrime(bits, random).longValueExact();
                assertTrue(Primes.isPrime(p), "isPrime(" + p + "), a " + bits + "-bit prime");
            }
        }
        // Semiprimes with two large factors: no small factor gives them away.
        for (int k = 0; k < 300; k++) {
            long p = BigInteger.probablePrime(31, random).longValueExact();
            long q = BigInteger.probablePrime(32, random).longValueExact();
            assertFalse(Primes.isPrime(p * q), "isPrime(" + p + "·" + q + ")");
        }
    }

    @Test
    void montgomeryProductMatchesBigInteger() {
        Random random = new Random(SEED + 1);
        List<Long> moduli = new ArrayList<>(List.of(3L, 5L, 41L * 43L, Long.MAX_VALUE, Long.MAX_VALUE - 2,
                (1L << 62) + 1, (1L << 32) + 1, (1L << 32) - 1));
        for (int k = 0; k < 200; k++) {
            moduli.add((random.nextLong() >>> (1 + random.nextInt(60))) | 1);
        }
        for (long n : moduli) {
            if (n < 3) {
                continue;
            }
            BigInteger big = BigInteger.valueOf(n);
            for (int k = 0; k < 50; k++) {
                long a = Math.floorMod(random.nextLong(), n);
                long b = k == 0 ? n - 1 : Math.floorMod(random.nextLong(), n);
                long expected = BigInteger.valueOf(a).multiply(BigInteger.valueOf(b)).mod(big).longValueExact();
                assertEquals(expected, Primes.mulMod(a, b, n), a + "·" + b + " mod " + n);
            }
        }
    }

    @Test
    void factorOfSmallNumbersMatchesTrialDivision() {
        for (long n = 1; n <= 20_000; n++) {
            assertArrayEquals(naiveFactor(n), Primes.factor(n), "factor(" + n + ")");
        }
        assertArrayEquals(new long[0], Primes.factor(1));
        assertArrayEquals(new long[] {2, 2, 3}, Primes.factor(12));
    }

    private static long[] naiveFactor(long n) {
        List<Long> out = new ArrayList<>();
        for (long d = 2; d * d <= n; d++) {
            while (n % d == 0) {
                out.add(d);
                n /= d;
            }
        }
        if (n > 1) {
            out.add(n);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    @Test
    void factorOfLargeNumbersMultipliesBackIntoPrimes() {
        Random random = new Random(SEED + 2);
        List<Long> numbers = new ArrayList<>(List.of(Long.MAX_VALUE, Long.MAX_VALUE - 1, 1L << 62,
                (1L << 61) - 1, 3_825_123_056_546_413_051L, 3_037_000_493L * 3_037_000_493L,
                4_611_686_014_132_420_609L)); // (2^31-1)^2
        for (int k = 0; k < 200; k++) {
            numbers.add(random.nextLong() >>> 1);
            numbers.add(random.nextLong() >>> (2 + random.nextInt(40)));
        }
        for (int k = 0; k < 60; k++) {
            // Hard cases for rho: two primes near 2^31, a prime cube, and a prime squared times a prime.
            long p = BigInteger.probablePrime(31, random).longValueExact();
            long q = BigInteger.probablePrime(31 + random.nextInt(2), random).longValueExact();
            long r = BigInteger.probablePrime(20, random).longValueExact();
            numbers.add(p * q);
            numbers.add(r * r * r);
            numbers.add(r * r * BigInteger.probablePrime(22, random).longValueExact());
        }
        for (long n : numbers) {
            if (n < 1) {
                continue;
            }
            long[] f = Primes.factor(n);
            BigInteger product = BigInteger.ONE;
            for (int i = 0; i < f.length; i++) {
                assertTrue(BigInteger.valueOf(f[i]).isProbablePrime(64), "factor " + f[i] + " of " + n + " is prime");
                assertTrue(i == 0 || f[i - 1] <= f[i], "factors of " + n + " ascending: " + Arrays.toString(f));
                product = product.multiply(BigInteger.valueOf(f[i]));
            }
            assertEquals(BigInteger.valueOf(n), product, "product of the factors of " + n);
        }
        assertArrayEquals(new long[] {7, 7, 73, 127, 337, 92737, 649657}, Primes.factor(Long.MAX_VALUE));
        assertArrayEquals(new long[] {2147483647L, 2147483647L}, Primes.factor(4_611_686_014_132_420_609L));
    }

    @Test
    void divisorsAreEveryDivisorInOrder() {
        for (long n = 1; n <= 3000; n++) {
            List<Long> expected = new ArrayList<>();
            for (long d = 1; d <= n; d++) {
                if (n % d == 0) {
                    expected.add(d);
                }
            }
            assertArrayEquals(expected.stream().mapToLong(Long::longValue).toArray(), Primes.divisors(n),
                    "divisors(" + n + ")");
        }
        Random random = new Random(SEED + 3);
        for (int k = 0; k < 200; k++) {
            long n = random.nextLong() >>> (1 + random.nextInt(30));
            if (n < 1) {
                continue;
            }
            long[] divs = Primes.divisors(n);
            long expectedCount = 1;
            long[] f = Primes.factor(n);
            for (int i = 0; i < f.length; ) {
                int j = i;
                while (j < f.length && f[j] == f[i]) {
                    j++;
                }
                expectedCount *= j - i + 1;
                i = j;
            }
            assertEquals(expectedCount, divs.length, "number of divisors of " + n);
            assertEquals(1, divs[0]);
            assertEquals(n, divs[divs.length - 1]);
            for (int i = 0; i < divs.length; i++) {
                assertEquals(0, n % divs[i], divs[i] + " divides " + n);
                assertTrue(i == 0 || divs[i - 1] < divs[i], "divisors of " + n + " strictly ascending");
            }
        }
        // The bounds DivisorSieve.MAX_DIVISORS relies on (highly composite numbers).
        assertEquals(1536, Primes.divisors(1_396_755_360L).length);
        assertEquals(1600, Primes.divisors(2_095_133_040L).length);
        assertEquals(103_680, Primes.divisors(897_612_484_786_617_600L).length);
    }

    @Test
    void nonPositiveNumbersHaveNoFactorisation() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.factor(0));
        assertTrue(e.getMessage().contains("found 0"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Primes.divisors(-6));
    }
}
