package io.github.grundy.core.misere;

import io.github.grundy.core.game.Memory;
import io.github.grundy.core.game.MemoryLimitExceededException;

/**
 * The coarsest partition of a monoid's elements that keeps its P-portion and is kept by
 * multiplication with each generator: {@code x ~ y iff P(xz) = P(yz) for all z}. This is the
 * minimisation of an automaton (states the elements, letters the generators, {@code x·g} the
 * transition, P the accepting states), done by Hopcroft's algorithm: a class splits every class
 * of the elements that some generator takes into it, and after a split only the smaller part is
 * used to split again. That is {@code O(k·n·log n)} for {@code n} elements and {@code k}
 * generators; refining every class by every generator until nothing splits (Moore's way) is
 * {@code O(k·n)} per round, and a candidate quotient of 200,000 elements needs hundreds of rounds.
 */
final class Partition {

    /** The longest Java array this workspace asks for. */
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    // Kept from one reduction to the next and grown when short: k·n + 1 ints ...
    /** Predecessors, for generator j and element y at {@code from[j·n + y] .. from[j·n + y + 1])}. */
    private int[] from = new int[0];
    private int[] pred = new int[0];
    /** The splitters waiting, as {@code class·k + generator}. */
    private int[] waiting = new int[0];
    // ... and n ints: the classes as ranges of elems, each range's marked elements at its front.
    private int[] elems = new int[0];
    private int[] loc = new int[0];
    private int[] first = new int[0];
    private int[] end = new int[0];
    private int[] marked = new int[0];
    private int[] touched = new int[0];
    private int[] split = new int[0];

    // One reduction's state.
    private int n;
    private int k;
    private int[] blockOf;
    private int blocks;
    private int waitingCount;
    private int touchedCount;

    /**
     * A workspace for reductions, one at a time. A search reduces hundreds of candidates of up to
     * hundreds of thousands of elements; arrays made anew for each are mostly garbage that the
     * JVM's collector answers by growing its heap (they are too large for its young regions).
     */
    Partition() {
    }

    /**
     * The classes of the coarsest congruence that keeps {@code pp}.
     *
     * @param pp    the P-portion, one entry per element
     * @param moves each generator's row: {@code moves[j][x] = x·g_j}
     * @param block receives each element's class, {@code 0..count-1} in no particular order
     * @return the number of classes
     */
    int coarsest(boolean[] pp, int[][] moves, int[] block) {
        n = pp.length;
        k = moves.length;
        blockOf = block;
        if (n == 0) {
            return 0;
        }
        reserve();
        predecessors(moves);
        start(pp);
        while (waitingCount > 0) {
            int s = waiting[--waitingCount];
            int c = s / k;
            int j = s % k;
            // The elements that generator j takes into class c, gathered before any is moved.
            int count = 0;
            for (int i = first[c]; i < end[c]; i++) {
                int y = elems[i];
                for (int q = from[j * n + y]; q < from[j * n + y + 1]; q++) {
                    split[count++] = pred[q];
                }
            }
            for (int i = 0; i < count; i++) {
                mark(split[i]);
            }
            splitTouched();
        }
        blockOf = null;
        return blocks;
    }

    /** Grows the arrays, with room to spare, to {@code n} elements and {@code k} generators. */
    private void reserve() {
        long kn = (long) k * n;
        if (kn + 1 > MAX_ARRAY) {
            throw new MemoryLimitExceededException("the reduction of a candidate misere quotient of " + n
                    + " elements and " + k + " generators needs arrays longer than Java's");
        }
        if (from.length > kn && elems.length >= n) {
            return;
        }
        long cap = Math.min(MAX_ARRAY, Math.max(kn + 1, from.length + (from.length >> 1)));
        long size = Math.min(MAX_ARRAY, Math.max(n, elems.length + (elems.length >> 1)));
        Memory.require(4L * cap * 3 + 4L * size * 7,
                () -> "the reduction of a candidate misere quotient of " + n + " elements");
        if (from.length <= kn) {
            from = new int[(int) cap];
            pred = new int[(int) cap];
            waiting = new int[(int) cap];
        }
        if (elems.length < n) {
            elems = new int[(int) size];
            loc = new int[(int) size];
            first = new int[(int) size];
            end = new int[(int) size];
            marked = new int[(int) size];
            touched = new int[(int) size];
            split = new int[(int) size];
        }
    }

    /** The predecessor lists: counted, summed to each bucket's end, then filled backwards down to its start. */
    private void predecessors(int[][] moves) {
        int kn = k * n;
        java.util.Arrays.fill(from, 0, kn + 1, 0);
        for (int j = 0; j < k; j++) {
            int[] row = moves[j];
            for (int x = 0; x < n; x++) {
                from[j * n + row[x]]++;
            }
        }
        for (int i = 1; i < kn; i++) {
            from[i] += from[i - 1];
        }
        from[kn] = kn;
        for (int j = 0; j < k; j++) {
            int[] row = moves[j];
            for (int x = n - 1; x >= 0; x--) {
                pred[--from[j * n + row[x]]] = x;
            }
        }
    }

    /** P first, then the others: two classes (one if either is empty), the smaller waiting to split. */
    private void start(boolean[] pp) {
        blocks = 0;
        waitingCount = 0;
        touchedCount = 0;
        int at = 0;
        for (int x = 0; x < n; x++) {
            if (pp[x]) {
                elems[at++] = x;
            }
        }
        int pCount = at;
        for (int x = 0; x < n; x++) {
            if (!pp[x]) {
                elems[at++] = x;
            }
        }
        if (pCount > 0) {
            newBlock(0, pCount);
        }
        if (pCount < n) {
            newBlock(pCount, n);
        }
        for (int i = 0; i < n; i++) {
            loc[elems[i]] = i;
        }
        if (blocks == 2) {
            // Splitting by one of two classes splits as the other would: the smaller is enough.
            int smaller = pCount <= n - pCount ? 0 : 1;
            for (int j = 0; j < k; j++) {
                push(smaller, j);
            }
        }
    }

    private void newBlock(int lo, int hi) {
        int b = blocks++;
        first[b] = lo;
        end[b] = hi;
        marked[b] = lo;
        for (int i = lo; i < hi; i++) {
            blockOf[elems[i]] = b;
        }
    }

    private void push(int b, int j) {
        waiting[waitingCount++] = b * k + j;
    }

    private void mark(int x) {
        int b = blockOf[x];
        int i = loc[x];
        int m = marked[b];
        if (i < m) {
            return;
        }
        if (m == first[b]) {
            touched[touchedCount++] = b;
        }
        int other = elems[m];
        elems[m] = x;
        loc[x] = m;
        elems[i] = other;
        loc[other] = i;
        marked[b] = m + 1;
    }

    /** Each touched class split into its marked and unmarked parts; the smaller part is the new class. */
    private void splitTouched() {
        for (int t = 0; t < touchedCount; t++) {
            int b = touched[t];
            int m = marked[b];
            marked[b] = first[b];
            if (m == end[b]) {
                continue;
            }
            int nb = blocks;
            if (m - first[b] <= end[b] - m) {
                newBlock(first[b], m);
                first[b] = m;
            } else {
                newBlock(m, end[b]);
                end[b] = m;
            }
            marked[b] = first[b];
            // Where (b, j) waits, both parts must split: b's part stays there, nb's is added.
            // Where it does not, the smaller part is enough: nb is the smaller.
            for (int j = 0; j < k; j++) {
                push(nb, j);
            }
        }
        touchedCount = 0;
    }
}
