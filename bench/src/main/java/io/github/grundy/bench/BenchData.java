package io.github.grundy.bench;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/** Inputs of the benchmarks, the same on every run: fixed seeds, fixed sizes. */
final class BenchData {

    /** Heaps per input. */
    static final int HEAPS = 1_000_000;

    /** The largest heap generated. */
    static final int MAX_HEAP = 1_000_000_000;

    private BenchData() {
    }

    /** {@code n} heaps in 0..{@value #MAX_HEAP}, from {@code seed}. */
    static long[] heaps(int n, long seed) {
        Random random = new Random(seed);
        long[] heaps = new long[n];
        for (int i = 0; i < n; i++) {
            heaps[i] = random.nextInt(MAX_HEAP + 1);
        }
        return heaps;
    }

    /** The heaps as ASCII text: separated by spaces, ten to a line, with a final line feed. */
    static byte[] text(long[] heaps) {
        StringBuilder s = new StringBuilder(heaps.length * 11);
        for (int i = 0; i < heaps.length; i++) {
            s.append(heaps[i]).append(i % 10 == 9 || i == heaps.length - 1 ? '\n' : ' ');
        }
        return s.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
