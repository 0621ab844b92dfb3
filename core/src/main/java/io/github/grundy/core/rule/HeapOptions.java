package io.github.grundy.core.rule;

import io.github.grundy.core.game.OptionSink;

/**
 * The sink of a heap rule's items: checks each is an option, and hands it over. One a frame,
 * reused position after position (a closure made per position cost an allocation there, and
 * a call site that saw a new class of sink for each use).
 */
final class HeapOptions implements Code.Sink {
    private final BoundRule bound;
    private final long[][] byWidth;
    long heap;
    OptionSink sink;

    /** The rule's least heap: a heap below it, left by an option, is dropped from it ({@link #belowDomain}). */
    private final long least;

    HeapOptions(BoundRule bound, long[][] byWidth) {
        this.bound = bound;
        this.byWidth = byWidth;
        this.least = bound.leastHeap();
    }

    @Override
    public boolean accept(long[] values, int length) {
        long h = heap;
        if (least > 0) {
            return belowDomain(values, length);
        }
        if (values.length == length) {
            // The item fills its buffer (a comprehension's is as wide as its item): handed over
            // as it is, as the sink may not keep it, and the buffer is written afresh for each item.
            for (int i = 0; i < length; i++) {
                long v = values[i];
                if (v < 0 || v >= h) {
                    throw bound.notAnOption(h, values, length, i);
                }
            }
            return sink.accept(values);
        }
        long[] heaps;
        if (length >= byWidth.length) {
            heaps = new long[length];
        } else {
            heaps = byWidth[length];
            if (heaps == null) {
                heaps = new long[length];
                byWidth[length] = heaps;
            }
        }
        for (int i = 0; i < length; i++) {
            long v = values[i];
            if (v < 0 || v >= h) {
                throw bound.notAnOption(h, values, length, i);
            }
            heaps[i] = v;
        }
        return sink.accept(heaps);
    }

    /**
     * An option of a rule with a declared domain ({@code n >= 1 ->}), its heaps below the domain
     * left out: such a heap has no move, and a sum with a game of no move is the same game, in
     * normal play as in misère, so the option is the sum of the others ({@code 1 -> nothing}).
     * Every heap handed over is then a heap of the game, as {@code checkHeap} says.
     */
    private boolean belowDomain(long[] values, int length) {
        long h = heap;
        int kept = 0;
        for (int i = 0; i < length; i++) {
            long v = values[i];
            if (v < 0 || v >= h) {
                throw bound.notAnOption(h, values, length, i);
            }
            if (v >= least) {
                kept++;
            }
        }
        long[] heaps = new long[kept];
        int at = 0;
        for (int i = 0; i < length; i++) {
            if (values[i] >= least) {
                heaps[at++] = values[i];
            }
        }
        return sink.accept(heaps);
    }
}
