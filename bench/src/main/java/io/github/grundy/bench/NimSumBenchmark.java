package io.github.grundy.bench;

import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.normal.NimSum;
import io.github.grundy.variants.nim.Nim;
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
 * The xor engine on {@link #heaps} random Nim heaps (0..10^9, fixed seed): one operation xors every
 * heap once. Compares the plain array loop with the same sum through {@link HeapSum} and
 * {@link Nim#grundy}. The loop reads 8 bytes a heap and does one xor with them, so it is bound by
 * memory bandwidth once the array leaves the caches (80 MB at 10^7 heaps): the {@link Throughput}
 * counters report {@code heaps} and {@code bytes} per second (GB/s = {@code bytes} / 10^9), to be
 * compared with the machine's memory bandwidth.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class NimSumBenchmark {

    /** Seed of the heaps. */
    public static final long SEED = 0x6e696d73756dL;

    /** Number of heaps. */
    @Param({"1000000", "10000000"})
    public int heaps;

    private long[] values;

    @Setup(Level.Trial)
    public void setup() {
        values = BenchData.heaps(heaps, SEED);
        long x = 0;
        for (long h : values) {
            x ^= h;
        }
        if (NimSum.of(values) != x || NimSum.of(HeapSum.of(new Nim(), values)) != x) {
            throw new IllegalStateException("NimSum disagrees with a plain xor of the heaps");
        }
        System.out.println("NimSumBenchmark input: " + values.length + " heaps, nim-sum " + x);
    }

    /** Heaps and bytes of heap array xored, reported by JMH as rates next to the score. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Throughput {
        public long heaps;
        public long bytes;

        @Setup(Level.Iteration)
        public void reset() {
            heaps = 0;
            bytes = 0;
        }
    }

    /** {@link NimSum#of(long[])}: Nim heaps are their own values. */
    @Benchmark
    public long nimSumOfArray(Throughput t) {
        long x = NimSum.of(values);
        t.heaps += values.length;
        t.bytes += 8L * values.length;
        return x;
    }

    /** {@link NimSum#of(HeapSum)} of {@code HeapSum.of(new Nim(), heaps)}: the generic path. */
    @Benchmark
    public long nimSumOfHeapSum(Throughput t) {
        long x = NimSum.of(HeapSum.of(new Nim(), values));
        t.heaps += values.length;
        t.bytes += 8L * values.length;
        return x;
    }
}
