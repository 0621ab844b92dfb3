package io.github.grundy.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The parameters that are lists, for the command-line fuzzer: {@code all-but --except=} (amounts
 * in 1..1000000, short lists and long ones, the largest amounts, one past them, repeats, words) and
 * {@code digraph --edges=} (random graphs with cycles and self loops, long chains, vertices up to
 * the most a graph may have and past it, and malformed edges), with the heaps or vertices to play
 * from. Every list stays under 100,000 characters, as an argument of a process must.
 */
final class GraphDraws {

    /** The most vertices a graph may have (docs: at most 1000000 vertices). */
    private static final int VERTICES = 1_000_000;

    private final Dice dice;

    /**
     * Draws with {@code dice}.
     *
     * @param dice the fuzzer's chance
     */
    GraphDraws(Dice dice) {
        this.dice = dice;
    }

    /**
     * A value of {@code all-but --except=}.
     *
     * @return the amounts, mostly well written
     */
    String except() {
        int count = dice.chance(70) ? dice.between(0, 6) : dice.pick(List.of(100, 1000, 8000));
        // Most lists are well written, so that the game is played; the others have a bad amount now and then.
        boolean hostile = dice.chance(30);
        List<String> amounts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            amounts.add(switch (hostile ? dice.below(10) : dice.between(1, 10)) {
                case 0 -> dice.pick(List.of("1000000", "999999", "1000001", "0", "-1", "2147483648",
                        "9223372036854775808", "abc", "", " 3", "1.5", "1-5"));
                case 1 -> Integer.toString(dice.between(1, VERTICES + 1));
                case 2 -> amounts.isEmpty() || !hostile ? Integer.toString(dice.between(40, 100))
                        : amounts.get(dice.below(amounts.size()));
                default -> Integer.toString(dice.between(1, 40));
            });
        }
        if (!hostile) {
            // Each amount once: a repeated one is refused (the set X).
            amounts = new ArrayList<>(new LinkedHashSet<>(amounts));
        }
        return String.join(!hostile || dice.chance(70) ? "," : dice.pick(List.of(", ", " ", ",,", ";")), amounts);
    }

    /**
     * A value of {@code digraph --edges=}.
     *
     * @return the graph, mostly well written
     */
    String edges() {
        String separator = dice.pick(List.of(" ", " ", " ", ",", ", ", "\n", "\t"));
        List<String> edges = new ArrayList<>();
        switch (dice.below(8)) {
            case 0 -> {
                // A long chain, and now and then its way back: a deep walk for the solver.
                int n = dice.pick(List.of(100, 2000, 8000));
                for (int v = 0; v < n; v++) {
                    edges.add(v + ">" + (v + 1));
                }
                if (dice.chance(50)) {
                    edges.add(n + ">0");
                }
            }
            case 1 -> {
                // Vertices at the far end of the numbering, and one past it.
                for (int i = dice.between(1, 5); i > 0; i--) {
                    edges.add(dice.pick(List.of("999999", "1000000", "0", "5", "2147483648")) + ">"
                            + dice.pick(List.of("999999", "1000000", "0", "1", "999998")));
                }
            }
            case 2 -> {
                // Malformed edges among good ones.
                for (int i = dice.between(1, 6); i > 0; i--) {
                    edges.add(dice.pick(List.of("0>1", "1>", ">2", "1>>2", "1>2>3", "a>b", "-1>0", "1 > 2", "3",
                            "9223372036854775808>0", "0>0", "1<2", "１>2", "")));
                }
            }
            default -> {
                int vertices = dice.between(1, 40);
                for (int i = dice.between(0, 3 * vertices); i > 0; i--) {
                    int from = dice.below(vertices);
                    edges.add(from + ">" + (dice.chance(10) ? from : dice.below(vertices)));
                }
                if (dice.chance(20)) {
                    edges.add(Integer.toString(dice.below(vertices + 5)));
                }
            }
        }
        return String.join(separator, edges);
    }

    /**
     * A command line of {@code all-but} or {@code digraph} with a drawn list.
     *
     * @return the draw, with {@code --timeout=5}
     */
    CommandLineDraws.Draw next() {
        String command = dice.pick(List.of("solve", "solve", "table", "play"));
        boolean graph = dice.chance(50);
        List<String> args = new ArrayList<>(List.of(command, graph ? "digraph" : "all-but",
                graph ? "--edges=" + edges() : "--except=" + except()));
        if (command.equals("table")) {
            // A graph's table goes to its last vertex at most: a few, most of the time.
            args.add("--to=" + (graph && dice.chance(70) ? dice.pick(List.of("0", "1", "3"))
                    : dice.pick(List.of("0", "10", "200", "5000", "999999", "1000000"))));
            if (dice.chance(20)) {
                args.add(dice.pick(List.of("--raw", "--json", "--summary", "--no-stop", "--misere")));
            }
        } else {
            for (int i = dice.chance(10) ? 0 : dice.between(1, 4); i > 0; i--) {
                args.add(dice.chance(70) ? dice.pick(List.of("0", "1", "2", "3"))
                        : dice.pick(List.of("7", "30", "1000", "999999", "1000000", "1000001", "2147483648",
                                "9223372036854775807", "-1", "x")));
            }
            if (dice.chance(20)) {
                args.add(dice.pick(List.of("--explain", "--json", "--moves=all", "--misere")));
            }
        }
        args.add("--timeout=5");
        byte[] stdin = command.equals("play")
                ? (dice.pick(List.of("1 1\n", "1 -> 0\n", "moves\n", "hint\n", "1 0\n", "")) + "quit\n")
                        .getBytes(StandardCharsets.UTF_8)
                : new byte[0];
        return new CommandLineDraws.Draw(args, stdin);
    }
}
