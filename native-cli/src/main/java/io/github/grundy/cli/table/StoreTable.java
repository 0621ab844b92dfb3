package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.sequence.StoredSequence;
import io.github.grundy.core.sequence.StoredTakeBreak;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.sequence.ValueFrequencies;
import io.github.grundy.core.store.ValueStore;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A record run's table ({@code --store}, {@code --frequencies}, or heaps past 2^31): the values
 * of an octal code in core's {@link ValueStore}, a byte a heap, in memory or in {@code --store}'s
 * directory, which is also the run's checkpoint: committed every {@code --checkpoint-every}
 * seconds, at the end and when stopped, and gone on from by the same command. The frequency
 * files of {@code --frequencies} are written as the table passes each power of two.
 */
final class StoreTable implements AutoCloseable {

    /** The segments of a store in memory: 2^22 heaps. */
    private static final int MEMORY_SEGMENT_BITS = 22;

    private final Console console;
    private final Path directory;
    private final Path frequencies;
    private final long commitMillis;
    private final ValueStore store;
    private final StoredSequence values;
    private final TakeBreakGame game;
    private long committedAt = System.nanoTime();
    /** How many powers of two have their file written. */
    private int published;

    private StoreTable(Console console, Path directory, Path frequencies, long commitMillis, ValueStore store,
            StoredSequence values, TakeBreakGame game) {
        this.console = console;
        this.directory = directory;
        this.frequencies = frequencies;
        this.commitMillis = commitMillis;
        this.store = store;
        this.values = values;
        this.game = game;
    }

    /**
     * The table of {@code code}: in {@code directory} (opened, or made when it holds no store),
     * or in memory when it is null; its frequency files, if asked, written for the powers of two
     * it holds already; computed on {@code threads} threads.
     */
    static StoreTable open(Console console, TakeBreakGame game, Path directory, Path frequencies, long commitMillis,
            long to, int threads) {
        TakeBreakCode code = game.code();
        String description = game.describe();
        ValueStore store;
        String storedGame = StoredSequence.storeGame(code);
        try {
            if (directory == null) {
                // Segments of 2^22 heaps in memory (4 MB): each but the first is allocated whole, so the
                // last one of a table holds at most 4 MB it does not use.
                store = ValueStore.inMemory(storedGame, MEMORY_SEGMENT_BITS);
            } else if (ValueStore.exists(directory)) {
                store = ValueStore.open(directory, storedGame);
            } else {
                store = ValueStore.create(directory, storedGame, ValueStore.DEFAULT_SEGMENT_BITS);
            }
        } catch (IllegalArgumentException e) {
            // The store's own words name its directory and file: "store DIR: segment ... is damaged".
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("--store " + directory + ": cannot use it (" + OutputFiles.reason(e) + ")");
        }
        if (directory != null && store.size() > 0) {
            console.err().println("grundy: --store " + directory + " holds heaps 0.." + (store.size() - 1) + " of "
                    + description + (to >= store.size() ? "; going on from heap " + store.size() : ""));
        }
        StoredSequence values;
        try {
            values = StoredSequence.of(code, store, threads);
        } catch (LimitExceededException e) {
            throw UserError.of(e);
        }
        StoreTable table = new StoreTable(console, directory, frequencies, commitMillis, store, values, game);
        table.publish();
        return table;
    }

    /** How many threads compute the values. */
    int threads() {
        return values.stats().threads();
    }

    /** The game whose values are kept here. */
    StoredTakeBreak game() {
        return StoredTakeBreak.of(values, game);
    }

    /** After a step of the table: the frequency files passed, and a commit when one is due or {@code last}. */
    void stepped(boolean last) {
        publish();
        if (last || System.nanoTime() - committedAt >= commitMillis * 1_000_000L) {
            commit();
        }
    }

    /** A stopped or failed run: what it computed committed, and its frequency files written. */
    void stopped() {
        boolean interrupted = Thread.interrupted();
        try {
            publish();
            commit();
            if (directory != null) {
                console.err().println("grundy: --store " + directory + (store.committed() == 0 ? " holds no heap yet"
                        : " holds heaps 0.." + (store.committed() - 1)) + "; the same command goes on from there");
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void commit() {
        if (directory == null) {
            return;
        }
        try {
            store.commit();
        } catch (IOException e) {
            throw new UserError("--store " + directory + ": cannot write it (" + OutputFiles.reason(e) + ")");
        }
        committedAt = System.nanoTime();
    }

    /** Writes the frequency file of each power of two passed since the last. */
    private void publish() {
        if (frequencies == null) {
            return;
        }
        List<ValueFrequencies> powers = values.powersOfTwo();
        for (; published < powers.size(); published++) {
            ValueFrequencies f = powers.get(published);
            Path file = frequencies.resolve(Long.toString(f.heaps()));
            Path tmp = frequencies.resolve("." + f.heaps() + ".tmp");
            try {
                Files.createDirectories(frequencies);
                Files.write(tmp, f.text());
                try {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new UserError("--frequencies " + frequencies + ": cannot write " + file.getFileName() + " ("
                        + OutputFiles.reason(e) + ")");
            }
        }
    }

    @Override
    public void close() {
        try {
            store.close();
        } catch (IOException e) {
            throw new UserError("--store " + directory + ": cannot close it (" + OutputFiles.reason(e) + ")");
        }
    }
}
