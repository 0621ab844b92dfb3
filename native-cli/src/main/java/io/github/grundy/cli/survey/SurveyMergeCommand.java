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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
            "--codes=PATTERN (the survey's patterns) checks that the parts hold every",
            "code of the survey and no other, and with --shards=N names each part",
            "--shard=I/N that is missing or incomplete (a scheduler's task that failed).",
            "",
            "Examples:",
            "  grundy survey merge part1.jsonl part2.jsonl part3.jsonl",
            "  grundy survey merge parts/*.jsonl --json > survey.jsonl",
            "  grundy survey merge --codes='0.???' --shards=16 parts/*.jsonl"
        })
public final class SurveyMergeCommand implements Callable<Integer> {

    private final Console console;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "The parts' files.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--codes", paramLabel = "PATTERN",
            description = "The survey's patterns (as given to survey): every code must have a line, and no other.")
    List<String> codes = new ArrayList<>();

    @Option(names = "--shards", paramLabel = "N",
            description = "With --codes: the parts are --shard=I/N of N; a code missing is named with its part.")
    Integer shards;

    @Option(names = "--hexadecimal", description = "With --codes: every ? is a hexadecimal digit, as in survey.")
    boolean hexadecimal;

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
        if (codes.isEmpty() && (shards != null || hexadecimal)) {
            throw new UserError("--shards and --hexadecimal describe the survey of --codes=PATTERN, which is missing");
        }
        if (shards != null && shards < 1) {
            throw new UserError("--shards must be at least 1; found " + shards);
        }
        if (files.isEmpty() && codes.isEmpty()) {
            throw new UserError("survey merge needs the parts' files, e.g. part1.jsonl part2.jsonl");
        }
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
            if (!codes.isEmpty()) {
                Set<String> have = new HashSet<>();
                lines.forEach(l -> have.add(l.code()));
                Optional<String> problem = SurveyCoverage.problem(SurveyRun.codes(codes, hexadecimal),
                        shards == null ? 1 : shards, have);
                if (problem.isPresent()) {
                    throw new UserError("survey merge: " + problem.get());
                }
            }
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
