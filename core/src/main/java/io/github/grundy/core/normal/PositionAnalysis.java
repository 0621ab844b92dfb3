package io.github.grundy.core.normal;

import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * The analysis of a whole position of a {@link PositionGame} (a staircase, Wythoff's two heaps):
 * the position is one component, and its winning moves are the moves to a position of Grundy
 * value 0, as the game reports them ({@link PositionGame#forEachMoveToValue}). When the position's
 * Grundy value is beyond the game's table ({@link PositionGame#grundyKnown} false), the outcome is
 * the game's closed form ({@link PositionGame#outcome}) and the moves are still those the game
 * reports for the value 0, which such a game answers without values.
 *
 * @since SPI version 2
 */
public final class PositionAnalysis extends PositionGameAnalysis {

    private final OptionalLong grundy;
    private final Outcome outcome;

    private PositionAnalysis(PositionGame game, long[] position, OptionalLong grundy, Outcome outcome) {
        super(game, position);
        this.grundy = grundy;
        this.outcome = outcome;
    }

    /**
     * Analyses {@code position} (not copied: it must not change while the analysis is used).
     *
     * @param game     the game, prepared for {@code position} ({@link PositionGame#prepared})
     * @param position the position
     * @return the analysis
     * @throws IllegalArgumentException if the game can give neither the Grundy value nor the outcome
     */
    public static PositionAnalysis of(PositionGame game, long[] position) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(position, "position");
        if (game.grundyKnown(position)) {
            long g = game.grundy(position);
            return new PositionAnalysis(game, position, OptionalLong.of(g), Outcome.ofGrundy(g));
        }
        return new PositionAnalysis(game, position, OptionalLong.empty(), game.outcome(position));
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public OptionalLong grundy() {
        return grundy;
    }

    @Override
    public long count() {
        return outcome == Outcome.N ? game.countMovesToValue(position, 0) : 0;
    }

    @Override
    public Optional<PositionMove> first() {
        List<PositionMove> one = list(1);
        if (outcome == Outcome.N && one.isEmpty()) {
            // A game whose outcome and moves disagree: say so rather than answer half.
            throw new IllegalStateException(game.describe() + ": a won position without a winning move");
        }
        return one.isEmpty() ? Optional.empty() : Optional.of(one.get(0));
    }

    @Override
    public void forEach(Predicate<? super PositionMove> sink) {
        if (outcome != Outcome.N) {
            return;
        }
        // PositionMove copies the game's array, which the game may reuse for the next move.
        game.forEachMoveToValue(position, 0, move -> sink.test(new PositionMove(move)));
    }
}
