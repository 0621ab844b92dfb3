package io.github.grundy.core.grid;

/**
 * Which points of a box are tabled ({@link BoxGame#box}): a condition on a point's coordinates,
 * for a rule that is a game only on some of them (heaps kept in order, {@code h[0] < h[1]}).
 *
 * @since SPI version 2
 */
@FunctionalInterface
public interface PointFilter {

    /** Every point. */
    PointFilter ALL = point -> true;

    /**
     * Whether {@code point} is tabled.
     *
     * @param point the point's coordinates (not to be kept: the array is reused)
     * @return true to table it
     * @throws IllegalArgumentException if the condition cannot be decided there (its evaluation fails)
     */
    boolean keeps(long[] point);
}
