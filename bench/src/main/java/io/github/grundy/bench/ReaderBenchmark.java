package io.github.grundy.bench;

import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.normal.NimSum;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@link NumberReader} parsing an {@code acwing-891} input of {@link #heaps} random heaps
 * (0..{@link #max}, fixed seed) from an in-memory byte array, so that no I/O is measured: one
 * operation reads the count and then every heap. The input is byte for byte
 * {@code gen-heaps acwing-891 heaps max 20261129} (see {@link BenchData}), the bytes the C
 * floor {@code bench/baseline/parse-bench.c} is timed on: about 9.9 bytes a heap, 9.9 MB for 10^6
 * heaps and 99 MB for 10^7.
 *
 * <p>Besides ops/s, the {@link Throughput} counters report {@code bytes} and {@code heaps} per
 * second: MB/s is {@code bytes} / 10^6. The input's size is also printed at setup.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class ReaderBenchmark {

    /** Seed of the heaps, the one {@code bench/e2e.sh} gives {@code gen-heaps}. */
    public static final long SEED = 20261129L;

    /** Number of heaps in the input. */
    @Param({"1000000", "10000000"})
    public int heaps;

    /** The largest heap: 10^9 (nine or ten digits a heap) or 2^62 (up to nineteen, e2e.sh's 2^62 row). */
    @Param({"1000000000", "4611686018427387904"})
    public long max;

    private byte[] input;
    private long[] into;
    private long expectedXor;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        long[] generated = BenchData.heaps(heaps, max, SEED);
        input = BenchData.judgeInput(generated);
        into = new long[heaps];
        expectedXor = NimSum.of(generated);
        // Measure the reader on its normal path only: it must read back exactly what was written.
        readInto(new Throughput());
        if (!Arrays.equals(generated, into)) {
            throw new IllegalStateException("NumberReader.readInto did not read back the generated heaps");
        }
        if (next(new Throughput()) != expectedXor) {
            throw new IllegalStateException("NumberReader.next did not read back the generated heaps");
        }
        System.out.println("ReaderBenchmark input: " + heaps + " heaps, " + input.length + " bytes, nim-sum "
                + expectedXor);
    }

    /** Size of the input in bytes: MB/s = ops/s * inputBytes() / 10^6. */
    public int inputBytes() {
        return input.length;
    }

    /** Bytes and heaps read, reported by JMH as rates next to the score. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Throughput {
        public long bytes;
        public long heaps;

        @Setup(Level.Iteration)
        public void reset() {
            bytes = 0;
            heaps = 0;
        }
    }

    /** Reads the count, then every heap with {@link NumberReader#next}, folding them so none is dead code. */
    @Benchmark
    public long next(Throughput t) throws IOException {
        NumberReader r = new NumberReader(new ByteArrayInputStream(input), "bench");
        int n = r.nextCount("the number of heaps", Integer.MAX_VALUE);
        long x = 0;
        for (int i = 0; i < n; i++) {
            x ^= r.next("a heap size");
        }
        t.bytes += input.length;
        t.heaps += n;
        return x;
    }

    /** Reads the count, then every heap with {@link NumberReader#readInto} into a preallocated array, then checks the end. */
    @Benchmark
    public long readInto(Throughput t) throws IOException {
        NumberReader r = new NumberReader(new ByteArrayInputStream(input), "bench");
        int n = r.nextCount("the number of heaps", into.length);
        r.readInto(into, 0, n, "a heap size");
        r.expectEnd("all heaps were read");
        t.bytes += input.length;
        t.heaps += n;
        return into[n - 1];
    }
}
