package io.github.grundy.core.grid;

import io.github.grundy.core.game.LimitExceededException;
import java.util.List;

/**
 * A game whose positions are points (or sums of points) of several coordinates, able to value
 * every point of a box {@code 0 <= x_i <= last_i} at once, each point once, its options' values
 * shared: the capability {@code table} asks for to list the points of three coordinates and more,
 * or the positions of a whole vector of heaps, each heap within bounds. {@link GridGame} is the
 * two-coordinate case, with its grid and heat map.
 *
 * @since SPI version 2
 */
public interface BoxGame {

    /**
     * How many coordinates a point has.
     *
     * @return 2 or more; 0 when a position may have any number of them (a vector of heaps: the
     *         box says how many)
     */
    int width();

    /**
     * The names of the coordinates of a point of {@code width} numbers, for the table's labels.
     *
     * @param width the coordinates, {@link #width()} or, when that is 0, any number from 1
     * @return {@code width} names: {@code a}, {@code b}, {@code c}, or {@code h[0]}, {@code h[1]}
     */
    List<String> coordinateNames(int width);

    /**
     * A condition on points written in the game's own words (for a rule, an expression of its
     * language over the coordinates as the rule names them).
     *
     * @param condition the text
     * @param width     the number of coordinates of the points it is asked of
     * @return the filter
     * @throws IllegalArgumentException if the text is no condition, naming the column and why
     */
    PointFilter filter(String condition, int width);

    /**
     * The values of the points of the box whose coordinate {@code i} goes from 0 to {@code lasts[i]}
     * that {@code keep} keeps.
     *
     * @param lasts each coordinate's last value, 0 or more; as many as {@link #width()} (any number
     *              from 1 when that is 0)
     * @param keep  the points to table
     * @return the values
     * @throws IllegalArgumentException if the box is not one of this game's, or the game refuses a point
     * @throws LimitExceededException   if the box has more than {@link ValueBox#MAX_POINTS} points, or
     *                                  valuing them needs more than the game's limit
     */
    ValueBox box(long[] lasts, PointFilter keep);
}
