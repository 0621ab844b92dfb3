package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.sequence.ThreadShare;
import io.github.grundy.core.survey.CodePattern;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy survey}: the literature's tables of take-and-break codes, computed again. */
@Command(name = "survey", mixinStandardHelpOptions = true,
        header = "Tables of take-and-break codes: periods, equivalences, open codes.",
        description = {
            // Lines of at most 79 characters: picocli wraps at 80.
            "Compute every code of PATTERN (a code with ? for any digit: 0.??, 0.???, 4.??;",
            "hexadecimal 0.?8, or any with --hexadecimal) until its period is proved or to",
            "heap --reach, and print the tables in tczajka's layout (trivial, solved,",
            "unsolved games), the codes whose values climb (arithmetic-periodic, proved",
            "or observed), other regularities (a ruler, observed), the classes of codes",
            "whose values agree, and near misses with their first difference.",
            "Codes that are the same game as another by definition (0.70 is 0.7) are",
            "skipped and listed. --json prints one JSON object per code instead.",
            "",
            "--shard=I/N computes a fixed part of the codes, for any scheduler to run the",
            "parts (GNU parallel, a Slurm array); --out=FILE appends each finished code's",
            "line, and a rerun with the same FILE skips them, so a killed part resumes.",
            "'grundy survey merge FILE...' joins the parts into the tables.",
            "",
            "--misere adds misere play: the first heap that is not tame (and its genus),",
            "and the misere quotient until its period is proved, a candidate would have",
            "more than --max-quotient elements, or heap --misere-reach.",
            "",
            "Examples:",
            "  grundy survey '0.??'",
            "  grundy survey '0.???' --reach=65535 --jobs=2 --out=three.jsonl",
            "  grundy survey '0.???' --shard=2/3 --out=part2.jsonl",
            "  grundy survey '0.??' --misere --reach=4095",
            "  grundy survey '0.??' --hexadecimal --reach=4096 --jobs=2",
            "  grundy survey merge part1.jsonl part2.jsonl part3.jsonl",
            "  grundy survey compare TrivialGames.md"
        })
public final class SurveyCommand implements Callable<Integer> {

    private static final Pattern SHARD = Pattern.compile("(\\d{1,9})/(\\d{1,9})");

    private final Console console;

    @Parameters(paramLabel = "PATTERN", arity = "0..*",
            description = "Codes with ? for any digit, or codes, e.g. 0.??, 4.?7, 0.161.")
    List<String> patterns = new ArrayList<>();

    @Option(names = "--shard", paramLabel = "I/N",
            description = "Only part I of N: the codes at places I, I+N, I+2N, ... (from 1) of the list.")
    String shard;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Append each finished code's JSON line to FILE; codes already in it are skipped.")
    Path out;

    @Option(names = "--json", description = "One JSON object per code on standard output, in the patterns' order.")
    boolean json;

    @Option(names = "--hexadecimal",
            description = "Every ? is a hexadecimal digit 0-F (0.? is then 16 codes), not only octal 0-7.")
    boolean hexadecimal;

    @Mixin
    SurveyWork work;

    @Mixin
    SurveyMisere misere;

    @Mixin
    NearOption near;

    @Mixin
    DebugOption debug;

    @Mixin
    QuietOption quiet;

    @Mixin
    TimeoutOption timeout;

    public SurveyCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws Exception {
        return timeout.run(console, debug.debug, this::survey);
    }

    private int survey(Console console) throws IOException, InterruptedException {
        if (patterns.isEmpty()) {
            throw new UserError("survey needs a PATTERN, e.g. 0.?? (or the command merge or compare)");
        }
        work.check();
        long bound = near.near();
        Optional<MisereBounds> asked = misere.asked();
        long reach = work.reach;
        int j = work.jobs();
        ThreadShare share = new ThreadShare(work.threads());
        List<CodePattern.Entry> codes;
        try {
            codes = SurveyRun.codes(patterns, hexadecimal);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        if (shard != null) {
            Matcher m = SHARD.matcher(shard);
            if (!m.matches() || Integer.parseInt(m.group(2)) < 1 || Integer.parseInt(m.group(1)) < 1
                    || Integer.parseInt(m.group(1)) > Integer.parseInt(m.group(2))) {
                throw new UserError("--shard must be I/N with 1 <= I <= N, e.g. 2/3; found '" + shard + "'");
            }
            codes = SurveyRun.shard(codes, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        }
        Map<String, SurveyLine> done = new HashMap<>();
        List<SurveyLine> lines;
        if (out != null) {
            OutputFiles.checkWritable("--out", out);
            List<SurveyLine> before = new ArrayList<>();
            try (SurveyParts.Appender part = resume(before)) {
                for (SurveyLine l : before) {
                    if (l instanceof SurveyLine.Computed c && c.row().reach() != reach) {
                        throw new UserError("--out " + out + " has " + l.code() + " to heap " + c.row().reach()
                                + ", not to --reach " + reach + "; give another file or the same --reach");
                    }
                    Optional<MisereBounds> had = l instanceof SurveyLine.Computed c ? MisereBounds.of(c) : asked;
                    if (!had.equals(asked)) {
                        throw new UserError("--out " + out + " has " + l.code() + " " + MisereBounds.options(had)
                                + ", not " + MisereBounds.options(asked) + "; give another file or the same misere options");
                    }
                    done.put(l.code(), l);
                }
                lines = SurveyRun.run(console, codes, reach, asked, j, share, done, part);
            }
        } else {
            lines = SurveyRun.run(console, codes, reach, asked, j, share, done, null);
        }
        StringBuilder s = new StringBuilder();
        if (json) {
            for (SurveyLine l : lines) {
                s.append(l.json()).append('\n');
            }
        } else {
            s.append(SurveyReport.markdown(SurveyParts.join(Map.of(Path.of("-"), lines)), bound));
        }
        console.out().write(s.toString().getBytes(StandardCharsets.UTF_8));
        console.out().flush();
        return ExitCode.OK;
    }

    private SurveyParts.Appender resume(List<SurveyLine> before) throws IOException {
        try {
            return SurveyParts.resume(out, before);
        } catch (IllegalArgumentException e) {
            throw new UserError("--out " + e.getMessage());
        }
    }
}
