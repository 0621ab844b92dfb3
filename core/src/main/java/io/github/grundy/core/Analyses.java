package io.github.grundy.core;

import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.loopy.LoopyAnalysis;
import io.github.grundy.core.loopy.LoopyPositionAnalysis;
import io.github.grundy.core.misere.MisereAnalysis;
import io.github.grundy.core.misere.MisereSolver;
import io.github.grundy.core.normal.PositionAnalysis;
import io.github.grundy.core.normal.WinningMoves;

/**
 * The choice of theory: which analysis answers a position. The theories below make the
 * analyses; this is the one place that knows all of them and picks.
 *
 * <ul>
 *   <li>{@link #ofGiven(HeapSum, Play)} and {@link #ofGiven(PositionGame, long[], Play)}: a
 *       position as given, neither checked nor prepared, in the {@link Play} asked: the one call
 *       for a position read from a user, which checks it, prepares its games and picks among the
 *       analyses below;</li>
 *   <li>{@link #of(HeapSum)}: a sum of heaps, by the Sprague–Grundy theorem
 *       ({@link WinningMoves}), or, when a component's value is infinite (a graph with cycles),
 *       by Smith's theorem ({@link LoopyAnalysis}: N or D);</li>
 *   <li>{@link #of(PositionGame, long[])}: a whole position of a game that does not split into
 *       heaps ({@link PositionAnalysis}: moves are {@link PositionMove}s), or, when a part's
 *       value is infinite (a loopy rule), by Smith's theorem ({@link LoopyPositionAnalysis});</li>
 *   <li>{@link #misere(HeapSum, long, String)}: a sum of heaps in misère play, by the theory that
 *       applies ({@link MisereSolver}), without a Grundy value;</li>
 *   <li>{@link #misere(PositionGame, long[], long, String)}: a whole position in misère play, by a
 *       search of its game tree, which needs only the game's moves.</li>
 * </ul>
 *
 * @since SPI version 2
 */
public final class Analyses {

    private Analyses() {
    }

    /**
     * Analyses a sum of heaps as given: every heap checked by its game and each game prepared once
     * for its largest heap ({@link HeapSum#prepared}), then analysed in {@code play}: by
     * {@link #of(HeapSum)} or {@link #misere(HeapSum, long, String)}.
     *
     * @param given the position, its games neither checked nor prepared ({@link HeapSum#of}); not changed
     * @param play  normal or misère play, with misère play's limit
     * @return the analysis, whose {@link HeapSumAnalysis#sum()} is the sum with its games prepared
     * @throws IllegalArgumentException with a game's message for a heap it refuses, or if the
     *                                  position cannot be answered (see {@link #of(HeapSum)})
     * @throws LimitExceededException   for a table over its limit, or a misère analysis over
     *                                  {@code play}'s (naming it)
     * @since SPI version 2
     */
    public static HeapSumAnalysis ofGiven(HeapSum given, Play play) {
        HeapSum sum = given instanceof HeapSum.Uniform one
                ? HeapSum.prepared(one.game(), one.heaps())
                : HeapSum.prepared(((HeapSum.Mixed) given).games(), ((HeapSum.Mixed) given).heaps());
        return play instanceof Play.Misere m
                ? new MisereSolver(m.maxPositions(), m.limitName(), m.activity()).analyse(sum) : of(sum);
    }

    /**
     * Analyses a whole position of a {@link PositionGame} as given: checked by the game
     * ({@link PositionGame#checkPosition}), then analysed in {@code play}. In normal play the game
     * is prepared first ({@link PositionGame#prepared}: beyond its table, it may still know the
     * outcome); misère play searches the moves alone, so there is no table to prepare.
     *
     * @param game     the game, not prepared
     * @param position the position, not copied: it must not change while the analysis is used
     * @param play     normal or misère play, with misère play's limit
     * @return the analysis, its moves {@link PositionMove}s
     * @throws IllegalArgumentException with the game's message for a position it refuses, or if
     *                                  the game can give neither the Grundy value nor the outcome
     * @throws LimitExceededException   for a table over its limit, or a misère search over
     *                                  {@code play}'s (naming it)
     * @since SPI version 2
     */
    public static PositionGameAnalysis ofGiven(PositionGame game, long[] position, Play play) {
        game.checkPosition(position);
        return play instanceof Play.Misere m
                ? new MisereSolver(m.maxPositions(), m.limitName(), m.activity()).analyse(game, position)
                : of(PositionGame.prepared(game, position), position);
    }

    /**
     * Analyses a sum of heaps in normal play (its nim-sum computed once).
     *
     * @param sum the position, its games prepared ({@link HeapSum#prepared})
     * @return a {@link WinningMoves}, or a {@link LoopyAnalysis} when a component's value may be
     *         infinite
     * @throws IllegalArgumentException if a heap's Grundy value is out of its game's reach and the
     *                                  outcome cannot be had otherwise
     */
    public static HeapSumAnalysis of(HeapSum sum) {
        return LoopyAnalysis.normalPlay(sum);
    }

    /**
     * Analyses a position of a {@link PositionGame} (prepared for it: {@link PositionGame#prepared}).
     *
     * @param game     the game, prepared for {@code position}
     * @param position the position, not changed
     * @return the analysis, its moves {@link PositionMove}s
     * @throws IllegalArgumentException if the game can give neither the Grundy value nor the
     *                                  outcome (its message says why)
     */
    public static PositionGameAnalysis of(PositionGame game, long[] position) {
        return LoopyPositionAnalysis.normalPlay(game, position);
    }

    /**
     * Analyses a sum of heaps in misère play (the player who makes the last move loses): by
     * Bouton's rule when every component is Nim; by the genus when every component's heap is
     * tame (the genera computed looking at most {@code maxPositions} options); for heaps of one
     * octal game, by its misère quotient when it is proved or reaches the largest heap; else by a
     * search of its game tree of at most {@code maxPositions} positions, whose rule says where
     * tameness failed. To analyse many sums of the same games, keep one {@link MisereSolver}.
     *
     * @param sum          the position, its games prepared
     * @param maxPositions the most options (genera) or positions (search) looked at, at least 1
     * @param limitName    how the limit is called in messages ({@code --max-positions=1000000})
     * @return the misère analysis, whose {@link Analysis#rule()} says which theory decided it
     * @throws LimitExceededException if the genera or the search need more (naming the limit)
     */
    public static MisereAnalysis misere(HeapSum sum, long maxPositions, String limitName) {
        return new MisereSolver(maxPositions, limitName).analyse(sum);
    }

    /**
     * Analyses a whole position of a {@link PositionGame} in misère play (the player who makes the
     * last move loses), by a search of its game tree of at most {@code maxPositions} positions: no
     * theory adds such a position up from parts. Only the game's moves are asked
     * ({@link PositionGame#forEachMove}, {@link PositionGame#play}): no Grundy value, no table, so
     * the game needs no {@link PositionGame#prepare}. To analyse many positions of the same game,
     * keep one {@link MisereSolver}.
     *
     * @param game         the game
     * @param position     the position, not copied: it must not change while the analysis is used
     * @param maxPositions the most positions the search may meet, at least 1
     * @param limitName    how the limit is called in messages ({@code --max-positions=1000000})
     * @return the analysis: its outcome, its winning moves (those to a lost position), no Grundy
     *         value, and the search as its {@link Analysis#rule()}
     * @throws LimitExceededException if the search needs more (naming the game and the limit)
     */
    public static PositionGameAnalysis misere(PositionGame game, long[] position, long maxPositions, String limitName) {
        return new MisereSolver(maxPositions, limitName).analyse(game, position);
    }
}
