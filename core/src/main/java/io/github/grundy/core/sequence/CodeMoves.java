package io.github.grundy.core.sequence;

import java.util.Arrays;

/**
 * A finite take-and-break code's moves as the rare/common engines read them ({@link RareCommon},
 * {@link StoredRareCommon}): which amounts take a whole heap, which leave one heap, which split it
 * in two (and whether into unequal heaps), and the heap parity every split shares.
 *
 * @param whole        {@code whole[k]}: a heap of exactly {@code k} may be taken whole
 * @param takes        the amounts {@code k > 0} that leave one heap, ascending
 * @param splits       the amounts that split the rest into two heaps, ascending
 * @param unequalSplit {@code unequalSplit[s]}: the split {@code splits[s]} needs unequal heaps
 * @param positionBit  -1: the heap's parity takes no part; else the parity of every split's amount
 * @param maxTake      the largest amount the code takes
 */
record CodeMoves(boolean[] whole, int[] takes, int[] splits, boolean[] unequalSplit, int positionBit, int maxTake) {

    /** The moves of {@code code}, which must be finite and leave at most two heaps. */
    static CodeMoves of(TakeBreakCode code) {
        int t = code.maxTake().orElseThrow();
        boolean[] whole = new boolean[t + 1];
        int[] takes = new int[t + 1];
        int[] splits = new int[t + 1];
        boolean[] unequal = new boolean[t + 1];
        int nt = 0;
        int ns = 0;
        for (int k = 0; k <= t; k++) {
            int d = code.digit(k);
            if (k > 0 && (d & 1) != 0) {
                whole[k] = true;
            }
            if (k > 0 && (d & 2) != 0) {
                takes[nt++] = k;
            }
            if ((d & 4) != 0) {
                unequal[ns] = code.unequal(k);
                splits[ns++] = k;
            }
        }
        return new CodeMoves(whole, Arrays.copyOf(takes, nt), Arrays.copyOf(splits, ns), Arrays.copyOf(unequal, ns),
                RareSplit.positionBit(code), t);
    }

    /**
     * The least amount taken by a move that leaves a heap: heap {@code n}'s value reads only the
     * heaps up to {@code n - reach()}, so that that many heaps in a row depend on none of one
     * another ({@link HeapLanes}). A code that only takes heaps whole reads none: its reach is
     * its largest take plus one.
     */
    int reach() {
        int least = maxTake + 1;
        if (takes.length > 0) {
            least = Math.min(least, takes[0]);
        }
        if (splits.length > 0) {
            least = Math.min(least, splits[0]);
        }
        return least;
    }

    /** Whether a split may take nothing (d0 has the 4 bit): heap n + 1 splits into 1 + n. */
    boolean hasWholeSplit() {
        return splits.length > 0 && splits[0] == 0;
    }
}
