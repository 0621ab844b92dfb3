package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Progress;
import io.github.grundy.cli.common.StopHook;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.misere.MisereQuotient;
import io.github.grundy.core.misere.QuotientRun;
import io.github.grundy.core.sequence.Checkpoint;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;

/**
 * {@code table --misere --quotient} heap by heap: a progress line on a terminal, with
 * {@code --verbose} one line per heap on standard error (|Q|, whether it grew, seconds) and one
 * per candidate refuted on the way (its size, the sum it fails at, seconds), the
 * checkpoint saved every {@code --checkpoint-every} seconds, when stopped and at a limit, and
 * {@code --resume} from one. A checkpoint holds the quotient's state ({@link QuotientRun#state()})
 * under the spec {@code GAME --misere --quotient}.
 */
public final class QuotientSteps {

    /**
     * What a run ends with: the quotient of the heaps it finished, and the stop (Ctrl-C,
     * --timeout) that ended it early, or null.
     */
    record Result(MisereQuotient quotient, CancellationException stopped) {
    }

    private final Console console;
    private final Path checkpoint;
    private final long checkpointMillis;
    private final Path resume;
    private final boolean verbose;
    /** The last heap of the checkpoint this run wrote, -1 before its first save. */
    private int savedHeap = -1;

    QuotientSteps(Console console, Path checkpoint, long checkpointMillis, Path resume, boolean verbose) {
        this.console = console;
        this.checkpoint = checkpoint;
        this.checkpointMillis = checkpointMillis;
        this.resume = resume;
        this.verbose = verbose;
    }

    /** The spec a quotient's checkpoint is saved under. */
    static String spec(String game) {
        return game + " --misere --quotient";
    }

    /**
     * Runs {@code run} to heap {@code last} (or its proof).
     *
     * @return the quotient, and the stop when Ctrl-C or --timeout ended the run early (the
     *         checkpoint saved)
     * @throws LimitExceededException past --max-quotient or memory (the checkpoint saved)
     */
    Result run(QuotientRun run, String game, int last) {
        String spec = spec(game);
        if (resume != null) {
            Checkpoint saved = CheckpointFile.read(resume, spec);
            try {
                QuotientRun.resumed(run, saved.values());
            } catch (IllegalArgumentException e) {
                throw new UserError("--resume " + resume + ": " + e.getMessage());
            }
            if (run.lastHeap() > last) {
                throw new UserError("--resume " + resume + " holds heaps 0.." + run.lastHeap() + ", past --to=" + last);
            }
        }
        Progress progress = Progress.lines(console);
        long start = System.nanoTime();
        long saved = start;
        try (StopHook hook = StopHook.install(StopHook.ANSWER_MILLIS)) {
            try {
                while (run.lastHeap() < last && run.proof().isEmpty()) {
                    long t = System.nanoTime();
                    int before = run.size();
                    long[] since = {t};
                    run.next(failure -> {
                        long at = System.nanoTime();
                        if (verbose) {
                            progress.clear();
                            console.err().println(String.format(Locale.ROOT,
                                    "quotient: heap %d, a candidate of %d elements fails at %s (%s), %.3f s",
                                    failure.heap(), failure.elements(), failure.sum(),
                                    failure.isP() ? "a P-position it calls N" : "an N-position it calls P",
                                    (at - since[0]) / 1e9));
                        }
                        progress.show(String.format(Locale.ROOT,
                                "table: quotient of heaps 0..%d of %d, heap %d: candidate of %d elements fails at %s, %.0f s",
                                failure.heap() - 1, last, failure.heap(), failure.elements(), failure.sum(),
                                (at - start) / 1e9));
                        since[0] = at;
                    });
                    long now = System.nanoTime();
                    if (verbose) {
                        progress.clear();
                        console.err().println(String.format(Locale.ROOT, "quotient: heap %d, |Q| = %d%s, %.3f s",
                                run.lastHeap(), run.size(), run.size() != before ? " (grew)" : "", (now - t) / 1e9));
                    }
                    progress.show(String.format(Locale.ROOT, "table: quotient of heaps 0..%d of %d, |Q| = %d, %.0f s",
                            run.lastHeap(), last, run.size(), (now - start) / 1e9));
                    if (checkpoint != null && now - saved >= checkpointMillis * 1_000_000L) {
                        save(run, spec);
                        saved = System.nanoTime();
                    }
                }
            } catch (CancellationException | LimitExceededException e) {
                progress.clear();
                if (checkpoint != null) {
                    save(run, spec);
                    console.err().println("grundy: checkpoint " + checkpoint + " holds the quotient of heaps 0.."
                            + run.lastHeap() + "; --resume " + checkpoint + " goes on from there");
                }
                if (e instanceof LimitExceededException limit) {
                    throw limit;
                }
                return new Result(run.quotient(), (CancellationException) e);
            }
            progress.clear();
            if (checkpoint != null) {
                save(run, spec);
            }
        }
        return new Result(run.quotient(), null);
    }

    /** Saves the run's state, unless the file already holds these heaps (a save after every heap, then the end's). */
    private void save(QuotientRun run, String spec) {
        if (run.lastHeap() == savedHeap) {
            return;
        }
        CheckpointFile.write(checkpoint, new Checkpoint(spec, run.state()));
        savedHeap = run.lastHeap();
    }
}
