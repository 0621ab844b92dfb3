/**
 * The Sprague–Grundy engines, knowing no game by name.
 *
 * <ul>
 *   <li>the game model: {@link io.github.grundy.core.game.Game}, {@link io.github.grundy.core.game.HeapGame}
 *       and the moves of a heap ({@link io.github.grundy.core.game.HeapMoves}), and
 *       {@link io.github.grundy.core.game.PositionGame} for positions that are not heaps;</li>
 *   <li>the xor engine: {@link io.github.grundy.core.normal.NimSum} and
 *       {@link io.github.grundy.core.normal.WinningMoves} over a {@link io.github.grundy.core.game.HeapSum};</li>
 *   <li>the mex engine: {@link io.github.grundy.core.normal.MexSet} and
 *       {@link io.github.grundy.core.sequence.MexTable}, and {@link io.github.grundy.core.sequence.TabledHeapGame},
 *       a whole heap game from its moves alone (for plugins).</li>
 * </ul>
 *
 * <p>This module depends on nothing but the JDK. It must never name a game, a command-line
 * option or an output format: games live in {@code grundy-variants}, the command line in
 * {@code grundy-cli}.
 */
package io.github.grundy.core;
