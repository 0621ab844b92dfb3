package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * The code made for common shapes ({@link Nodes}, {@link LeafLoop}) against the general closures
 * it stands for ({@link Rule#parse(String, boolean)} without it): random rules of those shapes,
 * at random heaps, under random bounds of steps, must list the same items in the same order, stop
 * where the sink says, and fail (overflow, division by 0, the bound of steps) at the same item
 * with the same message.
 */
class RuleDifferentialTest {

    /** Numbers near the ends of 64 bits, where the overflow checks bite. */
    private static final String[] EDGES = {"9223372036854775807", "9223372036854775806", "(-9223372036854775807)",
        "(-9223372036854775807 - 1)", "4611686018427387904", "(-4611686018427387904)"};

    private static String leaf(Random r, List<String> names) {
        int c = r.nextInt(10);
        if (c < 5) {
            return names.get(r.nextInt(names.size()));
        }
        if (c < 6) {
            return EDGES[r.nextInt(EDGES.length)];
        }
        int v = r.nextInt(11) - 3;
        return v < 0 ? "(" + v + ")" : Integer.toString(v);
    }

    /** A number: mostly + and - of names and numbers (the shapes made fast), some other operators. */
    private static String number(Random r, List<String> names, int depth) {
        if (depth == 0 || r.nextInt(3) == 0) {
            return leaf(r, names);
        }
        String a = number(r, names, depth - 1);
        String b = number(r, names, depth - 1);
        return switch (r.nextInt(9)) {
            case 0, 1, 2 -> a + " - " + b;
            case 3, 4 -> a + " + " + b;
            case 5 -> "(" + a + " - " + b + ")";
            case 6 -> "(" + a + ") * (" + b + ")";
            case 7 -> "min(" + a + ", " + b + ")";
            default -> "(" + a + ") / (" + b + ")";
        };
    }

    private static String test(Random r, List<String> names) {
        String[] ops = {"<", "<=", ">", ">=", "==", "!="};
        String t = number(r, names, 1) + " " + ops[r.nextInt(ops.length)] + " " + number(r, names, 1);
        return r.nextInt(5) == 0 ? t + " and " + number(r, names, 1) + " >= 0" : t;
    }

    /** A heap's option as an item: a number, a pair, a triple, none, four heaps, or a sum of a list's. */
    private static String item(Random r, List<String> names) {
        return switch (r.nextInt(7)) {
            case 6 -> "sum of [" + number(r, names, 1) + " for q in [1, 2]" + (r.nextBoolean() ? "" : " if q < 2") + "]";
            case 0, 1 -> number(r, names, 2);
            case 2, 3 -> "(" + number(r, names, 2) + ", " + number(r, names, 2) + ")";
            case 4 -> "(" + number(r, names, 1) + ", " + number(r, names, 1) + ", " + number(r, names, 1) + ")";
            default -> r.nextBoolean() ? "()" : "(" + number(r, names, 1) + ", 1, 2, " + number(r, names, 1) + ")";
        };
    }

    private static String range(Random r, List<String> names) {
        return switch (r.nextInt(6)) {
            case 0 -> "0..n - 1";
            case 1 -> number(r, names, 1) + ".." + number(r, names, 2);
            case 2 -> "9223372036854775805..9223372036854775807";
            case 3 -> "(-9223372036854775807 - 1)..(-9223372036854775807 - 1) + n";
            case 4 -> "[1, 3, 4]";
            default -> "[" + number(r, names, 1) + ", " + number(r, names, 1) + ", 2]";
        };
    }

    private static String comprehension(Random r) {
        List<String> names = new ArrayList<>(List.of("n"));
        StringBuilder clauses = new StringBuilder();
        int loops = 1 + (r.nextInt(4) == 0 ? 1 : 0);
        String[] vars = {"j", "k"};
        for (int i = 0; i < loops; i++) {
            String v = vars[i + (loops == 1 ? 1 : 0)];
            String source = range(r, names);
            if (r.nextInt(8) == 0) {
                // A list that is a comprehension: its sink runs the loops after it, which take steps.
                source = "[" + number(r, names, 1) + " for x in " + range(r, names) + "]";
            }
            clauses.append(" for ").append(v).append(" in ").append(source);
            names.add(v);
            if (r.nextInt(3) == 0) {
                clauses.append(" if ").append(test(r, names));
            }
        }
        for (int filters = r.nextInt(3); filters > 0; filters--) {
            clauses.append(" if ").append(test(r, names));
        }
        return "[" + item(r, names) + clauses + "]";
    }

    /** What a rule lists at a heap: its items, then how it ended. */
    private static List<String> run(Rule rule, long heap, long maxSteps, int stopAfter) {
        return run(rule, heap, maxSteps, stopAfter, false);
    }

    /**
     * What a rule lists at a heap, to a sink that takes lines of items at once when {@code lines}
     * ({@link Code.LineSink}, as a grid's mex does): the items each line stands for, in order.
     */
    private static List<String> run(Rule rule, long heap, long maxSteps, int stopAfter, boolean lines) {
        List<String> seen = new ArrayList<>();
        Code.Sink one = (values, length) -> {
            seen.add(Arrays.toString(Arrays.copyOf(values, length)));
            return seen.size() < stopAfter;
        };
        Code.Sink sink = !lines ? one : new Code.LineSink() {
            @Override
            public boolean accept(long[] values, int length) {
                return one.accept(values, length);
            }

            @Override
            public int acceptLine(long x, long dx, long y, long dy, int width, int turns) {
                for (int t = 0; t < turns; t++) {
                    if (!one.accept(new long[] {x + t * dx, y + t * dy}, width)) {
                        return t;
                    }
                }
                return turns;
            }
        };
        try {
            rule.bind(Map.of(), maxSteps, "--max-steps=" + maxSteps).forEachItem(heap, sink);
            seen.add("end");
        } catch (RuntimeException e) {
            seen.add(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        return seen;
    }

    @Test
    void theFastCodeListsWhatTheGeneralCodeLists() {
        Random random = new Random(2026);
        int items = 0;
        int failed = 0;
        for (int round = 0; round < 4000; round++) {
            String text = "n -> " + comprehension(random) + (random.nextInt(4) == 0 ? " + " + comprehension(random) : "");
            Rule fast = Rule.parse(text, true);
            Rule general = Rule.parse(text, false);
            for (int i = 0; i < 3; i++) {
                long heap = random.nextInt(5) == 0 ? random.nextLong() & Long.MAX_VALUE : random.nextInt(40);
                long[] bounds = {3, 10, 50, 5000};
                long maxSteps = bounds[random.nextInt(bounds.length)];
                int stopAfter = random.nextInt(3) == 0 ? 1 + random.nextInt(5) : Integer.MAX_VALUE;
                List<String> expected = run(general, heap, maxSteps, stopAfter);
                assertEquals(expected, run(fast, heap, maxSteps, stopAfter), text + " at heap " + heap + ", "
                        + maxSteps + " steps");
                assertEquals(expected, run(fast, heap, maxSteps, stopAfter, true), text + " at heap " + heap + ", "
                        + maxSteps + " steps, to a sink of lines");
                items += expected.size() - 1;
                failed += expected.get(expected.size() - 1).equals("end") ? 0 : 1;
            }
        }
        // Both ways of ending are tried many times.
        assertTrue(items > 20_000 && failed > 1000, items + " items, " + failed + " failures");
    }

    /** Long loops: the bound of steps falls inside a run of turns, and at its end, the same way. */
    @Test
    void aLinearItemThatPasses64BitsWithinItsRunFailsAtThatTurn() {
        // Items written by an addition a turn (Linear): k + 2^63 - 9 passes 2^63 - 1 at k = 9, n - 1 - k
        // below -2^63 at its end; each item before the failing one is listed, as the closures list them.
        for (String text : List.of("n -> [(k + 9223372036854775799, 0) for k in 0..n]",
                "n -> [(0, (-9223372036854775807) - 1 + n - 1 - k) for k in 0..n]",
                "n -> [n - 1 - k for k in 0..n - 1] + [(k - k, k + k) for k in 0..n - 1]")) {
            for (long heap : new long[] {0, 1, 7, 8, 9, 20}) {
                List<String> general = run(Rule.parse(text, false), heap, 1_000, Integer.MAX_VALUE);
                assertEquals(general, run(Rule.parse(text, true), heap, 1_000, Integer.MAX_VALUE), text + " at " + heap);
                assertEquals(general, run(Rule.parse(text, true), heap, 1_000, Integer.MAX_VALUE, true), text + " at " + heap);
                if (heap == 20 && text.contains("9223372036854775799")) {
                    assertEquals(10, general.size(), "9 items, then the overflow: " + general);
                }
            }
        }
    }

    @Test
    void theBoundFallsAtTheSameTurn() {
        for (String text : List.of("n -> [(k, n - 1 - k) for k in 0..n - 1]",
                "n -> [k for j in 0..2 for k in 0..n - 1 if k % 3 != 1]",
                "n -> [k for k in [j for j in 0..n] for i in 0..1]")) {
            for (long heap : new long[] {4095, 4096, 4097, 10_000}) {
                for (long maxSteps : new long[] {4095, 4096, 4097, 8192, 12_289, 30_000}) {
                    String general = summary(run(Rule.parse(text, false), heap, maxSteps, Integer.MAX_VALUE));
                    assertEquals(general, summary(run(Rule.parse(text, true), heap, maxSteps, Integer.MAX_VALUE)),
                            text + " at heap " + heap + ", " + maxSteps + " steps");
                    assertEquals(general, summary(run(Rule.parse(text, true), heap, maxSteps, Integer.MAX_VALUE, true)),
                            text + " at heap " + heap + ", " + maxSteps + " steps, to a sink of lines");
                }
            }
        }
    }

    /** A long list as its size, its hash and its last two entries (the last is how it ended), for a short message. */
    private static String summary(List<String> seen) {
        return seen.size() + " entries, hash " + seen.hashCode() + ", ending " + seen.subList(Math.max(0, seen.size() - 2),
                seen.size());
    }

    /** A long loop checks for cancellation as it goes, both ways, though the fast one checks ahead of its turns. */
    @Test
    void aLongLoopStopsWhenTheThreadIsInterrupted() {
        for (String text : List.of("n -> [(k, n - 1 - k) for k in 0..n - 1]", "n -> [k for s in [1, 3, 4] for k in 0..n]",
                "n -> [s for k in 0..n for s in [1, 3, 4]]")) {
            for (boolean specialise : new boolean[] {true, false}) {
                BoundRule moves = Rule.parse(text, specialise).bind(Map.of(), Long.MAX_VALUE, "steps");
                Thread.currentThread().interrupt();
                try {
                    assertThrows(CancellationException.class, () -> moves.forEachOption(1_000_000, o -> true), text);
                } finally {
                    Thread.interrupted();
                }
            }
        }
    }
}
