package io.github.grundy.variants.staircase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.play.PerfectPlayer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The perfect opponent on a whole-vector game, the staircase, in normal and in misère play,
 * against a search of the game tree that knows the rule only: winning, its move leads to a lost
 * position; losing, its move leaves the fewest winning replies there are; and from a won start it
 * wins every game against random play (in misère play, by leaving the last move to the other).
 */
class StaircasePlayTest {

    private final Staircase game = new Staircase();
    /** Misère play (the last player to move loses), or normal play; set by each test. */
    private boolean misere;
    private PerfectPlayer player;
    private final Map<String, Boolean> wins = new HashMap<>();

    private void play(boolean misere) {
        this.misere = misere;
        this.player = misere ? PerfectPlayer.misere(1_000_000, "a test's limit") : PerfectPlayer.normal();
        wins.clear();
    }

    @Test
    void itWinsWhenItCanAndResistsWhenItCannot() {
        play(false);
        winsWhenItCanAndResistsWhenItCannot();
    }

    @Test
    void inMiserePlayItWinsWhenItCanAndResistsWhenItCannot() {
        play(true);
        winsWhenItCanAndResistsWhenItCannot();
    }

    @Test
    void fromAWonStartItWinsAgainstRandomPlay() {
        play(false);
        winsFromAWonStart();
    }

    @Test
    void inMiserePlayFromAWonStartItWinsAgainstRandomPlay() {
        play(true);
        winsFromAWonStart();
    }

    private void winsWhenItCanAndResistsWhenItCannot() {
        SplittableRandom random = new SplittableRandom(17);
        for (int trial = 0; trial < 2000; trial++) {
            long[] stairs = new long[1 + random.nextInt(4)];
            for (int i = 0; i < stairs.length; i++) {
                stairs[i] = random.nextInt(5);
            }
            List<long[]> moves = PerfectPlayer.moves(game, stairs, Integer.MAX_VALUE);
            if (moves.isEmpty()) {
                continue;
            }
            PositionGameAnalysis a = player.analyse(game, stairs);
            assertEquals(wins(stairs), a.outcome() == Outcome.N, Arrays.toString(stairs));
            PerfectPlayer.Choice<PositionMove> c = player.choose(a);
            long[] after = game.play(stairs, c.move().encoding());
            if (a.outcome() == Outcome.N) {
                assertFalse(wins(after), Arrays.toString(stairs) + " -> " + Arrays.toString(after));
                assertEquals(0, c.replies());
            } else {
                long fewest = Long.MAX_VALUE;
                for (long[] m : moves) {
                    fewest = Math.min(fewest, winningReplies(game.play(stairs, m)));
                }
                assertEquals(fewest, winningReplies(after), Arrays.toString(stairs));
                assertEquals(fewest, c.replies(), Arrays.toString(stairs));
            }
        }
    }

    private void winsFromAWonStart() {
        SplittableRandom random = new SplittableRandom(5);
        for (int game = 0; game < 500; game++) {
            long[] stairs = new long[2 + random.nextInt(3)];
            for (int i = 0; i < stairs.length; i++) {
                stairs[i] = random.nextInt(6);
            }
            if (!wins(stairs)) {
                continue;
            }
            boolean computerToMove = true;
            while (!PerfectPlayer.moves(this.game, stairs, 1).isEmpty()) {
                if (computerToMove) {
                    stairs = this.game.play(stairs, player.choose(player.analyse(this.game, stairs)).move().encoding());
                } else {
                    List<long[]> moves = PerfectPlayer.moves(this.game, stairs, Integer.MAX_VALUE);
                    stairs = this.game.play(stairs, moves.get(random.nextInt(moves.size())));
                }
                computerToMove = !computerToMove;
            }
            // computerToMove: the computer is left without a move, the other player moved last.
            assertEquals(misere, computerToMove, misere ? "the computer made the last move"
                    : "the computer did not make the last move");
        }
    }

    private long winningReplies(long[] position) {
        long n = 0;
        for (long[] m : PerfectPlayer.moves(game, position, Integer.MAX_VALUE)) {
            if (!wins(game.play(position, m))) {
                n++;
            }
        }
        return n;
    }

    /**
     * By the rule alone: coins move from stair i to stair i-1, off the staircase from stair 1; with
     * no move left, the player to move has lost in normal play and won in misère play.
     */
    private boolean wins(long[] stairs) {
        String key = Arrays.toString(stairs);
        Boolean known = wins.get(key);
        if (known != null) {
            return known;
        }
        boolean won = false;
        boolean any = false;
        for (int i = 0; i < stairs.length && !won; i++) {
            for (long k = 1; k <= stairs[i] && !won; k++) {
                long[] next = stairs.clone();
                next[i] -= k;
                if (i > 0) {
                    next[i - 1] += k;
                }
                won = !wins(next);
                any = true;
            }
        }
        won |= misere && !any;
        wins.put(key, won);
        return won;
    }
}
