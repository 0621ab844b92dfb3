package io.github.grundy.variants.turning;

/**
 * The odious numbers, those with an odd count of 1 bits (1, 2, 4, 7, 8, 11, ...): the values of
 * Mock Turtles' coins. The m-th (from 0) is 2m or 2m + 1, whichever is odious.
 */
public final class Odious {

    /** The largest m whose odious number stays below 2^63. */
    public static final long MAX_INDEX = (Long.MAX_VALUE >> 1) - 1;

    private Odious() {
    }

    /**
     * The m-th odious number, from 0.
     *
     * @param m the index, 0 to {@link #MAX_INDEX}
     * @return 2m, plus 1 when m has an even count of 1 bits
     */
    public static long nth(long m) {
        return 2 * m + ((Long.bitCount(m) & 1) ^ 1);
    }

    /**
     * Which odious number {@code value} is: the inverse of {@link #nth}.
     *
     * @param value a value
     * @return m with {@code nth(m) == value}, or -1 when the value is not odious
     */
    public static long indexOf(long value) {
        return value > 0 && (Long.bitCount(value) & 1) == 1 ? value >> 1 : -1;
    }
}
