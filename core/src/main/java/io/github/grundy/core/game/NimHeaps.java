package io.github.grundy.core.game;


/**
 * A heap game that is Nim itself: the options of heap {@code n} are exactly the single heaps
 * {@code 0..n-1}, and {@link #forEachOptionOfValue} gives heap {@code v} for value {@code v}.
 * Misere play answers sums of such heaps by Bouton's rule ({@code MisereNim}) for any number of
 * heaps and any size; sums with other games are searched ({@code MisereSearch}).
 *
 * @since SPI version 2
 */
public interface NimHeaps extends HeapGame {
}
