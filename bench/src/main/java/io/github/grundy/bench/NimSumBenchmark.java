package io.github.grundy.bench;

import io.github.grundy.core.HeapSum;
import io.github.grundy.core.NimSum;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.variants.nim.Nim;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The xor engine on 10^6 random Nim heaps (0..10^9, fixed seed): one operation handles every heap
 * once, so heaps/s = ops/s * 10^6. Compares the plain array loop with the same sum through
 * {@link HeapSum} and {@link Nim#grundy}, and with counting the winning moves (a second pass that
 * asks the game, per heap, for the options of the target value).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class NimSumBenchmark {

    /** Seed of the heaps. */
    public static final long SEED = 0x6e696d73756dL;

    private long[] heaps;

    @Setup(Level.Trial)
    public void setup() {
        heaps = BenchData.heaps(BenchData.HEAPS, SEED);
        System.out.println("NimSumBenchmark input: " + heaps.length + " heaps, nim-sum " + NimSum.of(heaps));
    }

    /** {@link NimSum#of(long[])}: Nim heaps are their own values. */
    @Benchmark
    public long nimSumOfArray() {
        return NimSum.of(heaps);
    }

    /** {@link NimSum#of(HeapSum)} of {@code HeapSum.of(new Nim(), heaps)}: the generic path. */
    @Benchmark
    public long nimSumOfHeapSum() {
        return NimSum.of(HeapSum.of(new Nim(), heaps));
    }

    /** {@link WinningMoves#count()}: the nim-sum, then the count over every heap. */
    @Benchmark
    public long winningMovesCount() {
        return WinningMoves.of(HeapSum.of(new Nim(), heaps)).count();
    }
}
