package io.github.grundy.core.analysis;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.Move;
import io.github.grundy.core.game.Outcome;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * Everything grundy answers about one position, whatever kind of position it is: its outcome,
 * its Grundy value when known, and its winning moves (how many, the first, all of them, each in
 * words). Writers, judge formats and commands read this one type, so none of them decides a
 * position itself.
 *
 * <p>Each theory makes its own: normal play's {@code WinningMoves} (a sum of heaps, by the
 * Sprague–Grundy theorem) and {@code PositionAnalysis} (a whole position), loopy play's
 * {@code LoopyAnalysis} (Smith's theorem: N or D), misère play's {@code MisereAnalysis} (a sum of
 * heaps) and its search of a whole position. Which one
 * answers a given position is chosen in one place, {@code io.github.grundy.core.Analyses}, above
 * the theories. The interface is not sealed only because Java cannot seal a type across packages
 * outside a named module; it is implemented by grundy's theories, not by plugins.
 *
 * <p>A winning move is one to a position the player then to move loses (a P-position). Moves come
 * in canonical order: by component, then in the game's order. The walks stop with a
 * {@link java.util.concurrent.CancellationException} when their thread is interrupted
 * ({@link Cancellation}).
 *
 * @param <M> the kind of move the position has
 * @since SPI version 2
 */
public interface Analysis<M extends Move> {

    /**
     * Who wins with perfect play.
     *
     * @return {@link Outcome#N} if the player to move wins, {@link Outcome#P} if not,
     *         {@link Outcome#D} if neither can force a win (a loopy game)
     */
    Outcome outcome();

    /**
     * Whether this is misere play (the last player to move loses); false for normal play.
     *
     * @return true for a misère analysis
     */
    default boolean misere() {
        return false;
    }

    /**
     * The rule that decided the outcome, in words, when it is not the Sprague–Grundy theorem
     * ({@code Bouton's rule for misere Nim: ...}); empty in normal play.
     *
     * @return the rule in one line, or empty
     */
    default Optional<String> rule() {
        return Optional.empty();
    }

    /**
     * The Grundy value of the whole position; empty when it was solved by the game's closed-form
     * outcome alone (a value beyond the game's table).
     *
     * @return the nim-sum of the components' values (normal play), or empty
     */
    OptionalLong grundy();

    /**
     * The number of winning moves (0 unless the outcome is {@link Outcome#N}). By default the
     * moves of {@link #forEach}, counted one by one; an analysis that knows better answers faster.
     *
     * @return the number of winning moves, 0 or more
     * @throws ArithmeticException if there are more than 2^63-1 (see {@link #countExact()})
     */
    default long count() {
        long[] n = {0};
        forEach(m -> {
            n[0] = Math.addExact(n[0], 1);
            return true;
        });
        return n[0];
    }

    /**
     * The number of winning moves, however large.
     *
     * @return the number of winning moves, 0 or more (a sum of heaps with very many options each
     *         can have more than 2^63-1)
     */
    default BigInteger countExact() {
        return BigInteger.valueOf(count());
    }

    /**
     * The first winning move in canonical order, if any.
     *
     * @return the move, or empty when the player to move has no winning move
     */
    default Optional<M> first() {
        List<M> one = list(1);
        return one.isEmpty() ? Optional.empty() : Optional.of(one.get(0));
    }

    /**
     * Hands every winning move to {@code sink} in canonical order until it returns false.
     *
     * @param sink receives each move; returning false stops the walk
     */
    void forEach(Predicate<? super M> sink);

    /**
     * The winning moves in canonical order, at most {@code limit} of them.
     *
     * @param limit the most moves returned, 0 or more
     * @return the first {@code limit} winning moves (all of them if there are fewer)
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    default List<M> list(int limit) {
        return MoveCollector.collect(sink -> forEach(sink), limit);
    }

    /**
     * From a draw (outcome {@link Outcome#D}), the moves that keep it a draw, at most {@code limit}
     * of them, in canonical order; empty for any other outcome (and in games without draws).
     *
     * @param limit the most moves returned, 0 or more
     * @return the first {@code limit} drawing moves, or an empty list
     */
    default List<M> drawingMoves(int limit) {
        return List.of();
    }

    /**
     * The move in words, without saying where it is played: {@code 3 -> 1 (take 2)},
     * {@code stair 3 -> stair 2: 2 coins}.
     *
     * @param move a move of this position
     * @return the move in words, by its game's {@code describeMove}
     */
    String describe(M move);

    /**
     * Where the move is played, in words: {@code heap 1}, {@code component 2 (bash --max=3)}; empty
     * for a whole position.
     *
     * @param move a move of this position
     * @return the place, components counted from 1, or the empty string
     */
    String place(M move);

    /**
     * The game of the move's component when the position is a sum of different games
     * ({@code bash --max=3}); empty when every component is in the same game.
     *
     * @param move a move of this position
     * @return the component's game, or empty
     */
    Optional<Game> gameOf(M move);

    /**
     * What one component is called: {@code heap}, {@code token} (a game on a graph), {@code position}.
     *
     * @return the game's {@link HeapGame#componentNoun()} for a sum in one game,
     *         {@code component} for a sum of different games, {@code position} for a whole position
     */
    String componentNoun();
}
