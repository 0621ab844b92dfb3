package io.github.grundy.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Inputs of the benchmarks, the same on every run: fixed seeds, fixed sizes.
 *
 * <p>Heaps come from the generator of {@code bench/baseline/gen-heaps.c} (splitmix64, each value
 * {@code next() mod (MAX + 1)}), and {@link #judgeInput} lays them out as its {@code acwing-891}
 * format does: the count on a line, then the heaps separated by spaces on one line. So
 * {@code judgeInput(heaps(n, MAX_HEAP, seed))} is byte for byte the output of
 * {@code gen-heaps acwing-891 n 1000000000 seed}: the C floor ({@code bench/baseline/parse-bench.c})
 * times its digit loop on exactly the bytes {@link ReaderBenchmark} parses. {@link #main} writes
 * that input to a file, so that this can be checked with {@code cmp}.
 */
public final class BenchData {

    /** The largest heap generated: 10^9, as in the judges' limits and {@code bench/e2e.sh}. */
    public static final long MAX_HEAP = 1_000_000_000L;

    private BenchData() {
    }

    /**
     * {@code n} heaps in {@code 0..max} from {@code seed}: the values {@code gen-heaps} writes
     * for the same {@code n}, {@code max} and {@code seed}.
     */
    static long[] heaps(int n, long max, long seed) {
        long state = seed;
        long[] heaps = new long[n];
        for (int i = 0; i < n; i++) {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z ^= z >>> 31;
            heaps[i] = max == -1L ? z : Long.remainderUnsigned(z, max + 1);
        }
        return heaps;
    }

    /** {@code n} heaps in {@code 0..}{@value #MAX_HEAP} from {@code seed}. */
    static long[] heaps(int n, long seed) {
        return heaps(n, MAX_HEAP, seed);
    }

    /**
     * The heaps as an {@code acwing-891} input in ASCII: {@code "n\n"}, then the heaps separated
     * by single spaces, then a line feed. Written straight into a byte array of the exact size
     * (no {@code String}), so that 10^7 heaps (about 99 MB) cost no more than the result.
     *
     * @throws IllegalArgumentException if a heap is negative
     */
    static byte[] judgeInput(long[] heaps) {
        long size = digits(heaps.length) + 1L;
        for (long h : heaps) {
            if (h < 0) {
                throw new IllegalArgumentException("negative heap " + h);
            }
            size += digits(h) + 1;
        }
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("input of " + size + " bytes does not fit an array");
        }
        byte[] out = new byte[(int) size];
        int p = put(out, 0, heaps.length);
        out[p++] = '\n';
        for (int i = 0; i < heaps.length; i++) {
            p = put(out, p, heaps[i]);
            out[p++] = (byte) (i + 1 < heaps.length ? ' ' : '\n');
        }
        if (p != out.length) {
            throw new IllegalStateException("wrote " + p + " bytes of " + out.length);
        }
        return out;
    }

    /** Number of decimal digits of {@code v >= 0}. */
    private static int digits(long v) {
        int d = 1;
        while (v >= 10) {
            v /= 10;
            d++;
        }
        return d;
    }

    /** Writes {@code v >= 0} in decimal at {@code out[p..]}; returns the index after it. */
    private static int put(byte[] out, int p, long v) {
        int end = p + digits(v);
        int q = end;
        do {
            out[--q] = (byte) ('0' + v % 10);
            v /= 10;
        } while (v != 0);
        return end;
    }

    /**
     * Writes the input of {@link ReaderBenchmark} to a file (or standard output for {@code -}):
     * {@code java -cp bench/target/benchmarks.jar io.github.grundy.bench.BenchData N FILE}, the same
     * bytes as {@code gen-heaps acwing-891 N 1000000000 20261129}.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: BenchData HEAPS FILE   (FILE - for standard output)");
            System.exit(2);
        }
        byte[] input = judgeInput(heaps(Integer.parseInt(args[0]), ReaderBenchmark.SEED));
        if (args[1].equals("-")) {
            OutputStream out = System.out;
            out.write(input);
            out.flush();
        } else {
            Files.write(Path.of(args[1]), input);
        }
    }
}
