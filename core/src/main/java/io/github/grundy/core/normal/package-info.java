/**
 * Normal play (the player who cannot move loses) by the Sprague–Grundy theorem: a sum of games
 * is worth the nim-sum (xor) of its components' Grundy values, and a value is the mex of its
 * options' values (Sprague 1935, Grundy 1939; Bouton's Nim, 1901; Winning Ways, ch. 3–4).
 *
 * <ul>
 *   <li>{@link io.github.grundy.core.normal.NimSum}: the xor of a sum's values, in one pass;</li>
 *   <li>{@link io.github.grundy.core.normal.MexSet}: the minimum excluded value of a set;</li>
 *   <li>{@link io.github.grundy.core.normal.WinningMoves}: the analysis of a sum of heaps, its
 *       winning moves those to a nim-sum of 0;</li>
 *   <li>{@link io.github.grundy.core.normal.PositionAnalysis}: the analysis of a whole position;</li>
 *   <li>{@link io.github.grundy.core.normal.NimSumExplanation}: the steps of the decision, for
 *       {@code --explain}.</li>
 * </ul>
 *
 * <p>Rests on the game model and the analysis type.
 */
package io.github.grundy.core.normal;
