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

    private ClassHistogram histogram;
    private int mask;
    private boolean maskHasPosition;
    private byte[] valueParity;
    private int[] rare = new int[16];
    private int[] rareValues = new int[16];
    private int rareCount;
    /** How many of the first rare heaps the window reaches: their splits read it, the others the store. */
    private int nearRare;
    private int nextMaskChoice;
    /** How many times the rare heaps were listed: a block's far marks hold while it does not change. */
    private long listings;

    private final CodeMoves moves;
    private final int threads;
    private final int blockHeaps;
    private final long parallelFrom;
    private final long failAt;
    private RarePairs pairs;
    private FarWork far;
    private boolean[][] marks = new boolean[0][0];
    private long blocks;
    private long failures;
    private long farNanos;
    private long nearNanos;

    /** The engine of {@code code} (a finite code of at most two heaps), on {@code store}'s values, which it reads back. */
    StoredRareCommon(TakeBreakCode code, ValueStore store, ValueCounts counts, int firstHistory, int maxHistory,
            EngineThreads plan) {
        this.code = code;
        this.store = store;
        this.moves = CodeMoves.of(code);
        this.threads = plan.threads();
        this.blockHeaps = plan.blockHeaps();
        this.parallelFrom = plan.parallelFrom();
        this.failAt = plan.failAt();
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
        this.pairs = new RarePairs(moves, table.reader());
    }

    /** What the threads did so far: blocks, their failures, and the time of their two parts. */
    EngineStats stats() {
        return new EngineStats(threads, blocks, failures, farNanos, nearNanos);
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
            if (far != null) {
                far.close();
                far = null;
            }
        }
    }

    private void fill(long last) {
        while (table.size() <= last) {
            long n = table.size();
            if (threads == 1 || n < parallelFrom) {
                heapByHeap(n, threads == 1 ? last : Math.min(last, parallelFrom - 1));
                continue;
            }
            if (far == null) {
                far = new FarWork(table, moves, threads);
            }
            // A block of heap pairs, from an even heap.
            long end = Math.min(last + 1, n + blockHeaps);
            end -= (end - n) & 1;
            if ((n & 1) != 0 || end == n) {
                heapByHeap(n, n);
            } else {
                Cancellation.checkpoint();
                block(n, end);
            }
        }
    }

    /** Heaps {@code from..to}, one after another. */
    private void heapByHeap(long from, long to) {
        boolean[] missing = new boolean[1 << histogram.bits()];
        boolean[] nextMissing = new boolean[1 << histogram.bits()];
        boolean nextMarked = false;
        for (long n = from; n <= to; n++) {
            if ((n & 0xFF) == 0) {
                Cancellation.checkpoint();
            }
            int size = 1 << histogram.bits();
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
                usePairs();
                pairs.mark(n, missing, nextMissing, RarePairs.Part.ALL, 0, 0);
                nextMarked = true;
            }
            int v = value(n, missing);
            if (record(n, v)) {
                nextMarked = false;
            }
            if (nextMarked && n >= 2 && hasWholeSplit) {
                nextMissing[table.read(1) ^ v] = false;
            }
        }
    }

    /**
     * Heaps {@code start..end-1}, {@code start} even and {@code end - start} even: their far part
     * on every thread ({@link FarWork}), then each heap finished in order. When the rare heaps are
     * listed again meanwhile (a new mask, a wider value), the far part of the heaps left was
     * computed on the old list: they are computed again, heap by heap.
     */
    private void block(long start, long end) {
        int pairCount = (int) (end - start) / 2;
        int size = 1 << histogram.bits();
        if (marks.length < 2 * pairCount || marks[0].length != size) {
            marks = new boolean[2 * pairCount][size];
        }
        int frozen = rareCount;
        long listed = listings;
        long began = System.nanoTime();
        blocks++;
        far.run(new FarWork.Round(start, pairCount, marks, rare, rareValues, rareCount, nearRare, valueParity,
                maskHasPosition ? positionBit : -1));
        long parallel = System.nanoTime();
        farNanos += parallel - began;
        for (int i = 0; i < pairCount; i++) {
            long n = start + 2L * i;
            boolean[] a = marks[2 * i];
            boolean[] b = marks[2 * i + 1];
            usePairs();
            pairs.mark(n, a, b, RarePairs.Part.NEAR, start, frozen);
            int v = value(n, a);
            record(n, v);
            if (listings == listed) {
                if (n >= 2 && hasWholeSplit) {
                    b[table.read(1) ^ v] = false;
                }
                record(n + 1, value(n + 1, b));
            }
            if (listings != listed || failAt == n) {
                failures++;
                nearNanos += System.nanoTime() - parallel;
                heapByHeap(table.size(), end - 1);
                return;
            }
        }
        nearNanos += System.nanoTime() - parallel;
    }

    /** The engine's pair marker on the rare heaps as they are now. */
    private void usePairs() {
        pairs.use(rare, rareValues, rareCount, nearRare);
    }

    /**
     * Takes heap {@code n}'s value {@code v}: the table, the counts, the histogram, the rare
     * heaps and, now and then, the mask.
     *
     * @return whether the rare heaps were listed again (the marks made on the old list are void)
     */
    private boolean record(long n, int v) {
        if (v > Character.MAX_VALUE) {
            throw new LimitExceededException("code " + code + ": heap " + n + " has the value " + v
                    + ", beyond the 16 bits a stored table holds");
        }
        table.add((char) v);
        counts.add(n, v);
        boolean wider = histogram.add(n, v);
        boolean listed = false;
        if (wider || parity(v, n) == 0) {
            boolean choose = wider || rareCount >= nextMaskChoice;
            if (choose && (chooseMask(n + 1) || wider)) {
                classify(n + 1);
                listed = true;
            } else if (n > 0) {
                addRare(n, v);
            }
            if (choose) {
                scheduleMaskChoice();
            }
        }
        return listed;
    }

    private int parity(int v, long n) {
        return (Integer.bitCount(v & mask) & 1) ^ heapParity(n);
    }

    private int heapParity(long n) {
        return maskHasPosition ? (int) ((n ^ positionBit) & 1) : 0;
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
                rareMissing = table.reader().scan(n - splits[s], unequalSplit[s], missing, rareMissing, 1);
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
     * The state of the values in the store: the histogram, the frequencies and powers of two, the
     * largest value, the mask, the rare heaps, and the window of the last heaps.
     */
    private void rebuild(int firstHistory, int maxHistory) {
        long size = store.size();
        histogram = new ClassHistogram(positionBit);
        char[] buffer = new char[1 << 16];
        for (long at = 0; at < size; at += buffer.length) {
            int count = (int) Math.min(buffer.length, size - at);
            store.read(at, buffer, 0, count);
            histogram.addAll(buffer, count, at);
            counts.addAll(buffer, count, at);
        }
        table = new TableWindow(store, firstHistory, Math.max(firstHistory, maxHistory));
        chooseMask(size);
        classify(size);
        scheduleMaskChoice();
    }

    private boolean chooseMask(long n) {
        int best = histogram.fewestRare(n);
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
        listings++;
        valueParity = new byte[1 << histogram.bits()];
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
