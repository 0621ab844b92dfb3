package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.TestPositionGames;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import java.util.concurrent.CancellationException;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The edges of misère play's search of whole positions: its limit on the positions met (named,
 * never a guess, and met before a position's millions of moves are all listed), the cooperative
 * cancellation that {@code --timeout} relies on, deep trees without recursion, and a game whose
 * play would never end.
 */
class MiserePositionLimitTest {

    @AfterEach
    void clearInterrupt() {
        // Leave no flag behind for the next test on this thread.
        Thread.interrupted();
    }

    /**
     * A one-number position whose only move is {@code {1}}, leading to {@code step(n)}; none
     * when {@code step(n)} is negative. Interrupts the thread at its {@code interruptAt}-th move
     * listed (0: never), and counts the moves listed.
     */
    private static final class Chain implements PositionGame {
        final LongUnaryOperator step;
        final long interruptAt;
        long listed;

        Chain(LongUnaryOperator step, long interruptAt) {
            this.step = step;
            this.interruptAt = interruptAt;
        }

        @Override
        public String describe() {
            return "chain";
        }

        @Override
        public long grundy(long[] position) {
            throw new AssertionError("misere play asked for a Grundy value");
        }

        @Override
        public void forEachMove(long[] position, OptionSink sink) {
            if (step.applyAsLong(position[0]) >= 0) {
                if (++listed == interruptAt) {
                    Thread.currentThread().interrupt();
                }
                sink.accept(new long[] {1});
            }
        }

        @Override
        public long[] play(long[] position, long[] move) {
            return new long[] {step.applyAsLong(position[0])};
        }

        @Override
        public String describeMove(long[] position, long[] move) {
            return position[0] + " -> " + step.applyAsLong(position[0]);
        }
    }

    @Test
    void pastItsLimitTheSearchSaysSoNamingTheGameAndTheLimit() {
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> Analyses.misere(TestPositionGames.staircase(), new long[] {3, 3, 3}, 10, "--max-positions=10"));
        assertEquals("test-staircase: the misere search needs more than 10 positions (--max-positions=10)",
                e.getMessage());
        // Within a limit large enough, the same position is answered (lost, as the brute force of
        // MiserePositionTest has it).
        assertEquals(Outcome.P, Analyses.misere(TestPositionGames.staircase(), new long[] {3, 3, 3}, 10_000, "l")
                .outcome());
    }

    @Test
    void oneStairOfATrillionCoinsMeetsTheLimitWhileItsMovesAreListed() {
        // 10^12 moves from one position: the limit stops the listing, not the memory.
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> Analyses.misere(TestPositionGames.staircase(), new long[] {1_000_000_000_000L}, 1000, "the limit"));
        assertTrue(e.getMessage().contains("more than 1000 positions (the limit)"), e.getMessage());
    }

    @Test
    void aDeepTreeNeedsNoRecursion() {
        // n -> n - 1 down to 0: 300,001 positions one below the other. 0 has no move (won), so
        // the odd ones are lost.
        Chain down = new Chain(n -> n - 1, 0);
        assertEquals(Outcome.P, Analyses.misere(down, new long[] {300_001}, 1_000_000, "l").outcome());
        assertEquals(Outcome.N, Analyses.misere(down, new long[] {300_000}, 1_000_000, "l").outcome());
    }

    @Test
    void aGameWhosePlayNeverEndsIsAFailureOfTheGame() {
        // 0 -> 1 -> 2 -> 0 -> ...
        Chain loop = new Chain(n -> (n + 1) % 3, 0);
        GameFailure e = assertThrows(GameFailure.class, () -> Analyses.misere(loop, new long[] {0}, 1000, "l"));
        assertEquals("chain: a move from [2] leads back to [0], a position before it, so play need not end (a"
                + " game's moves must end)", e.getMessage());
        assertEquals("position [0]", e.asked());
    }

    @Test
    void theSearchStopsSoonAfterTheThreadIsInterrupted() {
        // The 1000th move listed interrupts the thread: the search stops at its next check.
        Chain down = new Chain(n -> n - 1, 1000);
        assertThrows(CancellationException.class, () -> Analyses.misere(down, new long[] {100_000}, 1_000_000, "l"));
        assertTrue(down.listed >= 1000 && down.listed <= 1000 + 1024, "moves listed: " + down.listed);
    }

    @Test
    void aSolverStoppedHalfwayAnswersTheNextQuestionRight() {
        // Stopped by the interrupt with positions still on its stack; asked again once the flag is
        // cleared, the same solver finishes the search (no position left half-open).
        Chain down = new Chain(n -> n - 1, 500);
        MisereSolver solver = new MisereSolver(1_000_000, "l");
        assertThrows(CancellationException.class, () -> solver.analyse(down, new long[] {5001}));
        Thread.interrupted();
        assertEquals(Outcome.P, solver.analyse(down, new long[] {5001}).outcome());
        assertEquals(Outcome.N, solver.analyse(down, new long[] {5002}).outcome());
    }
}
