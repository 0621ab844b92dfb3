package io.github.grundy.core.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.sequence.TabledHeapGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A strip as it is played ({@link WholeStrip}): on every position of short strips, its outcome
 * and number of winning moves in normal play, and its outcome in misère play (searched by core),
 * against a table of the real game over bit masks that flips coins and knows no theory.
 */
class WholeStripTest {

    /** A heap game of a code that also says where its heaps are coins. */
    private record Strip(TabledHeapGame table) implements CoinStrip {
        @Override
        public String describe() {
            return table.describe();
        }

        @Override
        public long grundy(long coin) {
            return table.grundy(coin);
        }

        @Override
        public void forEachOption(long coin, io.github.grundy.core.game.OptionSink sink) {
            table.forEachOption(coin, sink);
        }
    }

    @Test
    void everyPositionOfShortStripsInNormalAndMiserePlay() {
        for (String text : List.of("1-3", "1+C", "3E", "2", "1-2F")) {
            int length = 9;
            TurningMoves moves = new TurningMoves(TurningCode.parse(text));
            WholeStrip whole = new WholeStrip(new Strip(TabledHeapGame.of(text, moves, 100).prepare(length)));
            List<List<Integer>> flips = StripMasks.of(moves, length);
            boolean[] normalWin = new boolean[1 << length];
            boolean[] misereWin = new boolean[1 << length];
            // Position 0 (all tails) has no move: lost in normal play, won in misère play (the other moved last).
            misereWin[0] = true;
            for (int position = 1; position < 1 << length; position++) {
                int winning = 0;
                int any = 0;
                boolean misere = false;
                for (int coin = 1; coin <= length; coin++) {
                    if ((position >> (coin - 1) & 1) == 1) {
                        for (int m : flips.get(coin - 1)) {
                            winning += normalWin[position ^ m] ? 0 : 1;
                            any++;
                            misere |= !misereWin[position ^ m];
                        }
                    }
                }
                normalWin[position] = winning > 0;
                // No move at all (heads no move can turn): the last move was the other player's, who lost.
                misereWin[position] = misere || any == 0;
                long[] heads = heads(position);
                PositionGameAnalysis a = Analyses.of(whole, heads);
                assertEquals(normalWin[position] ? Outcome.N : Outcome.P, a.outcome(), text + " " + position);
                assertEquals(winning, whole.countMovesToValue(heads, 0), text + " " + position);
                PositionGameAnalysis m = Analyses.misere(whole, heads, 1_000_000, "--max-positions");
                assertEquals(misereWin[position] ? Outcome.N : Outcome.P, m.outcome(), text + " misere " + position);
            }
        }
    }

    @Test
    void playFlipsAndRefusesIllegalMoves() {
        TurningMoves moves = new TurningMoves(TurningCode.parse("1-3"));
        WholeStrip whole = new WholeStrip(new Strip(TabledHeapGame.of("1-3", moves, 100).prepare(10)));
        assertEquals(List.of(2L, 4L), toList(whole.play(new long[] {1, 4, 6}, new long[] {1, 2, 6})));
        assertEquals("coin 5 is not a head: a move turns a head to tails, its rightmost coin",
                assertThrows(IllegalArgumentException.class, () -> whole.play(new long[] {1}, new long[] {5})).getMessage());
        assertEquals("1-3 does not turn 1, 2, 3, 6",
                assertThrows(IllegalArgumentException.class, () -> whole.play(new long[] {6}, new long[] {1, 2, 3, 6})).getMessage());
        assertEquals(java.util.Optional.of("htthth"), whole.describePosition(new long[] {1, 4, 6}));
        assertEquals(java.util.Optional.of("all tails"), whole.describePosition(new long[0]));
        assertEquals("1-3: coin 4 is listed twice (a coin is heads or tails: list each head once)",
                assertThrows(IllegalArgumentException.class, () -> whole.checkPosition(new long[] {4, 2, 4})).getMessage());
    }

    private static List<Long> toList(long[] a) {
        List<Long> l = new ArrayList<>();
        for (long x : a) {
            l.add(x);
        }
        return l;
    }

    private static long[] heads(int position) {
        long[] h = new long[Integer.bitCount(position)];
        for (int i = 0, n = 0; i < 31; i++) {
            if ((position >> i & 1) == 1) {
                h[n++] = i + 1;
            }
        }
        return h;
    }
}
