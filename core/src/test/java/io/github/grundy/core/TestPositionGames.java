package io.github.grundy.core;

import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import java.util.Arrays;

/**
 * Small whole-position games for the tests, written here so that core's tests need neither the
 * variants nor the example plugin: staircase Nim and Wythoff's game by their rules. They have
 * moves only: asking either for a Grundy value fails the test, so that what needs only moves
 * (misère play) is seen to ask for nothing else. Both reuse their move array, as games may.
 */
public final class TestPositionGames {

    private TestPositionGames() {
    }

    /** A game of moves only: its Grundy value is never to be asked. */
    private abstract static class MovesOnly implements PositionGame {
        @Override
        public long grundy(long[] position) {
            throw new AssertionError(describe() + ": a Grundy value was asked of " + Arrays.toString(position));
        }

        @Override
        public String describeMove(long[] position, long[] move) {
            return Arrays.toString(move);
        }
    }

    /**
     * Staircase Nim: a move {@code {s, k}} moves {@code k >= 1} coins from stair {@code s} (1-based)
     * down to stair {@code s - 1}, or off the stairs from stair 1; stair ascending, then k ascending.
     *
     * @return the game
     */
    public static PositionGame staircase() {
        return new MovesOnly() {
            @Override
            public String describe() {
                return "test-staircase";
            }

            @Override
            public void forEachMove(long[] position, OptionSink sink) {
                long[] move = new long[2];
                for (int s = 1; s <= position.length; s++) {
                    for (long k = 1; k <= position[s - 1]; k++) {
                        move[0] = s;
                        move[1] = k;
                        if (!sink.accept(move)) {
                            return;
                        }
                    }
                }
            }

            @Override
            public long[] play(long[] position, long[] move) {
                int s = (int) move[0];
                if (s < 1 || s > position.length || move[1] < 1 || move[1] > position[s - 1]) {
                    throw new IllegalArgumentException("test-staircase: no move " + Arrays.toString(move));
                }
                long[] next = position.clone();
                next[s - 1] -= move[1];
                if (s > 1) {
                    next[s - 2] += move[1];
                }
                return next;
            }
        };
    }

    /**
     * Wythoff's game on two heaps: a move {@code {1, k}} takes k from the first heap,
     * {@code {2, k}} from the second, {@code {3, k}} from both; in that order, k ascending.
     *
     * @return the game
     */
    public static PositionGame wythoff() {
        return new MovesOnly() {
            @Override
            public String describe() {
                return "test-wythoff";
            }

            @Override
            public void forEachMove(long[] position, OptionSink sink) {
                long[] move = new long[2];
                long[] most = {position[0], position[1], Math.min(position[0], position[1])};
                for (int heaps = 1; heaps <= 3; heaps++) {
                    for (long k = 1; k <= most[heaps - 1]; k++) {
                        move[0] = heaps;
                        move[1] = k;
                        if (!sink.accept(move)) {
                            return;
                        }
                    }
                }
            }

            @Override
            public long[] play(long[] position, long[] move) {
                long[] next = position.clone();
                if ((move[0] & 1) != 0) {
                    next[0] -= move[1];
                }
                if ((move[0] & 2) != 0) {
                    next[1] -= move[1];
                }
                if (next[0] < 0 || next[1] < 0 || move[1] < 1) {
                    throw new IllegalArgumentException("test-wythoff: no move " + Arrays.toString(move));
                }
                return next;
            }
        };
    }
}
