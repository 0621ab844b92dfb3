package io.github.grundy.core.loader;

import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import java.util.Arrays;

/** A plugin's game on whole positions whose failures are the plugin's ({@link Guard}); every method delegates. */
final class GuardedPositionGame implements PositionGame {

    /** Entries of a position shown in a message. */
    private static final int SHOWN = 10;

    private final PositionGame game;
    private final Guard guard;

    GuardedPositionGame(PositionGame game, Guard guard) {
        this.game = game;
        this.guard = guard;
    }

    private static String on(long[] position) {
        String shown = Arrays.toString(position.length <= SHOWN ? position : Arrays.copyOf(position, SHOWN));
        return "on position " + (position.length <= SHOWN ? shown : shown.replace("]", ", ...] (" + position.length
                + " entries)"));
    }

    @Override
    public String describe() {
        try {
            return game.describe();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("describing its game", e);
        }
    }

    @Override
    public void checkPosition(long[] position) {
        try {
            game.checkPosition(position);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(position), e);
        }
    }

    @Override
    public PositionGame prepare(long[] position) {
        PositionGame prepared;
        try {
            prepared = game.prepare(position);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("preparing " + on(position).substring(3), e);
        }
        if (prepared == null) {
            throw new PluginFailure(guard.variant(), guard.source(), "preparing " + on(position).substring(3),
                    "prepare() returned null", null);
        }
        return prepared == game ? this : new GuardedPositionGame(prepared, guard);
    }

    @Override
    public long grundy(long[] position) {
        try {
            return game.grundy(position);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(position), e);
        }
    }

    @Override
    public boolean grundyKnown(long[] position) {
        try {
            return game.grundyKnown(position);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(position), e);
        }
    }

    @Override
    public Outcome outcome(long[] position) {
        Outcome outcome;
        try {
            outcome = game.outcome(position);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(position), e);
        }
        if (outcome == null) {
            throw new PluginFailure(guard.variant(), guard.source(), on(position), "outcome() returned null", null);
        }
        return outcome;
    }

    @Override
    public void forEachMove(long[] position, OptionSink sink) {
        CallerSink ours = new CallerSink(sink);
        try {
            game.forEachMove(position, ours);
        } catch (CallerSink.Failure e) {
            throw e.getCause();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("listing the moves " + on(position), e);
        }
    }

    @Override
    public long[] play(long[] position, long[] move) {
        try {
            return game.play(position, move);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("playing " + Arrays.toString(move) + " " + on(position), e);
        }
    }

    @Override
    public java.util.Optional<String> describePosition(long[] position) {
        try {
            return game.describePosition(position);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("describing " + on(position), e);
        }
    }

    @Override
    public String describeMove(long[] position, long[] move) {
        try {
            return game.describeMove(position, move);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("describing the move " + Arrays.toString(move) + " " + on(position), e);
        }
    }

    @Override
    public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        CallerSink ours = new CallerSink(sink);
        try {
            game.forEachMoveToValue(position, value, ours);
        } catch (CallerSink.Failure e) {
            throw e.getCause();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(position), e);
        }
    }

    @Override
    public long countMovesToValue(long[] position, long value) {
        try {
            return game.countMovesToValue(position, value);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(position), e);
        }
    }

    @Override
    public String toString() {
        return game.toString();
    }
}
