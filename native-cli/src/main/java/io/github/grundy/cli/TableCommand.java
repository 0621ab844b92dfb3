package io.github.grundy.cli;

import io.github.grundy.core.sequence.Checkpoint;
import io.github.grundy.core.misere.Genera;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.misere.MisereQuotient;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.GameSpec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code grundy table}: the Grundy values of a heap game, as printed tables show them. */
@Command(name = "table", mixinStandardHelpOptions = true,
        header = "The Grundy values g(A..N) of a heap game, and their proved period.",
        description = {
            // Lines of at most 79 characters: picocli wraps at 80.
            "The Grundy values of heaps A..N of a heap game (built-in, a take-and-break",
            "code, or a plugin's), in rows of 10, and a summary: the largest value and",
            "where, the number of P-positions (value 0), the checksum the octal solvers",
            "print (Fletcher, over the values shown), and the period with its proof when a",
            "theorem proves one. Without --to, the table goes as far as that proof needs.",
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
            "  grundy table octal --code=.6 --max-table=4000000 --to=4000000 --summary \\",
            "      --checkpoint six.cp          (then --resume six.cp after a stop)"
        })
final class TableCommand implements Callable<Integer> {

    private final Console console;
    private final Catalogs catalogs;
    private final Warnings warnings;

    @Parameters(paramLabel = "SPEC", description = "The game: VARIANT [--NAME=VALUE]..., e.g. kayles, bash --max=3.")
    List<String> words = new ArrayList<>();

    @Option(names = "--from", paramLabel = "A", defaultValue = "0", description = "The first heap (default: 0).")
    long from;

    @Option(names = "--to", paramLabel = "N",
            description = "The last heap (default: as far as the proof of the period needs).")
    Long to;

    @Option(names = "--no-stop",
            description = "Go on past the proof of the period, until stopped (Ctrl-C, --timeout, a closed pipe)"
                    + " or, without a period, until the table limit.")
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

    @Option(names = "--raw", description = "One value per line, nothing else.")
    boolean raw;

    @Option(names = "--json", description = "One JSON object: game, from, to, values, period, checksum, ...")
    boolean json;

    @Option(names = "--summary", description = "Only the summary line (and the period), not the values.")
    boolean summary;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Save the values computed to FILE every --checkpoint-every seconds, at the end and when"
                    + " stopped (atomically: a kill loses at most the interval); needs --to.")
    java.nio.file.Path checkpoint;

    @Option(names = "--checkpoint-every", paramLabel = "SECONDS", defaultValue = "300",
            description = "How often --checkpoint saves (default: ${DEFAULT-VALUE}).")
    long checkpointEvery;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "Go on from the values saved in FILE by --checkpoint (of the same game); needs --to.")
    java.nio.file.Path resume;

    @Option(names = "--plot", paramLabel = "FILE.svg|FILE.png",
            description = "Also draw n against g(n) into FILE (SVG, or PNG when it ends in .png): P-positions in"
                    + " red, the proved period shaded.")
    java.nio.file.Path plot;

    @Mixin
    DebugOption debug;

    @Mixin
    PluginsOption plugins;

    @Mixin
    QuietOption quiet;

    @Mixin
    TimeoutOption timeout;

    @ParentCommand
    GrundyCommand top;

    TableCommand(Console console, Catalogs catalogs, Warnings warnings) {
        this.console = console;
        this.catalogs = catalogs;
        this.warnings = warnings;
    }

    @Override
    public Integer call() throws Exception {
        return timeout.run(console, this::table);
    }

    private int table(Console console) throws IOException {
        VariantCatalog catalog = catalogs.load(plugins.resolve(top));
        warnings.print(catalog, console, quiet.given(top));
        if (words.isEmpty()) {
            throw new UserError("no game: give one, e.g. 'grundy table kayles' (see 'grundy list')");
        }
        if ((raw ? 1 : 0) + (json ? 1 : 0) + (summary ? 1 : 0) > 1) {
            throw new UserError("give at most one of --raw, --json and --summary");
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
        ProblemReader reader = new ProblemReader(catalog, console.in());
        if (!(reader.game(parsed.spec()) instanceof HeapGame game)) {
            throw new UserError(parsed.spec().variant() + ": its positions are not heaps, so it has no Grundy sequence"
                    + " to table");
        }
        if (game instanceof LoopyHeapGame loopy && loopy.hasCycles()) {
            throw new UserError(game.describe() + ": a graph with cycles has infinite values, where play can go on for"
                    + " ever; table shows finite Grundy values only (solve answers its positions, draws included)");
        }
        if (quotient && !misere) {
            throw new UserError("--quotient is the misere quotient: give it with --misere");
        }
        if (misere && quotient) {
            return quotientTable(game, out());
        }
        if (misere) {
            return misereTable(game, out(), raw ? TableWriter.Layout.RAW : json ? TableWriter.Layout.JSON
                    : summary ? TableWriter.Layout.SUMMARY : TableWriter.Layout.BLOCKS);
        }
        if (noStop) {
            if (to != null) {
                throw new UserError("give --to=N or --no-stop, not both");
            }
            // As far as heaps go: the stepped table writes each stretch as it is computed.
            to = Long.MAX_VALUE;
        }
        if (from < 0 || (to != null && to < from)) {
            throw new UserError(to != null && to < from ? "--to=" + to + " is before --from=" + from
                    : "--from must be 0 or more, found " + from);
        }
        TableWriter.Layout layout = raw ? TableWriter.Layout.RAW : json ? TableWriter.Layout.JSON
                : summary ? TableWriter.Layout.SUMMARY : TableWriter.Layout.BLOCKS;
        AsciiOutput out = new AsciiOutput(console.out());
        if (to == null && (checkpoint != null || resume != null)) {
            throw new UserError("--checkpoint and --resume need --to=N (the last heap of the table)");
        }
        if (plot != null && !png() && !plotName().endsWith(".svg")) {
            throw new UserError("--plot " + plot + ": give a file ending in .svg or .png (the picture's format)");
        }
        if (checkpointEvery < 0) {
            throw new UserError("--checkpoint-every must be 0 or more seconds, found " + checkpointEvery);
        }
        if (to == null) {
            // As far as the proof of the period needs: one computation, then the table.
            HeapGame ready = prepared(game, Long.MAX_VALUE);
            long last = last(ready);
            TableWriter writer = new TableWriter(out, layout, ready.describe(), from, last);
            try {
                writer.values(ready, last);
                writer.end(ready, false);
            } finally {
                out.flush();
            }
            plot(ready, last);
            return ExitCode.OK;
        }
        return stepped(game, new TableWriter(out, layout, game.describe(), from, to), out, console);
    }

    /** {@code --misere}: the genera of heaps --from..--to (default 100), as far as they are known. */
    private int misereTable(HeapGame game, AsciiOutput out, TableWriter.Layout layout) throws IOException {
        if (noStop || checkpoint != null || resume != null || plot != null) {
            throw new UserError("--misere tables genera: --no-stop, --checkpoint, --resume and --plot are for Grundy"
                    + " values");
        }
        long last = to != null ? to : Math.max(from, 100);
        if (from < 0 || last < from) {
            throw new UserError(last < from ? "--to=" + last + " is before --from=" + from
                    : "--from must be 0 or more, found " + from);
        }
        try {
            new GenusTable(out, layout, Genera.of(game, Long.MAX_VALUE, "--timeout"), from, last).write();
        } finally {
            out.flush();
        }
        return ExitCode.OK;
    }

    /** {@code --misere --quotient}: the quotient of heaps 0..--to, or for a code until its period is proved. */
    private int quotientTable(HeapGame game, AsciiOutput out) throws IOException {
        if (raw || summary || noStop || checkpoint != null || resume != null || plot != null || from != 0) {
            throw new UserError("--quotient writes the whole quotient (text or --json): --from, --raw, --summary,"
                    + " --no-stop, --checkpoint, --resume and --plot are for tables of values");
        }
        if (maxQuotient < 1) {
            throw new UserError("--max-quotient must be 1 or more, found " + maxQuotient);
        }
        long last = to != null ? to : game instanceof TakeBreakGame ? 2000 : 100;
        if (last > 1_000_000) {
            throw new UserError("--quotient goes to heap 1000000 at most, found --to=" + last);
        }
        String limit = "--max-quotient=" + maxQuotient;
        MisereQuotient q = game instanceof TakeBreakGame tb
                ? MisereQuotient.of(tb.code(), (int) last, maxQuotient, limit)
                : MisereQuotient.of(game, (int) last, maxQuotient, limit);
        QuotientTable t = new QuotientTable(out, game.describe(), q);
        try {
            if (json) {
                t.json();
            } else {
                t.text();
            }
        } finally {
            out.flush();
        }
        return ExitCode.OK;
    }

    private AsciiOutput out() {
        return new AsciiOutput(console.out());
    }

    /**
     * The table up to --to in steps, each written as soon as it is computed, so that a stop
     * (Ctrl-C, --timeout) ends the answer whole with the values it has; a progress line on a
     * terminal's standard error for runs over a second.
     */
    private int stepped(HeapGame game, TableWriter writer, AsciiOutput out, Console console) throws IOException {
        HeapGame known = resume != null ? resumed(game) : game;
        Progress progress = new Progress(console, from, to);
        Thread worker = Thread.currentThread();
        Object done = new Object();
        boolean[] finished = {false};
        // Ctrl-C: stop the computation, let this thread end the answer, then let the JVM exit.
        Thread hook = new Thread(() -> {
            worker.interrupt();
            synchronized (done) {
                long until = System.currentTimeMillis() + 5000;
                while (!finished[0] && System.currentTimeMillis() < until) {
                    try {
                        done.wait(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "grundy-table-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long saved = System.nanoTime();
        long computed = -1;
        try {
            long step = Math.min(to, Math.max(from, 1L << 16));
            while (writer.next() <= to) {
                try {
                    known = prepared(known, step);
                } catch (UserError limit) {
                    if (!noStop || computed < 0) {
                        throw limit;
                    }
                    // --no-stop without a period ends at the table limit: the table so far, whole.
                    progress.clear();
                    writer.end(known, true);
                    out.flush();
                    throw limit;
                }
                computed = step;
                writer.values(known, step);
                out.flush();
                progress.at(step);
                if (checkpoint != null && (step == to || System.nanoTime() - saved >= checkpointEvery * 1_000_000_000L)) {
                    save(known, step);
                    saved = System.nanoTime();
                }
                if (step == to) {
                    break;
                }
                // Doubling while small, then in 64 steps: a progress line every few seconds. Without
                // an end (--no-stop), doubling all along.
                long stride = noStop ? Long.MAX_VALUE : Math.max(1, (to - from) / 64);
                // (Compared, not added, so that a table to 2^63-1 cannot overflow.)
                long grow = step - from < stride ? step - from + 1 : stride;
                step = grow < to - step ? step + grow : to;
            }
            progress.clear();
            writer.end(known, false);
            out.flush();
            plot(known, to);
        } catch (CancellationException e) {
            progress.clear();
            writer.end(known, true);
            out.flush();
            if (checkpoint != null && computed >= 0) {
                save(known, computed);
                console.err().println("grundy: checkpoint " + checkpoint + " holds heaps 0.." + computed + "; --resume "
                        + checkpoint + " goes on from there");
            }
            throw e;
        } finally {
            out.flush();
            synchronized (done) {
                finished[0] = true;
                done.notifyAll();
            }
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // Ctrl-C: the hook is running; it returns now that the answer is written.
            }
        }
        return ExitCode.OK;
    }

    /** The game, its values up to the checkpoint's known already. */
    private HeapGame resumed(HeapGame game) throws IOException {
        Checkpoint saved;
        try {
            saved = Checkpoint.read(resume, game.describe());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        return game.resumedFrom(saved.values()).orElseThrow(() -> new UserError(game.describe()
                + ": this game cannot go on from a checkpoint"));
    }

    /**
     * Saves the values of heaps 0..{@code last} (only as many as the proof of a proved period
     * reads: the rest follow from it).
     */
    private void save(HeapGame known, long last) throws IOException {
        long count = known.periodProof().map(p -> Math.min(last + 1, p.valuesNeeded())).orElse(last + 1);
        int[] values = new int[(int) count];
        for (int n = 0; n < count; n++) {
            values[n] = (int) known.grundy(n);
        }
        // A stopped computation leaves its thread interrupted, and file channels refuse to write
        // on such a thread: the save is the last thing it does, so the flag waits until it is done.
        boolean interrupted = Thread.interrupted();
        try {
            new Checkpoint(known.describe(), values).write(checkpoint);
        } catch (IOException e) {
            throw new UserError("--checkpoint " + checkpoint + ": cannot write it (" + e.getMessage() + ")");
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The plot, if asked: written to a temporary file beside it, then renamed, so that a failed or
     * stopped run never leaves half a picture.
     */
    private void plot(HeapGame known, long last) throws IOException {
        if (plot == null) {
            return;
        }
        java.nio.file.Path target = plot.toAbsolutePath();
        java.nio.file.Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        try {
            try (java.io.OutputStream w = new java.io.BufferedOutputStream(java.nio.file.Files.newOutputStream(tmp))) {
                SequencePlot.write(w, known, from, last, png());
            } catch (IOException e) {
                throw new UserError("--plot " + plot + ": cannot write it (" + e.getMessage() + ")");
            }
            java.nio.file.Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            java.nio.file.Files.deleteIfExists(tmp);
        }
    }

    /** Whether --plot asks for a PNG picture (else SVG): by the file's ending, .svg or .png. */
    private boolean png() {
        return plotName().endsWith(".png");
    }

    private String plotName() {
        java.nio.file.Path name = plot.getFileName();
        return name == null ? "" : name.toString().toLowerCase(java.util.Locale.ROOT);
    }

    /** The game prepared up to heap {@code upTo}; a limit or refusal as the user's message. */
    private HeapGame prepared(HeapGame game, long upTo) {
        try {
            return game.prepare(upTo);
        } catch (LimitExceededException e) {
            throw to != null ? UserError.of(e) : UserError.of(new LimitExceededException(e.getMessage()
                    + "; give --to=N for a table up to heap N"));
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        }
    }

    private long last(HeapGame ready) {
        if (to != null) {
            return to;
        }
        Optional<PeriodProof> proof = ready.periodProof();
        if (proof.isEmpty()) {
            // A closed form answers every heap, but says nowhere to stop.
            throw new UserError(ready.describe() + ": its values have no proved period to stop at; give --to=N");
        }
        return Math.max(from, proof.get().valuesNeeded() - 1);
    }
}
