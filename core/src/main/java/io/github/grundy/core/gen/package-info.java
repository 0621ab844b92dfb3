/**
 * Random positions with a prescribed outcome, for test data: a problem setter's generator.
 *
 * <p>{@link io.github.grundy.core.gen.SplitMix64} is the random source: its algorithm is fixed
 * here, not the JDK's, so that one seed gives the same numbers on every platform and JDK.
 * {@link io.github.grundy.core.gen.HeapPicker} draws heaps of one game within bounds, and finds a
 * heap of a given Grundy value. {@link io.github.grundy.core.gen.RandomSums} builds sums of such
 * heaps whose nim-sum is zero (lost for the player to move), non-zero, or that have exactly one
 * winning move, directly: a losing sum is made by choosing all heaps but one and then the one
 * that cancels them, never by drawing sums until one happens to lose. No game by name.
 */
package io.github.grundy.core.gen;
