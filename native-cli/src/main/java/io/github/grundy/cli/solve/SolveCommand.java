package io.github.grundy.cli.solve;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.GameCatalogs;
import io.github.grundy.cli.common.GameCommandOptions;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.cli.common.Working;
import io.github.grundy.cli.position.ExplainWriter;
import io.github.grundy.cli.position.MisereOption;
import io.github.grundy.cli.position.Position;
import io.github.grundy.cli.position.PositionReader;
import io.github.grundy.cli.position.Problem;
import io.github.grundy.cli.position.StoredPosition;
import io.github.grundy.core.Play;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.rule.CoordinateGame;
import io.github.grundy.core.rule.VectorGame;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy solve}: who wins a position, its Grundy value, and its winning moves. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        header = "Who wins a position, its Grundy value, and the winning moves.",
        description = {
            // Lines of at most 79 characters: picocli wraps at 80, which would break them twice.
            "Analyse a position: who wins with perfect play, its Grundy value, and the",
            "winning moves.",
            "One game: VARIANT, its parameters as --NAME=VALUE (see 'grundy list'), then",
            "the heaps.",
            "A sum of different games: components VARIANT[:NAME=VALUE]...:HEAP; its Grundy",
            "value is the nim-sum (xor) of the components' values (Sprague-Grundy).",
            "",
            "Examples:",
            "  grundy solve nim 3 4 5",
            "  grundy solve bash --max=3 10 7",
            "  grundy solve bash:max=3:10 bash:max=5:7 nim:4",
            "  grundy solve nim -i heaps.txt --moves=count",
            "  grundy solve --explain kayles 7 3",
            "  grundy solve --misere nim 1 1 4",
            "  grundy solve --misere bash:max=3:5 kayles:4",
            "  grundy solve --timeout=10 beads --max-table=100000000 99999999 5",
            "  grundy solve --plugins plugins my-game 3 5      (a game from a plugin jar)"
        })
public final class SolveCommand implements Callable<Integer> {

    private final Console console;
    private final GameCatalogs games;

    @Parameters(paramLabel = "WORD",
            description = "VARIANT [--NAME=VALUE]... HEAP..., or COMPONENT... (VARIANT[:NAME=VALUE]...:HEAP).")
    List<String> words = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "FILE",
            description = "Read the heaps (or the components, when no variant is given) from FILE ('-' for"
                    + " standard input), separated by whitespace.")
    String input;

    @Option(names = "--moves", paramLabel = "WHICH", defaultValue = "all",
            description = "Winning moves to show: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    MovesMode moves;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "20",
            description = "List at most N winning moves; 0 lists them all (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--json", description = "Answer in JSON.")
    boolean json;

    @Option(names = "--explain",
            description = "Also say why, step by step: each component's Grundy value (from its options and the"
                    + " mex, or a proved period), the values in binary, their xor, and how the winning move is found"
                    + " (normal play of heaps).")
    boolean explain;

    @Option(names = "--each",
            description = "Also each point's value, a line a point (with --json, the member each), for a position that"
                    + " is a sum of points: a rule of two coordinates or more, e.g. many points read with -i.")
    boolean each;

    @Mixin
    MisereOption misere;

    @Option(names = "--store", paramLabel = "DIR",
            description = "Answer an octal code's heaps from the values that 'table --store=DIR' keeps in DIR (a record"
                    + " run's store), up to the heaps it holds, or every heap once they prove a period"
                    + " (docs/records.md).")
    java.nio.file.Path store;

    @Mixin
    GameCommandOptions options;

    public SolveCommand(Console console, Catalogs catalogs, Warnings warnings) {
        this.console = console;
        this.games = new GameCatalogs(catalogs, warnings);
    }

    @Override
    public Integer call() throws Exception {
        return options.run(console, this::solve);
    }

    private int solve(Console console) throws IOException {
        VariantCatalog catalog = options.load(games, words, console);
        if (limit < 0) {
            throw new UserError("--limit must be 0 (no limit) or more, found " + limit);
        }
        Problem problem;
        Working working = Working.start(console, "solve");
        // The line says what is tried (misere genus, quotient, search and how far), not only the time.
        try {
            Play play = misere.play(working::doing);
            Position given = new PositionReader(catalog, console.in(), misere.misere).read(words, input);
            problem = Problem.of(store == null ? given : StoredPosition.of(given, store), play);
        } finally {
            working.close();
        }
        if (!options.quiet()) {
            problem.beyondLargestTake().ifPresent(console.err()::println);
        }
        AsciiOutput out = new AsciiOutput(console.out());
        try {
            answer(problem, out);
        } finally {
            // Whole lines: a listing stopped by --timeout (between two moves) keeps what it wrote.
            out.flush();
        }
        return ExitCode.OK;
    }

    private void answer(Problem problem, AsciiOutput out) throws IOException {
        long max = limit == 0 ? Long.MAX_VALUE : limit;
        ExplainWriter why = explain ? explainer(problem, out) : null;
        EachValue values = each ? EachValue.of(problem) : null;
        if (json) {
            new SolveJson(out).write(problem, moves, max, why, values);
        } else {
            new SolveText(out).write(problem, moves, max);
            if (values != null) {
                values.text(out);
            }
            if (why != null) {
                why.text();
            }
        }
    }

    private static ExplainWriter explainer(Problem problem, AsciiOutput out) {
        if (problem.analysis() instanceof WinningMoves w && w.grundyKnown()) {
            return new ExplainWriter(out, w);
        }
        if (problem.analysis() instanceof PositionGameAnalysis p && !problem.analysis().misere()
                && p.grundy().isPresent()) {
            if (p.game() instanceof CoordinateGame points) {
                return new ExplainWriter(out, points.explain(p.position()));
            }
            if (p.game() instanceof VectorGame vector) {
                return new ExplainWriter(out, vector.explain(p.position()));
            }
        }
        // The answer stands; only the steps are missing, and the reader is told why.
        return ExplainWriter.unexplained(out, problem.analysis().misere()
                ? "in misere play the rule named above decides, not the xor of values"
                : problem.analysis().rule().isPresent() ? "this answer comes from the rule named above"
                : problem.analysis() instanceof WinningMoves ? "this heap is beyond the game's table, answered by"
                        + " the game's rule"
                : "this game's positions are not sums of heaps");
    }
}
