/**
 * Storage for long Grundy sequences: {@link io.github.grundy.core.store.ValueStore}, an
 * append-only table of values 0..65535 indexed by a {@code long} heap, one byte a heap, in memory
 * or in a directory of memory-mapped segment files that survives a kill (the last commit stands,
 * and everything it names is checked against CRC-32s when the store is opened).
 *
 * <p>A byte holds a value below 255, or, once the values pass 128 and the engine hints a class
 * (Grossman's trick), a common value up to 511 whose class gives back its dropped bit; any other
 * value is escaped to a sorted list beside its segment (a segment begun while the values were
 * small switches to the class coding when they grow). The store knows no more game theory than
 * that coding. One thread appends; several read at once, each through a
 * {@link io.github.grundy.core.store.StoreReader}, while nothing is appended. A store that cannot be used (missing, damaged, another game's) is a
 * {@link io.github.grundy.core.store.StoreException} naming the file.
 *
 * <p>Rests on {@code game} only, for its memory limits.
 */
package io.github.grundy.core.store;
