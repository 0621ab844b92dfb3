package io.github.grundy.core.game;


/**
 * A move of an analysed position, as {@code Analysis} lists it: in a sum of heaps a
 * {@link HeapMove} (which heap becomes which option), in a position of a
 * {@link PositionGame} a {@link PositionMove} (the game's own encoding). {@code Analysis.describe}
 * says it in words.
 *
 * @since SPI version 2
 */
public sealed interface Move permits HeapMove, PositionMove {

    /**
     * The component played in, 0-based: a heap's index in a sum; 0 for a whole position.
     *
     * @return the component's index, at least 0
     */
    int component();
}
