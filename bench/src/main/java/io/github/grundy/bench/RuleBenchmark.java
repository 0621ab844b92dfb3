package io.github.grundy.bench;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.rule.CoordinateGame;
import io.github.grundy.core.rule.Rule;
import io.github.grundy.core.sequence.MexTable;
import java.util.Arrays;
import java.util.Map;
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
 * A game written as a rule against the same game written in Java as a plugin would
 * ({@link HeapMoves}), through the same engine ({@link MexTable#build}): what the rule language
 * costs. Each {@link #rule} and {@link #java} operation builds one whole table of the game named
 * by {@code game}; both tables are checked equal at setup.
 * <ul>
 * <li>{@code subtraction}: S = {1, 3, 4}, heaps 0..10^6;
 * <li>{@code kayles}: Kayles as a split rule, heaps 0..2^14 (about 1.3·10^8 options);
 * <li>{@code divisor}: the odd-divisor game of Codeforces 1370C, heaps 0..10^6 ({@code divisors(n)}
 *     against trial division up to the square root, as a plugin would).
 * </ul>
 * {@link #wythoff}: Wythoff's game as a coordinate rule, every point of a 300 × 300 grid valued
 * ({@link CoordinateGame}, its points in a hash map).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class RuleBenchmark {

    static final String SUBTRACTION = "n -> [n - s for s in [1, 3, 4] if s <= n]";
    static final String KAYLES = "n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in 0..n - 2]";
    static final String DIVISOR = "n -> (if n > 1 then [n - 1] else [])"
            + " + [n / d for d in divisors(n) if d > 1 and d % 2 == 1]";
    static final String WYTHOFF = "(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]"
            + " + [(a - k, b - k) for k in 1..min(a, b)]";

    /** The game, its rule and its Java moves, and the table size. */
    @State(Scope.Benchmark)
    public static class Game {
        @Param({"subtraction", "kayles", "divisor"})
        public String game;

        HeapMoves rule;
        HeapMoves java;
        int max;

        @Setup
        public void setUp() {
            switch (game) {
                case "subtraction" -> {
                    max = 1_000_000;
                    rule = bind(SUBTRACTION);
                    java = (heap, sink) -> {
                        long[] o = new long[1];
                        for (long s : new long[] {1, 3, 4}) {
                            if (s <= heap) {
                                o[0] = heap - s;
                                if (!sink.accept(o)) {
                                    return;
                                }
                            }
                        }
                    };
                }
                case "kayles" -> {
                    max = 1 << 14;
                    rule = bind(KAYLES);
                    java = (heap, sink) -> {
                        long[] o = new long[2];
                        for (int take = 1; take <= 2; take++) {
                            for (long a = 0; a <= heap - take; a++) {
                                o[0] = a;
                                o[1] = heap - take - a;
                                if (!sink.accept(o)) {
                                    return;
                                }
                            }
                        }
                    };
                }
                default -> {
                    max = 1_000_000;
                    rule = bind(DIVISOR);
                    java = (heap, sink) -> {
                        long[] o = new long[1];
                        if (heap > 1) {
                            o[0] = heap - 1;
                            if (!sink.accept(o)) {
                                return;
                            }
                        }
                        // The odd divisors d > 1 ascending, as the rule lists them.
                        long[] large = new long[64];
                        int l = 0;
                        for (long d = 1; d * d <= heap; d++) {
                            if (heap % d == 0) {
                                if (d > 1 && d % 2 == 1) {
                                    o[0] = heap / d;
                                    if (!sink.accept(o)) {
                                        return;
                                    }
                                }
                                long e = heap / d;
                                if (e != d && e % 2 == 1) {
                                    large[l++] = e;
                                }
                            }
                        }
                        for (int i = l - 1; i >= 0; i--) {
                            o[0] = heap / large[i];
                            if (!sink.accept(o)) {
                                return;
                            }
                        }
                    };
                }
            }
            if (!Arrays.equals(MexTable.build(rule, max).toArray(), MexTable.build(java, max).toArray())) {
                throw new IllegalStateException(game + ": the rule's table is not the Java moves'");
            }
        }

        private static HeapMoves bind(String rule) {
            return Rule.parse(rule).bind(Map.of(), Long.MAX_VALUE, "steps");
        }
    }

    @Benchmark
    public MexTable rule(Game g) {
        return MexTable.build(g.rule, g.max);
    }

    @Benchmark
    public MexTable java(Game g) {
        return MexTable.build(g.java, g.max);
    }

    /** A rule's text, to be parsed and compiled. */
    @State(Scope.Benchmark)
    public static class Text {
        @Param({"subtraction", "kayles", "divisor", "wythoff"})
        public String game;

        String text;

        @Setup
        public void setUp() {
            text = switch (game) {
                case "subtraction" -> SUBTRACTION;
                case "kayles" -> KAYLES;
                case "divisor" -> DIVISOR;
                default -> WYTHOFF;
            };
        }
    }

    /** Parsing and compiling a rule, and binding it to its parameters: what a command does before its first position. */
    @Benchmark
    public HeapMoves parse(Text t) {
        return Rule.parse(t.text).bind(Map.of(), Long.MAX_VALUE, "steps");
    }

    /** Wythoff's game as a coordinate rule: take from one heap, or the same from both. */
    static CoordinateGame wythoffGame() {
        return CoordinateGame.of(Rule.parse(WYTHOFF).bind(Map.of(), Long.MAX_VALUE, "steps"),
                "wythoff", 10_000_000, "limit");
    }

    /** Wythoff's game as a coordinate rule. */
    @State(Scope.Benchmark)
    public static class Wythoff {
        CoordinateGame game;

        @Setup
        public void setUp() {
            game = wythoffGame();
            if (game.grundy(new long[] {3, 5}) != 0) {
                throw new IllegalStateException("(3, 5) is a P-position of Wythoff's game");
            }
        }
    }

    @Benchmark
    public CoordinateGame wythoff(Wythoff w) {
        return w.game.prepare(new long[] {300, 300});
    }
}
