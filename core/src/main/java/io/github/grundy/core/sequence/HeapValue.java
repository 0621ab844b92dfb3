package io.github.grundy.core.sequence;

import java.util.Arrays;

/**
 * The last steps of a heap's value in {@link StoredRareCommon}, once its splits with a rare heap
 * are marked: the moves that take a whole heap or leave one, the least common value left (the
 * candidate), and the search of the splits for the rare values below it still missing.
 */
final class HeapValue {

    private final boolean[] whole;
    private final int[] takes;
    private final int[] splits;
    private final boolean[] unequalSplit;
    private final TableWindow table;
    private final WindowReader reader;
    private final RareClasses rare;
    /** The heaps whose missing rare values were searched for among their splits. */
    private long scans;

    HeapValue(CodeMoves moves, TableWindow table, RareClasses rare) {
        this(moves, table, rare, table.reader());
    }

    /** The last steps read through {@code reader}: another thread's ({@link HeapLanes}). */
    HeapValue(CodeMoves moves, TableWindow table, RareClasses rare, WindowReader reader) {
        this.reader = reader;
        this.whole = moves.whole();
        this.takes = moves.takes();
        this.splits = moves.splits();
        this.unequalSplit = moves.unequalSplit();
        this.table = table;
        this.rare = rare;
    }

    /** How many heaps needed the search of their splits. */
    long scans() {
        return scans;
    }

    /**
     * The value of heap {@code n}, its splits with a rare heap marked in {@code missing}: as
     * {@link RareCommon}'s. In a block from heap {@code settled}, the far part's search left in
     * {@code missing} no rare value below {@code bound} that a split with both heaps before the
     * block gives (0 and 0 outside blocks).
     */
    int value(long n, boolean[] missing, int bound, long settled) {
        if (n < whole.length && whole[(int) n]) {
            missing[0] = false;
        }
        for (int k : takes) {
            if (k < n) {
                int g = table.last(n - k);
                if (g < missing.length) {
                    missing[g] = false;
                }
            }
        }
        byte[] classes = rare.classes();
        int flip = rare.heapParity(n);
        int candidate = 0;
        int rareMissing = 0;
        for (; candidate < missing.length; candidate++) {
            if (missing[candidate]) {
                if ((classes[candidate] ^ flip) == 1) {
                    break;
                }
                rareMissing++;
            }
        }
        if (rareMissing > 0) {
            scans++;
            Arrays.fill(missing, candidate, missing.length, false);
            for (int s = 0; s < splits.length && rareMissing > 0; s++) {
                long m = n - splits[s];
                // Below the far search's bound a rare value left is in no split whose heaps lie
                // before the block: only those with a small heap a <= m - S can hold it.
                rareMissing = candidate <= bound
                        ? reader.scanRange(m, 1, Math.min(m - settled, unequalSplit[s] ? (m - 1) / 2 : m / 2),
                                missing, rareMissing)
                        : reader.scan(m, unequalSplit[s], missing, rareMissing, 1);
            }
        }
        if (rareMissing > 0) {
            int v = 0;
            while (!missing[v]) {
                v++;
            }
            return v;
        }
        return candidate;
    }
}
