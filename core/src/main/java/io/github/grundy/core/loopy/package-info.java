/**
 * Loopy games: impartial games on graphs with cycles, where play can go on for ever and a
 * position can be a draw (D).
 *
 * <p>{@link io.github.grundy.core.loopy.GeneralizedGrundy} labels every vertex of a
 * {@link io.github.grundy.core.loopy.DirectedGraph} with its generalized Sprague–Grundy value,
 * finite or {@code ∞(K)} (Smith, "Graphs and composite games", JCT 1 (1966); Fraenkel and Yesha,
 * 1986), and {@link io.github.grundy.core.loopy.LoopyAnalysis} decides a sum by Smith's rule: a
 * sum with one infinite component is won if 0 is in its {@code K} after the others' nim-sum, else
 * drawn; with two or more, drawn. A plugin's loopy game implements
 * {@link io.github.grundy.core.loopy.LoopyHeapGame}.
 *
 * <p>Rests on normal play (a sum without an infinite value is a nim-sum), the analysis type and
 * the game model.
 */
package io.github.grundy.core.loopy;
