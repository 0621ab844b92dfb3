package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.sequence.StoredSequence;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.sequence.ThreadShare;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code table}'s options of a record run, {@code --store}, {@code --frequencies} and
 * {@code --threads}, and when a table is kept in a store ({@link StoreTable}): when asked, or past
 * the longest array.
 */
public final class StoreOptions {

    /**
     * The first heap a table keeps in a store even when not asked to: past the longest array (2^31 - 9
     * values) of the in-memory tables.
     */
    static final long STORED_FROM = Integer.MAX_VALUE - 9;

    @Option(names = "--store", paramLabel = "DIR",
            description = "Keep the values in DIR, a byte a heap in memory-mapped segment files, so that a table"
                    + " needs disk rather than memory; DIR is also the run's checkpoint, committed every"
                    + " --checkpoint-every seconds, at the end and when stopped, and the same command goes on from"
                    + " what it holds (after a stop or a kill). For an octal code whose moves leave at most two heaps;"
                    + " needs --to or --no-stop (docs/records.md).")
    Path store;

    @Option(names = "--frequencies", paramLabel = "DIR",
            description = "Write the file DIR/N as the table passes each power of two N: how many of heaps 1..N have"
                    + " each value, lines 'value count' (the files of Rogalski's record runs, to compare with diff).")
    Path frequencies;

    @Option(names = "--threads", paramLabel = "N",
            description = "Compute the table of an octal code whose moves leave at most two heaps on N threads past"
                    + " heap 65,536 (default: every core this process may use): the same values, sooner on a machine"
                    + " of N cores; 1 computes one heap after another (docs/records.md).")
    Integer threads;

    /** The most threads a table is computed on: beyond, a typo rather than a machine. */
    static final int MAX_THREADS = 4096;

    /** --threads, or every core this process may use. */
    int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new UserError("--threads=" + threads + ": a table is computed on 1 to " + MAX_THREADS + " threads");
        }
        return threads;
    }

    /** Whether --store or --frequencies was given. */
    boolean given() {
        return store != null || frequencies != null;
    }

    /**
     * Whether the table of {@code game} up to {@code last} (null: no last heap, or --no-stop) is
     * kept in a store: when asked, or for an octal code the store serves past {@link #STORED_FROM}
     * (other games answer far heaps by their closed form or proof, as ever).
     */
    boolean wanted(HeapGame game, Long last) {
        return given() || last != null && last >= STORED_FROM && game instanceof TakeBreakGame far
                && StoredSequence.supports(far.code());
    }

    /** {@code game}, an octal code's table of far heaps computed on {@link #threads()} threads; any other game as it is. */
    HeapGame onThreads(HeapGame game) {
        int n = threads();
        if (n == 1 || !(game instanceof TakeBreakGame far)) {
            return game;
        }
        ThreadShare share = new ThreadShare(n);
        // The table's own thread: the share lends the others to its fills.
        share.enter();
        return far.onThreads(share);
    }

    /**
     * A record run's store: for an octal code whose moves leave at most two heaps, up to {@code to}
     * (--to, or 2^63-1 for --no-stop), with no --checkpoint (the store is one). In --store's
     * directory, or in memory.
     */
    StoreTable open(Console console, HeapGame game, Long to, boolean checkpointed, long checkpointMillis) {
        String asked = store != null ? "--store" : "--frequencies";
        if (!(game instanceof TakeBreakGame takeBreak) || !StoredSequence.supports(takeBreak.code())) {
            throw new UserError(game.describe() + ": " + asked + " is for the values of an octal code whose moves leave"
                    + " at most two heaps (a finite code such as 0.167 or 4!.0)");
        }
        if (to == null) {
            throw new UserError(asked + " needs --to=N or --no-stop: a record run's last heap");
        }
        if (checkpointed) {
            throw new UserError(asked + " keeps the values in a store, which is the run's checkpoint: give --store=DIR"
                    + " without --checkpoint and --resume (the same command goes on from DIR)");
        }
        return StoreTable.open(console, takeBreak, store, frequencies, checkpointMillis, to, threads());
    }
}
