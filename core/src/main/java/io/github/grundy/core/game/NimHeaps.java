package io.github.grundy.core.game;

import io.github.grundy.core.misere.MisereNim;
import io.github.grundy.core.misere.MisereSearch;

/**
 * A heap game that is Nim itself: the options of heap {@code n} are exactly the single heaps
 * {@code 0..n-1}, and {@link #forEachOptionOfValue} gives heap {@code v} for value {@code v}.
 * Misere play answers sums of such heaps by Bouton's rule ({@link MisereNim}) for any number of
 * heaps and any size; sums with other games are searched ({@link MisereSearch}).
 *
 * @since SPI version 2
 */
public interface NimHeaps extends HeapGame {
}
