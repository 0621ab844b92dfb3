package io.github.grundy.core.nimber;

/**
 * For each prime {@code p} of {@code 2^64 - 1}, the subgroup of order {@code p} with the generator
 * {@code g_p = G^((2^64-1)/p)} ({@code G} = {@link NimberLogarithm#GENERATOR}), and the baby steps
 * {@code g_p^j}, {@code j < m}, of a baby-step giant-step search in it, hashed. Built once, on
 * first use, and only read after.
 */
final class SubgroupTables {

    static final SubgroupTables INSTANCE = new SubgroupTables();

    /** Per prime: the baby-step count m, its open-addressing keys and their exponents. */
    private final int[] steps;
    private final long[][] keys;
    private final int[][] exponents;
    /** Per prime: {@code g_p^-m}, one giant step. */
    private final long[] giant;

    private SubgroupTables() {
        int n = NimberLogarithm.PRIMES.length;
        steps = new int[n];
        keys = new long[n][];
        exponents = new int[n][];
        giant = new long[n];
        for (int i = 0; i < n; i++) {
            long p = NimberLogarithm.PRIMES[i];
            long g = Nimbers.power(NimberLogarithm.GENERATOR, Long.divideUnsigned(NimberLogarithm.GROUP_ORDER, p));
            // Baby steps are paid once (natively, when the image is built), giant steps per logarithm:
            // every power of the small subgroups, and 2^14 of the largest (at most 409 giant steps).
            int m = (int) Math.min(p, Math.max(2 * (long) Math.ceil(Math.sqrt(p)), 1 << 14));
            int slots = Integer.highestOneBit(2 * m - 1) << 1;
            long[] k = new long[slots];
            int[] e = new int[slots];
            long power = 1;
            for (int j = 0; j < m; j++) {
                int s = slot(power, slots);
                while (k[s] != 0) {
                    s = (s + 1) & (slots - 1);
                }
                k[s] = power;
                e[s] = j;
                power = Nimbers.product(power, g);
            }
            steps[i] = m;
            keys[i] = k;
            exponents[i] = e;
            giant[i] = Nimbers.inverse(power);
        }
    }

    /**
     * The logarithm of {@code h^((2^64-1)/p)} to the base {@code g_p}, {@code p} the i-th prime:
     * the logarithm of {@code h} to the base {@code G}, modulo {@code p}.
     *
     * @param i the prime's index in {@link NimberLogarithm#PRIMES}
     * @param h a nimber, not 0
     * @return the logarithm, {@code 0 ≤ L < p}
     */
    long logModulo(int i, long h) {
        long p = NimberLogarithm.PRIMES[i];
        long y = Nimbers.power(h, Long.divideUnsigned(NimberLogarithm.GROUP_ORDER, p));
        long[] k = keys[i];
        int m = steps[i];
        for (long taken = 0; taken < p; taken += m) {
            int s = slot(y, k.length);
            while (k[s] != 0) {
                if (k[s] == y) {
                    return taken + exponents[i][s];
                }
                s = (s + 1) & (k.length - 1);
            }
            y = Nimbers.product(y, giant[i]);
        }
        throw new IllegalStateException("no logarithm modulo " + p + ": the subgroup tables are wrong");
    }

    private static int slot(long key, int slots) {
        return (int) ((key * 0x9E37_79B9_7F4A_7C15L) >>> (64 - Integer.numberOfTrailingZeros(slots)));
    }
}
