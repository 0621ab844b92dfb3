package io.github.grundy.cli.judge;

import io.github.grundy.core.HeapGame;
import io.github.grundy.core.io.InputException;
import io.github.grundy.core.io.NumberReader;

/** Games checked and prepared for the heaps of a case, with errors at the input's position. */
final class Games {

    private Games() {
    }

    /**
     * {@code game} ready for {@code heaps}: every heap checked, the table (if any) built for the
     * largest. A heap the game refuses, or a table over the game's limit, is an input error at the
     * reader's position (the end of the case).
     */
    static HeapGame prepared(HeapGame game, long[] heaps, NumberReader in) throws InputException {
        long max = 0;
        try {
            for (long h : heaps) {
                game.checkHeap(h);
                max = Math.max(max, h);
            }
            return game.prepare(max);
        } catch (IllegalArgumentException e) {
            throw new InputException(in.source(), in.line(), in.column(), e.getMessage());
        }
    }
}
