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
}
