package io.github.grundy.core.sequence;

/**
 * What the threads of a stored table's engine did ({@link StoredSequence#stats()}): the share of
 * the work done on every thread, and how often the work done ahead was void.
 *
 * @param threads   the threads the engine computes on
 * @param blocks    the blocks computed in two parts
 * @param failures  the blocks whose rare heaps were listed again before their end, the rest of
 *                  them computed again heap by heap
 * @param farNanos  the time of the rounds: the far part of a block on every thread, the engine's
 *                  thread first finishing the block before it (so {@code nearNanos} is within it)
 * @param nearNanos the time of the blocks' near parts, on the engine's thread alone
 * @param scans     the heaps whose missing rare values were looked for on the engine's thread,
 *                  among all their splits (in blocks, those the far part's search left)
 * @param trials    the trials of both ways (in blocks, heap by heap) made
 * @param oneFaster how many of them found heap by heap faster, on one thread
 * @param lanes     how many heaps are computed side by side in lanes (2 or more), or 0 when the
 *                  code's moves allow none and the threads work in blocks
 * @param rounds    the rounds computed in lanes
 * @param stops     the rounds stopped at a heap found rare, the rest of them computed again
 * @param waits     how often a lane found a heap it needed not yet computed, and waited
 */
public record EngineStats(int threads, long blocks, long failures, long farNanos, long nearNanos, long scans,
        long trials, long oneFaster, int lanes, long rounds, long stops, long waits) {
}
