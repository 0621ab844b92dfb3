package io.github.grundy.cli;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.OptionPlacement;
import io.github.grundy.cli.common.StandardOutput;
import io.github.grundy.cli.common.Suggestion;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.cli.common.WholeNumber;
import io.github.grundy.cli.table.TableEnd;
import io.github.grundy.cli.completion.CompletionCommand;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.cli.gen.GenCommand;
import io.github.grundy.cli.judge.JudgeCommand;
import io.github.grundy.cli.list.ListCommand;
import io.github.grundy.cli.nimber.NimberCommand;
import io.github.grundy.cli.serve.ServeCommand;
import io.github.grundy.cli.play.PlayCommand;
import io.github.grundy.cli.solve.SolveCommand;
import io.github.grundy.cli.survey.SurveyCommand;
import io.github.grundy.cli.survey.SurveyCompareCommand;
import io.github.grundy.cli.survey.SurveyMergeCommand;
import io.github.grundy.cli.table.TableCommand;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.io.InputException;
import io.github.grundy.core.loader.PluginFailure;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import picocli.CommandLine;

/** Assembles the command tree and maps every failure to one line and an exit code. */
public final class Cli {

    /** The commands by name, in the order of grundy --help, each made for a Cli. */
    private static final Map<String, Function<Cli, Object>> COMMANDS = commands();

    /** The commands that show the others (so need the whole tree). */
    private static final Set<String> SHOW_OTHERS = Set.of("completion", "help");

    private final Console console;
    private final Catalogs catalog;
    private final Warnings warnings;

    Cli(Console console, Catalogs catalog, Warnings warnings) {
        this.console = new Console(console.in(), new StandardOutput(console.out()), console.err(),
                console.progress());
        this.catalog = catalog;
        this.warnings = warnings;
    }

    /** The command tree: grundy and its commands (also what the man page is written from). */
    CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command tree with every command, or with only {@code only} under the top: building a
     * command's model (its annotations read, its help text interpolated) is most of what a short
     * command costs at start-up, so a command line that names one builds that one.
     */
    private CommandLine commandLine(String only) {
        CommandLine cl = new CommandLine(only == null ? new GrundyCommand() : new GrundyCommand(this::commandLine));
        COMMANDS.forEach((name, command) -> {
            if (only == null || only.equals(name)) {
                cl.addSubcommand(command.apply(this));
            }
        });
        // Every command's -V says the version (picocli's default prints nothing below the top).
        for (CommandLine sub : cl.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(new GrundyCommand.Version());
        }
        // After the commands: picocli passes converters down only to commands already added.
        cl.registerConverter(Long.class, WholeNumber.LONG);
        cl.registerConverter(long.class, WholeNumber.LONG);
        cl.registerConverter(Integer.class, WholeNumber.INT);
        cl.registerConverter(int.class, WholeNumber.INT);
        cl.registerConverter(TableEnd.class, TableEnd::parse);
        // A variant's own parameters (--max=3) and heaps reach solve as words it parses itself.
        for (String name : List.of("solve", "table", "play")) {
            CommandLine sub = cl.getSubcommands().get(name);
            if (sub != null) {
                sub.setUnmatchedOptionsArePositionalParams(true);
            }
        }
        return cl;
    }

    private static Map<String, Function<Cli, Object>> commands() {
        Map<String, Function<Cli, Object>> m = new LinkedHashMap<>();
        m.put("list", c -> new ListCommand(c.console, c.catalog, c.warnings));
        m.put("solve", c -> new SolveCommand(c.console, c.catalog, c.warnings));
        m.put("table", c -> new TableCommand(c.console, c.catalog, c.warnings));
        m.put("play", c -> new PlayCommand(c.console, c.catalog, c.warnings));
        m.put("judge", c -> new JudgeCommand(c.console));
        m.put("gen", c -> new GenCommand(c.console));
        m.put("survey", c -> new CommandLine(new SurveyCommand(c.console))
                .addSubcommand(new SurveyMergeCommand(c.console))
                .addSubcommand(new SurveyCompareCommand(c.console)));
        m.put("nimber", c -> new NimberCommand(c.console));
        m.put("serve", c -> new ServeCommand(c.console, c.catalog, Main::run));
        m.put("completion", c -> new CompletionCommand(c.console, c.catalog));
        m.put("help", c -> new HelpCommand());
        return Collections.unmodifiableMap(m);
    }

    /**
     * The command that {@code args} run when it can be built alone: the first word after the top's
     * own options (--debug, --quiet, --plugins DIR, --rules DIR), if it names a command that needs no other.
     * Null for the rest (help and completion show every command, and an unknown word or the top's
     * --help and -V are answered from the whole tree).
     */
    static String aloneCommand(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--plugins") || a.equals("--rules")) {
                i++;
            } else if (!a.equals("--debug") && !a.equals("--quiet") && !a.startsWith("--plugins=")
                    && !a.startsWith("--rules=")) {
                return COMMANDS.containsKey(a) && !SHOW_OTHERS.contains(a) ? a : null;
            }
        }
        return null;
    }

    int execute(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(console.out(), StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(console.err(), StandardCharsets.UTF_8), true);
        boolean debug = Arrays.asList(args).contains("--debug");
        try {
            Integer fast = fastPath(args, out);
            if (fast != null) {
                return fast;
            }
        } catch (IOException | RuntimeException | VirtualMachineError e) {
            return report(e, err, debug);
        }
        try {
            CommandLine cl = commandLine(aloneCommand(args));
            cl.setOut(out);
            cl.setErr(err);
            cl.setParameterExceptionHandler((e, ignored) -> {
                err.println("grundy: " + usageMessage(e));
                err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help' for more information.");
                return ExitCode.BAD_INPUT;
            });
            cl.setExecutionExceptionHandler((e, command, parsed) -> report(e, err, debug));
            int code = cl.execute(args);
            out.flush();
            return code;
        } catch (RuntimeException | LinkageError | VirtualMachineError e) {
            // Only a bug gets here (picocli handles its own errors): still one line, no trace.
            return report(e, err, debug);
        }
    }

    /**
     * The two command lines whose start-up time matters most, run without building picocli's
     * command model (about 250 ms on a JVM: picocli's classes cannot go into a class-data
     * archive): {@code judge FORMAT} and {@code --version}. Their output is the same as through
     * picocli (the acceptance cases run both ways). Null for every other command line.
     */
    private Integer fastPath(String[] args, PrintWriter out) throws IOException {
        if (args.length == 2 && args[0].equals("judge")) {
            Optional<JudgeFormat> format = JudgeFormats.find(args[1]);
            if (format.isPresent()) {
                return JudgeCommand.run(format.get(), console);
            }
        } else if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            for (String line : GrundyCommand.Version.lines()) {
                out.println(line);
            }
            out.flush();
            return ExitCode.OK;
        }
        return null;
    }

    /** picocli's message, except for a mistyped command, which we name as such. */
    private static String usageMessage(CommandLine.ParameterException e) {
        CommandLine cl = e.getCommandLine();
        if (e instanceof CommandLine.UnmatchedArgumentException u && cl.getParent() == null
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            String typed = u.getUnmatched().get(0);
            java.util.Set<String> commands = OptionPlacement.commands(cl.getCommandSpec()).keySet();
            String near = Suggestion.didYouMean(typed, commands, "'");
            return "unknown command '" + typed + "' (" + (near.isEmpty() ? "commands: " + String.join(", ", commands)
                    : near) + ")";
        }
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String typed = u.getUnmatched().get(0);
            Optional<String> misplaced = OptionPlacement.misplaced(cl.getCommandSpec(), typed);
            if (misplaced.isPresent()) {
                return misplaced.get();
            }
            if (typed.startsWith("-")) {
                String option = typed.indexOf('=') < 0 ? typed : typed.substring(0, typed.indexOf('='));
                String near = OptionPlacement.nearOption(cl.getCommandSpec(), option, java.util.List.of());
                if (!near.isEmpty()) {
                    return "unknown option " + option + " (" + near + ")";
                }
            }
        }
        return e.getMessage();
    }

    private static int report(Throwable e, PrintWriter err, boolean debug) {
        int code;
        if (e instanceof UserError u) {
            err.println("grundy: " + u.getMessage());
            code = u.exitCode();
        } else if (e instanceof GameFailure failure) {
            // A game broke the contract of its interface where core's own code found it (a plugin's
            // failure inside one of its calls is a PluginFailure, by name): the game's bug, by its name.
            err.println("grundy: " + failure.getMessage() + " (a bug of the game, asked " + failure.asked()
                    + (debug ? ")" : "; --debug shows where)"));
            code = ExitCode.PLUGIN;
            if (debug) {
                e.printStackTrace(err);
            }
        } else if (e instanceof LimitExceededException limit) {
            err.println("grundy: " + UserError.of(limit).getMessage());
            code = ExitCode.LIMIT;
        } else if (e instanceof PluginFailure plugin) {
            // The plugin's bug, by name: its author, not grundy's, is the one to tell.
            err.println("grundy: " + plugin.getMessage() + (debug ? "" : " (a bug of the plugin; --debug shows where)"));
            code = ExitCode.PLUGIN;
            if (debug) {
                e.printStackTrace(err);
            }
        } else if (e instanceof CancellationException) {
            // The thread was interrupted (by an embedder; --timeout reports its own limit).
            err.println("grundy: " + e.getMessage());
            code = ExitCode.LIMIT;
        } else if (e instanceof InputException i) {
            err.println("grundy: " + i.getMessage());
            code = ExitCode.BAD_INPUT;
        } else if (e instanceof OutOfMemoryError) {
            err.println("grundy: out of memory: the input or table needs more than the "
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB this process may use"
                    + UserError.moreMemory());
            code = ExitCode.LIMIT;
        } else if (e instanceof StandardOutput.Failure || e.getCause() instanceof StandardOutput.Failure) {
            StandardOutput.Failure failure = (StandardOutput.Failure) (e instanceof StandardOutput.Failure ? e : e.getCause());
            if (failure.closedPipe()) {
                // The reader has what it wanted (head -n 1000): nothing to say, and no one to say it to.
                code = ExitCode.CLOSED_PIPE;
            } else {
                err.println("grundy: " + failure.getMessage());
                code = ExitCode.BAD_INPUT;
            }
        } else if (e instanceof IOException || e instanceof UncheckedIOException) {
            err.println("grundy: I/O error: " + e.getMessage());
            code = ExitCode.BAD_INPUT;
        } else if (e instanceof LinkageError) {
            // A plugin compiled against another grundy-core, most likely: say so, not only "a bug".
            err.println("grundy: internal error: " + e + " (a class is missing or does not match: is a plugin built for"
                    + " another version of grundy? 'grundy list' shows where each variant comes from"
                    + (debug ? ")" : "; --debug shows where)"));
            code = ExitCode.INTERNAL;
        } else {
            err.println("grundy: internal error: " + e + (debug ? "" : " (a bug: please report it; --debug shows where)"));
            code = ExitCode.INTERNAL;
            if (debug) {
                // Only for bugs: the user's own mistakes are fully said by their one line.
                e.printStackTrace(err);
            }
        }
        err.flush();
        return code;
    }
}
