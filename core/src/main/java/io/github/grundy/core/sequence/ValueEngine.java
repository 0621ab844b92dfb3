package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;

/**
 * A mex engine: fills a table of Grundy values bottom-up, {@code values[from..to]} from the values
 * before {@code from}. The plain engine ({@link #plain}) walks every option of every heap; faster
 * engines for families of games (the rare/common engine of take-and-break codes,
 * {@link TakeBreakCode#engine()}) give the same values in less time, and are tested against it.
 *
 * @since SPI version 2
 */
@FunctionalInterface
public interface ValueEngine {

    /**
     * Fills {@code values[from..to]}; {@code values[0..from)} are the game's values already.
     *
     * @param values the table, heap = index, at least {@code to + 1} long
     * @param from   the first heap to fill, 0 or more
     * @param to     the last heap to fill (inclusive)
     * @throws GameFailure if the game breaks its contract or fails (naming the heap)
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    void fill(int[] values, int from, int to);

    /**
     * The plain engine of {@code moves}: the mex of every option's value ({@link MexTable}).
     *
     * @param moves the game's moves, each option holding only smaller heaps
     * @return the engine, which checks {@link Cancellation} every few hundred heaps
     */
    static ValueEngine plain(HeapMoves moves) {
        return (values, from, to) -> MexTable.fill(moves, values, from, to);
    }
}
