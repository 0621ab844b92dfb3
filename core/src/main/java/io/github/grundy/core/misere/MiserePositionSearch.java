package io.github.grundy.core.misere;

import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * A whole position of a {@link PositionGame} (a staircase, Wythoff's two heaps) in misère play,
 * by searching its game tree ({@link MisereTree}): no theory adds such a position up from parts,
 * so the search is the answer, and it needs nothing from the game but its moves
 * ({@link PositionGame#forEachMove}, {@link PositionGame#play}), never a Grundy value. Positions
 * are the game's own vectors, compared by content. The winning moves are those to a lost
 * position, in the game's order. Past the limit on the positions met, a
 * {@link LimitExceededException} names the limit and the game, never a guess.
 */
final class MiserePositionSearch extends PositionGameAnalysis {

    private final MisereTree tree;
    private final Outcome outcome;

    private MiserePositionSearch(PositionGame game, long[] position, MisereTree tree) {
        super(game, position);
        this.tree = tree;
        // The tree keeps the positions it meets: its own copy, whatever the caller does with its array.
        this.outcome = wins(position.clone()) ? Outcome.N : Outcome.P;
    }

    /**
     * A tree of {@code game}'s positions, to search any number of them.
     *
     * @param game         the game; only its moves are asked
     * @param maxPositions the most positions the tree may meet, at least 1
     * @param limitName    how that limit is called in messages ({@code --max-positions=1000000})
     * @param activity     told how far the search has got
     * @return a tree that has decided nothing yet
     */
    static MisereTree tree(PositionGame game, long maxPositions, String limitName, Activity activity) {
        Objects.requireNonNull(game, "game");
        // Games list small moves first (take 1, then 2, ...); the search tries the positions listed
        // last first, near the end of play, where they are decided at once: the stack stays shallow.
        return new MisereTree((position, next) -> game.forEachMove(position, move -> {
            next.accept(game.play(position, move));
            return true;
        }), true, maxPositions, limitName, "", activity);
    }

    /**
     * Searches {@code position} in {@code tree}, which remembers what it decided before.
     *
     * @param game     the game of the tree ({@link #tree})
     * @param position the position, not copied: it must not change while the analysis is used
     * @param tree     the game's tree
     * @return the analysis, its outcome decided
     * @throws LimitExceededException if the search needs more positions than the tree's limit
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    static MiserePositionSearch in(MisereTree tree, PositionGame game, long[] position) {
        return new MiserePositionSearch(game, position, Objects.requireNonNull(tree, "tree"));
    }

    /** {@link MisereTree#wins}, its limit's and the game's failure's messages naming the game. */
    private boolean wins(long[] p) {
        try {
            return tree.wins(p);
        } catch (LimitExceededException e) {
            throw e.withContext(game.describe());
        } catch (GameFailure e) {
            throw new GameFailure(e.asked(), game.describe() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public boolean misere() {
        return true;
    }

    @Override
    public Optional<String> rule() {
        return Optional.of(tree.rule());
    }

    /** No Grundy value: misère play has none to give. */
    @Override
    public OptionalLong grundy() {
        return OptionalLong.empty();
    }

    /** The moves to a lost position, in the game's order. */
    @Override
    public void forEach(Predicate<? super PositionMove> sink) {
        if (outcome != Outcome.N) {
            return;
        }
        boolean[] stop = {false};
        game.forEachMove(position, move -> {
            // Deciding where the move leads may ask the game for other positions' moves: it is
            // immutable, so a walk inside a walk is safe. The game may reuse its array: copied.
            stop[0] = !wins(game.play(position, move)) && !sink.test(new PositionMove(move));
            return !stop[0];
        });
    }
}
