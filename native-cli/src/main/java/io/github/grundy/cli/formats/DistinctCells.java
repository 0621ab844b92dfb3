package io.github.grundy.cli.formats;

import java.util.Arrays;

/**
 * The heads of one case of a coin-turning format, each cell kept once: a light listed twice is one
 * light, on, as a set. An open-addressing table of cells of up to three coordinates, cleared cell
 * by cell between cases (so a case costs its own size, however large an earlier one was), with
 * nothing allocated per cell.
 */
final class DistinctCells {

    private long[] cells = new long[3 * 16];
    private int[] slots = new int[64];
    private int[] used = new int[16];
    private int size;

    DistinctCells() {
        Arrays.fill(slots, -1);
    }

    /** Forgets every cell: the next case starts empty. */
    void clear() {
        for (int i = 0; i < size; i++) {
            slots[used[i]] = -1;
        }
        size = 0;
    }

    /** Adds the cell (x, y, z) (0 for the coordinates a board has not); false when it was there. */
    boolean add(long x, long y, long z) {
        if (2 * (size + 1) > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        int slot = (int) (mix(x, y, z) & mask);
        for (int at; (at = slots[slot]) >= 0; slot = (slot + 1) & mask) {
            if (cells[3 * at] == x && cells[3 * at + 1] == y && cells[3 * at + 2] == z) {
                return false;
            }
        }
        if (3 * size + 3 > cells.length) {
            cells = Arrays.copyOf(cells, 2 * cells.length);
            used = Arrays.copyOf(used, 2 * used.length);
        }
        cells[3 * size] = x;
        cells[3 * size + 1] = y;
        cells[3 * size + 2] = z;
        slots[slot] = size;
        used[size++] = slot;
        return true;
    }

    /** The number of distinct cells of the case. */
    int size() {
        return size;
    }

    private void grow() {
        int[] bigger = new int[2 * slots.length];
        Arrays.fill(bigger, -1);
        int mask = bigger.length - 1;
        for (int i = 0; i < size; i++) {
            int slot = (int) (mix(cells[3 * i], cells[3 * i + 1], cells[3 * i + 2]) & mask);
            while (bigger[slot] >= 0) {
                slot = (slot + 1) & mask;
            }
            bigger[slot] = i;
            used[i] = slot;
        }
        slots = bigger;
    }

    /** A hash of the three coordinates (SplitMix64's finalizer over their combination). */
    private static long mix(long x, long y, long z) {
        long h = x * 0x9E3779B97F4A7C15L + y * 0xC2B2AE3D27D4EB4FL + z * 0x165667B19E3779F9L;
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }
}
