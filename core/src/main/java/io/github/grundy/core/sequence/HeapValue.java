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
    /** The last heaps' searches, which the next heaps go on with; null where no split is met twice. */
    private final SplitSearches searches;

    /** The engine's thread's last steps, heap after heap: the searches go on from heap to heap. */
    HeapValue(CodeMoves moves, TableWindow table, RareClasses rare) {
        this(moves, table, rare, table.reader(), true);
    }

    /**
     * The last steps read through {@code reader}: another thread's ({@link HeapLanes}, whose lane
     * computes every other heap and so meets no split twice: {@code goOn} false).
     */
    HeapValue(CodeMoves moves, TableWindow table, RareClasses rare, WindowReader reader, boolean goOn) {
        this.searches = goOn ? SplitSearches.forSplits(moves.splits()) : null;
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
            if (searches != null && settled == 0) {
                rareMissing = searchOn(n, missing, candidate, rareMissing);
            } else {
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

    /**
     * The search for the {@code rareMissing} values marked in {@code missing} (below
     * {@code candidate}), going on with the last heaps': first the values their walks of the same
     * splits saw, then each split's walk on from where it stopped, the newest {@code m} first (the
     * next heaps meet it again); how many stay missing.
     */
    private int searchOn(long n, boolean[] missing, int candidate, int rareMissing) {
        int size = missing.length;
        for (int s = 0; s < splits.length && rareMissing > 0; s++) {
            SplitSearches.Search kept = searches.find(n - splits[s], unequalSplit[s], size);
            if (kept != null) {
                rareMissing = kept.take(missing, candidate, rareMissing);
            }
        }
        for (int s = 0; s < splits.length && rareMissing > 0; s++) {
            long m = n - splits[s];
            SplitSearches.Search search = searches.find(m, unequalSplit[s], size);
            if (search == null) {
                search = searches.start(m, unequalSplit[s], size);
            }
            rareMissing = reader.scanOn(search, missing, rareMissing);
        }
        return rareMissing;
    }
}
