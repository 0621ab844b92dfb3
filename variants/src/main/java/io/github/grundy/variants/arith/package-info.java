/**
 * Integer arithmetic shared by the games on divisors: exact primality and factorisation of any
 * {@code long} ({@link io.github.grundy.variants.arith.Primes}) and a smallest-prime-factor sieve
 * that lists the divisors of every number of a table without factoring each from scratch
 * ({@link io.github.grundy.variants.arith.DivisorSieve}), and the table of Grundy values that the
 * games on divisors without a closed form build on that sieve, with its {@code --max-table} limit
 * and messages ({@link io.github.grundy.variants.arith.DivisorTable}). No game here: each game
 * brings its own rule as the table's builder.
 */
package io.github.grundy.variants.arith;
