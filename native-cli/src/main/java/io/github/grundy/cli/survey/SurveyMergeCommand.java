package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.UserError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy survey merge}: a survey's parts joined into its tables. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        header = "Join a survey's parts (--out files) into its tables.",
        description = {
            "Read the JSON lines of the parts of a survey ('grundy survey --out'), each",
            "code once (a code in two parts must have the same row in both), and print",
            "the tables, or with --json the lines in the tables' order without their",
            "seconds. The parts of one survey merged give the same bytes as the whole.",
            "",
            "Examples:",
            "  grundy survey merge part1.jsonl part2.jsonl part3.jsonl",
            "  grundy survey merge parts/*.jsonl --json > survey.jsonl"
        })
public final class SurveyMergeCommand implements Callable<Integer> {

    private final Console console;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "The parts' files.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--json", description = "The joined lines, one JSON object per code, instead of the tables.")
    boolean json;

    @Mixin
    NearOption near;

    @Mixin
    DebugOption debug;

    @Mixin
    QuietOption quiet;

    public SurveyMergeCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws IOException {
        long bound = near.near();
        Map<Path, List<SurveyLine>> parts = new LinkedHashMap<>();
        for (Path f : files) {
            try {
                parts.put(f, SurveyParts.read(f));
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
        }
        StringBuilder s = new StringBuilder();
        try {
            List<SurveyLine> lines = SurveyParts.join(parts);
            if (json) {
                for (SurveyLine l : lines) {
                    s.append(l.json()).append('\n');
                }
            } else {
                s.append(SurveyReport.markdown(lines, bound));
            }
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        console.out().write(s.toString().getBytes(StandardCharsets.UTF_8));
        console.out().flush();
        return ExitCode.OK;
    }
}
