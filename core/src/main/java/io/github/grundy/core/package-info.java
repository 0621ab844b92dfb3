/**
 * grundy-core, the Sprague–Grundy engines, knowing no game by name; and the one place that
 * chooses which theory answers a position ({@link io.github.grundy.core.Analyses}).
 *
 * <p>Each package below is one theory and rests only on those listed after it:
 *
 * <ul>
 *   <li>{@link io.github.grundy.core.play}: the perfect player;</li>
 *   <li>this package: the choice of theory, {@link io.github.grundy.core.Analyses};</li>
 *   <li>{@link io.github.grundy.core.misere}: misère play (Bouton, genus and tameness, quotients,
 *       search);</li>
 *   <li>{@link io.github.grundy.core.loopy} and {@link io.github.grundy.core.sequence}, side by
 *       side: games with draws (generalized values, Smith's rule), and Grundy sequences (engines,
 *       take-and-break codes, periods proved);</li>
 *   <li>{@link io.github.grundy.core.normal}: normal play (nim-sum, mex, winning moves);</li>
 *   <li>{@link io.github.grundy.core.analysis}: what a theory answers about a position;</li>
 *   <li>{@link io.github.grundy.core.game}: the game model, what a plugin implements;</li>
 *   <li>{@link io.github.grundy.core.period}: periodicity theorems and proofs.</li>
 * </ul>
 *
 * <p>Around them: {@link io.github.grundy.core.spi} (the variant SPI a plugin provides),
 * {@link io.github.grundy.core.loader} (finding plugins), {@link io.github.grundy.core.check}
 * (checking a plugin's game against the definition), {@link io.github.grundy.core.gen} (random
 * positions) and {@link io.github.grundy.core.io} (reading numbers and graphs, writing bytes).
 * None of the theories refers to them; core's {@code LayoutTest} fails when one does, or when
 * any two packages refer to each other in a cycle.
 *
 * <p>This module depends on nothing but the JDK. It must never name a game, a command-line
 * option or an output format: games live in {@code grundy-variants}, the command line in
 * {@code grundy-cli}.
 */
package io.github.grundy.core;
