package io.github.grundy.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.play.PerfectPlayer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Analyses#ofGiven}: a position as given is checked, prepared and analysed in the play
 * asked, in one call; what each step is asked of the game is recorded here.
 */
class AnalysesGivenTest {

    /** Nim up to heap 100, recording the heaps checked and the preparations; its prepared self is another object. */
    private static final class RecordingNim implements HeapGame {
        final List<Long> checked = new ArrayList<>();
        final List<Long> prepared = new ArrayList<>();
        final String name;

        RecordingNim(String name) {
            this.name = name;
        }

        @Override
        public long grundy(long heap) {
            return heap;
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            for (long k = 0; k < heap; k++) {
                if (!sink.accept(new long[] {k})) {
                    return;
                }
            }
        }

        @Override
        public void checkHeap(long heap) {
            checked.add(heap);
            if (heap > 100) {
                throw new IllegalArgumentException(name + ": heap " + heap + " is over 100");
            }
        }

        @Override
        public HeapGame prepare(long maxHeap) {
            prepared.add(maxHeap);
            return new RecordingNim(name + " prepared");
        }

        @Override
        public String describe() {
            return name;
        }
    }

    @Test
    void aSumIsCheckedHeapByHeapAndItsGamePreparedOnceForTheLargest() {
        RecordingNim nim = new RecordingNim("nim");
        HeapSumAnalysis a = Analyses.ofGiven(HeapSum.of(nim, 3, 5, 6), Play.normal());
        assertEquals(List.of(3L, 5L, 6L), nim.checked);
        assertEquals(List.of(6L), nim.prepared);
        assertEquals("nim prepared", a.sum().game(0).describe());
        assertEquals(Outcome.P, a.outcome());
        assertFalse(a.misere());
    }

    @Test
    void aSumOfDifferentGamesPreparesEachOnceForItsOwnLargest() {
        RecordingNim one = new RecordingNim("one");
        RecordingNim two = new RecordingNim("two");
        HeapSumAnalysis a = Analyses.ofGiven(HeapSum.of(new HeapGame[] {one, two, one}, new long[] {2, 9, 4}),
                Play.normal());
        assertEquals(List.of(4L), one.prepared);
        assertEquals(List.of(9L), two.prepared);
        assertEquals("two prepared", a.sum().game(1).describe());
        assertEquals(Outcome.N, a.outcome());
    }

    @Test
    void aRefusedHeapStopsBeforeAnyPreparation() {
        RecordingNim nim = new RecordingNim("nim");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Analyses.ofGiven(HeapSum.of(nim, 3, 101), Play.misere(10, "--max=10")));
        assertEquals("nim: heap 101 is over 100", e.getMessage());
        assertEquals(List.of(), nim.prepared);
    }

    @Test
    void misereAnswersBySomeRuleAndKeepsTheLimitsName() {
        // Two heaps of 1: the mover takes one and leaves the other player the last move.
        HeapSumAnalysis a = Analyses.ofGiven(HeapSum.of(new RecordingNim("nim"), 1, 1), Play.misere(100, "--max=100"));
        assertTrue(a.misere());
        assertEquals(Outcome.N, a.outcome());
        assertTrue(a.rule().isPresent());
        assertEquals(Outcome.P, Analyses.ofGiven(HeapSum.of(new RecordingNim("nim"), 1, 1), Play.normal()).outcome());
    }

    /** Staircase Nim with its Grundy value (the nim-sum of the odd stairs), recording its preparations. */
    private static final class ValuedStaircase implements PositionGame {
        final PositionGame moves = TestPositionGames.staircase();
        final List<long[]> prepared = new ArrayList<>();

        @Override
        public long grundy(long[] position) {
            long x = 0;
            for (int s = 0; s < position.length; s += 2) {
                x ^= position[s];
            }
            return x;
        }

        @Override
        public PositionGame prepare(long[] position) {
            prepared.add(position);
            return this;
        }

        @Override
        public void forEachMove(long[] position, OptionSink sink) {
            moves.forEachMove(position, sink);
        }

        @Override
        public long[] play(long[] position, long[] move) {
            return moves.play(position, move);
        }

        @Override
        public String describeMove(long[] position, long[] move) {
            return moves.describeMove(position, move);
        }

        @Override
        public String describe() {
            return "valued-staircase";
        }
    }

    @Test
    void aWholePositionIsPreparedInNormalPlayOnly() {
        ValuedStaircase game = new ValuedStaircase();
        long[] position = {1, 0, 1};
        PositionGameAnalysis normal = Analyses.ofGiven(game, position, Play.normal());
        assertEquals(Outcome.P, normal.outcome());
        assertEquals(1, game.prepared.size());
        assertSame(position, game.prepared.get(0));
        // Misère play searches the moves alone: {1,0,1} has moves, and the mover can leave one coin for the other.
        PositionGameAnalysis misere = Analyses.ofGiven(game, position, Play.misere(1000, "--max=1000"));
        assertTrue(misere.misere());
        assertEquals(1, game.prepared.size());
    }

    @Test
    void aWholePositionTheGameRefusesIsRefusedInEitherPlay() {
        ValuedStaircase game = new ValuedStaircase();
        for (Play play : List.of(Play.normal(), Play.misere(5, "--max=5"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Analyses.ofGiven(game, new long[] {2, -1}, play));
            assertEquals("valued-staircase: entry 2 is negative: -1", e.getMessage());
        }
        assertEquals(List.of(), game.prepared);
    }

    @Test
    void misereNeedsAPositiveLimitAndThePlayerFollowsThePlay() {
        assertThrows(IllegalArgumentException.class, () -> Play.misere(0, "--max=0"));
        assertTrue(PerfectPlayer.of(Play.misere(5, "--max=5")).misere());
        assertFalse(PerfectPlayer.of(Play.normal()).misere());
    }
}
