package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.store.ValueStore;
import java.util.Arrays;

/**
 * The rare/common engine of a {@link StoredSequence}: {@link RareCommon}'s method (the same
 * values, tested against the plain mex loop) over heaps indexed by {@code long}, its table read
 * and written through a {@link TableWindow}. Its state (the histogram, the mask, the rare heaps)
 * is rebuilt from the store when it is opened, so that a run goes on from a store alone.
 */
final class StoredRareCommon {

    private final TakeBreakCode code;
    private final ValueStore store;
    private final boolean[] whole;
    private final int[] takes;
    private final int[] splits;
    private final boolean[] unequalSplit;
    /** -1: the heap's parity takes no part; else the parity of every split's amount. */
    private final int positionBit;
    /** Whether a split may take nothing (d0 has the 4 bit): heap n + 1 splits into 1 + n. */
    private final boolean hasWholeSplit;
    private final int maxTake;
    private final ValueCounts counts;
    private TableWindow table;

    private int bits;
    private long[] histogram;
    private long[] transform = new long[0];
    private int mask;
    private boolean maskHasPosition;
    private byte[] valueParity;
    private int[] rare = new int[16];
    private int[] rareValues = new int[16];
    private int rareCount;
    /** How many of the first rare heaps the window reaches: their splits read it, the others the store. */
    private int nearRare;
    private int nextMaskChoice;

    /** The engine of {@code code} (a finite code of at most two heaps), on {@code store}'s values, which it reads back. */
    StoredRareCommon(TakeBreakCode code, ValueStore store, ValueCounts counts, int firstHistory, int maxHistory) {
        this.code = code;
        this.store = store;
        CodeMoves moves = CodeMoves.of(code);
        this.whole = moves.whole();
        this.takes = moves.takes();
        this.splits = moves.splits();
        this.unequalSplit = moves.unequalSplit();
        this.positionBit = moves.positionBit();
        this.hasWholeSplit = moves.hasWholeSplit();
        this.maxTake = moves.maxTake();
        this.counts = counts;
        // The moves that leave one heap read up to maxTake heaps back: the window holds them at least.
        int least = Math.max(firstHistory, maxTake + 2);
        rebuild(Integer.highestOneBit(least - 1) << 1, maxHistory);
    }

    /** The table: the store and the windows. */
    TableWindow table() {
        return table;
    }

    /** The rare heaps of the values computed, the mask chosen again over all of them ({@link StoredSequence#rareHeaps()}). */
    RareHeaps rareHeaps() {
        long next = table.size();
        if (next > 0 && chooseMask(next)) {
            classify(next);
        }
        // Heap 0 pairs in no split, so the engine leaves it out; the tables count it when it is rare.
        int zero = next > 0 && parity(table.read(0), 0) == 0 ? 1 : 0;
        long[] heaps = new long[zero + rareCount];
        int[] values = new int[zero + rareCount];
        for (int i = 0; i < rareCount; i++) {
            heaps[zero + i] = rare[i];
            values[zero + i] = rareValues[i];
        }
        return new RareHeaps(mask, maskHasPosition, heaps, values);
    }

    /** Computes heaps {@code table().size()..last} ({@link StoredSequence#extendTo}). */
    void extendTo(long last) {
        try {
            fill(last);
        } finally {
            table.flush();
        }
    }

    private void fill(long last) {
        boolean[] missing = new boolean[1 << bits];
        boolean[] nextMissing = new boolean[1 << bits];
        boolean nextMarked = false;
        for (long n = table.size(); n <= last; n++) {
            if ((n & 0xFF) == 0) {
                Cancellation.checkpoint();
            }
            int size = 1 << bits;
            if (missing.length != size) {
                missing = new boolean[size];
                nextMissing = new boolean[size];
                nextMarked = false;
            }
            if (nextMarked) {
                boolean[] t = missing;
                missing = nextMissing;
                nextMissing = t;
                nextMarked = false;
            } else {
                Arrays.fill(missing, true);
                Arrays.fill(nextMissing, true);
                markPairs(n, missing, nextMissing);
                nextMarked = true;
            }
            int v = value(n, missing);
            if (v > Character.MAX_VALUE) {
                throw new LimitExceededException("code " + code + ": heap " + n + " has the value " + v
                        + ", beyond the 16 bits a stored table holds");
            }
            table.add((char) v);
            counts.add(n, v);
            boolean wider = v >= size;
            if (wider) {
                bits = 32 - Integer.numberOfLeadingZeros(v);
                histogram = Arrays.copyOf(histogram, 2 << bits);
            }
            histogram[(v << 1) | position(n)]++;
            if (wider || parity(v, n) == 0) {
                boolean choose = wider || rareCount >= nextMaskChoice;
                if (choose && (chooseMask(n + 1) || wider)) {
                    classify(n + 1);
                    nextMarked = false;
                } else if (n > 0) {
                    addRare(n, v);
                }
                if (choose) {
                    scheduleMaskChoice();
                }
            }
            if (nextMarked && n >= 2 && hasWholeSplit) {
                nextMissing[table.read(1) ^ v] = false;
            }
        }
    }

    private int parity(int v, long n) {
        return (Integer.bitCount(v & mask) & 1) ^ heapParity(n);
    }

    private int heapParity(long n) {
        return maskHasPosition ? (int) ((n ^ positionBit) & 1) : 0;
    }

    private int position(long n) {
        return positionBit < 0 ? 0 : (int) ((n ^ positionBit) & 1);
    }

    /** As {@link RareCommon}'s: the splits with a rare heap of heaps {@code n} and {@code n + 1}. */
    private void markPairs(long n, boolean[] missing, boolean[] nextMissing) {
        for (int s = 0; s < splits.length; s++) {
            int k = splits[s];
            long m = n - k;
            int endThis = rareBelow(m);
            int endNext = rareBelow(m + 1);
            int startNext = k == 0 ? rareBelow(2) : 0;
            int skip = -1;
            if (unequalSplit[s]) {
                long half = (m + 1) / 2;
                int at = rareBelow(half);
                skip = at < rareCount && rare[at] == half ? at : -1;
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
    }

    private void pairs(int from, int to, long m, boolean[] marks) {
        table.pairs(rare, rareValues, nearRare, from, to, m, marks);
    }

    private void twoPairs(int from, int to, long m, boolean[] marks, boolean[] nextMarks) {
        table.twoPairs(rare, rareValues, nearRare, from, to, m, marks, nextMarks);
    }

    private void markOne(int from, int to, long m, boolean[] marks, int skip) {
        if (skip >= from && skip < to) {
            pairs(from, skip, m, marks);
            pairs(skip + 1, to, m, marks);
        } else {
            pairs(from, to, m, marks);
        }
    }

    /** As {@link RareCommon}'s: the value of heap {@code n}, its splits with a rare heap marked. */
    private int value(long n, boolean[] missing) {
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
        byte[] classes = valueParity;
        int flip = heapParity(n);
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
            Arrays.fill(missing, candidate, missing.length, false);
            for (int s = 0; s < splits.length && rareMissing > 0; s++) {
                rareMissing = table.scan(n - splits[s], unequalSplit[s], missing, rareMissing);
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

    private int rareBelow(long m) {
        int lo = 0;
        int hi = rareCount;
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
     * The state of the values in the store: the histogram, the frequencies and powers of two, the
     * largest value, the mask, the rare heaps, and the window of the last heaps.
     */
    private void rebuild(int firstHistory, int maxHistory) {
        long size = store.size();
        bits = 1;
        histogram = new long[4];
        char[] buffer = new char[1 << 16];
        for (long at = 0; at < size; at += buffer.length) {
            int count = (int) Math.min(buffer.length, size - at);
            store.read(at, buffer, 0, count);
            // A chunk at a time, in loops that read one array each (two scans of 2^31 heaps took 14 s
            // value by value).
            int max = 0;
            for (int i = 0; i < count; i++) {
                max = Math.max(max, buffer[i]);
            }
            if (max >= 1 << bits) {
                bits = 32 - Integer.numberOfLeadingZeros(max);
                histogram = Arrays.copyOf(histogram, 2 << bits);
            }
            long[] h = histogram;
            if (positionBit < 0) {
                for (int i = 0; i < count; i++) {
                    h[buffer[i] << 1]++;
                }
            } else {
                // Heap at + i has the position bit (at + i ^ positionBit) & 1: alternating from the first.
                int first = (int) ((at ^ positionBit) & 1);
                for (int i = 0; i < count; i++) {
                    h[(buffer[i] << 1) | ((first + i) & 1)]++;
                }
            }
            counts.addAll(buffer, count, at);
        }
        table = new TableWindow(store, firstHistory, Math.max(firstHistory, maxHistory));
        chooseMask(size);
        classify(size);
        scheduleMaskChoice();
    }

    private boolean chooseMask(long n) {
        if (transform.length != histogram.length) {
            transform = new long[histogram.length];
        }
        int best = RareMask.fewestRare(histogram, transform, (int) Math.min(Integer.MAX_VALUE, n), positionBit >= 0);
        boolean changed = mask != best >> 1 || maskHasPosition != ((best & 1) != 0);
        mask = best >> 1;
        maskHasPosition = (best & 1) != 0;
        // The store codes values below 512 by their class, which only the mask's low 9 bits decide.
        store.classHint(mask & 511, maskHasPosition && (mask & 511) != 0, Math.max(0, positionBit));
        return changed;
    }

    private void scheduleMaskChoice() {
        nextMaskChoice = rareCount + rareCount / 32 + 1;
    }

    /** The classes of the values, and the rare heaps among {@code 1..n-1} (read in order from the store and the window). */
    private void classify(long n) {
        valueParity = new byte[1 << bits];
        for (int v = 0; v < valueParity.length; v++) {
            valueParity[v] = (byte) (Integer.bitCount(v & mask) & 1);
        }
        rareCount = 0;
        nearRare = 0;
        if (splits.length == 0) {
            // No split pairs a rare heap with another: no list to make.
            return;
        }
        byte[] classes = valueParity;
        char[] buffer = new char[1 << 16];
        for (long at = 1; at < n; at += buffer.length) {
            int count = (int) Math.min(buffer.length, n - at);
            table.read(at, buffer, count);
            for (int i = 0; i < count; i++) {
                if ((classes[buffer[i]] ^ heapParity(at + i)) == 0) {
                    addRare(at + i, buffer[i]);
                }
            }
        }
    }

    private void addRare(long heap, int value) {
        if (splits.length == 0) {
            // No split pairs a rare heap with another: the moves that leave one heap read the window.
            return;
        }
        if (heap > Integer.MAX_VALUE) {
            throw new LimitExceededException("code " + code + ": a rare heap at " + heap + " is beyond the 2^31 - 1 a"
                    + " stored table's list of rare heaps holds");
        }
        // The window holds every heap a split with this rare heap reads (n - k - heap), up to the
        // largest window; splits with rare heaps beyond read the store.
        long reach = heap + maxTake + 2;
        boolean near = table.reach(reach);
        if (rareCount == rare.length) {
            rare = Arrays.copyOf(rare, 2 * rareCount);
            rareValues = Arrays.copyOf(rareValues, 2 * rareCount);
        }
        rare[rareCount] = (int) heap;
        rareValues[rareCount++] = value;
        if (near) {
            nearRare = rareCount;
        }
    }

}
