package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The example of docs/plugins.md ("A closed form or a period"), as written there: a heap game
 * that supplies its own period through {@link GrundySequence}, so heaps are not limited by a
 * table. Keep the two in step.
 */
class PeriodicGameExampleTest {

    /** Take 1, 3 or 4 objects: a subtraction game, values 0 1 0 1 2 3 2 repeating (period 7). */
    static final class TakeOneThreeFour implements HeapGame {

        private static final HeapMoves MOVES = (heap, sink) -> {
            for (long take : new long[] {1, 3, 4}) {
                if (take <= heap && !sink.accept(new long[] {heap - take})) {
                    return;
                }
            }
        };

        private static final GrundySequence.TableLimit LIMIT =
                new GrundySequence.TableLimit(1_000_000, "the table limit of take-1-3-4");

        private final GrundySequence values;

        TakeOneThreeFour() {
            this(GrundySequence.empty());
        }

        private TakeOneThreeFour(GrundySequence values) {
            this.values = values;
        }

        @Override
        public String describe() {
            return "take-1-3-4";
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            checkHeap(heap);
            MOVES.forEachOption(heap, sink);
        }

        @Override
        public HeapGame prepare(long maxHeap) {
            // From heap 4 on, each value is the same function of the 4 before it: one repeated
            // window of 4 values proves the period for ever.
            GrundySequence known = values.extend(MOVES, PeriodCriterion.window(4), maxHeap, LIMIT);
            return known == values ? this : new TakeOneThreeFour(known);
        }

        @Override
        public long maxGrundyHeap() {
            return values.maxHeap();
        }

        @Override
        public long grundy(long heap) {
            checkHeap(heap);
            return values.get(heap);
        }
    }

    @Test
    void theGuidesPeriodicGameAnswersEveryHeap() {
        HeapSum sum = HeapSum.prepared(new TakeOneThreeFour(), new long[] {Long.MAX_VALUE, 5});
        Analysis<HeapMove> analysis = Analyses.of(sum);
        int[] cycle = {0, 1, 0, 1, 2, 3, 2};
        long expected = cycle[(int) (Long.MAX_VALUE % 7)] ^ cycle[5];
        assertEquals(expected, analysis.grundy().getAsLong());
        assertEquals(Outcome.ofGrundy(expected), analysis.outcome());
        HeapGame prepared = sum.game(0);
        assertEquals(Long.MAX_VALUE, prepared.maxGrundyHeap());
        assertEquals(Optional.of(new Period(0, 7)),
                GrundySequence.empty().extend(TakeOneThreeFour.MOVES, PeriodCriterion.window(4), Long.MAX_VALUE,
                        TakeOneThreeFour.LIMIT).period());
    }
}
