package io.github.grundy.cli.formats;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.io.InputException;
import io.github.grundy.core.io.NumberReader;

/** A case's heaps as a sum ready for the engines, with the game's refusals as input errors. */
public final class Games {

    private Games() {
    }

    /**
     * The heaps (already checked by {@code game} as they were read) in {@code game}, prepared for
     * the largest (see {@link HeapSum#preparedChecked}). A table over the game's limit is an input
     * error at the reader's position: the end of the case.
     */
    static HeapSum sum(HeapGame game, long[] heaps, NumberReader in) throws InputException {
        try {
            return HeapSum.preparedChecked(game, heaps);
        } catch (LimitExceededException e) {
            // Exit 3, still with the place in the input.
            throw e.withContext(in.source() + ":" + in.line() + ":" + in.column());
        } catch (IllegalArgumentException e) {
            throw new InputException(in.source(), in.line(), in.column(), e.getMessage());
        }
    }
}
