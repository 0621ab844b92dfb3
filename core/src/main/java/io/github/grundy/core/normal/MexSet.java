package io.github.grundy.core.normal;

/**
 * A reusable set of small non-negative values that answers its mex (minimum excludant: the
 * least value not in the set). A bitset that only grows, cleared in time proportional to the
 * words touched since the last clear, so that computing one mex costs time linear in the number
 * of values added.
 *
 * <p>Values of {@value #LIMIT} or more are ignored: a set of n values has a mex of at most n, so
 * they could only matter after that many additions, which {@link #add} refuses. Not thread-safe:
 * one per builder.
 */
public final class MexSet {

    /** Values at or above this cannot change the mex of any set this class accepts. */
    public static final long LIMIT = 1L << 31;

    private long[] words = new long[4];
    private int highestWord = -1;
    private long added;

    /** An empty set. */
    public MexSet() {
    }

    /**
     * Adds {@code value} to the set.
     *
     * @param value a Grundy value, 0 or more; one of {@value #LIMIT} or more is counted but
     *              cannot change the mex
     * @throws IllegalArgumentException if {@code value} is negative
     * @throws IllegalStateException    if this would be the {@value #LIMIT}th value since the
     *                                  last {@link #clear}
     */
    public void add(long value) {
        if (++added >= LIMIT) {
            throw new IllegalStateException("more than " + (LIMIT - 1) + " values in one mex");
        }
        if (value < 0) {
            throw new IllegalArgumentException("negative Grundy value: " + value);
        }
        if (value >= LIMIT) {
            return;
        }
        int w = (int) (value >>> 6);
        if (w >= words.length) {
            long[] grown = new long[Math.max(w + 1, words.length * 2)];
            System.arraycopy(words, 0, grown, 0, words.length);
            words = grown;
        }
        words[w] |= 1L << value;
        if (w > highestWord) {
            highestWord = w;
        }
    }

    /**
     * The least non-negative value not in the set.
     *
     * @return the mex, 0 for an empty set
     */
    public long mex() {
        for (int w = 0; w <= highestWord; w++) {
            long free = ~words[w];
            if (free != 0) {
                return ((long) w << 6) + Long.numberOfTrailingZeros(free);
            }
        }
        return (long) (highestWord + 1) << 6;
    }

    /** Empties the set. */
    public void clear() {
        for (int w = 0; w <= highestWord; w++) {
            words[w] = 0;
        }
        highestWord = -1;
        added = 0;
    }
}
