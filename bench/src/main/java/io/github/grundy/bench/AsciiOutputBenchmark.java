package io.github.grundy.bench;

import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@link AsciiOutput} writing {@link #heaps} random heaps (0..{@link #max}, the values of
 * {@link ReaderBenchmark}'s input) separated by spaces, as {@code judge luogu-p1247} writes the
 * position after its move: one operation formats them all into a stream that counts and drops the
 * bytes, so that only the formatting is measured.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class AsciiOutputBenchmark {

    /** Number of heaps written. */
    @Param({"1000000"})
    public int heaps;

    /** The largest heap: 10^9 (nine or ten digits a heap) or 2^62 (up to nineteen). */
    @Param({"1000000000", "4611686018427387904"})
    public long max;

    private long[] values;

    /** Counts what it is given and keeps nothing. */
    private static final class Counting extends OutputStream {
        long bytes;

        @Override
        public void write(int b) {
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            bytes += len;
        }
    }

    @Setup
    public void setup() {
        values = BenchData.heaps(heaps, max, ReaderBenchmark.SEED);
    }

    /** Every heap and a space after it; returns the bytes written, so that nothing is dead code. */
    @Benchmark
    public long numbers() throws IOException {
        Counting sink = new Counting();
        AsciiOutput out = new AsciiOutput(sink);
        for (long v : values) {
            out.number(v).ascii(' ');
        }
        out.flush();
        return sink.bytes;
    }
}
