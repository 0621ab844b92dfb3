package io.github.grundy.bench;

import io.github.grundy.core.sequence.MexTable;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The rule language against the same games written in Java, side by side in one process: the
 * tables of {@link RuleBenchmark} and the grid of {@link GridBenchmark}, each rule and Java turn
 * about, the median of each printed with their ratio. JMH does not run in a native image; this
 * does, so that the ratio can be measured on the native binary's compiler as on the JVM's:
 * {@code java -cp bench/target/benchmarks.jar io.github.grundy.bench.RuleSideBySide [rounds]},
 * and the same class built by {@code native-image} (bench/README).
 */
public final class RuleSideBySide {

    private RuleSideBySide() {
    }

    /**
     * Prints one line a game: the rule's and Java's median time and their ratio.
     *
     * @param args the rounds a game (default 5), and the grid's side (default 1000)
     */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int side = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        parsing();
        for (String name : List.of("subtraction", "kayles", "divisor")) {
            RuleBenchmark.Game g = new RuleBenchmark.Game();
            g.game = name;
            g.setUp();
            report(name, rounds, () -> MexTable.build(g.rule, g.max), () -> MexTable.build(g.java, g.max));
        }
        GridBenchmark.Wythoff w = new GridBenchmark.Wythoff();
        w.n = side;
        w.setUp();
        report("wythoff " + side + "x" + side, rounds, () -> w.game.grid(side, side), () -> GridBenchmark.javaGrid(side));
    }

    /**
     * Parsing, compiling and binding each benchmark rule: the first time in this process (on the
     * JVM, with the classes loaded and interpreted), and the median of 1000 times after.
     */
    private static void parsing() {
        for (String text : List.of(RuleBenchmark.SUBTRACTION, RuleBenchmark.KAYLES, RuleBenchmark.DIVISOR,
                RuleBenchmark.WYTHOFF)) {
            RuleBenchmark.Text t = new RuleBenchmark.Text();
            t.text = text;
            RuleBenchmark b = new RuleBenchmark();
            long first = time(() -> b.parse(t));
            long[] again = new long[1000];
            for (int i = 0; i < again.length; i++) {
                again[i] = time(() -> b.parse(t));
            }
            Arrays.sort(again);
            System.out.printf("parse %-40.40s first %8.1f us  then %6.1f us%n", text, first / 1e3,
                    again[again.length / 2] / 1e3);
        }
    }

    private static void report(String name, int rounds, Supplier<Object> rule, Supplier<Object> java) {
        long[] r = new long[rounds];
        long[] j = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            r[i] = time(rule);
            j[i] = time(java);
        }
        Arrays.sort(r);
        Arrays.sort(j);
        double rm = r[rounds / 2] / 1e6;
        double jm = j[rounds / 2] / 1e6;
        System.out.printf("%-22s rule %10.1f ms  java %10.1f ms  rule/java %5.2f%n", name, rm, jm, rm / jm);
    }

    private static long time(Supplier<Object> work) {
        long start = System.nanoTime();
        Object result = work.get();
        long t = System.nanoTime() - start;
        if (result == null) {
            throw new IllegalStateException("no result");
        }
        return t;
    }
}
