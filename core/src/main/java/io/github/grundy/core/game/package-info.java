/**
 * The game model: what a position, a move and an outcome are, and what a plugin implements.
 *
 * <p>An impartial game is given by its options alone (Winning Ways, ch. 1; Conway, On Numbers and
 * Games, ch. 11). {@link io.github.grundy.core.game.Game} is sealed into
 * {@link io.github.grundy.core.game.HeapGame} (positions are heaps, a sum of heaps is a sum of
 * games; its options come from {@link io.github.grundy.core.game.HeapMoves} through an
 * {@link io.github.grundy.core.game.OptionSink}) and {@link io.github.grundy.core.game.PositionGame}
 * (a position that does not split into heaps). A position of heaps is a
 * {@link io.github.grundy.core.game.HeapSum}; its moves are {@link io.github.grundy.core.game.Move}s;
 * who wins is an {@link io.github.grundy.core.game.Outcome} (P, N, or D for a draw).
 * {@link io.github.grundy.core.game.NimHeaps} marks Nim itself, which the theories answer in
 * closed form.
 *
 * <p>Also here, because every theory needs them: the limits of a computation
 * ({@link io.github.grundy.core.game.Memory}, {@link io.github.grundy.core.game.LimitExceededException}),
 * how a long walk is stopped ({@link io.github.grundy.core.game.Cancellation}), and how a game's
 * own bug is reported ({@link io.github.grundy.core.game.GameFailure}).
 *
 * <p>Rests on {@code period} only. Normal and misère play are conventions of the analyses above,
 * not of the game.
 */
package io.github.grundy.core.game;
