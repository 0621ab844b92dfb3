package io.github.grundy.bench;

import io.github.grundy.core.sequence.StoredSequence;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.store.ValueStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
import org.openjdk.jmh.annotations.TearDown;

/**
 * The record-run engine beside {@link RareCommonBenchmark}: {@link StoredSequence#extendTo} from
 * nothing to heap {@code heaps - 1}, one whole table per operation, its values a byte a heap in a
 * store in memory or in a directory of mapped segment files (committed at the end, as a run is).
 * The same codes and length, so that the two read side by side: what the long heaps, the windows
 * and the store cost against the 16-bit table in memory; and on 1 and 2 threads.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class StoredSequenceBenchmark {

    @Param({"0.6", "4!.0"})
    String code;

    @Param({"262144"})
    int heaps;

    @Param({"memory", "disk"})
    String store;

    /** The engine's threads: 1, heap by heap; more, in blocks, or side by side in lanes where the code allows ({@code docs/theory.md}). */
    @Param({"1", "2"})
    int threads;

    TakeBreakCode game;
    Path dir;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        game = TakeBreakCode.parse(code);
        dir = Files.createTempDirectory("grundy-bench-store");
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Benchmark
    public long table() throws IOException {
        ValueStore values;
        if (store.equals("memory")) {
            values = ValueStore.inMemory(code, ValueStore.DEFAULT_SEGMENT_BITS);
        } else {
            Path at = Files.createTempDirectory(dir, "run");
            values = ValueStore.create(at, code, ValueStore.DEFAULT_SEGMENT_BITS);
        }
        try (values) {
            StoredSequence s = StoredSequence.of(game, values, threads);
            s.extendTo(heaps - 1L);
            values.commit();
            return s.size();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
