package io.github.grundy.cli;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * Random command lines for the fuzzer, drawn from what the tool says it takes: the commands and
 * their options from the picocli model, the games and their parameters from the catalogue, the
 * formats from the judge's list. A new command, option, game or format is drawn without anyone
 * editing this class. Values sit at the boundaries: heaps 0, 1, 2^31, 2^62, 2^63-1, 2^63, -1 and
 * words; a parameter at its least and largest value and one past them; files that exist, that do
 * not, directories, empty graphs.
 *
 * <p>Half the draws go to a surface of its own, whose inputs have a grammar or a file format that
 * generic values would seldom reach: rule directories ({@link RuleDirectoryDraws}), coin-turning
 * codes, strips and Tartan boards ({@link TurningDraws}), {@code all-but} and {@code digraph}
 * lists ({@link GraphDraws}), and surveys with their merge and compare of damaged files
 * ({@link SurveyDraws}). Those draw the parameters of the generic draws too: {@code --code},
 * {@code --rows}, {@code --columns}, {@code --except}, {@code --edges}, {@code --rule},
 * {@code --with}.
 */
final class CommandLineDraws {

    /**
     * A command line and what it reads on standard input.
     *
     * @param args  the words after {@code grundy}
     * @param stdin standard input
     */
    record Draw(List<String> args, byte[] stdin) {

        /**
         * The command, after the global options ({@code --rules=DIR}, {@code --rules DIR}, ...) before
         * it, with its subcommand: {@code "survey compare"}.
         *
         * @return the command's words, or "" when there is none
         */
        String command() {
            int i = 0;
            while (i < args.size() && args.get(i).startsWith("-")) {
                i += args.get(i).equals("--rules") || args.get(i).equals("--plugins") ? 2 : 1;
            }
            if (i >= args.size()) {
                return "";
            }
            String command = args.get(i);
            return command.equals("survey") && i + 1 < args.size()
                    && List.of("merge", "compare").contains(args.get(i + 1)) ? command + " " + args.get(i + 1) : command;
        }

        @Override
        public String toString() {
            return String.join(" ", args) + (stdin.length == 0 ? ""
                    : "  <<< " + new String(stdin, StandardCharsets.UTF_8).replace("\n", "\\n"));
        }
    }

    private static final List<String> HEAPS = List.of("0", "1", "2", "3", "7", "12", "100", "1000", "2147483647",
            "2147483648", "4611686018427387904", "9223372036854775807", "9223372036854775808", "-1", "abc", "+5",
            "١");
    private static final List<String> NUMBERS = List.of("0", "1", "-1", "2", "5", "0.5", "1000", "2147483647",
            "2147483648", "9223372036854775807", "9223372036854775808", "abc", "", "١");
    private static final List<String> CODES = List.of("0.77", "0.07", "4!.0", "0.6", "0.[3]", "4.07", "0.137", "0.FA",
            "0.16", "x", "0.", "8.0", "0.[37]");
    private static final List<String> STDIN = List.of("", "1\n1\n", "2\n3 4\n", "3\n1 2 3\n", "0\n", "abc\n",
            "5\n1 2 3 4 5\n", "1\n9223372036854775807\n", "2\n-1 3\n", "3 3\n1 2 3\n", "1 1\n0 0\n", "\u0000\n");
    private static final List<String> MOVES = List.of("1 1", "1 2", "1 -> 0", "1 -> 0 + 0", "2 1", "hint", "moves",
            "undo", "9 9", "1 -> 1 + 1", "x", "");

    private final Dice dice;
    private final RuleDraws rules;
    private final RuleDirectoryDraws ruleDirectories;
    private final TurningDraws turning;
    private final GraphDraws graphs;
    private final SurveyDraws surveys;
    private final CommandLine tree;
    private final VariantCatalog catalog;
    private final List<String> files;

    /**
     * Draws from {@code seed}, with file arguments among the paths prepared in {@code dir}.
     *
     * @param seed the seed: the same seed, the same draws
     * @param dir  where the draws' files go
     * @throws IOException if the files cannot be made
     */
    CommandLineDraws(long seed, Path dir) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        this.dice = new Dice(random);
        this.rules = new RuleDraws(random);
        this.ruleDirectories = new RuleDirectoryDraws(dice, rules, dir);
        this.turning = new TurningDraws(dice, rules);
        this.graphs = new GraphDraws(dice);
        this.surveys = new SurveyDraws(dice, dir);
        Console quiet = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        Map<String, String> env = Map.of();
        this.tree = new Cli(quiet, new Catalogs(env, getClass().getClassLoader()), new Warnings(env)).commandLine();
        this.catalog = VariantCatalog.load(getClass().getClassLoader());
        Files.writeString(dir.resolve("five.txt"), "5 4\n0 1\n1 2\n2 3\n3 4\n");
        Files.writeString(dir.resolve("empty.txt"), "0 0\n");
        Files.writeString(dir.resolve("loopy.txt"), "3 3\n0 1\n1 2\n2 0\n");
        Files.writeString(dir.resolve("heaps.txt"), "3 4 5\n");
        Files.writeString(dir.resolve("bad.cp"), "grundy checkpoint\ngame: kayles\nvalues: -3001\n");
        Files.createDirectories(dir.resolve("adir"));
        this.files = List.of(dir.resolve("five.txt").toString(), dir.resolve("empty.txt").toString(),
                dir.resolve("loopy.txt").toString(), dir.resolve("heaps.txt").toString(),
                dir.resolve("bad.cp").toString(), dir.resolve("adir").toString(), dir.resolve("no-such").toString(),
                dir.resolve("new.out").toString(), dir.resolve("no-such-dir/x.png").toString(), "");
    }


    private boolean chance(int percent) {
        return dice.chance(percent);
    }

    /**
     * The next command line: a surface's draw, or one drawn from the command tree.
     *
     * @return the draw
     */
    Draw next() {
        return switch (dice.below(10)) {
            case 0, 1 -> ruleDirectories.next();
            case 2 -> turning.next();
            case 3 -> graphs.next();
            case 4 -> surveys.next();
            default -> fromTheTree();
        };
    }

    /** A command and its options drawn from the command tree, with values at their boundaries. */
    private Draw fromTheTree() {
        List<CommandLine> commands = new ArrayList<>(tree.getSubcommands().values());
        CommandLine command = commands.get(dice.below(commands.size()));
        CommandSpec spec = command.getCommandSpec();
        List<String> args = new ArrayList<>();
        args.add(command.getCommandName());
        String name = command.getCommandName();
        if (name.equals("serve")) {
            // A server runs until stopped (PageServerTest tries it): only the lines that end at once.
            args.add(pick(List.of("--help", "--port=70000", "--port=x", "--timeout=soon", "--no-such-option")));
            return new Draw(args, new byte[0]);
        }
        boolean takesGame = List.of("solve", "table", "play").contains(name);
        if (takesGame) {
            game(args, !name.equals("table"));
        } else if (name.equals("judge") || name.equals("gen")) {
            List<JudgeFormat> formats = JudgeFormats.all();
            args.add(chance(95) ? formats.get(dice.below(formats.size())).id() : "no-such-format");
            if (name.equals("judge") && chance(10)) {
                args.add(pick(files));
            }
        } else if (name.equals("nimber") && chance(90)) {
            args.add("--");
            for (int i = dice.between(1, 3); i > 0; i--) {
                args.add(nimberExpression());
            }
        } else if (name.equals("completion")) {
            args.add(pick(List.of("bash", "zsh", "fish", "powershell")));
        } else if (name.equals("help") && chance(70)) {
            args.add(commands.get(dice.below(commands.size())).getCommandName());
        }
        for (OptionSpec option : spec.options()) {
            boolean stopsAtOnce = option.usageHelp() || option.versionHelp();
            if (chance(stopsAtOnce ? 2 : 20)) {
                args.add(option.arity().max() == 0 ? option.longestName() : option.longestName() + "=" + value(option));
            }
        }
        if (chance(5)) {
            // An option of another command, or none at all.
            CommandLine other = commands.get(dice.below(commands.size()));
            List<OptionSpec> options = other.getCommandSpec().options();
            args.add(options.get(dice.below(options.size())).longestName() + (chance(50) ? "=1" : ""));
        }
        if (spec.findOption("--timeout") != null && args.stream().noneMatch(a -> a.startsWith("--timeout"))) {
            // Every command that computes ends: the fuzzer looks for wrong answers, not long ones.
            args.add("--timeout=5");
        }
        return new Draw(args, stdin(name).getBytes(StandardCharsets.UTF_8));
    }

    /** A game, its parameters at their boundaries, and heaps when {@code heaps}. */
    private void game(List<String> args, boolean heaps) {
        List<VariantCatalog.Entry> entries = catalog.entries();
        if (chance(3)) {
            args.add("no-such-game");
            return;
        }
        Variant variant = entries.get(dice.below(entries.size())).variant();
        if (heaps && chance(15)) {
            // The component form: VARIANT:HEAP words.
            for (int i = dice.between(1, 4); i > 0; i--) {
                args.add(variant.id() + ":" + pick(HEAPS));
            }
            return;
        }
        args.add(variant.id());
        for (Parameter<?> p : variant.parameters()) {
            boolean required = p.defaultValue() == null;
            if (required ? chance(95) : chance(30)) {
                args.add("--" + p.name() + "=" + parameterValue(p));
            }
        }
        if (heaps) {
            for (int i = dice.between(0, 4); i > 0; i--) {
                args.add(pick(HEAPS));
            }
        }
    }

    /**
     * A nimber expression: from the grammar, a few levels deep, or nested or chained past any limit.
     * Each stays under 100,000 characters: Linux refuses to start a process with one argument past
     * 128 KiB (E2BIG), and the native run passes these as arguments.
     */
    private String nimberExpression() {
        return switch (dice.below(6)) {
            case 0 -> "(".repeat(pick(List.of(999, 1000, 1001, 50_000))) + "1"
                    + ")".repeat(pick(List.of(999, 1000, 1001, 50_000)));
            case 1 -> pick(List.of("sqrt(", "inv(", "ord(", "log(2, ")).repeat(pick(List.of(10, 1001, 14_000))) + "3";
            case 2 -> "1" + pick(List.of(" + 1", " * 3", " ^ 2", " / 7")).repeat(pick(List.of(2, 20_000)));
            default -> nimberTerm(3);
        };
    }

    private String nimberTerm(int depth) {
        if (depth == 0 || chance(30)) {
            return pick(List.of("0", "1", "2", "8", "0x100000000", "18446744073709551615", "18446744073709551616",
                    "0x", "abc", "", "0xFFFFFFFFFFFFFFFF"));
        }
        return switch (dice.below(4)) {
            case 0 -> nimberTerm(depth - 1) + pick(List.of(" + ", " * ", " / ", " ^ ", "⊕", "⊗", "⊘", " "))
                    + nimberTerm(depth - 1);
            case 1 -> pick(List.of("sqrt", "inv", "ord", "nope", "")) + "(" + nimberTerm(depth - 1)
                    + pick(List.of(")", ""));
            case 2 -> "log(" + nimberTerm(depth - 1) + ", " + nimberTerm(depth - 1) + ")";
            default -> nimberTerm(depth - 1) + " ^ " + pick(List.of("0", "2", "3", "18446744073709551615"));
        };
    }

    private <T> T pick(List<T> from) {
        return dice.pick(from);
    }

    private String parameterValue(Parameter<?> p) {
        if (p.type() instanceof ParameterType.IntegerType integer) {
            long min = integer.min();
            long max = integer.max();
            List<String> values = new ArrayList<>(List.of(Long.toString(min), Long.toString(max), "abc",
                    Long.toString(min + Math.min(5, max - min))));
            if (min > Long.MIN_VALUE) {
                values.add(Long.toString(min - 1));
            }
            if (max < Long.MAX_VALUE) {
                values.add(Long.toString(max + 1));
            }
            if (p.defaultValue() != null) {
                values.add(p.defaultValue().toString());
            }
            return pick(values);
        }
        if (p.name().equals("code")) {
            // An octal code, or a turning code (the two games' parameters share the name).
            return chance(50) ? pick(CODES) : turning.code();
        }
        if (p.name().equals("rows") || p.name().equals("columns")) {
            return turning.strip();
        }
        if (p.name().equals("except")) {
            return graphs.except();
        }
        if (p.name().equals("graph")) {
            return pick(files);
        }
        if (p.name().equals("edges")) {
            return graphs.edges();
        }
        if (p.name().equals("rule")) {
            return rules.next();
        }
        if (p.name().equals("with")) {
            return rules.with();
        }
        return pick(List.of("1,2", "1,3,4", "0", "", "a", "2,5", "1", "9223372036854775807", "-1"));
    }

    private String value(OptionSpec option) {
        Class<?> type = option.type();
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            return pick(NUMBERS);
        }
        if (option.completionCandidates() != null) {
            List<String> candidates = new ArrayList<>();
            option.completionCandidates().forEach(candidates::add);
            candidates.add("bogus");
            return pick(candidates);
        }
        String name = option.longestName();
        if (name.equals("--timeout")) {
            // Not 0, which asks for no limit: a table of a slow code to its proof may then take days.
            return pick(List.of("0.5", "2", "abc", "1.2345", "-1"));
        }
        if (name.equals("--checkpoint-every")) {
            return pick(List.of("0.5", "2", "0", "abc", "1.2345"));
        }
        if (name.equals("--plot-size")) {
            return pick(List.of("960x480", "1920x960", "1x1", "abc", "99999x99999"));
        }
        if (name.equals("--first")) {
            return pick(List.of("human", "computer", "nobody"));
        }
        if (name.equals("--verdict")) {
            return pick(List.of("win", "lose", "any", "draw"));
        }
        return pick(files);
    }

    private String stdin(String command) {
        if (command.equals("play")) {
            StringBuilder s = new StringBuilder();
            for (int i = dice.between(0, 6); i > 0; i--) {
                s.append(pick(MOVES)).append('\n');
            }
            return s.append(chance(80) ? "quit\n" : "").toString();
        }
        return pick(STDIN);
    }
}
