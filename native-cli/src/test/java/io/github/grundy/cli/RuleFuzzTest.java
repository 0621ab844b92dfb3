package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fuzzer's rules, many of them: {@code solve}, {@code table} and {@code play} of drawn rule
 * texts ({@link RuleDraws}: whole and mutated) on drawn heaps or points, each held to what
 * {@link CommandLineFuzzTest} holds every answer to: a documented exit (never 70), no Java word,
 * nothing written before a refusal, a message with every failure. Every command has
 * {@code --timeout=5}: a rule that runs long stops, it does not hang the test.
 */
class RuleFuzzTest {

    @Test
    void everyDrawnRuleEndsWithADocumentedAnswer() {
        SplittableRandom random = new SplittableRandom(Long.getLong("grundy.fuzz.seed", 38));
        RuleDraws rules = new RuleDraws(random);
        List<String> findings = new ArrayList<>();
        int tries = Integer.getInteger("grundy.fuzz.tries", 300);
        int ok = 0;
        for (int i = 0; i < tries && findings.size() < 20; i++) {
            String command = List.of("solve", "solve", "table", "play").get(random.nextInt(4));
            List<String> args = new ArrayList<>(List.of(command, "rule", "--rule=" + rules.next(), "--timeout=5"));
            if (command.equals("table")) {
                args.add("--to=" + random.nextInt(0, 60));
            } else {
                for (int h = random.nextInt(0, 4); h > 0; h--) {
                    args.add(Long.toString(List.of(0L, 1L, 2L, 5L, 17L, 100L, 9223372036854775807L)
                            .get(random.nextInt(7))));
                }
            }
            byte[] stdin = command.equals("play") ? "moves\n1 1\nhint\nquit\n".getBytes(StandardCharsets.UTF_8)
                    : new byte[0];
            CliCase.Outcome o = Jvm.run(args, stdin);
            CommandLineDraws.Draw draw = new CommandLineDraws.Draw(args, stdin);
            String problem = CommandLineFuzzTest.problem(draw, o);
            if (problem != null) {
                findings.add(problem + ": " + draw + "\n    exit " + o.exit() + ", stderr: " + o.stderr().strip());
            } else if (o.exit() == 0) {
                ok++;
            }
        }
        assertTrue(findings.isEmpty(), findings.size() + " findings:\n" + String.join("\n", findings));
        // Whole rules answer: the draws are not all refused at the parser.
        assertTrue(ok > tries / 10, ok + " of " + tries + " answered");
    }
}
