package io.github.grundy.core.sequence;

import io.github.grundy.core.game.HeapGame;

/**
 * A heap game played by a take-and-break code ({@link TakeBreakCode}): what a command needs to
 * know of an octal game beyond its moves, such as the code whose digits bound the proof of a misère
 * quotient's period ({@code MisereQuotient.of(TakeBreakCode, int, int, String)}).
 *
 * @since SPI version 2
 */
public interface TakeBreakGame extends HeapGame {

    /**
     * The code this game plays.
     *
     * @return the take-and-break code whose moves are this game's
     */
    TakeBreakCode code();

    /**
     * This game, its tables of far heaps computed on the threads {@code share} has free
     * ({@link StoredSequence#engine}): the same values, sooner on several cores. By default the
     * game itself, on one thread.
     *
     * @param share the threads its tables may take (the caller has {@link ThreadShare#enter entered})
     * @return a game of the same moves and values
     * @since SPI version 2
     */
    default TakeBreakGame onThreads(ThreadShare share) {
        return this;
    }

    /**
     * This game ready for heaps up to {@code maxHeap}, as one of many small steps of a table that
     * grows ({@code grundy table}): the same values as {@link #prepare}, but the search for a
     * period may wait until the table has grown further (a search reads about half the values;
     * {@link GrundySequence#extendStep}). After the last step, {@link #lookedForPeriod}. By default
     * {@link #prepare}.
     *
     * @param maxHeap the largest heap that will be asked about
     * @return a game whose {@link #grundy} answers for every heap up to {@code maxHeap}
     * @since SPI version 2
     */
    default HeapGame prepareStep(long maxHeap) {
        return prepare(maxHeap);
    }

    /**
     * This game with the period its known values prove, searched over all of them now (a game
     * grown by {@link #prepareStep} may not have searched its last values). By default itself.
     *
     * @return this game, or one of the same values with their period proved
     * @since SPI version 2
     */
    default TakeBreakGame lookedForPeriod() {
        return this;
    }
}
