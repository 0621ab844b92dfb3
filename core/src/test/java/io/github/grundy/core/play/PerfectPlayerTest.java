package io.github.grundy.core.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.core.loopy.GeneralizedGrundyTest;
import io.github.grundy.core.loopy.LoopyHeapGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The perfect opponent of {@code play} against a random one: from every won position it wins (it
 * makes the last move in normal play, leaves it to the other in misère play), and on graphs with
 * cycles it wins in a bounded number of moves, however the other tries to make play go round (the
 * counter strategy). Losing, it never gives up more than it must: its move leaves the fewest
 * winning replies of all.
 */
class PerfectPlayerTest {

    /**
     * A random legal move of {@code sum}, which has one; on a graph with cycles, most often one
     * that tries to make play go round (to a larger or infinite value), when there is one.
     */
    private static HeapMove randomMove(HeapSum sum, Random random) {
        List<HeapMove> all = new ArrayList<>();
        List<HeapMove> away = new ArrayList<>();
        for (int i = 0; i < sum.size(); i++) {
            for (long[] o : PerfectPlayer.options(sum, i, Integer.MAX_VALUE)) {
                HeapMove m = new HeapMove(i, sum.heap(i), o);
                all.add(m);
                if (sum.game(i) instanceof LoopyHeapGame g && o.length == 1) {
                    long before = g.generalizedValue(sum.heap(i));
                    long after = g.generalizedValue(o[0]);
                    if (before != GeneralizedGrundy.INFINITE && (after == GeneralizedGrundy.INFINITE || after > before)) {
                        away.add(m);
                    }
                }
            }
        }
        List<HeapMove> from = !away.isEmpty() && random.nextInt(10) < 8 ? away : all;
        return from.get(random.nextInt(from.size()));
    }

    /** Plays from {@code sum} (computer to move) until no move is left or {@code maxPlies}; true iff the computer moved last. */
    private static Optional<Boolean> play(PerfectPlayer computer, HeapSum sum, Random random, int maxPlies) {
        boolean computerToMove = true;
        Optional<HeapMove> last = Optional.empty();
        for (int ply = 0; ply < maxPlies; ply++) {
            if (!PerfectPlayer.hasMove(sum)) {
                return Optional.of(!computerToMove);
            }
            HeapMove m = computerToMove ? computer.choose(computer.analyse(sum), last).move() : randomMove(sum, random);
            sum = sum.after(m);
            last = Optional.of(m);
            computerToMove = !computerToMove;
        }
        return Optional.empty();
    }

    @Test
    void winningItWinsNormalAndMisere() {
        TestGames.TableGame kayles = TestGames.kayles(100);
        TestGames.TableGame subtraction = TestGames.subtraction(100, 1, 3, 4);
        Random random = new Random(1966);
        int games = 0;
        for (int round = 0; round < 1500; round++) {
            boolean misere = round % 2 == 1;
            PerfectPlayer computer = misere ? PerfectPlayer.misere(1_000_000, "limit") : PerfectPlayer.normal();
            int k = 1 + random.nextInt(3);
            HeapGame[] g = new HeapGame[k];
            long[] heaps = new long[k];
            for (int i = 0; i < k; i++) {
                g[i] = random.nextBoolean() ? kayles : subtraction;
                heaps[i] = random.nextInt(9);
            }
            HeapSum sum = HeapSum.of(g, heaps);
            if (computer.analyse(sum).outcome() != Outcome.N) {
                continue;
            }
            games++;
            boolean computerMovedLast = play(computer, sum, random, 1000).orElseThrow();
            assertEquals(!misere, computerMovedLast, (misere ? "misere " : "") + sum);
        }
        assertTrue(games > 500, games + " won games");
    }

    @Test
    void onGraphsWithCyclesTheWinIsFinite() {
        Random random = new Random(1986);
        int games = 0;
        for (int round = 0; round < 2000; round++) {
            int n = 2 + random.nextInt(10);
            GeneralizedGrundyTest.Tokens tokens = new GeneralizedGrundyTest.Tokens(
                    GeneralizedGrundy.of(GeneralizedGrundyTest.random(random, n, random.nextInt(3 * n))));
            long[] start = random.longs(1 + random.nextInt(2), 0, n).toArray();
            HeapSum sum = HeapSum.of(tokens, start);
            PerfectPlayer computer = PerfectPlayer.normal();
            if (computer.analyse(sum).outcome() != Outcome.N) {
                continue;
            }
            games++;
            // Each token's counter bounds the answers to its reversals; 4 n^2 plies is plenty.
            Optional<Boolean> result = play(computer, sum, random, 4 * n * n + 8);
            assertEquals(Optional.of(true), result, "won from " + sum + " on " + n + " vertices");
        }
        assertTrue(games > 200, games + " won games");
    }

    @Test
    void losingItLeavesTheFewestWinningReplies() {
        TestGames.TableGame kayles = TestGames.kayles(100);
        Random random = new Random(7);
        PerfectPlayer computer = PerfectPlayer.normal();
        int checked = 0;
        for (int round = 0; round < 300; round++) {
            long[] heaps = random.longs(1 + random.nextInt(3), 1, 10).toArray();
            HeapSum sum = HeapSum.of(kayles, heaps);
            if (computer.analyse(sum).outcome() != Outcome.P || !PerfectPlayer.hasMove(sum)) {
                continue;
            }
            PerfectPlayer.Choice<HeapMove> c = computer.choose(computer.analyse(sum), Optional.empty());
            long fewest = Long.MAX_VALUE;
            for (int i = 0; i < sum.size(); i++) {
                for (long[] o : PerfectPlayer.options(sum, i, Integer.MAX_VALUE)) {
                    fewest = Math.min(fewest, Analyses.of(sum.after(new HeapMove(i, sum.heap(i), o))).count());
                }
            }
            assertEquals(fewest, c.replies(), sum.toString());
            assertEquals(fewest, Analyses.of(sum.after(c.move())).count());
            checked++;
        }
        assertTrue(checked > 30, checked + " lost positions");
    }
}
