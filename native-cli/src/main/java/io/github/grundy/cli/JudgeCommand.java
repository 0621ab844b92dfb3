package io.github.grundy.cli;

import io.github.grundy.cli.judge.JudgeFormat;
import io.github.grundy.cli.judge.JudgeFormats;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy judge FORMAT}: a classic judge problem's input on stdin, its exact output. */
@Command(name = "judge", mixinStandardHelpOptions = true,
        header = "Answer a judge problem: its input on stdin, its exact output.",
        description = {
            "Read a classic judge problem's input on standard input and print exactly its expected output.",
            "'grundy judge --list' names the formats; docs/formats.md describes them.",
            "",
            "Example: printf '3\\n3 6 9\\n' | grundy judge luogu-p1247"
        })
final class JudgeCommand implements Callable<Integer> {

    private final Console console;

    @Parameters(paramLabel = "FORMAT", arity = "0..1", description = "The problem, e.g. luogu-p1247.")
    String format;

    @Option(names = "--list", description = "List the formats.")
    boolean list;

    @Mixin
    DebugOption debug;

    @Mixin
    TimeoutOption timeout;

    JudgeCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws Exception {
        AsciiOutput out = new AsciiOutput(console.out());
        if (list) {
            int width = JudgeFormats.all().stream().mapToInt(f -> f.id().length()).max().orElse(0);
            for (JudgeFormat f : JudgeFormats.all()) {
                out.text(f.id()).text(" ".repeat(width - f.id().length() + 2)).text(f.summary()).newline();
            }
            out.flush();
            return ExitCode.OK;
        }
        if (format == null) {
            throw new UserError("which format? (" + ids() + ")");
        }
        JudgeFormat f = JudgeFormats.find(format)
                .orElseThrow(() -> new UserError("unknown format '" + format + "' (formats: " + ids() + ")"));
        return timeout.run(console, gated -> run(f, gated));
    }

    /** Runs one format on standard input; also the start-up fast path's (see {@link Cli}). */
    static int run(JudgeFormat f, Console console) throws IOException {
        AsciiOutput out = new AsciiOutput(console.out());
        try {
            f.run(new NumberReader(console.in(), "<stdin>"), out);
        } finally {
            // Answers of the cases read completely go out even when a later case is bad.
            out.flush();
        }
        return ExitCode.OK;
    }

    private static String ids() {
        return JudgeFormats.all().stream().map(JudgeFormat::id).collect(Collectors.joining(", "));
    }
}
