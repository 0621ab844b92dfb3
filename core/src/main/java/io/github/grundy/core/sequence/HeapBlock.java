package io.github.grundy.core.sequence;

/**
 * A block of heaps that the stored engine computes on several threads ({@link StoredRareCommon},
 * {@link FarWork}): its far part, marked by every thread, waits in its arrays for the engine's
 * thread to finish the heaps in order.
 *
 * @param start   its first heap, even
 * @param end     the heap after its last; {@code end - start} even
 * @param settled the heaps before it were computed when its far part began, and that part read
 *                no other
 * @param frozen  the rare heaps listed then: the far part paired those, the near part the others
 * @param listed  how many times the rare heaps had been listed then: when this changes, the far
 *                part is void
 * @param marks   a heap's marks at {@code marks[n - start]}
 * @param bounds  a heap's search bound at {@code bounds[n - start]} ({@link FarWork.Round})
 */
record HeapBlock(long start, long end, long settled, int frozen, long listed, boolean[][] marks, int[] bounds) {

    /** Its heap pairs. */
    int pairs() {
        return (int) (end - start) / 2;
    }

    /**
     * The arrays of the two blocks in flight, used in turn: a new block takes those of the block
     * two before, whose near part is done, when they fit.
     */
    static final class Slots {

        private final int blockHeaps;
        private final boolean[][][] marks = new boolean[2][][];
        private final int[][] bounds = new int[2][];
        private int slot;

        Slots(int blockHeaps) {
            this.blockHeaps = blockHeaps;
        }

        /** A new block, its marks {@code size} long. */
        HeapBlock next(long start, long end, long settled, int frozen, long listed, int size) {
            slot ^= 1;
            int heaps = (int) Math.max(end - start, blockHeaps);
            if (marks[slot] == null || marks[slot].length < heaps || marks[slot][0].length != size) {
                marks[slot] = new boolean[heaps][size];
                bounds[slot] = new int[heaps];
            }
            return new HeapBlock(start, end, settled, frozen, listed, marks[slot], bounds[slot]);
        }
    }
}
