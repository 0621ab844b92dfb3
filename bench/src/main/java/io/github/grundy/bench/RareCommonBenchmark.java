package io.github.grundy.bench;

import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.sequence.GrundySequence;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.sequence.TakeBreakCode;
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
 * The rare/common engine on the path {@code grundy table} takes: {@link GrundySequence#extend}
 * with {@link TakeBreakCode#engine()} from nothing to heap {@code heaps - 1}, one whole table per
 * operation (16 bits a value), no period search (none is proved on these codes). {@code .6} and
 * Grundy's game ({@code 4!.0}), the two rows of bench/sequences.sh that the peers compute too.
 * Checked at setup: the checksum the peers print for {@code 2^18} heaps.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class RareCommonBenchmark {

    @Param({"0.6", "4!.0"})
    String code;

    @Param({"262144"})
    int heaps;

    TakeBreakCode game;
    GrundySequence.TableLimit limit;

    @Setup
    public void setup() {
        game = TakeBreakCode.parse(code);
        limit = new GrundySequence.TableLimit(heaps, "the benchmark's table");
        GrundySequence s = table();
        SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
        for (int n = 0; n < heaps; n++) {
            sum.add(s.get(n));
        }
        String checksum = sum.build().checksumHex();
        String expected = code.equals("0.6") ? "42C57FF6" : "1210ACEE";
        if (heaps == 262144 && !checksum.equals(expected)) {
            throw new IllegalStateException(code + ": checksum " + checksum + ", the peers print " + expected);
        }
    }

    @Benchmark
    public GrundySequence table() {
        return GrundySequence.empty().extend(game.engine(), PeriodCriterion.none("benchmark"), heaps - 1L, limit);
    }
}
