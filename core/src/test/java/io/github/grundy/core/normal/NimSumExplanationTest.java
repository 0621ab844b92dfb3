package io.github.grundy.core.normal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The steps of {@code --explain} on random sums of Kayles and subtraction heaps: the xor is the
 * values', the chosen heap has the xor's highest bit, its move leaves a lost position (by the
 * brute-force values of the options), and each explained value is the mex of the options shown.
 */
class NimSumExplanationTest {

    @Test
    void theStepsHoldOnRandomSums() {
        TestGames.TableGame kayles = TestGames.kayles(200);
        TestGames.TableGame subtraction = TestGames.subtraction(200, 1, 3, 4);
        TestGames.DefinitionGrundy kaylesValues = new TestGames.DefinitionGrundy(TestGames.KAYLES_MOVES);
        TestGames.DefinitionGrundy subtractionValues = new TestGames.DefinitionGrundy(TestGames.subtractionMoves(1, 3, 4));
        Random random = new Random(1939);
        int won = 0;
        for (int round = 0; round < 2000; round++) {
            int k = 1 + random.nextInt(4);
            HeapGame[] games = new HeapGame[k];
            long[] heaps = new long[k];
            for (int i = 0; i < k; i++) {
                games[i] = random.nextBoolean() ? kayles : subtraction;
                heaps[i] = random.nextInt(40);
            }
            NimSumExplanation e = NimSumExplanation.of(WinningMoves.of(HeapSum.of(games, heaps)));
            long xor = 0;
            for (int i = 0; i < k; i++) {
                // The values by the definition (mex of the options' values), not the tables'.
                long g = (games[i] == kayles ? kaylesValues : subtractionValues).of(heaps[i]);
                xor ^= g;
                assertEquals(g, e.rows().get(i).grundy());
            }
            assertEquals(xor, e.nimSum());
            if (xor == 0) {
                assertTrue(e.move().isEmpty() && e.bit().isEmpty());
                assertEquals(Outcome.P, e.outcome());
                continue;
            }
            won++;
            assertEquals(Outcome.N, e.outcome());
            int bit = e.bit().getAsInt();
            assertEquals(63 - Long.numberOfLeadingZeros(xor), bit);
            int chosen = e.chosen().getAsInt();
            // By the definition's values, not the tables'.
            assertEquals((games[chosen] == kayles ? kaylesValues : subtractionValues).of(heaps[chosen]), e.chosenValue());
            for (int i = 0; i < chosen; i++) {
                assertEquals(0, games[i].grundy(heaps[i]) >>> bit & 1, "the first value with the bit");
            }
            HeapMove move = e.move().get();
            long after = xor ^ games[chosen].grundy(heaps[chosen]) ^ games[chosen].grundyOfOption(move.option());
            assertEquals(0, after, "the move leaves xor 0");
            for (NimSumExplanation.HeapValue v : e.values()) {
                if (v.more() || v.period().isPresent()) {
                    continue;
                }
                Set<Long> seen = new HashSet<>();
                for (NimSumExplanation.Option o : v.options()) {
                    seen.add(o.grundy());
                }
                assertEquals(TestGames.mex(seen), v.grundy(), "the mex of the options shown");
            }
        }
        assertTrue(won > 1000, won + " won positions");
    }

    @Test
    void aHeapWithoutAValueIsRefused() {
        assertFalse(NimSumExplanation.of(WinningMoves.of(HeapSum.of(TestGames.kayles(10), 3))).move().isEmpty());
        HeapGame outcomesOnly = new HeapGame() {
            @Override
            public long grundy(long heap) {
                throw new IllegalArgumentException("beyond the table");
            }

            @Override
            public long maxGrundyHeap() {
                return 10;
            }

            @Override
            public Outcome outcome(long heap) {
                return Outcome.N;
            }

            @Override
            public void forEachOption(long heap, OptionSink sink) {
                sink.accept(new long[] {heap - 1});
            }

            @Override
            public String describe() {
                return "outcomes only";
            }
        };
        assertThrows(IllegalArgumentException.class,
                () -> NimSumExplanation.of(WinningMoves.of(HeapSum.of(outcomesOnly, 100))));
    }
}
