package io.github.grundy.cli.position;

import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.sequence.StoredSequence;
import io.github.grundy.core.sequence.StoredTakeBreak;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.store.ValueStore;
import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code solve --store=DIR}: the heaps of an octal code answered from the values a record run keeps
 * in a store ({@code table --store=DIR}), up to the heaps it holds; once they prove a period, by the
 * game itself, which proves it too. Nothing is computed or written: a heap beyond the store is
 * refused, saying how to reach it.
 */
public final class StoredPosition {

    private StoredPosition() {
    }

    /**
     * {@code given}, its game's values read from the store in {@code directory}.
     *
     * @throws UserError if the position is not of one octal code the store serves, the directory
     *                   holds no store or another game's, or a heap lies beyond the store
     */
    public static Position of(Position given, Path directory) {
        if (!(given instanceof Position.Heaps heaps) || !(heaps.sum() instanceof HeapSum.Uniform sum)
                || !(sum.game() instanceof TakeBreakGame code) || !StoredSequence.supports(code.code())) {
            throw new UserError("--store answers the heaps of one octal code whose moves leave at most two heaps (a"
                    + " finite code such as 0.167 or 4!.0), from the values table --store=DIR keeps");
        }
        if (!ValueStore.exists(directory)) {
            throw new UserError("--store " + directory + " holds no store: 'grundy table " + code.describe()
                    + " --to=N --store=" + directory + "' makes one");
        }
        ValueStore store;
        try {
            store = ValueStore.openToRead(directory, StoredSequence.storeGame(code.code()));
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("--store " + directory + ": cannot read it (" + OutputFiles.reason(e) + ")");
        }
        StoredTakeBreak stored = StoredTakeBreak.of(StoredSequence.of(code.code(), store), code)
                .lookedForPeriod();
        if (stored.periodProof().isPresent()) {
            // A proved period answers every heap, and the game as its variant made it proves the same
            // one from its first heaps, with its walk of winning moves by residues in the period.
            return given;
        }
        for (long heap : sum.heaps()) {
            if (heap > stored.maxGrundyHeap()) {
                throw new UserError("heap " + heap + " is beyond the heaps 0.." + stored.maxGrundyHeap() + " that --store "
                        + directory + " holds: 'grundy table " + code.describe() + " --to=" + heap + " --store="
                        + directory + "' computes them");
            }
        }
        return new Position.Heaps(heaps.title(), heaps.variant(), heaps.parameters(), new HeapSum.Uniform(stored,
                sum.heaps()));
    }
}
