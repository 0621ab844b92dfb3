package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.ExitCode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command-line fuzzer: random command lines ({@link CommandLineDraws}) run in-process against
 * the JVM entry point, each checked for what must hold of every answer, whatever was asked:
 * <ul>
 *   <li>an exit code the help documents (0, 2, 3, 141), never 70 (a bug) nor 4 (a built-in game's bug);</li>
 *   <li>no Java type, exception or stack frame in any output;</li>
 *   <li>no output before a refusal (exit 2) of a command that answers once;</li>
 *   <li>no empty success: a table or a nimber that ends well shows something;</li>
 *   <li>an end: every command that computes is given {@code --timeout}, and one that has not ended
 *       minutes later hangs.</li>
 * </ul>
 * CI runs a fixed number of tries from a fixed seed (a count, not a duration);
 * {@code -Dgrundy.fuzz.tries=N -Dgrundy.fuzz.seed=S} runs longer or elsewhere. A finding is kept
 * as an acceptance case ({@code src/test/resources/cases}), run on the JVM and the native binary.
 */
class CommandLineFuzzTest {

    /** Words that only Java, never a message of ours, says (an object's default toString, Rule@6d06d69c, too). */
    private static final Pattern JAVA = Pattern.compile(
            "Exception|java\\.[a-z]+\\.|io\\.github\\.grundy\\.(core|cli|variants)\\.|[A-Za-z]@[0-9a-f]{6,8}\\b"
                    + "|\\tat |is not a long|is not an int|NumberFormat"
                    // A method of a Java class, as a library's message names its limit: Foo.getBar().
                    + "|\\b[A-Z][a-z]+[A-Z][A-Za-z]*\\.[a-z][A-Za-z]*\\(\\)");

    /** Far beyond any command's time with --timeout=5 on a busy machine: only a hang takes this long. */
    private static final long HANG_SECONDS = 120;

    /** Linux's limit on one argument of a new process (MAX_ARG_STRLEN): past it, exec fails with E2BIG. */
    private static final int MAX_ARGUMENT = 128 * 1024;

    /** The games of a surface of their own, told apart in the exits by command. */
    private static final List<String> SURFACES = List.of("turning", "tartan", "digraph", "all-but", "rule");

    /** Runs one drawn command line; the JVM's or the native binary's outcome. */
    @FunctionalInterface
    interface Target {
        CliCase.Outcome run(CommandLineDraws.Draw draw) throws Exception;
    }

    @Test
    void everyDrawnCommandLineEndsWithADocumentedAnswer(@TempDir Path dir) throws Exception {
        fuzz(dir, Integer.getInteger("grundy.fuzz.tries", 600), d -> Jvm.run(d.args(), d.stdin()));
    }

    /**
     * Draws {@code tries} command lines (seed {@code grundy.fuzz.seed}, 1 by default) with file
     * arguments in {@code dir}, runs each on {@code target}, and fails with every finding.
     */
    static void fuzz(Path dir, int tries, Target target) throws Exception {
        long seed = Long.getLong("grundy.fuzz.seed", 1);
        CommandLineDraws draws = new CommandLineDraws(seed, dir);
        List<String> findings = new ArrayList<>();
        int[] exits = new int[256];
        // Exits by command: a surface whose draws are all refused is reached no deeper than its parser.
        Map<String, Map<Integer, Integer>> byCommand = new TreeMap<>();
        ExecutorService runner = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "fuzz");
            t.setDaemon(true);
            return t;
        });
        try {
            for (int i = 0; i < tries && findings.size() < 20; i++) {
                CommandLineDraws.Draw draw = draws.next();
                if (draw.args().stream().anyMatch(a -> a.getBytes(StandardCharsets.UTF_8).length >= MAX_ARGUMENT)) {
                    // Checked on the JVM too, where it would pass: the native run starts a process.
                    findings.add("a draw no process can be given (an argument past 128 KiB): " + draw.args().get(0));
                    continue;
                }
                Future<CliCase.Outcome> running = runner.submit(() -> target.run(draw));
                CliCase.Outcome o;
                try {
                    o = running.get(HANG_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    running.cancel(true);
                    findings.add("hangs: " + draw);
                    continue;
                }
                exits[o.exit() & 0xFF]++;
                String surface = draw.command() + draw.args().stream().filter(SURFACES::contains).findFirst()
                        .map(g -> " " + g).orElse("") + (draw.args().stream().anyMatch(a -> a.startsWith("--rules"))
                        ? " --rules" : "");
                byCommand.computeIfAbsent(surface, k -> new TreeMap<>()).merge(o.exit(), 1, Integer::sum);
                String problem = problem(draw, o);
                if (problem != null) {
                    findings.add(problem + ": " + draw + "\n    exit " + o.exit() + ", stderr: " + firstLine(o.stderr()));
                }
            }
        } finally {
            runner.shutdownNow();
        }
        System.out.printf("fuzz: %d tries from seed %d: exit 0: %d, 2: %d, 3: %d, others: %d%n", tries, seed,
                exits[0], exits[2], exits[3], tries - exits[0] - exits[2] - exits[3]);
        System.out.println("fuzz: exits by command: " + byCommand);
        assertTrue(findings.isEmpty(), findings.size() + " findings (seed " + seed + "):\n" + String.join("\n",
                findings));
    }

    /** What is wrong with the outcome {@code o} of {@code draw}, or null. */
    static String problem(CommandLineDraws.Draw draw, CliCase.Outcome o) {
        int exit = o.exit();
        String command = draw.command();
        // survey compare's help documents exit 1: the table and grundy disagree somewhere.
        boolean disagreement = exit == 1 && command.equals("survey compare");
        if (exit != ExitCode.OK && exit != ExitCode.BAD_INPUT && exit != ExitCode.LIMIT && exit != ExitCode.CLOSED_PIPE
                && !disagreement) {
            return "exit " + exit;
        }
        String java = javaWord(ends(o.stdout()));
        if (java == null) {
            java = javaWord(o.stderr());
        }
        if (java != null) {
            return "a Java word in the output (" + java + ")";
        }
        // play talks before it reads a move, and judge answers case by case as it reads (a bad case
        // ends the answers before it); every other command answers once, after its checks.
        if (exit == ExitCode.BAD_INPUT && !o.stdout().isEmpty() && !List.of("play", "judge").contains(command)) {
            return "output before a refusal";
        }
        if (exit != ExitCode.OK && !disagreement && o.stderr().isEmpty()) {
            return "a failure without a message";
        }
        // Each of these always has something to show: done with nothing is an answer lost.
        // (But survey merge --json of parts that hold no code yet: no line is each of its codes' line.)
        boolean noCodes = command.equals("survey merge") && draw.args().contains("--json");
        if (exit == ExitCode.OK && o.stdout().isEmpty() && ANSWERS.contains(command) && !noCodes) {
            return "an empty success";
        }
        return null;
    }

    /** The commands whose success always writes something on standard output. */
    private static final List<String> ANSWERS = List.of("table", "nimber", "solve", "list", "completion", "survey",
            "survey merge", "survey compare");

    /** The first Java word in {@code text} with a few characters around it, or null. */
    static String javaWord(CharSequence text) {
        Matcher m = JAVA.matcher(text);
        return m.find() ? "..." + text.subSequence(Math.max(0, m.start() - 40), Math.min(text.length(), m.end() + 40))
                .toString().replace("\n", "\\n") + "..." : null;
    }

    /** The first and last 64 KiB of a long output (a table --no-stop writes megabytes in seconds). */
    private static CharSequence ends(String text) {
        int keep = 1 << 16;
        return text.length() <= 2 * keep ? text : text.substring(0, keep) + "\n" + text.substring(text.length() - keep);
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
