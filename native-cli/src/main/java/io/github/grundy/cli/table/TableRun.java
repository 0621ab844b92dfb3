package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.Progress;
import io.github.grundy.cli.common.StopHook;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.plot.PlotSize;
import io.github.grundy.cli.plot.SequencePlot;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.Checkpoint;
import io.github.grundy.core.sequence.TakeBreakGame;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * One run of {@code grundy table} over Grundy values, once its options are checked: as far as the
 * proof of the period needs, or heap by heap in steps up to {@code --to} (written as computed, with
 * progress, a checkpoint, {@code --resume}, a stop that ends the table whole), and the plot.
 */
public final class TableRun {

    /**
     * How far a table without a proof looks for one, to say what a proof needs: heaps 0..1023, a
     * moment's work even for a three-heap code (Kayles' proof needs heaps 0..166, Dawson's 0..174).
     */
    private static final long LOOK_FURTHER = 1023;

    /** The first step of a table: 2^16 heaps, a moment's work for most games. */
    private static final long FIRST_STEP = 1L << 16;

    /** Of a --no-stop table: 64 heaps, so that one stopped soon still has values to write. */
    private static final long FIRST_STEP_NO_STOP = 1L << 6;

    /** How often a record run's progress goes to a log (standard error not a terminal): a minute. */
    static final long LOG_MILLIS = 60_000;

    /** The longest step of a record run: 2^24 heaps, seconds of work. */
    static final long RECORD_STEP = 1L << 24;

    private final Console console;
    private final long from;
    /** The last heap; null: as far as the proof of the period needs. */
    private final Long to;
    private final boolean noStop;
    private final Path checkpoint;
    /** Milliseconds between saves of the checkpoint. */
    private final long checkpointMillis;
    private final Path resume;
    private final PlotTarget plot;
    private final PlotSize plotSize;
    /** A record run's store (--store, --frequencies, or heaps past 2^31); null for other tables. */
    private StoreTable store;

    TableRun(Console console, long from, Long to, boolean noStop, Path checkpoint, long checkpointMillis, Path resume,
            PlotTarget plot, PlotSize plotSize) {
        this.console = console;
        this.from = from;
        this.to = to;
        this.noStop = noStop;
        this.checkpoint = checkpoint;
        this.checkpointMillis = checkpointMillis;
        this.resume = resume;
        this.plot = plot;
        this.plotSize = plotSize;
    }

    /** This run's values kept in {@code table}'s store, committed after each step and when stopped. */
    TableRun stored(StoreTable table) {
        this.store = table;
        return this;
    }

    /** The table as far as the proof of the period needs: one computation, then the table. */
    int toProof(HeapGame game, TableWriter.Layout layout, AsciiOutput out) throws IOException {
        HeapGame ready;
        try {
            ready = game.prepare(Long.MAX_VALUE);
        } catch (LimitExceededException | IllegalArgumentException e) {
            // Asked for every heap, a table-bound game names a heap nobody asked for: say what was asked.
            throw new UserError(game.describe() + ": its values have no proved period to stop at; give --to=N");
        }
        return written(ready, layout, out);
    }

    /**
     * The table as far as the proof of the period needs, looked for in doubling steps up to heap
     * {@code reach}, with the progress line; a limit when no period is proved by then. A search
     * that goes on past the first step towards a far reach says so once on standard error
     * ({@link TableReach#longSearchNotice}), unless {@code quiet}.
     */
    int untilProved(HeapGame game, long reach, TableWriter.Layout layout, AsciiOutput out, boolean quiet)
            throws IOException {
        Progress progress = Progress.openEnded(console, from, "looking for a period up to heap " + reach);
        HeapGame known = game;
        // From heap 0 up whatever --from says: a period proved early answers a far --from at once.
        long step = Math.min(reach, FIRST_STEP);
        boolean first = true;
        try {
            while (true) {
                known = prepared(known, step, false);
                if (known.periodProof().isPresent() || known.arithmeticProof().isPresent()) {
                    break;
                }
                if (step >= reach) {
                    throw UserError.of(new LimitExceededException(game.describe() + ": no period is proved within heaps"
                            + " 0.." + reach + " (how far a table without --to looks; --max-table=N looks further); give"
                            + " --to=N for a table up to heap N"));
                }
                if (first && !quiet) {
                    TableReach.longSearchNotice(game, step, reach).ifPresent(notice -> {
                        progress.clear();
                        console.err().println(notice);
                    });
                }
                first = false;
                if (step >= from) {
                    progress.at(step);
                }
                step = step > reach / 2 ? reach : 2 * step;
            }
        } finally {
            progress.clear();
        }
        return written(known, layout, out);
    }

    /** The values of a game whose period (or climb) is proved, up to where its proof reads, and the plot. */
    private int written(HeapGame ready, TableWriter.Layout layout, AsciiOutput out) throws IOException {
        long last = last(ready);
        TableWriter writer = new TableWriter(out, layout, ready, from, last);
        if (ready.periodProof().isEmpty()) {
            ready.arithmeticProof().ifPresent(writer::climbProof);
        }
        try {
            writer.values(ready, last);
            writer.end(ready, false);
        } finally {
            out.flush();
        }
        plot(ready, last);
        return ExitCode.OK;
    }

    /**
     * The table up to --to in steps, each written as soon as it is computed, so that a stop
     * (Ctrl-C, --timeout) ends the answer whole with the values it has; a progress line on a
     * terminal's standard error for runs over a second.
     */
    int stepped(HeapGame game, TableWriter writer, AsciiOutput out) throws IOException {
        HeapGame known = resume != null ? resumed(game) : game;
        Progress progress = noStop ? Progress.openEnded(console, from, "until stopped (--no-stop)")
                : new Progress(console, from, to);
        if (store != null) {
            // A record run goes on for hours, often into a log: a line there every minute.
            progress.logged(LOG_MILLIS).onThreads(store.threads());
        }
        // Ctrl-C, SIGTERM: stop the computation, let this thread end the answer, then let the JVM exit.
        StopHook hook = StopHook.install(store != null ? StopHook.COMMIT_MILLIS : StopHook.ANSWER_MILLIS);
        long saved = System.nanoTime();
        long computed = -1;
        boolean ended = false;
        try {
            long step = Math.min(to, Math.max(from, noStop ? FIRST_STEP_NO_STOP : FIRST_STEP));
            while (writer.next() <= to) {
                try {
                    // A step may leave the period search for a later one: looked for once more at the end.
                    known = prepared(known, step, true);
                } catch (UserError limit) {
                    if (!noStop || computed < 0) {
                        throw limit;
                    }
                    // --no-stop without a period ends at the table limit: the table so far, whole.
                    progress.clear();
                    if (store != null) {
                        store.stopped();
                    }
                    writer.end(known, true);
                    out.flush();
                    throw limit;
                }
                computed = step;
                writer.values(known, step);
                out.flush();
                progress.at(step);
                if (store != null) {
                    store.stepped(step == to);
                }
                if (checkpoint != null && (step == to || System.nanoTime() - saved >= checkpointMillis * 1_000_000L)) {
                    save(known, step);
                    saved = System.nanoTime();
                }
                if (step == to) {
                    break;
                }
                // Doubling while small, then in 64 steps: a progress line every few seconds. Without
                // an end (--no-stop), doubling all along.
                long stride = noStop ? Long.MAX_VALUE : Math.max(1, (to - from) / 64);
                if (store != null && known.periodProof().isEmpty()) {
                    // Steps of seconds, not hours: the progress line, the commits and a stop's answer follow them
                    // (a proved period answers the rest at once, in doubling steps).
                    stride = Math.min(stride, RECORD_STEP);
                }
                // (Compared, not added, so that a table to 2^63-1 cannot overflow.)
                long grow = step - from < stride ? step - from + 1 : stride;
                step = grow < to - step ? step + grow : to;
            }
            progress.clear();
            if (known instanceof TakeBreakGame steps) {
                // The steps looked for a period as the table grew: at its end, once more over every heap.
                known = steps.lookedForPeriod();
            }
            HeapGame plotted = lookFurther(known, writer);
            RareWords.of(known, to).ifPresent(writer::rare);
            writer.end(known, false);
            ended = true;
            out.flush();
            plot(plotted, to);
        } catch (CancellationException e) {
            progress.clear();
            if (ended) {
                // The table is whole already: only its plot was stopped, and a stopped plot leaves no file.
                console.err().println("grundy: --plot " + plot + ": not written, stopped while drawing it");
                throw e;
            }
            // The checkpoint first: it is what a stopped run is for, and the summary below reads every value.
            if (checkpoint != null && computed >= 0) {
                save(known, computed);
            }
            if (store != null) {
                store.stopped();
            }
            if (computed >= 0) {
                // As at the end, and so no guess at a period, which reads every value: minutes at 2^32 heaps.
                RareWords.of(known, computed).ifPresent(writer::rare);
            }
            writer.end(known, true);
            out.flush();
            plotStopped(known, computed);
            if (checkpoint != null && computed >= 0) {
                console.err().println("grundy: checkpoint " + checkpoint + " holds heaps 0.." + computed + "; --resume "
                        + checkpoint + " goes on from there");
            }
            if (noStop && computed >= 0) {
                // A stop (--timeout, Ctrl-C) is how a --no-stop run is meant to end: a whole answer, not a failure.
                return ExitCode.OK;
            }
            throw e; // stopped before any value: no answer, exit 3
        } finally {
            out.flush();
            hook.close();
            if (store != null) {
                store.close();
            }
        }
        return ExitCode.OK;
    }

    /**
     * The plot of a stopped table, if asked: of the heaps it computed, said on standard error, so
     * that a timed run still draws what it found. The stop's interrupt is set aside while drawing
     * (the values are computed: drawing them is short) and set again after; a second stop ends
     * the drawing, with no file left.
     */
    private void plotStopped(HeapGame known, long computed) throws IOException {
        if (plot == null) {
            return;
        }
        if (computed < from) {
            console.err().println("grundy: --plot " + plot + ": not written, as the table stopped before any value");
            return;
        }
        boolean interrupted = Thread.interrupted();
        try {
            plot(known, computed);
            console.err().println("grundy: --plot " + plot + " shows heaps " + from + ".." + computed
                    + ", where the table stopped");
        } catch (CancellationException again) {
            console.err().println("grundy: --plot " + plot + ": not written, stopped while drawing it");
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * For a table without a proof: whether its values prove a climb; and, short of heap
     * {@link #LOOK_FURTHER}, whether the heaps up to it prove a period or a climb, to say how many
     * a proof needs ("not proved" must not read as "not periodic").
     *
     * @return the game to plot: the one that looked further when it proved a period or a climb (the
     *         plot then says proved and shades the period, as the last line and the JSON say), else
     *         {@code known}
     */
    private static HeapGame lookFurther(HeapGame known, TableWriter writer) {
        if (known.periodProof().isPresent() || known.closedForm().isPresent()) {
            return known;
        }
        Optional<ArithmeticProof> climb = known.arithmeticProof();
        if (climb.isPresent() || writer.next() > LOOK_FURTHER) {
            climb.ifPresent(writer::climbProof);
            return known;
        }
        try {
            HeapGame further = known.prepare(LOOK_FURTHER);
            if (further.periodProof().isPresent()) {
                writer.laterProof(further.periodProof().get());
                return further;
            }
            if (further.arithmeticProof().isPresent()) {
                writer.climbProof(further.arithmeticProof().get());
                return further;
            }
        } catch (LimitExceededException | IllegalArgumentException e) {
            // Nothing more to say than the table asked for.
        }
        return known;
    }

    /** The game, its values up to the checkpoint's known already. */
    private HeapGame resumed(HeapGame game) throws IOException {
        Checkpoint saved = CheckpointFile.read(resume, game.describe());
        return game.resumedFrom(saved.values()).orElseThrow(() -> new UserError(game.describe()
                + ": this game cannot go on from a checkpoint"));
    }

    /**
     * Saves the values of heaps 0..{@code last} (only as many as the proof of a proved period
     * reads: the rest follow from it).
     */
    private void save(HeapGame known, long last) throws IOException {
        // A proved period's or climb's values follow from the heaps its proof reads.
        long count = known.periodProof().map(PeriodProof::valuesNeeded)
                .or(() -> known.arithmeticProof().map(ArithmeticProof::valuesNeeded))
                .map(needed -> Math.min(last + 1, needed)).orElse(last + 1);
        if (count > Checkpoint.MAX_VALUES) {
            throw new UserError("--checkpoint " + checkpoint + ": heaps 0.." + last + " are more values than a checkpoint"
                    + " holds (" + Checkpoint.MAX_VALUES + ")");
        }
        int[] values = Memory.allocate(4 * count, () -> "a checkpoint of heaps 0.." + last,
                () -> new int[(int) count]);
        // Heaps below the game's least are not positions: their places hold 0.
        for (int n = (int) Math.min(count, known.leastHeap()); n < count; n++) {
            values[n] = (int) known.grundy(n);
        }
        CheckpointFile.write(checkpoint, new Checkpoint(known.describe(), values));
    }

    /**
     * The plot, if asked: written to a temporary file beside it, then renamed, so that a failed or
     * stopped run never leaves half a picture.
     */
    private void plot(HeapGame known, long last) throws IOException {
        if (plot == null) {
            return;
        }
        plot.write(w -> SequencePlot.write(w, known, from, last, plotSize, plot.png()));
    }

    /**
     * The game prepared up to heap {@code upTo} (as one {@code step} of many, a take-and-break game
     * may search for its period later); a limit or refusal as the user's message.
     */
    private HeapGame prepared(HeapGame game, long upTo, boolean step) {
        try {
            return step && game instanceof TakeBreakGame t ? t.prepareStep(upTo) : game.prepare(upTo);
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
        Optional<Long> needed = ready.periodProof().map(PeriodProof::valuesNeeded)
                .or(() -> ready.arithmeticProof().map(ArithmeticProof::valuesNeeded));
        if (needed.isEmpty()) {
            // A closed form answers every heap, but says nowhere to stop.
            throw new UserError(ready.describe() + ": its values have no proved period to stop at; give --to=N");
        }
        return Math.max(from, needed.get() - 1);
    }
}
