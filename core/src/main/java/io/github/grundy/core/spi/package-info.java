/**
 * The variant SPI: what a game plugin implements.
 *
 * <p>{@link io.github.grundy.core.spi.Variant} is a game users can name, with its typed
 * {@link io.github.grundy.core.spi.Parameter}s and the game it creates;
 * {@link io.github.grundy.core.spi.HeapVariant} makes one of a heap game's moves alone. How the
 * installed variants are found and checked is not part of the SPI: see
 * {@link io.github.grundy.core.loader.VariantCatalog}.
 *
 * <p><b>Stability.</b> The types of this package and the game model they return
 * ({@link io.github.grundy.core.game.Game}, {@link io.github.grundy.core.game.HeapGame},
 * {@link io.github.grundy.core.game.PositionGame}, {@link io.github.grundy.core.game.HeapMoves},
 * {@link io.github.grundy.core.game.OptionSink}, {@link io.github.grundy.core.sequence.TabledHeapGame}) form SPI
 * version {@value io.github.grundy.core.spi.Variant#SPI_VERSION}. A change that would break a
 * plugin built against them raises {@link io.github.grundy.core.spi.Variant#SPI_VERSION}; a plugin
 * reports the version it was built with ({@link io.github.grundy.core.spi.Variant#spiVersion()}),
 * and grundy refuses one built for another version, newer or older, with a message instead of a
 * {@link LinkageError}. docs/plugins.md is the guide for authors.
 *
 * <p>No game, no command line.
 */
package io.github.grundy.core.spi;
