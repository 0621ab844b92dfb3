package io.github.grundy.cli.judge;

import io.github.grundy.core.io.NumberReader;
import java.io.IOException;

/** Reading the numbers that size a case: counts, then that many heaps. */
final class Counts {

    /** The largest array Java can allocate. */
    static final int MAX = Integer.MAX_VALUE - 8;

    private Counts() {
    }

    /** A count followed by that many heap sizes. */
    static long[] heaps(NumberReader in, String count, String heap) throws IOException {
        int n = in.nextCount(count, MAX);
        long[] heaps = new long[n];
        in.readInto(heaps, 0, n, heap);
        return heaps;
    }

    /**
     * For formats whose cases run until a terminating 0: true when the input has another case. The
     * end of input in place of the 0 is accepted (many judges' files omit it).
     */
    static boolean more(NumberReader in) throws IOException {
        return !in.atEnd();
    }
}
