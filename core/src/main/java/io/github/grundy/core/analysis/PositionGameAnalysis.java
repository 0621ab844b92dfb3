package io.github.grundy.core.analysis;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import java.util.Objects;
import java.util.Optional;

/**
 * What every analysis of a whole position of a {@link PositionGame} shares, whatever decides it
 * (the Grundy value in normal play, a search of the game tree in misère play): the game, the
 * position, and the words of its moves. The whole position is one component, so a move has no
 * place and no game of its own.
 *
 * <p>Extended by the theories' analyses (normal play's {@code PositionAnalysis}, misère play's
 * search); not sealed only because Java cannot seal a class across packages outside a named
 * module. Plugins do not extend it.
 *
 * @since SPI version 2
 */
public abstract class PositionGameAnalysis implements Analysis<PositionMove> {

    /** The game, as the theory asks it (prepared for the position in normal play). */
    protected final PositionGame game;
    /** The position analysed, not copied. */
    protected final long[] position;

    /**
     * An analysis of {@code position} (not copied: it must not change while the analysis is used).
     *
     * @param game     the game
     * @param position the position
     */
    protected PositionGameAnalysis(PositionGame game, long[] position) {
        this.game = Objects.requireNonNull(game, "game");
        this.position = Objects.requireNonNull(position, "position");
    }

    /**
     * The game analysed.
     *
     * @return the game, as the analysis asks it (prepared for the position in normal play)
     */
    public PositionGame game() {
        return game;
    }

    /**
     * The position analysed (not a copy).
     *
     * @return the position's entries; callers must not change them
     */
    public long[] position() {
        return position;
    }

    /** The game's words for the move: {@code stair 3 -> stair 2: 2 coins}. */
    @Override
    public String describe(PositionMove move) {
        return game.describeMove(position, move.encoding());
    }

    /** Empty: the move is in the whole position. */
    @Override
    public String place(PositionMove move) {
        return "";
    }

    @Override
    public Optional<Game> gameOf(PositionMove move) {
        return Optional.empty();
    }

    @Override
    public String componentNoun() {
        return "position";
    }
}
