/**
 * Grundy sequences: the values of a heap game for heaps {@code 0, 1, 2, …}, computed far and
 * fast, and their periods proved.
 *
 * <ul>
 *   <li>{@link io.github.grundy.core.sequence.TakeBreakCode}: a take-and-break (octal, hexadecimal)
 *       code as a value (Winning Ways, ch. 4), and {@link io.github.grundy.core.sequence.TakeBreakGame},
 *       its game;</li>
 *   <li>{@link io.github.grundy.core.sequence.GrundySequence}: a game's values as a growing table
 *       with its engine and its proved period ({@code period} package), held in
 *       {@code ValueTable}s of 16 or 32 bits a heap;</li>
 *   <li>the engines: {@link io.github.grundy.core.sequence.MexTable} (the mex of every option, for
 *       any game), {@link io.github.grundy.core.sequence.RareCommon} (Gangolli and Plambeck's
 *       rare/common split for octal games, as in Flammenkamp's and tczajka's solvers), behind
 *       {@link io.github.grundy.core.sequence.ValueEngine};</li>
 *   <li>{@link io.github.grundy.core.sequence.TabledHeapGame}: a whole heap game from its moves
 *       alone, for plugins;</li>
 *   <li>{@link io.github.grundy.core.sequence.Checkpoint} and
 *       {@link io.github.grundy.core.sequence.SequenceSummary}: a table saved and resumed, and
 *       what the octal solvers print of it (largest value, P-positions, the checksum);</li>
 *   <li>{@link io.github.grundy.core.sequence.RareSplit}: how a stretch of values splits into rare
 *       and common ones, as the tables report it;</li>
 *   <li>record runs: {@link io.github.grundy.core.sequence.StoredSequence}, the rare/common engine
 *       over {@code long} heaps in a {@code store.ValueStore} (a byte a heap, on disk past
 *       memory), read through a {@code TableWindow}; {@link io.github.grundy.core.sequence.StoredTakeBreak},
 *       its game; {@link io.github.grundy.core.sequence.ValueFrequencies} and
 *       {@link io.github.grundy.core.sequence.RareHeaps}, what such runs publish; on several threads
 *       ({@code FarWork}: the splits of a block of heaps whose heaps are all computed, on every
 *       thread, then each heap finished in order; {@code HeapLanes}: for codes whose moves take 2
 *       or more, heaps side by side, each whole on one thread; {@code WayTrials}: which way, or one
 *       heap after another, the last trial found faster; {@link io.github.grundy.core.sequence.EngineStats},
 *       what the threads did).</li>
 * </ul>
 *
 * <p>Rests on normal play (the mex), the game model, periods and the store.
 */
package io.github.grundy.core.sequence;
