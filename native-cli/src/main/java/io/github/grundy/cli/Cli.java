package io.github.grundy.cli;

import io.github.grundy.cli.judge.JudgeFormat;
import io.github.grundy.cli.judge.JudgeFormats;
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
import java.util.Optional;
import java.util.concurrent.CancellationException;
import picocli.CommandLine;

/** Assembles the command tree and maps every failure to one line and an exit code. */
final class Cli {

    private final Console console;
    private final Catalogs catalog;
    private final Warnings warnings;

    Cli(Console console, Catalogs catalog, Warnings warnings) {
        this.console = new Console(console.in(), new StandardOutput(console.out()), console.err());
        this.catalog = catalog;
        this.warnings = warnings;
    }

    /** The command tree: grundy and its commands (also what the man page is written from). */
    CommandLine commandLine() {
        CommandLine cl = new CommandLine(new GrundyCommand());
        cl.addSubcommand(new ListCommand(console, catalog));
        cl.addSubcommand(new SolveCommand(console, catalog, warnings));
        cl.addSubcommand(new TableCommand(console, catalog, warnings));
        cl.addSubcommand(new PlayCommand(console, catalog, warnings));
        cl.addSubcommand(new JudgeCommand(console));
        cl.addSubcommand(new GenCommand(console));
        cl.addSubcommand(new CompletionCommand(console, catalog));
        cl.addSubcommand(new HelpCommand());
        // Every command's -V says the version (picocli's default prints nothing below the top).
        for (CommandLine sub : cl.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(new GrundyCommand.Version());
        }
        // After the commands: picocli passes converters down only to commands already added.
        cl.registerConverter(Long.class, WholeNumber.LONG);
        cl.registerConverter(long.class, WholeNumber.LONG);
        cl.registerConverter(Integer.class, WholeNumber.INT);
        cl.registerConverter(int.class, WholeNumber.INT);
        // A variant's own parameters (--max=3) and heaps reach solve as words it parses itself.
        cl.getSubcommands().get("solve").setUnmatchedOptionsArePositionalParams(true);
        cl.getSubcommands().get("table").setUnmatchedOptionsArePositionalParams(true);
        cl.getSubcommands().get("play").setUnmatchedOptionsArePositionalParams(true);
        return cl;
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
            CommandLine cl = commandLine();
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
            return "unknown command '" + u.getUnmatched().get(0) + "' (commands: "
                    + String.join(", ", cl.getSubcommands().keySet()) + ")";
        }
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            Optional<String> misplaced = OptionPlacement.misplaced(cl.getCommandSpec(), u.getUnmatched().get(0));
            if (misplaced.isPresent()) {
                return misplaced.get();
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
