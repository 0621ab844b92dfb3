/**
 * Integer arithmetic that games and rules share: exact primality, factorisation and divisors of
 * any {@code long} ({@link io.github.grundy.core.arith.Primes}), used by the divisor games of the
 * variants and by the rule language's {@code isprime} and {@code divisors}.
 */
package io.github.grundy.core.arith;
