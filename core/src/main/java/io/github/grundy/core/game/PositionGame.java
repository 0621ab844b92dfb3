package io.github.grundy.core.game;

/**
 * A game whose position is a vector of numbers that does not split into independent heaps: a
 * move may change several entries at once (staircase Nim moves coins from one stair to the next).
 * The whole vector is one component. A move is encoded as a small array whose meaning the game
 * defines (e.g. {@code {stair, coins}}), so that listing moves never copies a large position.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public non-sealed interface PositionGame extends Game {

    /**
     * Checks that {@code position} is a position of this game. The default accepts every vector of
     * non-negative entries.
     *
     * @param position the position a user gave, its entries in order
     * @throws IllegalArgumentException naming the game and the offending entry
     */
    default void checkPosition(long[] position) {
        for (int i = 0; i < position.length; i++) {
            if (position[i] < 0) {
                throw new IllegalArgumentException(describe() + ": entry " + (i + 1) + " is negative: " + position[i]);
            }
        }
    }

    /**
     * This game ready to answer for {@code position}: a game that keeps a table builds it here
     * (once, before the position is analysed), so that games stay immutable. The default needs no
     * preparation.
     *
     * @param position the position that will be analysed
     * @return a game, this one or a new one, that answers for {@code position} and the positions
     *         reachable from it
     * @throws LimitExceededException if the table that would need is more than the game allows;
     *                                the message names the limit. The game may still know the
     *                                outcome ({@link #outcome})
     * @since SPI version 1
     */
    default PositionGame prepare(long[] position) {
        return this;
    }

    /**
     * {@code game} ready for {@code position}: {@link #prepare}d, or, when the position is beyond
     * what the game may table, the game itself if it knows the position's outcome without the
     * table ({@link #outcome}), as {@link HeapSum} does for a lone heap.
     *
     * @param game     the game to prepare
     * @param position the position that will be analysed
     * @return the prepared game, or {@code game} itself when only its outcome can answer
     * @throws LimitExceededException  why the game can answer neither way: the table's limit, or
     *                                 the outcome's own refusal if that is a limit
     * @throws IllegalArgumentException the table's refusal when it is not a limit
     */
    static PositionGame prepared(PositionGame game, long[] position) {
        return Preparation.orOutcome(() -> game.prepare(position), game, () -> game.outcome(position));
    }

    /**
     * The Grundy value of a position.
     *
     * @param position the position, not changed
     * @return the Grundy value, at least 0
     * @throws IllegalArgumentException if the position is not one of this game, or its value is
     *                                  not known ({@link #grundyKnown})
     */
    long grundy(long[] position);

    /**
     * True when {@link #grundy} can answer for {@code position}, e.g. it lies within a table built
     * by {@link #prepare}; always, by default.
     *
     * @param position the position, not changed
     * @return true if {@link #grundy} answers for it
     * @since SPI version 1
     */
    default boolean grundyKnown(long[] position) {
        return true;
    }

    /**
     * Who wins {@code position} under normal play: {@link Outcome#N} if the player to move does,
     * {@link Outcome#P} if not. The default asks the Grundy value; a game whose outcomes have a
     * closed form beyond its table overrides it, together with {@link #forEachMoveToValue} and
     * {@link #countMovesToValue} for the value 0 (the winning moves), so that such positions are
     * solved without their Grundy value.
     *
     * <p>A game in which play may go on for ever (a loopy rule) answers {@link Outcome#D} where
     * neither player can force a win, with {@link #grundyKnown} false there.
     *
     * @param position the position, not changed
     * @return {@link Outcome#N} or {@link Outcome#P}; {@link Outcome#D} for a draw of a loopy game
     * @since SPI version 2 (it replaces {@code boolean firstPlayerWins(long[])})
     */
    default Outcome outcome(long[] position) {
        return Outcome.ofGrundy(grundy(position));
    }

    /**
     * Reports every move from {@code position} to {@code sink}, in canonical order, each encoded
     * as the game defines; stops when the sink returns false. The array may be reused.
     *
     * @param position the position moved from, not changed
     * @param sink     receives each move's encoding (not the position it leads to)
     */
    void forEachMove(long[] position, OptionSink sink);

    /**
     * The position after {@code move}: a new array; {@code position} is not changed.
     *
     * @param position the position moved from
     * @param move     a move's encoding, as {@link #forEachMove} reports it
     * @return the position the move leads to
     */
    long[] play(long[] position, long[] move);

    /**
     * A move in words, e.g. {@code stair 3 -> stair 2: 2 coins}.
     *
     * @param position the position moved from
     * @param move     a move's encoding, as {@link #forEachMove} reports it
     * @return the move in words
     */
    String describeMove(long[] position, long[] move);

    /**
     * The position in the game's own words, where its numbers are not a plain list (points of a
     * coordinate game: {@code (4, 6) + (2, 2)}); {@code play} shows it. The default has none, and
     * the numbers are shown one by one.
     *
     * @param position a position of this game
     * @return the position in words, or empty
     * @since SPI version 2
     */
    default java.util.Optional<String> describePosition(long[] position) {
        return java.util.Optional.empty();
    }

    /**
     * Reports the moves that lead to a position of Grundy value {@code value}, in canonical order.
     * The default plays every move (checking {@link Cancellation} once a position and every few
     * thousand moves); games override it with a direct answer.
     *
     * @param position the position moved from, not changed
     * @param value    the Grundy value wanted; 0 for the winning moves
     * @param sink     receives each such move's encoding; returning false stops
     */
    default void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        Cancellation.checkpoint();
        forEachMove(position, new OptionFilter(move -> grundy(play(position, move)) == value, sink));
    }

    /**
     * How many moves lead to a position of Grundy value {@code value}.
     *
     * @param position the position moved from, not changed
     * @param value    the Grundy value counted
     * @return the count, by {@link #forEachMoveToValue}
     */
    default long countMovesToValue(long[] position, long value) {
        OptionCounter counter = new OptionCounter();
        forEachMoveToValue(position, value, counter);
        return counter.count;
    }
}
