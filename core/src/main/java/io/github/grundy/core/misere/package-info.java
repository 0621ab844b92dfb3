/**
 * Misère play: the player who makes the last move loses, and sums no longer add up by the nim-sum.
 *
 * <ul>
 *   <li>{@code MisereNim}: Bouton's rule for misère Nim (1901);</li>
 *   <li>{@link io.github.grundy.core.misere.Genus} and {@link io.github.grundy.core.misere.Genera}:
 *       Conway's genus {@code g^{g0 g1 …}} and the sums of tame games it decides (On Numbers and
 *       Games, ch. 12; Winning Ways, ch. 13), in {@code MisereTame};</li>
 *   <li>{@link io.github.grundy.core.misere.MisereQuotient}: the misère quotient of an octal game's
 *       heaps (Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005);
 *       Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115 (2008)), computed
 *       as Siegel's MisereSolver does, in parts: monoids kept as their generators' rows
 *       ({@code RowMonoid}), the reached part of a product ({@code GeneratedProduct}), the
 *       candidate and its reduction ({@code Candidate}, {@code Partition}), the exact check
 *       ({@code QuotientCheck}, {@code ElementSets}), the search, the presentation, and
 *       {@code Φ}'s period (proved through the {@code period} package); computed heap by heap under
 *       the caller's control by {@link io.github.grundy.core.misere.QuotientRun}; answered by
 *       {@code MisereByQuotient};</li>
 *   <li>{@code MisereTree}: the search of a misère game tree, each position decided once, within a
 *       limit; {@code MisereSearch} searches a sum of heaps with it where no theory applies, and
 *       {@code MiserePositionSearch} a whole position of a {@code PositionGame}, which no theory
 *       adds up from parts;</li>
 *   <li>{@link io.github.grundy.core.misere.MisereSolver}: the choice among them for one position,
 *       keeping what it learns of each game for the next.</li>
 * </ul>
 *
 * <p>Rests on sequences (take-and-break codes), loopy games (which it refuses), normal play (the
 * mex of genera), the analysis type, the game model and periods.
 */
package io.github.grundy.core.misere;
