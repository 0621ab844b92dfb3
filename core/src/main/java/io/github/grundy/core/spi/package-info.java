/**
 * The variant SPI: what a game plugin implements ({@link io.github.grundy.core.spi.Variant}, its
 * typed {@link io.github.grundy.core.spi.Parameter}s) and how the installed variants are found
 * ({@link io.github.grundy.core.spi.VariantCatalog}, through {@link java.util.ServiceLoader}).
 * No game, no command line.
 */
package io.github.grundy.core.spi;
