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
}
