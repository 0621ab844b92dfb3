package io.github.grundy.bench;

import io.github.grundy.core.nimber.Nimbers;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Nimber arithmetic on random 64-bit nimbers ({@link Nimbers}): each operation is one product,
 * inverse or square root, averaged over {@value #COUNT} different operands (a sum of the results
 * is returned, so that nothing is optimised away).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
public class NimberBenchmark {

    static final int COUNT = 1 << 16;

    /** Random nimbers, none 0. */
    @State(Scope.Benchmark)
    public static class Operands {
        long[] a = new long[COUNT];
        long[] b = new long[COUNT];

        @Setup
        public void setUp() {
            SplittableRandom random = new SplittableRandom(40);
            for (int i = 0; i < COUNT; i++) {
                a[i] = random.nextLong() | 1;
                b[i] = random.nextLong() | 1;
            }
            Nimbers.product(a[0], b[0]);
        }
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public long product(Operands o) {
        long x = 0;
        for (int i = 0; i < COUNT; i++) {
            x ^= Nimbers.product(o.a[i], o.b[i]);
        }
        return x;
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public long inverse(Operands o) {
        long x = 0;
        for (int i = 0; i < COUNT; i++) {
            x ^= Nimbers.inverse(o.a[i]);
        }
        return x;
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public long sqrt(Operands o) {
        long x = 0;
        for (int i = 0; i < COUNT; i++) {
            x ^= Nimbers.sqrt(o.a[i]);
        }
        return x;
    }

    /** A power with a random 64-bit exponent (about 64 squares and 32 products), one in 64 operands. */
    @Benchmark
    @OperationsPerInvocation(COUNT / 64)
    public long power(Operands o) {
        long x = 0;
        for (int i = 0; i < COUNT; i += 64) {
            x ^= Nimbers.power(o.a[i], o.b[i]);
        }
        return x;
    }
}
