/**
 * Finding the installed variants: what grundy does with plugins, apart from what a plugin author
 * implements ({@link io.github.grundy.core.spi}).
 *
 * <p>{@link io.github.grundy.core.loader.VariantCatalog} holds the variants that
 * {@link java.util.ServiceLoader} finds on a class loader and in plugin directories (one class
 * loader per jar, {@link io.github.grundy.core.loader.CatalogBuilder}), each with its source, and
 * every provider or jar that could not be used as a one-line
 * {@link io.github.grundy.core.loader.VariantCatalog.Problem}. The checks of a provider (its SPI
 * version, that its classes link with this grundy-core, read from their class files, its id and
 * parameters) and the wording of its faults are kept here, so that the SPI package holds only the
 * contract; {@code GameChecker} applies the same checks through
 * {@link io.github.grundy.core.loader.VariantCatalog#refusal}.
 *
 * <p>No game, no command line.
 */
package io.github.grundy.core.loader;
