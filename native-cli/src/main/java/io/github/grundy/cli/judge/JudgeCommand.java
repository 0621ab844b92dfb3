package io.github.grundy.cli.judge;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.cli.formats.Validation;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.InputFiles;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy judge FORMAT}: a classic judge problem's input on stdin, its exact output. */
@Command(name = "judge", mixinStandardHelpOptions = true,
        header = "Answer a judge problem: its input on stdin, its exact output.",
        description = {
            // Lines of at most 79 characters: picocli wraps at 80, which would break them twice.
            "Read a classic judge problem's input on standard input (or from FILE) and",
            "print exactly its expected output. 'grundy judge --list' names the formats;",
            "docs/formats.md describes them.",
            "With --validate, check the input against the problem's stated limits instead:",
            "the first number outside them is an error at its line and column (exit 2); a",
            "valid input prints one line of statistics. 'grundy gen FORMAT' writes random",
            "inputs.",
            "",
            "Examples:",
            "  printf '3\\n3 6 9\\n' | grundy judge luogu-p1247",
            "  grundy judge luogu-p1247 --validate tests/01.in"
        })
public final class JudgeCommand implements Callable<Integer> {

    private final Console console;

    @Parameters(index = "0", paramLabel = "FORMAT", arity = "0..1", description = "The problem, e.g. luogu-p1247.")
    String format;

    @Parameters(index = "1", paramLabel = "FILE", arity = "0..1",
            description = "The input (default: standard input).")
    String file;

    @Option(names = "--validate", description = "Check the input against the problem's stated limits; answer nothing.")
    boolean validate;

    @Option(names = "--list", description = "List the formats.")
    boolean list;

    @Mixin
    DebugOption debug;

    @Mixin
    QuietOption quiet;

    @Mixin
    TimeoutOption timeout;

    public JudgeCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws Exception {
        AsciiOutput out = new AsciiOutput(console.out());
        if (list) {
            JudgeFormats.list(out);
            out.flush();
            return ExitCode.OK;
        }
        if (format == null) {
            throw new UserError("which format? (" + JudgeFormats.ids() + ")");
        }
        JudgeFormat f = JudgeFormats.named(format);
        if (file == null) {
            return validate ? validate(f, console.in(), "<stdin>") : timeout.run(console, debug.debug, gated -> run(f, gated));
        }
        InputStream in;
        try {
            in = InputFiles.open(file);
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        }
        try (in) {
            return validate ? validate(f, in, file)
                    : timeout.run(console, debug.debug, gated -> run(f, new Console(in, gated.out(), gated.err(), gated.progress()), file));
        }
    }

    /** The statistics line of a valid input, or the first number outside the stated limits (exit 2). */
    private int validate(JudgeFormat f, InputStream in, String source) throws IOException {
        Validation v = new Validation(new NumberReader(in, source), f.id());
        f.validate(v);
        AsciiOutput out = new AsciiOutput(console.out());
        out.text(v.summary() + "; " + f.id() + "'s stated limits: " + f.statedLimits()).newline();
        out.flush();
        return ExitCode.OK;
    }

    /** Runs one format on standard input; also the start-up fast path's (the root's {@code Cli}). */
    public static int run(JudgeFormat f, Console console) throws IOException {
        return run(f, console, "<stdin>");
    }

    private static int run(JudgeFormat f, Console console, String source) throws IOException {
        AsciiOutput out = new AsciiOutput(console.out());
        try {
            f.run(new NumberReader(console.in(), source), out);
        } finally {
            // Answers of the cases read completely go out even when a later case is bad.
            out.flush();
        }
        return ExitCode.OK;
    }

    /** The format {@code id}, or the user's error that names the formats there are (gen's too). */
}
