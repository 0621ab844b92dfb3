/**
 * Play: {@link io.github.grundy.core.play.PerfectPlayer}, the opponent of {@code grundy play}. In
 * any position the theories answer, normal or misère, it wins when it can (on a graph with
 * cycles, by Smith's counters, so that the win is finite: Smith, "Graphs and composite games",
 * JCT 1 (1966)), keeps a draw, and when losing leaves the other player the fewest winning replies.
 * Rests on the choice of theory ({@code io.github.grundy.core.Analyses}) and the theories below it.
 * {@link io.github.grundy.core.play.Remoteness} says how soon: Smith's remoteness, by a bounded
 * search over the whole position, since a sum's is not its components'.
 */
package io.github.grundy.core.play;
