package io.github.grundy.bench;

import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.sequence.GrundySequence;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.ValueEngine;
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
 * The codes the rare/common engine finds hard or cannot take, one whole table per operation as
 * {@link RareCommonBenchmark} does: 0.06 (a quarter of its heaps rare, the mask chosen again and
 * again) to 2^15 heaps, and the three-heap code 0.8 to 2^11 heaps, whose values grow with the heap.
 * {@code engine}: {@code code} is {@link TakeBreakCode#engine()} (rare/common for 0.06, the
 * written-out loop for 0.8), {@code plain} the plain engine through every option
 * ({@link ValueEngine#plain}). Checked at setup: both engines give the same checksum.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class HardCodesBenchmark {

    /** The code and its number of heaps. */
    @Param({"0.06:32768", "0.8:2048"})
    String table;

    @Param({"code", "plain"})
    String engine;

    TakeBreakCode game;
    int heaps;
    GrundySequence.TableLimit limit;

    @Setup
    public void setup() {
        game = TakeBreakCode.parse(table.substring(0, table.indexOf(':')));
        heaps = Integer.parseInt(table.substring(table.indexOf(':') + 1));
        limit = new GrundySequence.TableLimit(heaps, "the benchmark's table");
        String mine = checksum(table());
        String plain = checksum(extend(ValueEngine.plain(game)));
        if (!mine.equals(plain)) {
            throw new IllegalStateException(table + ": checksum " + mine + ", the plain engine's " + plain);
        }
    }

    private String checksum(GrundySequence s) {
        SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
        for (int n = 0; n < heaps; n++) {
            sum.add(s.get(n));
        }
        return sum.build().checksumHex();
    }

    private GrundySequence extend(ValueEngine e) {
        return GrundySequence.empty().extend(e, PeriodCriterion.none("benchmark"), heaps - 1L, limit);
    }

    @Benchmark
    public GrundySequence table() {
        return extend(engine.equals("plain") ? ValueEngine.plain(game) : game.engine());
    }
}
