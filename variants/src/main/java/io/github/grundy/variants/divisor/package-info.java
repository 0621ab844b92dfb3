/**
 * The odd-divisor game (Codeforces 1370C): divide n by an odd divisor above 1, or subtract 1.
 * Outcomes have a closed form for every {@code long}; Grundy values come from a table.
 */
package io.github.grundy.variants.divisor;
