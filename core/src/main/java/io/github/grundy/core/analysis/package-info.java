/**
 * What a theory answers about a position: {@link io.github.grundy.core.analysis.Analysis}, its
 * outcome, Grundy value when there is one, and winning moves (how many, the first, all of them,
 * in words).
 *
 * <p>Writers, judge formats and commands read this one type, whatever theory made it; each
 * theory above implements it (a sum of heaps through
 * {@link io.github.grundy.core.analysis.HeapSumAnalysis}, a whole position through
 * {@link io.github.grundy.core.analysis.PositionGameAnalysis}), and
 * {@code io.github.grundy.core.Analyses} chooses which one answers a position. Rests on the
 * game model only.
 */
package io.github.grundy.core.analysis;
