/**
 * The rule language: a game written as one expression, its position ({@code n}, or coordinates
 * {@code (a, b)}) and the list of its options ({@code n -> [n - k for k in 1..min(3, n)]}), read
 * ({@link io.github.grundy.core.rule.Rule#parse}), checked, and compiled once to closures over
 * {@code long} that evaluate it exactly (docs/rules.md).
 */
package io.github.grundy.core.rule;
