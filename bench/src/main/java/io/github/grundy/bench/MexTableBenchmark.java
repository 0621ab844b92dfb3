package io.github.grundy.bench;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.sequence.MexTable;
import io.github.grundy.variants.beads.Beads;
import io.github.grundy.variants.split.Split;
import io.github.grundy.variants.subtraction.Subtraction;
import java.util.Arrays;
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
 * The mex engine: Grundy tables built bottom-up, one table per operation. The {@link Throughput}
 * counters report {@code states} (heaps tabled) and {@code options} (options whose value went
 * into a mex) per second; each game is a {@link State} of its own with its own table size, and
 * every table is checked at setup against an independent answer.
 * <ul>
 * <li>{@link #subtraction}: {@link MexTable#build} over the moves of a subtraction game
 * ({@code S = {2,5,7}}, at most |S| options a heap) for heaps 0..10^6; the game itself (whose
 * constructor finds the period on a short table) is built at setup.
 * <li>{@link #split}: {@link MexTable#build} over the moves of Split Nim ({@code x(x+1)/2}
 * two-heap options for heap x) for heaps 0..1500, about 5.6·10^8 options: the game has a closed
 * form, so this measures the engine on a game with many options, not a path grundy takes.
 * <li>{@link #beads}: {@link Beads#prepare} of heaps 1..10^6 from a game without a table (a
 * divisor sieve, then the values; a heap p has d(p) - 1 options): the path of
 * {@code grundy judge}/{@code solve} for beads. Preparing leaves the game it is called on
 * unprepared, so each operation starts from scratch.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class MexTableBenchmark {

    /** States and options per second, reported by JMH next to the score. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Throughput {
        public long states;
        public long options;

        @Setup(Level.Iteration)
        public void reset() {
            states = 0;
            options = 0;
        }
    }

    /** A subtraction game and the size of its table. */
    @State(Scope.Benchmark)
    public static class SubtractionTable {
        /** The subtraction set, comma-separated. */
        @Param({"2,5,7"})
        public String subtractionSet;

        /** The largest heap tabled. */
        @Param({"1000000"})
        public int subtractionMaxHeap;

        Subtraction game;
        long options;

        @Setup(Level.Trial)
        public void setup() {
            long[] set = Arrays.stream(subtractionSet.split(",")).mapToLong(Long::parseLong).toArray();
            game = new Subtraction(set).prepare(Long.MAX_VALUE);
            int[] table = MexTable.build(game, subtractionMaxHeap).toArray();
            // The game's own values come from its proved period: they must agree everywhere.
            for (int x = 0; x <= subtractionMaxHeap; x++) {
                if (table[x] != game.grundy(x)) {
                    throw new IllegalStateException(game + ": mex table gives g(" + x + ") = " + table[x]
                            + ", the period " + game.grundy(x));
                }
            }
            for (int x = 0; x <= subtractionMaxHeap; x++) {
                for (long s : set) {
                    if (s <= x) {
                        options++;
                    }
                }
            }
            System.out.println("MexTableBenchmark subtraction " + subtractionSet + ": heaps 0.." + subtractionMaxHeap
                    + ", " + options + " options, " + game.period().orElseThrow());
        }
    }

    /** Split Nim and the size of its table. */
    @State(Scope.Benchmark)
    public static class SplitTable {
        /** The largest heap tabled. */
        @Param({"1500"})
        public int splitMaxHeap;

        final Split game = new Split();
        long options;

        @Setup(Level.Trial)
        public void setup() {
            int[] table = MexTable.build(game, splitMaxHeap).toArray();
            // The closed form (odious numbers), proved in Split's comment.
            for (int x = 0; x <= splitMaxHeap; x++) {
                if (table[x] != game.grundy(x)) {
                    throw new IllegalStateException("split: mex table gives g(" + x + ") = " + table[x]
                            + ", the closed form " + game.grundy(x));
                }
            }
            for (long x = 0; x <= splitMaxHeap; x++) {
                options += x * (x + 1) / 2;
            }
            System.out.println("MexTableBenchmark split: heaps 0.." + splitMaxHeap + ", " + options + " options");
        }
    }

    /** Beads without a table, and the size of the table to prepare. */
    @State(Scope.Benchmark)
    public static class BeadsTable {
        /** The largest heap tabled. */
        @Param({"1000000"})
        public int beadsMaxHeap;

        /** Heaps up to this are checked against the generic mex engine at setup. */
        private static final int CHECKED = 20_000;

        Beads fresh;
        long options;

        @Setup(Level.Trial)
        public void setup() {
            fresh = new Beads(beadsMaxHeap);
            Beads prepared = fresh.prepare(beadsMaxHeap);
            if (prepared == fresh || fresh.maxGrundyHeap() != 0 || prepared.maxGrundyHeap() != beadsMaxHeap) {
                throw new IllegalStateException("beads: prepare must leave the game it is called on without a table");
            }
            // The sieved table against MexTable over the game's own options (divisors by factorisation).
            int checked = Math.min(CHECKED, beadsMaxHeap);
            Beads unprepared = new Beads(beadsMaxHeap);
            HeapMoves moves = (heap, sink) -> {
                if (heap >= 1) {
                    unprepared.forEachOption(heap, sink);
                }
            };
            int[] table = MexTable.build(moves, checked).toArray();
            for (int p = 1; p <= checked; p++) {
                if (table[p] != prepared.grundy(p)) {
                    throw new IllegalStateException("beads: mex table gives g(" + p + ") = " + table[p]
                            + ", the sieved table " + prepared.grundy(p));
                }
            }
            // Options: one per divisor d < p, for p >= 2; the sum of d(p) - 1 over p = 1..N.
            for (long d = 1; d <= beadsMaxHeap; d++) {
                options += beadsMaxHeap / d;
            }
            options -= beadsMaxHeap;
            System.out.println("MexTableBenchmark beads: heaps 1.." + beadsMaxHeap + ", " + options
                    + " options, checked against MexTable up to " + checked);
        }
    }

    /** {@code MexTable.build(subtraction, N)}. */
    @Benchmark
    public MexTable subtraction(SubtractionTable s, Throughput t) {
        MexTable table = MexTable.build(s.game, s.subtractionMaxHeap);
        t.states += s.subtractionMaxHeap + 1L;
        t.options += s.options;
        return table;
    }

    /** {@code MexTable.build(new Split(), N)}. */
    @Benchmark
    public MexTable split(SplitTable s, Throughput t) {
        MexTable table = MexTable.build(s.game, s.splitMaxHeap);
        t.states += s.splitMaxHeap + 1L;
        t.options += s.options;
        return table;
    }

    /** {@code new Beads(N).prepare(N)}: the sieve and the values of heaps 1..N. */
    @Benchmark
    public Beads beads(BeadsTable s, Throughput t) {
        Beads prepared = s.fresh.prepare(s.beadsMaxHeap);
        t.states += s.beadsMaxHeap;
        t.options += s.options;
        return prepared;
    }
}
