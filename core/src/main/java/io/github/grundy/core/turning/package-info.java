/**
 * Coin-turning games (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 14; Conway, <i>On
 * Numbers and Games</i>, ch. 6): a row of coins, a move turns over a set of them whose rightmost
 * goes from heads to tails. By the coin-turning theorem a position is worth the nim-sum of the
 * values of its heads, each the value of the position with that head alone, so a strip is a heap
 * game whose heap n is a single head at coin n (coins numbered from 1). By the Tartan theorem a
 * head at (x, y) of the direct product of two strips is worth the nim product of the strips'
 * values ({@link io.github.grundy.core.turning.Tartan}). In their acrostic product a move is made
 * in one coordinate only; its values have no known formula and are tabled
 * ({@link io.github.grundy.core.turning.Acrostic}). Knows no game by name.
 */
package io.github.grundy.core.turning;
