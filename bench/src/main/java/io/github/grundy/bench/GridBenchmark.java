package io.github.grundy.bench;

import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.normal.MexSet;
import io.github.grundy.core.rule.CoordinateGame;
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
 * Wythoff's game as a grid of values, {@code n × n} points: {@link #rule}, the coordinate rule's
 * {@link CoordinateGame#grid} (what {@code table --to=AxB} runs), against {@link #java}, the same
 * mex over the same options written as a Java loop over an array (what a plugin would do). The
 * two grids are checked equal at setup.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class GridBenchmark {

    /** The rule, and the grid's side. */
    @State(Scope.Benchmark)
    public static class Wythoff {
        @Param({"300"})
        public int n;

        CoordinateGame game;

        @Setup
        public void setUp() {
            game = RuleBenchmark.wythoffGame();
            ValueGrid rule = game.grid(n, n);
            long[] java = javaGrid(n);
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (rule.value(a, b) != java[a * n + b]) {
                        throw new IllegalStateException("the rule's grid is not the Java loop's at " + a + ", " + b);
                    }
                }
            }
        }
    }

    /** Wythoff's values by a Java loop: the mex of the values left, down and diagonally down-left. */
    static long[] javaGrid(int n) {
        long[] v = new long[n * n];
        MexSet seen = new MexSet();
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                seen.clear();
                for (int k = 1; k <= a; k++) {
                    seen.add(v[(a - k) * n + b]);
                }
                for (int k = 1; k <= b; k++) {
                    seen.add(v[a * n + b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    seen.add(v[(a - k) * n + b - k]);
                }
                v[a * n + b] = seen.mex();
            }
        }
        return v;
    }

    @Benchmark
    public ValueGrid rule(Wythoff w) {
        return w.game.grid(w.n, w.n);
    }

    @Benchmark
    public long[] java(Wythoff w) {
        return javaGrid(w.n);
    }
}
