package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Utf8Files;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.ThreadShare;
import io.github.grundy.core.survey.CodePattern;
import io.github.grundy.core.survey.SurveyRow;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy survey compare}: a published table of octal games checked entry by entry. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        header = "Check a published table of octal games entry by entry.",
        description = {
            "Read the tables of FILE.md in tczajka's layouts (trivial, solved, unsolved",
            "games, game lookup; or a 'grundy survey' report), compute each game named",
            "(an unsolved game with n values to heap n-1, the rest to --reach), or take its",
            "row from --rows, and print every cell where they disagree. Exit code 1 when",
            "some do, 0 when none does.",
            "",
            "Examples:",
            "  grundy survey compare TrivialGames.md",
            "  grundy survey compare GameLookup.md --rows=survey.jsonl"
        })
public final class SurveyCompareCommand implements Callable<Integer> {

    /** The exit code when some entry disagrees (as diff's). */
    public static final int DISAGREE = 1;

    private final Console console;

    @Parameters(paramLabel = "FILE.md", description = "The published table(s), Markdown.")
    Path file;

    @Option(names = "--rows", paramLabel = "FILE",
            description = "Rows already computed ('grundy survey --out'), used where their reach is the one needed.")
    List<Path> rowFiles = new ArrayList<>();

    @Mixin
    SurveyWork work;

    @Mixin
    DebugOption debug;

    @Mixin
    QuietOption quiet;

    @Mixin
    TimeoutOption timeout;

    public SurveyCompareCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws Exception {
        return timeout.run(console, debug.debug, this::compare);
    }

    private int compare(Console console) throws IOException, InterruptedException {
        work.check();
        long reach = work.reach;
        int j = work.jobs();
        ThreadShare share = new ThreadShare(work.threads());
        List<PublishedTable> tables;
        try {
            tables = PublishedTable.read(Utf8Files.read(file));
        } catch (NoSuchFileException e) {
            throw new UserError(file + ": no such file");
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        if (tables.isEmpty()) {
            throw new UserError(file + ": no table of octal games in it (a header 'game | prefix | period | nimbers',"
                    + " 'game | n | largest idx ...', 'game | 1 | 2 ... | 7' ...)");
        }
        Map<String, List<SurveyRow>> given = new HashMap<>();
        for (Path f : rowFiles) {
            try {
                for (SurveyLine l : SurveyParts.read(f)) {
                    if (l instanceof SurveyLine.Computed c) {
                        given.computeIfAbsent(c.code(), k -> new ArrayList<>()).add(c.row());
                    }
                }
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
        }
        Map<Long, Map<String, SurveyRow>> rows = new HashMap<>();
        List<String> out;
        int compared = 0;
        try {
            for (Map.Entry<Long, TreeSet<String>> need : TableCheck.needs(tables, reach).entrySet()) {
                Map<String, SurveyRow> atReach = new HashMap<>();
                List<CodePattern.Entry> todo = new ArrayList<>();
                for (String code : need.getValue()) {
                    SurveyRow known = given.getOrDefault(code, List.of()).stream()
                            .filter(r -> r.reach() == need.getKey()).findFirst().orElse(null);
                    if (known != null) {
                        atReach.put(code, known);
                    } else {
                        todo.add(new CodePattern.Entry(code, TakeBreakCode.parse(code), Optional.empty()));
                    }
                }
                for (SurveyLine l : SurveyRun.run(console, todo, need.getKey(), Optional.empty(), j, share, Map.of(), null)) {
                    atReach.put(l.code(), ((SurveyLine.Computed) l).row());
                }
                rows.put(need.getKey(), atReach);
            }
            out = TableCheck.disagreements(tables, rows, reach);
            for (PublishedTable t : tables) {
                compared += t.rows().size();
            }
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": " + e.getMessage());
        }
        StringBuilder s = new StringBuilder();
        for (String line : out) {
            s.append(file).append(':').append(line).append('\n');
        }
        s.append(compared).append(compared == 1 ? " row" : " rows").append(" of ").append(tables.size())
                .append(tables.size() == 1 ? " table" : " tables").append(" compared: ")
                .append(out.isEmpty() ? "no disagreement" : out.size() + (out.size() == 1 ? " disagreement" : " disagreements"))
                .append('\n');
        console.out().write(s.toString().getBytes(StandardCharsets.UTF_8));
        console.out().flush();
        return out.isEmpty() ? ExitCode.OK : DISAGREE;
    }
}
