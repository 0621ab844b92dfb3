package io.github.grundy.core.loopy;

import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.normal.PositionAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * A whole position of a {@link LoopyPositionGame} with a part of infinite value, by Smith's rule
 * (as {@link LoopyAnalysis} for sums of heaps): one infinite part {@code ∞(K)} with the others
 * xoring to {@code x} is won by the player to move iff {@code x} is in {@code K}, else drawn; two or
 * more infinite parts are a draw. Never lost. The winning moves are the game's moves to value 0
 * (the infinite part to a point of value {@code x}); from a draw, {@link #drawingMoves} are the
 * moves after which it is still one.
 */
public final class LoopyPositionAnalysis extends PositionGameAnalysis {

    private final LoopyPositionGame loopy;
    private final LoopyPositionGame.SmithSum sum;

    private LoopyPositionAnalysis(LoopyPositionGame game, long[] position, LoopyPositionGame.SmithSum sum) {
        super(game, position);
        this.loopy = game;
        this.sum = sum;
    }

    /**
     * The normal-play analysis of {@code position}: by Smith's rule when the game is loopy and a
     * part's value is infinite, else the ordinary one ({@link PositionAnalysis}).
     *
     * @param game     the game, prepared for {@code position}
     * @param position the position, not copied
     * @return a {@link LoopyPositionAnalysis} or a {@link PositionAnalysis}
     */
    public static PositionGameAnalysis normalPlay(PositionGame game, long[] position) {
        if (game instanceof LoopyPositionGame l && !l.grundyKnown(position)) {
            LoopyPositionGame.SmithSum s = l.smithSum(position);
            if (s.infinities() > 0) {
                return new LoopyPositionAnalysis(l, position, s);
            }
        }
        return PositionAnalysis.of(game, position);
    }

    @Override
    public Outcome outcome() {
        return sum.won() ? Outcome.N : Outcome.D;
    }

    /** None: a part's value is infinite. */
    @Override
    public OptionalLong grundy() {
        return OptionalLong.empty();
    }

    @Override
    public Optional<String> rule() {
        return Optional.of(LoopyAnalysis.smithRule(sum, "points"));
    }

    @Override
    public long count() {
        return sum.won() ? loopy.countMovesToValue(position, 0) : 0;
    }

    @Override
    public void forEach(Predicate<? super PositionMove> sink) {
        if (sum.won()) {
            loopy.forEachMoveToValue(position, 0, move -> sink.test(new PositionMove(move)));
        }
    }

    /** The moves after which the position is a draw again, in the game's order, at most {@code limit}. */
    @Override
    public List<PositionMove> drawingMoves(int limit) {
        List<PositionMove> moves = new ArrayList<>();
        if (sum.won() || limit <= 0) {
            return moves;
        }
        loopy.forEachMove(position, move -> {
            long[] next = loopy.play(position, move);
            if (!loopy.grundyKnown(next) && !loopy.smithSum(next).won()) {
                moves.add(new PositionMove(move));
            }
            return moves.size() < limit;
        });
        return moves;
    }
}
