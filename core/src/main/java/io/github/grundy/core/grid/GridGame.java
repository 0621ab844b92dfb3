package io.github.grundy.core.grid;

import io.github.grundy.core.game.LimitExceededException;
import java.util.List;

/**
 * A game whose positions are sums of points of two coordinates, able to value the points of a
 * rectangle {@code 0 <= a < rows}, {@code 0 <= b < columns} at once: the capability {@code table}
 * asks for to print a grid and draw its heat map. A small interface beside the game's own
 * ({@link io.github.grundy.core.game.PositionGame}), as only such games have it.
 *
 * @since SPI version 2
 */
public interface GridGame {

    /**
     * The names of the two coordinates, row first, for the grid's labels: {@code a}, {@code b}.
     *
     * @return two names
     */
    List<String> coordinateNames();

    /**
     * The values of the points {@code (a, b)}, {@code 0 <= a < rows}, {@code 0 <= b < columns}.
     *
     * @param rows    how many rows, at least 1
     * @param columns how many columns, at least 1
     * @return the grid; a point whose play can go on for ever has {@link ValueGrid#INFINITE}
     * @throws IllegalArgumentException if a size is out of range, or the game refuses a point
     * @throws LimitExceededException   if valuing the points needs more than the game's limit
     */
    ValueGrid grid(int rows, int columns);
}
