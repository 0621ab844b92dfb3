/**
 * Two-coordinate tables: the Grundy values of the points {@code (a, b)} of a game whose positions
 * are sums of such points (Wythoff's game, a token on a board, a rule of two coordinates), as a
 * grid with its P-positions and, row by row, the period the values show.
 *
 * <p>{@link io.github.grundy.core.grid.GridGame} is the capability a game offers, {@link
 * io.github.grundy.core.grid.ValueGrid} the grid it computes. No theorem stands behind a row's
 * period here: it is what the computed columns show ({@link io.github.grundy.core.period.ObservedPeriod}).
 *
 * <p>Points of three coordinates and more, and whole vectors of heaps, are tabled by {@link
 * io.github.grundy.core.grid.BoxGame} as a {@link io.github.grundy.core.grid.ValueBox}: every point of
 * a box, each valued once, those a {@link io.github.grundy.core.grid.PointFilter} keeps.
 */
package io.github.grundy.core.grid;
