/**
 * {@code grundy table}: a game's Grundy values over a range of heaps, written as computed, with
 * the proof of the period, checkpoints, the genera of misère play and the misère quotient.
 */
package io.github.grundy.cli.table;
