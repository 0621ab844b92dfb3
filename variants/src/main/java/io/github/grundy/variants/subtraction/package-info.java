/** Subtraction games: remove an amount from a fixed set; Grundy values with a proved period. */
package io.github.grundy.variants.subtraction;
