/**
 * Integer arithmetic shared by the games on divisors: exact primality and factorisation of any
 * {@code long} ({@link io.github.grundy.core.arith.Primes}) and a smallest-prime-factor sieve
 * that lists the divisors of every number of a table without factoring each from scratch
 * ({@link io.github.grundy.variants.arith.DivisorSieve}), and the table of Grundy values that the
 * games on divisors without a closed form build on that sieve, with its {@code --max-table} limit
 * and messages ({@link io.github.grundy.variants.arith.DivisorTable}), and what such a game shares
 * with the others ({@link io.github.grundy.variants.arith.DivisorTableGame}). No rule here: each
 * game brings its own as the table's builder, with its options and its words.
 */
package io.github.grundy.variants.arith;
