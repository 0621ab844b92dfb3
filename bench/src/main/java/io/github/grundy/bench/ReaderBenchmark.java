package io.github.grundy.bench;

import io.github.grundy.core.io.NumberReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@link NumberReader} parsing 10^6 random heaps (0..10^9, fixed seed) from an in-memory byte
 * array: one operation reads the whole input. Besides ops/s, the {@link Throughput} counters
 * report {@code bytes} and {@code heaps} per second (divide {@code bytes} by 10^6 for MB/s); the
 * input's size is also printed at setup and is {@link #inputBytes()}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ReaderBenchmark {

    /** Seed of the heaps; changing it changes the input (and its size). */
    public static final long SEED = 20261129L;

    private byte[] input;
    private long[] into;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        long[] heaps = BenchData.heaps(BenchData.HEAPS, SEED);
        input = BenchData.text(heaps);
        into = new long[BenchData.HEAPS];
        // Measure the reader on its normal path only: it must read back exactly what was written.
        readInto(new Throughput());
        if (!Arrays.equals(heaps, into)) {
            throw new IllegalStateException("NumberReader did not read back the generated heaps");
        }
        System.out.println("ReaderBenchmark input: " + BenchData.HEAPS + " heaps, " + input.length + " bytes");
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

    /** Reads every heap with {@link NumberReader#next} and folds them so none is dead code. */
    @Benchmark
    public long next(Throughput t) throws IOException {
        NumberReader r = new NumberReader(new ByteArrayInputStream(input), "bench");
        long x = 0;
        for (int i = 0; i < BenchData.HEAPS; i++) {
            x ^= r.next("a heap size");
        }
        t.bytes += input.length;
        t.heaps += BenchData.HEAPS;
        return x;
    }

    /** Reads every heap with {@link NumberReader#readInto} into a preallocated array, then checks the end. */
    @Benchmark
    public long readInto(Throughput t) throws IOException {
        NumberReader r = new NumberReader(new ByteArrayInputStream(input), "bench");
        r.readInto(into, 0, BenchData.HEAPS, "a heap size");
        r.expectEnd("all heaps were read");
        t.bytes += input.length;
        t.heaps += BenchData.HEAPS;
        return into[BenchData.HEAPS - 1];
    }
}
