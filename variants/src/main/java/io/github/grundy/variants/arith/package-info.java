/**
 * Integer arithmetic shared by the games on divisors: exact primality and factorisation of any
 * {@code long} ({@link io.github.grundy.variants.arith.Primes}) and a smallest-prime-factor sieve
 * that lists the divisors of every number of a table without factoring each from scratch
 * ({@link io.github.grundy.variants.arith.DivisorSieve}). No game here.
 */
package io.github.grundy.variants.arith;
