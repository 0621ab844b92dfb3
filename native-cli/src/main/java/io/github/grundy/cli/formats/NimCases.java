package io.github.grundy.cli.formats;

import java.io.IOException;
import java.util.List;

/**
 * The stated limits of the Nim formats whose cases are a count and that many heaps, until a
 * count of 0 (poj-2975, hdu-1850, hdu-2176): one validator and one generator for the three.
 *
 * @param count the count as the statement names and bounds it, from 0 (which ends the input)
 * @param heap  a heap as the statement names and bounds it
 */
public record NimCases(StatedLimit count, StatedLimit heap) {

    /** The largest heap drawn when the statement states none. */
    private static final long DEFAULT_MAX = 1_000_000_000L;

    void validate(Validation v) throws IOException {
        while (v.more()) {
            int n = v.count(count);
            if (n == 0) {
                v.end(count.name() + " = 0 ends the input");
                return;
            }
            for (int i = 0; i < n; i++) {
                v.heap(heap);
            }
            v.caseRead();
        }
    }

    /** The count and the heap, in this order. */
    List<StatedLimit> limits() {
        return List.of(count, heap);
    }

    void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        long max = g.max(heap, Math.min(heap.max(), DEFAULT_MAX));
        for (int c = 0; c < cases; c++) {
            long[] heaps = g.nimPosition(count, heap.min(), max);
            g.line(heaps.length);
            g.line(heaps);
        }
        g.line(0);
    }
}
