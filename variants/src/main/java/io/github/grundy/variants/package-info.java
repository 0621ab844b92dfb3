/**
 * The built-in games, one package each, every one a {@link io.github.grundy.core.spi.Variant}
 * provider listed in {@code META-INF/services}. A package holds the game (the rule, its Grundy
 * values and the options of a heap) and its variant (id, parameters, factory).
 *
 * <p>Depends on {@code grundy-core} only; must not know the command line, input or output
 * formats.
 */
package io.github.grundy.variants;
