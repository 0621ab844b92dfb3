package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every command that takes a game, on every built-in game with its default parameters, at the
 * smallest, a typical and the largest heap the command line accepts: whatever the game answers,
 * it answers as {@link CommandLineFuzzTest#problem} requires (no internal error, no Java words,
 * no output before a refusal). Read from the catalogue: a new game is covered without an edit,
 * unless it has a required parameter of a new kind, which this test then asks a sample of.
 */
class EveryGameEveryCommandTest {

    /** A value for each required parameter that is not a number. */
    private static final Map<String, String> SAMPLES = Map.ofEntries(Map.entry("code", "0.77"),
            Map.entry("set", "1,3,4"), Map.entry("except", "2,5"), Map.entry("graph", "src/test/resources/graphs/dag.txt"),
            Map.entry("rule", "n -> [(a, n - 2 - a) for a in 0..n - 2]"), Map.entry("rows", "ruler"),
            Map.entry("columns", "mock-turtles"), Map.entry("edges", "0>1 1>2 2>0 2>3 3>4 4>3 5"));

    /** The least heap of every game (0, or 1 where 0 is not a heap), a typical one, the largest. */
    private static final List<String> HEAPS = List.of("0", "1", "7", "9223372036854775807");

    @TestFactory
    Stream<DynamicTest> everyCommandAnswersEveryGameAtItsEdges() {
        VariantCatalog catalog = VariantCatalog.load(getClass().getClassLoader());
        List<DynamicTest> tests = new ArrayList<>();
        for (VariantCatalog.Entry entry : catalog.entries()) {
            Variant variant = entry.variant();
            List<String> game = new ArrayList<>(List.of(variant.id()));
            for (Parameter<?> p : variant.parameters()) {
                if (p.defaultValue() == null) {
                    game.add("--" + p.name() + "=" + sample(variant, p));
                }
            }
            for (String h : HEAPS) {
                for (List<String> command : List.of(
                        List.of("solve"), List.of("solve", "--json", "--moves=count"), List.of("solve", "--explain"),
                        List.of("solve", "--misere", "--max-positions=10000"), List.of("play"),
                        List.of("table", "--to=" + h, "--summary"), List.of("table", "--misere", "--to=" + h))) {
                    List<String> args = new ArrayList<>(command);
                    args.addAll(game);
                    if (!command.get(0).equals("table")) {
                        args.add(h);
                    }
                    // A short limit: what is checked is the answer's form, and a stopped run is an answer (exit 3).
                    args.add("--timeout=2");
                    byte[] stdin = command.get(0).equals("play") ? "hint\nmoves\nquit\n".getBytes(StandardCharsets.UTF_8)
                            : new byte[0];
                    CommandLineDraws.Draw draw = new CommandLineDraws.Draw(args, stdin);
                    tests.add(DynamicTest.dynamicTest(draw.toString(), () -> {
                        CliCase.Outcome o = Jvm.run(args, stdin);
                        String problem = CommandLineFuzzTest.problem(draw, o);
                        assertTrue(problem == null, problem + ": " + draw + "\nexit " + o.exit() + "\n" + o.stderr());
                    }));
                }
            }
            // table without --to: to the proof, or a refusal in words.
            List<String> table = new ArrayList<>(List.of("table", "--summary", "--timeout=2"));
            table.addAll(game);
            CommandLineDraws.Draw draw = new CommandLineDraws.Draw(table, new byte[0]);
            tests.add(DynamicTest.dynamicTest(draw.toString(), () -> {
                CliCase.Outcome o = Jvm.run(table, new byte[0]);
                String problem = CommandLineFuzzTest.problem(draw, o);
                assertTrue(problem == null, problem + ": " + draw + "\nexit " + o.exit() + "\n" + o.stderr());
            }));
        }
        return tests.stream();
    }

    private static String sample(Variant variant, Parameter<?> p) {
        if (p.type() instanceof ParameterType.IntegerType integer) {
            return Long.toString(Math.max(integer.min(), Math.min(integer.max(), 3)));
        }
        // Two variants take a --code, in two notations.
        String sample = variant.id().equals("turning") && p.name().equals("code") ? "1-3" : SAMPLES.get(p.name());
        if (sample == null) {
            fail(variant.id() + " requires --" + p.name() + ": give this test a sample value of it");
        }
        return sample;
    }
}
