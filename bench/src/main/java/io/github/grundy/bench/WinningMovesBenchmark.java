package io.github.grundy.bench;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.normal.WinningMoves;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The winning-move lister on {@link #heaps} random Nim heaps (0..10^9, fixed seed), an N-position.
 * Each operation starts from the {@link HeapSum} (built at setup) with {@link WinningMoves#of},
 * which computes the nim-sum (one pass), then makes a second pass over every heap asking the game
 * for the options of the target value: {@link #count} only counts them, {@link #forEach} builds
 * every winning {@link HeapMove} and hands it to a {@link Blackhole}. In Nim a heap has a winning move
 * iff it has the nim-sum's highest 1-bit, so about half of these heaps have one (497,103 of 10^6:
 * the nim-sum, 16642668, has its highest 1-bit at 2^23; printed at setup). The {@link Throughput} counters report {@code heaps} and {@code moves} per
 * second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class WinningMovesBenchmark {

    /** Seed of the heaps (the nim-sum of its heaps is non-zero, checked at setup). */
    public static final long SEED = 0x77696e6eL;

    /** Number of heaps. */
    @Param({"1000000"})
    public int heaps;

    private HeapSum sum;
    private long moves;

    @Setup(Level.Trial)
    public void setup() {
        long[] values = BenchData.heaps(heaps, SEED);
        sum = HeapSum.of(new Nim(), values);
        // The expected moves, by Bouton: heap h -> h xor X wherever that is smaller.
        long x = 0;
        for (long h : values) {
            x ^= h;
        }
        if (x == 0) {
            throw new IllegalStateException("a P-position: no winning move to list; change the seed");
        }
        long expected = 0;
        for (long h : values) {
            if ((h ^ x) < h) {
                expected++;
            }
        }
        moves = expected;
        if (WinningMoves.of(sum).count() != expected) {
            throw new IllegalStateException("WinningMoves.count() is not " + expected);
        }
        long nimSum = x;
        long[] listed = {0};
        WinningMoves.of(sum).forEach(m -> {
            long h = values[m.component()];
            if (m.heap() != h || m.optionSize() != 1 || m.optionHeap(0) != (h ^ nimSum)) {
                throw new IllegalStateException("not a winning move: " + m);
            }
            listed[0]++;
            return true;
        });
        if (listed[0] != expected) {
            throw new IllegalStateException("WinningMoves.forEach listed " + listed[0] + " moves, not " + expected);
        }
        System.out.println("WinningMovesBenchmark input: " + heaps + " heaps, nim-sum " + x + ", " + expected
                + " winning moves");
    }

    /** Heaps visited and winning moves found, reported by JMH as rates next to the score. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Throughput {
        public long heaps;
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            heaps = 0;
            moves = 0;
        }
    }

    /** {@code WinningMoves.of(sum).count()}: the nim-sum, then the count over every heap. */
    @Benchmark
    public long count(Throughput t) {
        long n = WinningMoves.of(sum).count();
        t.heaps += heaps;
        t.moves += moves;
        return n;
    }

    /** {@code WinningMoves.of(sum).forEach(...)}: the nim-sum, then every winning move built and consumed. */
    @Benchmark
    public long forEach(Throughput t, Blackhole bh) {
        long[] n = {0};
        WinningMoves.of(sum).forEach(m -> {
            bh.consume(m);
            n[0]++;
            return true;
        });
        t.heaps += heaps;
        t.moves += moves;
        return n[0];
    }
}
