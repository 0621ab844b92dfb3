/**
 * Magic beads: a heap p &gt; 1 becomes its divisors below p, minus one of them chosen by the
 * mover. Grundy values come from a table built with a divisor sieve.
 */
package io.github.grundy.variants.beads;
