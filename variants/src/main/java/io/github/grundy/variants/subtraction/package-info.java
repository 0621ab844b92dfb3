/**
 * Subtraction games: remove an amount from a fixed set, Grundy values with a proved period
 * ({@code subtraction}); or any amount but those of a fixed set, values that climb by a proved
 * saltus ({@code all-but}).
 */
package io.github.grundy.variants.subtraction;
