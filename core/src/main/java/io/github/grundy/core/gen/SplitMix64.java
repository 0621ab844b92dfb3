package io.github.grundy.core.gen;

/**
 * Steele, Lea and Flood's SplitMix64 generator (OOPSLA 2014), written out here so that a seed
 * gives the same numbers everywhere: {@link java.util.Random}'s bounded methods and
 * {@link java.util.SplittableRandom} leave their algorithms to the JDK. Not for cryptography.
 * Mutable, and not thread-safe: one per generated input.
 */
public final class SplitMix64 {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long state;

    /**
     * A generator whose numbers depend on {@code seed} only.
     *
     * @param seed any value, e.g. a user's {@code --seed}
     */
    public SplitMix64(long seed) {
        this.state = seed;
    }

    /**
     * The next 64 random bits.
     *
     * @return the bits, uniform over all of {@code long}
     */
    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /**
     * A uniform number in {@code 0..bound-1}, by rejecting the few top values that would bias a
     * remainder (at most half of the draws, so the expected number of draws is below 2).
     *
     * @param bound the number of values, at least 1
     * @return a number in {@code 0..bound-1}
     * @throws IllegalArgumentException if {@code bound} is not positive
     */
    public long below(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, got " + bound);
        }
        long limit = Long.MAX_VALUE - Long.MAX_VALUE % bound;
        long r;
        do {
            r = nextLong() >>> 1;
        } while (r >= limit);
        return r % bound;
    }

    /**
     * A uniform number in {@code lo..hi}, both included.
     *
     * @param lo the smallest value
     * @param hi the largest value, at least {@code lo}
     * @return a number in {@code lo..hi}
     * @throws IllegalArgumentException if {@code lo > hi}
     */
    public long between(long lo, long hi) {
        if (lo > hi) {
            throw new IllegalArgumentException("empty range " + lo + ".." + hi);
        }
        long span = hi - lo + 1;
        if (span <= 0) {
            // The whole of long, or a range wider than Long.MAX_VALUE: draw until inside.
            long r;
            do {
                r = nextLong();
            } while (r < lo || r > hi);
            return r;
        }
        return lo + below(span);
    }

    /**
     * A uniform int in {@code lo..hi}, both included.
     *
     * @param lo the smallest value
     * @param hi the largest value, at least {@code lo}
     * @return a number in {@code lo..hi}
     * @throws IllegalArgumentException if {@code lo > hi}
     */
    public int between(int lo, int hi) {
        return (int) between((long) lo, (long) hi);
    }

    /**
     * True with probability 1/2.
     *
     * @return true or false, from one draw
     */
    public boolean coin() {
        return nextLong() < 0;
    }

    /**
     * Shuffles {@code a} in place (Fisher–Yates).
     *
     * @param a the array, every order equally likely afterwards
     */
    public void shuffle(long[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = (int) below(i + 1L);
            long t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
