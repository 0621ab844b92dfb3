package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.GameCatalogs;
import io.github.grundy.cli.common.GameCommandOptions;
import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.cli.plot.PlotSize;
import io.github.grundy.cli.position.GameMaker;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.grid.BoxGame;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.sequence.Checkpoint;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.spi.GameSpec;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy table}: the Grundy values of a heap game, as printed tables show them. */
@Command(name = "table", mixinStandardHelpOptions = true,
        header = "The Grundy values g(A..N) of a heap game, and their proved period.",
        description = {
            // Lines of at most 79 characters: picocli wraps at 80.
            "The Grundy values of heaps A..N of a heap game (built-in, a take-and-break",
            "code, or a plugin's), in rows of 10, and a summary: the largest value and",
            "where, the number of P-positions (value 0), the checksum the octal solvers",
            "print (ogsolve's two running 16-bit sums, over the values shown), and the",
            "period with its proof when a theorem proves one. Without --to, the table goes",
            "as far as that proof needs (looking up to heap 2^28-1, with a progress line).",
            "--to and --no-stop size the game's table: its --max-table limits solve only.",
            "",
            "Examples:",
            "  grundy table kayles",
            "  grundy table kayles --no-stop --raw | head -n 1000",
            "  grundy table octal --code=0.6 --to=1000 --summary",
            "  grundy table subtraction --set=2,5 --to=30 --raw",
            "  grundy table grundy-game --from=1000 --to=1099 --json",
            "  grundy table dawson --to=2000 --summary --plot dawson.svg",
            "  grundy table kayles --misere --to=10       (genera: where it is tame)",
            "  grundy table grundy-game --to=100000 --summary --plot grundy.png",
            "  grundy table rule --rule='(a, b, c) -> [...]' --to=15x15x15 --where='a < b'",
            "      (points of three coordinates, a line a point: a b c g)",
            "  grundy table octal --code=.6 --to=4000000 --summary --checkpoint six.cp",
            "      (then --resume six.cp after a stop)",
            "  grundy table octal --code=0.167 --to=4294967296 --summary --store=run167 \\",
            "      --frequencies=freq167   (a record run on disk: the same command goes on",
            "      after a stop or a kill; docs/records.md)"
        })
public final class TableCommand implements Callable<Integer> {

    /**
     * How long a stop waits for the checkpoint's last save or the plot of what was computed: a
     * minute writes gigabytes, or draws billions of heaps on a busy machine.
     */
    static final long CHECKPOINT_GRACE_MILLIS = 60_000;


    private final Console console;
    private final GameCatalogs games;

    @Parameters(paramLabel = "SPEC", description = "The game: VARIANT [--NAME=VALUE]..., e.g. kayles, bash --max=3.")
    List<String> words = new ArrayList<>();

    @Option(names = "--from", paramLabel = "A",
            description = "The first heap (default: the game's least heap: 0, or 1 where 0 is not a heap).")
    Long from;

    @Option(names = "--to", paramLabel = "N|AxB",
            description = "The last heap (default: as far as the proof of the period needs, looking up to heap"
                    + " 2^28-1 = " + TableReach.REACH + "); for a game of points (a, b), the last point of the grid:"
                    + " AxB is rows 0..A and columns 0..B, N is NxN (default: 19x19); for points of more coordinates,"
                    + " AxBxC... (default: 9 each); for a vector rule, each heap's last size, 8x8x8 for three heaps.")
    TableEnd end;

    /** The last heap, from --to. */
    private Long to;

    @Option(names = "--where", paramLabel = "CONDITION",
            description = "For a rule's table of points or vectors: only the points where CONDITION holds, in the rule"
                    + " language over the position as the rule names it ('a < b and b < c', 'h[0] <= h[1]').")
    String where;

    @Option(names = "--no-stop",
            description = "Go on past the proof of the period, until stopped (Ctrl-C, --timeout, a closed pipe)"
                    + " or, without a period, until memory runs out, whatever --max-table says.")
    boolean noStop;

    @Option(names = "--misere",
            description = "Misere play (the last player to move loses): the genus g^{g0 g1 ...} of each heap"
                    + " (Conway), where the game is tame and where not, and the heaps lost (default --to=100).")
    boolean misere;

    @Option(names = "--quotient",
            description = "With --misere: the misere quotient (Plambeck-Siegel) of heaps 0..N, its presentation and"
                    + " Phi; for an octal code, computed until its period is proved (or --to=N, default 2000).")
    boolean quotient;

    @Option(names = "--max-quotient", paramLabel = "N", defaultValue = "4096",
            description = "With --quotient: the most elements a candidate quotient may have (default: ${DEFAULT-VALUE}).")
    int maxQuotient;

    @Option(names = "--max-positions", paramLabel = "N",
            description = "With --misere: the most positions the search may decide before it gives up (exit 3)"
                    + " (default: 1000000).")
    Long maxPositions;

    @Option(names = "--verbose",
            description = "With --quotient: one line per heap on standard error: the heap, |Q|, whether it grew, and the"
                    + " seconds it took.")
    boolean verbose;

    @Option(names = "--raw", description = "One value per line, nothing else.")
    boolean raw;

    @Option(names = "--json", description = "One JSON object: game, from, to, values, period, checksum, ...")
    boolean json;

    @Option(names = "--summary", description = "Only the summary line (and the period), not the values.")
    boolean summary;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Save the values computed (with --quotient: the quotient so far) to FILE every"
                    + " --checkpoint-every seconds, at the end and when stopped (atomically: a kill loses at most the"
                    + " interval); needs --to, except with --quotient.")
    java.nio.file.Path checkpoint;

    @Option(names = "--checkpoint-every", paramLabel = "SECONDS", defaultValue = "300",
            description = "How often --checkpoint saves, in seconds such as 300 or 0.5; 0 saves after every step"
                    + " (default: ${DEFAULT-VALUE}).")
    String checkpointEvery;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "Go on from the values (or the quotient) saved in FILE by --checkpoint (of the same game);"
                    + " needs --to, except with --quotient.")
    java.nio.file.Path resume;

    @Mixin
    StoreOptions storeOptions;

    @Option(names = "--plot", paramLabel = "FILE.svg|FILE.png|-",
            description = "Also draw n against g(n) into FILE (SVG, or PNG when it ends in .png): ticks and a grid"
                    + " on both axes, P-positions in red (and marked below the x axis), the preperiod and the"
                    + " proved period shaded, a legend. A game of points (a, b) is drawn as a heat map. '-' writes"
                    + " the picture to standard output in place of the table.")
    java.nio.file.Path plot;

    @Option(names = "--plot-format", paramLabel = "svg|png",
            description = "The format of --plot - (default: svg); a file's ending gives its own.")
    String plotFormat;

    @Option(names = "--plot-size", paramLabel = "WxH",
            description = "The size of the --plot picture in pixels (default: 960x480; 320x200 to 3840x2160):"
                    + " text and marks grow with it, twice as large at 1920x960. The SVG also scales to any"
                    + " size where it is shown.")
    String plotSize;

    @Mixin
    GameCommandOptions options;

    public TableCommand(Console console, Catalogs catalogs, Warnings warnings) {
        this.console = console;
        this.games = new GameCatalogs(catalogs, warnings);
    }

    @Override
    public Integer call() throws Exception {
        // A stopped table saves its checkpoint and draws its plot before it ends: time to, however large.
        boolean saves = checkpoint != null || plot != null || storeOptions.store != null;
        return options.run(console, saves ? CHECKPOINT_GRACE_MILLIS : TimeoutOption.GRACE_MILLIS, this::table);
    }

    private int table(Console console) throws IOException {
        storeOptions.threads(); // a --threads out of range is refused whatever the table
        VariantCatalog catalog = options.load(games, words, console);
        if (words.isEmpty()) {
            throw new UserError("no game: give one, e.g. 'grundy table kayles' (see 'grundy list')");
        }
        if ((raw ? 1 : 0) + (json ? 1 : 0) + (summary ? 1 : 0) > 1) {
            throw new UserError("give at most one of --raw, --json and --summary");
        }
        if (plotSize != null && plot == null) {
            throw new UserError("--plot-size is the size of the --plot picture: give --plot FILE too");
        }
        if (plotFormat != null && plot == null) {
            throw new UserError("--plot-format is the format of --plot -: give --plot - too");
        }
        OutputStream standardOutput = console.out();
        if (plot != null && plot.toString().equals(PlotTarget.STANDARD_OUTPUT)) {
            if (raw || json || summary) {
                throw new UserError("--plot - writes the picture to standard output in place of the table:"
                        + " --raw, --json and --summary are for the table");
            }
            // The table is computed as ever (its stops and messages too), and its text goes nowhere.
            console = new Console(console.in(), OutputStream.nullOutputStream(), console.err(), console.progress());
        }
        PlotSize size;
        try {
            size = plotSize == null ? PlotSize.DEFAULT : PlotSize.parse(plotSize);
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        }
        GameSpec.Words parsed;
        try {
            parsed = GameSpec.parseWords(words);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        if (!parsed.rest().isEmpty()) {
            throw new UserError("table takes a game, not heaps: unexpected '" + parsed.rest().get(0)
                    + "' (give the range with --from and --to)");
        }
        GameMaker games = new GameMaker(catalog);
        Game given = games.game(parsed.spec());
        if (given instanceof GridGame || given instanceof BoxGame) {
            return PointTables.table(this, console, standardOutput, given, size);
        }
        if (end != null && !(end instanceof TableEnd.Heap) || where != null) {
            throw new UserError((where != null ? "--where keeps some points of a table of points" : "--to="
                    + end.text() + " is the last point of a grid or box") + ", and " + given.describe()
                    + " is not a game of points: " + (where != null ? "its table is of heaps, --from=A to --to=N"
                    : "give the last heap, --to=N"));
        }
        to = end == null ? null : ((TableEnd.Heap) end).last();
        if (!(given instanceof HeapGame asGiven)) {
            throw new UserError(parsed.spec().variant() + ": its positions are not heaps, so it has no Grundy sequence"
                    + " to table");
        }
        if (noStop && to != null) {
            throw new UserError("give --to=N or --no-stop, not both");
        }
        TableReach.Ask ask = noStop ? TableReach.Ask.NO_STOP : to != null ? TableReach.Ask.UP_TO
                : !misere && TableReach.provable(asGiven) ? TableReach.Ask.TO_PROOF : null;
        GameSpec sized = ask == null ? parsed.spec()
                : TableReach.sized(parsed.spec(), catalog.find(parsed.spec().variant()).orElseThrow(), ask,
                        to == null ? 0 : to);
        HeapGame game = sized == parsed.spec() ? asGiven : (HeapGame) games.game(sized);
        if (game instanceof LoopyHeapGame loopy && loopy.hasCycles()) {
            throw new UserError(game.describe() + ": a graph with cycles has infinite values, where play can go on for"
                    + " ever; table shows finite Grundy values only (solve answers its positions, draws included)");
        }
        if (quotient && !misere) {
            throw new UserError("--quotient is the misere quotient: give it with --misere");
        }
        if (maxPositions != null && (!misere || quotient)) {
            throw new UserError("--max-positions limits the search of genera in a --misere table"
                    + (quotient ? "; --quotient has --max-quotient" : ": give it with --misere"));
        }
        if (misere && quotient) {
            if (storeOptions.given()) {
                throw new UserError("--quotient is the misere quotient: --store and --frequencies are for Grundy values");
            }
            return quotientTable(game, out());
        }
        if (verbose) {
            throw new UserError("--verbose shows each heap of a --misere --quotient run; tables of values show a"
                    + " progress line on a terminal");
        }
        // A heap the game does not have is refused here, in the game's words, before any work.
        if (from == null) {
            from = game.leastHeap();
        }
        if (from >= 0) {
            checkHeap(game, from);
        }
        TableWriter.Layout layout = raw ? TableWriter.Layout.RAW : json ? TableWriter.Layout.JSON
                : summary ? TableWriter.Layout.SUMMARY : TableWriter.Layout.BLOCKS;
        if (misere) {
            return misereTable(game, out(), layout);
        }
        if (noStop) {
            // As far as heaps go (a graph's to its last vertex): each stretch written as it is computed.
            to = from < 0 ? Long.MAX_VALUE : TableReach.lastHeap(game, from);
        }
        if (from < 0 || (to != null && to < from)) {
            throw new UserError(to != null && to < from ? "--to=" + to + " is before --from=" + from
                    : "--from must be 0 or more, found " + from);
        }
        if (to != null && !noStop) {
            checkHeap(game, to);
        }
        AsciiOutput out = new AsciiOutput(console.out());
        if (to == null && (checkpoint != null || resume != null)) {
            throw new UserError("--checkpoint and --resume need --to=N (the last heap of the table)");
        }
        PlotTarget target = plot == null ? null : PlotTarget.of(plot, plotFormat, standardOutput);
        long checkpointMillis = TimeoutOption.millis("--checkpoint-every", checkpointEvery, " (0: after every step)");
        if (checkpoint != null) {
            OutputFiles.checkWritable("--checkpoint", checkpoint);
            // Before any work: a table that its checkpoint could not hold would fail at its first save.
            // (--no-stop has no last heap: its saves are refused in the same words when they get there.)
            if (!noStop && to >= Checkpoint.MAX_VALUES) {
                throw new UserError("--checkpoint " + checkpoint + ": holds heaps 0.." + (Checkpoint.MAX_VALUES - 1)
                        + " at most; give --to=N below " + Checkpoint.MAX_VALUES + ", or no --checkpoint");
            }
        }
        TableRun run = new TableRun(console, from, to, noStop, checkpoint, checkpointMillis, resume, target, size);
        // Past the longest array an octal code's table is stored, unless --no-stop (in memory, as ever).
        if (storeOptions.wanted(game, noStop ? null : to)) {
            boolean checkpointed = checkpoint != null || resume != null;
            StoreTable table = storeOptions.open(console, game, to, checkpointed, checkpointMillis);
            return run.stored(table).stepped(table.game(), new TableWriter(out, layout, game, from, to), out);
        }
        game = storeOptions.onThreads(game);
        if (to == null) {
            return ask == TableReach.Ask.TO_PROOF ? run.untilProved(game, TableReach.reach(sized), layout, out,
                    options.quiet())
                    : run.toProof(game, layout, out);
        }
        return run.stepped(game, new TableWriter(out, layout, game, from, to), out);
    }

    /** {@code --misere}: the genera of heaps --from..--to (default 100), as far as they are known. */
    private int misereTable(HeapGame game, AsciiOutput out, TableWriter.Layout layout) throws IOException {
        if (noStop || checkpoint != null || resume != null || plot != null || storeOptions.given()) {
            throw new UserError("--misere tables genera: --no-stop, --checkpoint, --resume, --plot, --store and"
                    + " --frequencies are for Grundy values");
        }
        long last = to != null ? to : Math.max(from, 100);
        if (from < 0 || last < from) {
            throw new UserError(last < from ? "--to=" + last + " is before --from=" + from
                    : "--from must be 0 or more, found " + from);
        }
        checkHeap(game, last);
        long positions = maxPositions == null ? 1_000_000 : maxPositions;
        if (positions < 1) {
            throw new UserError("--max-positions must be 1 or more, found " + positions);
        }
        return GenusTable.table(console, game, from, last, layout, positions, out);
    }

    /** {@code --misere --quotient}: the quotient of heaps 0..--to, or for a code until its period is proved. */
    private int quotientTable(HeapGame game, AsciiOutput out) throws IOException {
        if (raw || summary || noStop || plot != null || from != null) {
            throw new UserError("--quotient writes the whole quotient (text or --json): --from, --raw, --summary,"
                    + " --no-stop and --plot are for tables of values");
        }
        if (maxQuotient < 1) {
            throw new UserError("--max-quotient must be 1 or more, found " + maxQuotient);
        }
        long last = to != null ? to : game instanceof TakeBreakGame ? 2000 : 100;
        if (last < 0 || last > 1_000_000) {
            throw new UserError("--quotient goes to heap 0..1000000, found --to=" + last);
        }
        // A heap the game does not have (a graph's vertex beyond its last) is refused in its words.
        checkHeap(game, last);
        long checkpointMillis = TimeoutOption.millis("--checkpoint-every", checkpointEvery, " (0: after every heap)");
        if (checkpoint != null) {
            OutputFiles.checkWritable("--checkpoint", checkpoint);
        }
        return QuotientTable.table(game, (int) last, maxQuotient,
                new QuotientSteps(console, checkpoint, checkpointMillis, resume, verbose), json, out);
    }

    private AsciiOutput out() {
        return new AsciiOutput(console.out());
    }

    /** Refuses a heap that {@code game} does not have, in the game's words (exit 2). */
    private static void checkHeap(HeapGame game, long heap) {
        try {
            game.checkHeap(heap);
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        }
    }
}
