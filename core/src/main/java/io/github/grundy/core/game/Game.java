package io.github.grundy.core.game;

/**
 * An impartial game under normal play: both players have the same moves, and the player who
 * cannot move loses. A configured game (its parameters fixed) as a {@link io.github.grundy.core.spi.Variant}
 * creates it.
 *
 * <p>The hierarchy is closed because the engines analyse each kind differently: a {@link HeapGame}
 * is played on a sum of heaps, one component per heap; a {@link PositionGame} is played on a whole
 * position that does not split into independent heaps (a staircase).
 */
public sealed interface Game permits HeapGame, PositionGame {

    /**
     * A short text naming the game and its parameters, e.g. {@code bash --max=3}.
     *
     * @return the game's spec, as users could type it back; messages start with it
     */
    String describe();
}
