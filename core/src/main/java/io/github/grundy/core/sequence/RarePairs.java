package io.github.grundy.core.sequence;

/**
 * The splits with a rare heap of two consecutive heaps, marked: the inner loop of
 * {@link StoredRareCommon} (as {@link RareCommon}'s), through one thread's {@link WindowReader}.
 * The rare heaps it pairs may be cut to a range of the list ({@link Part}), so that a block of
 * heaps can be marked in two parts: the far pairs, whose other heap is computed before the block
 * (by every thread at once, {@link FarWork}), and the near ones, whose other heap is in the block
 * or whose rare heap is new (by the engine's thread, heap after heap).
 */
final class RarePairs {

    /** Which pairs of the split {@code r + (m - r)} are marked, {@code S} the block's first heap. */
    enum Part {
        /** All of them. */
        ALL,
        /** Those with {@code m + 1 - r < S}, among the rare heaps listed when the block began. */
        FAR,
        /** The others: {@code m + 1 - r >= S}, or {@code r} found rare in the block. */
        NEAR
    }

    private final int[] splits;
    private final boolean[] unequalSplit;
    private final WindowReader reader;
    private int[] rare;
    private int[] rareValues;
    private int count;
    private int near;
    private int clipFrom;
    private int clipTo;

    RarePairs(CodeMoves moves, WindowReader reader) {
        this.splits = moves.splits();
        this.unequalSplit = moves.unequalSplit();
        this.reader = reader;
    }

    /**
     * The rare heaps to pair: {@code rare[0..count)}, ascending, with their values; the window of
     * last heaps reaches the splits of the first {@code near}.
     */
    void use(int[] rare, int[] rareValues, int count, int near) {
        this.rare = rare;
        this.rareValues = rareValues;
        this.count = count;
        this.near = near;
    }

    /** How many rare heaps are below {@code m}: the index of the first one at {@code m} or above. */
    private int rareBelow(long m) {
        // Far out every rare heap is below m: no search.
        if (count == 0 || rare[count - 1] < m) {
            return count;
        }
        int lo = 0;
        int hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rare[mid] < m) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Marks the values of the splits with a rare heap of heaps {@code n} (in {@code missing}) and
     * {@code n + 1} (in {@code nextMissing}), but for the split {@code 1 + n} of heap
     * {@code n + 1}, which needs heap {@code n}'s value: the caller marks it.
     *
     * @param part    which pairs
     * @param settled the block's settled heap {@code S}: the far pairs read only heaps before it
     *                (ignored for {@link Part#ALL})
     * @param frozen  how many rare heaps were listed when the block began (ignored for {@link Part#ALL})
     */
    void mark(long n, boolean[] missing, boolean[] nextMissing, Part part, long settled, int frozen) {
        for (int s = 0; s < splits.length; s++) {
            long m = n - splits[s];
            if (part == Part.ALL) {
                if (SplitLoops.oneApart(splits, unequalSplit, s) && count > 0 && rare[count - 1] < m - 1) {
                    // Heap n by the split k + 1 and heap n + 1 by the split k read the same heaps
                    // m - r: one pass over the rare heaps marks the four sets, reading three heaps.
                    reader.threePairs(rare, rareValues, near, count, m - 1, missing, nextMissing);
                    s++;
                    continue;
                }
                split(s, m, missing, nextMissing, 0, count);
                continue;
            }
            // r > m + 1 - S: both heaps' other heaps m - r and m + 1 - r lie before the block.
            int far = rareBelow(m + 2 - settled);
            if (part == Part.FAR) {
                split(s, m, missing, nextMissing, far, frozen);
            } else {
                split(s, m, missing, nextMissing, 0, far);
                if (count > frozen) {
                    split(s, m, missing, nextMissing, frozen, count);
                }
            }
        }
    }

    /**
     * Marks the values of the splits with a rare heap of heap {@code n} alone, in {@code marks}
     * ({@link HeapLanes}, where the next heap is another lane's). Two splits that take {@code k}
     * and {@code k + 1} read neighbouring heaps, {@code m - r} and {@code m + 1 - r}: they are
     * marked in one pass, as {@link #mark} marks two heaps.
     */
    void markHeap(long n, boolean[] marks) {
        clipFrom = 0;
        clipTo = count;
        for (int s = 0; s < splits.length; s++) {
            if (s + 1 < splits.length && splits[s + 1] == splits[s] + 1 && splits[s] > 0
                    && unequalSplit[s] == unequalSplit[s + 1]) {
                // Heap n by the split k + 1 is "this heap" of split(s + 1, m), and by the split k
                // its "next heap": both into the same marks.
                split(s + 1, n - splits[s + 1], marks, marks, 0, count);
                s++;
                continue;
            }
            long m = n - splits[s];
            int skip = -1;
            if (unequalSplit[s] && (m & 1) == 0) {
                long half = m / 2;
                int at = rareBelow(half);
                skip = at < count && rare[at] == half ? at : -1;
            }
            markOne(0, rareBelow(m), m, marks, skip);
        }
    }

    /** One split's pairs, with the rare heaps {@code rare[from..to)} alone. */
    private void split(int s, long m, boolean[] missing, boolean[] nextMissing, int from, int to) {
        if (from >= to) {
            return;
        }
        clipFrom = from;
        clipTo = to;
        int k = splits[s];
        int endThis = rareBelow(m);
        int endNext = rareBelow(m + 1);
        int startNext = k == 0 ? rareBelow(2) : 0;
        int skip = -1;
        if (unequalSplit[s]) {
            long half = (m + 1) / 2;
            int at = rareBelow(half);
            skip = at < count && rare[at] == half ? at : -1;
        }
        boolean skipThis = (m & 1) == 0;
        int fusedFrom = Math.min(startNext, endThis);
        markOne(0, fusedFrom, m, missing, skipThis ? skip : -1);
        if (skip >= fusedFrom && skip < endThis) {
            twoPairs(fusedFrom, skip, m, missing, nextMissing);
            markOne(skip, skip + 1, skipThis ? m + 1 : m, skipThis ? nextMissing : missing, -1);
            twoPairs(skip + 1, endThis, m, missing, nextMissing);
        } else {
            twoPairs(fusedFrom, endThis, m, missing, nextMissing);
        }
        markOne(Math.max(endThis, startNext), endNext, m + 1, nextMissing, skipThis ? -1 : skip);
    }

    private void pairs(int from, int to, long m, boolean[] marks) {
        from = Math.max(from, clipFrom);
        to = Math.min(to, clipTo);
        if (from < to) {
            reader.pairs(rare, rareValues, near, from, to, m, marks);
        }
    }

    private void twoPairs(int from, int to, long m, boolean[] marks, boolean[] nextMarks) {
        from = Math.max(from, clipFrom);
        to = Math.min(to, clipTo);
        if (from < to) {
            reader.twoPairs(rare, rareValues, near, from, to, m, marks, nextMarks);
        }
    }

    private void markOne(int from, int to, long m, boolean[] marks, int skip) {
        if (skip >= from && skip < to) {
            pairs(from, skip, m, marks);
            pairs(skip + 1, to, m, marks);
        } else {
            pairs(from, to, m, marks);
        }
    }
}
