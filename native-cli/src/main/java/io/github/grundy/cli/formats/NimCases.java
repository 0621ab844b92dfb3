package io.github.grundy.cli.formats;

import java.io.IOException;

/**
 * The stated limits of the Nim formats whose cases are a count and that many heaps, until a
 * count of 0 (poj-2975, hdu-1850, hdu-2176): one validator and one generator for the three.
 *
 * @param count    the count as the statement names it, e.g. {@code n}
 * @param maxCount its stated maximum
 * @param heap     a heap as the statement names it
 * @param maxHeap  a heap's stated maximum ({@link Long#MAX_VALUE} when none is stated)
 */
public record NimCases(String count, int maxCount, String heap, long maxHeap) {

    /** The largest heap drawn when the statement states none. */
    private static final long DEFAULT_MAX = 1_000_000_000L;

    void validate(Validation v) throws IOException {
        while (v.more()) {
            int n = v.count(count, 0, maxCount);
            if (n == 0) {
                v.end(count + " = 0 ends the input");
                return;
            }
            for (int i = 0; i < n; i++) {
                v.heap(heap, 1, maxHeap);
            }
            v.caseRead();
        }
    }

    void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        long max = g.max(1, maxHeap, Math.min(maxHeap, DEFAULT_MAX), heap);
        for (int c = 0; c < cases; c++) {
            long[] heaps = g.nimPosition(maxCount, count, 1, max);
            g.line(heaps.length);
            g.line(heaps);
        }
        g.line(0);
    }
}
