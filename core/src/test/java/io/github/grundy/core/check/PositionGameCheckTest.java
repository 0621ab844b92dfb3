package io.github.grundy.core.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.check.CheckedGames.VectorNim;
import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.HeapVariant;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checker on whole-position games, and how it is called. */
class PositionGameCheckTest {

    /** A variant whose game is {@code game}. */
    private static Variant variant(String id, Game game) {
        return new Variant() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String title() {
                return id;
            }

            @Override
            public String summary() {
                return id;
            }

            @Override
            public Game create(Arguments arguments) {
                return game;
            }

            @Override
            public int spiVersion() {
                return SPI_VERSION;
            }
        };
    }

    private static Failure failure(Report report) {
        assertTrue(!report.passed(), () -> "should fail: " + report.message());
        return report.failure().orElseThrow();
    }

    @Test
    void aCorrectGamePassesOnEveryVector() {
        Variant v = variant("vector-nim", new VectorNim(Long.MAX_VALUE));
        GameChecker.assertCorrect(v, Map.of(), 3, 4);
        Report report = GameChecker.check(v, Map.of(), 3, 4);
        assertEquals("variant 'vector-nim' (game: vector-nim) agrees with the definition: 125 positions of 3 entries in 0..4.",
                report.message());
        assertEquals(List.of(), report.notes());
    }

    @Test
    void positionsBeyondTheTableAreCheckedByTheirOutcomeAndMoves() {
        Report report = GameChecker.check(new VectorNim(2), GameChecker.vectors(2, 4));
        assertTrue(report.passed(), report::message);
        assertEquals(25, report.checked());
        assertEquals(List.of("positions whose value the game does not know (grundyKnown false) were checked by their outcome"
                + " and winning moves: 16 times, the first position [0, 3]"), report.notes());

        // A closed form that lies beyond the table is still caught.
        Failure f = failure(GameChecker.check(new VectorNim(2) {
            @Override
            public Outcome outcome(long[] position) {
                return position[0] == 3 && position[1] == 3 ? Outcome.N : super.outcome(position);
            }
        }, GameChecker.vectors(2, 4)));
        assertEquals(new Failure(Kind.OUTCOME, "position [3, 3]", "outcome([3, 3])",
                "P: its value is 0, so the player to move loses", "N", "no move leads to a position worth 0"), f);
    }

    @Test
    void aWrongGrundyValueIsNamedWithTheMoveThatShowsIt() {
        Report report = GameChecker.check(variant("vector-nim", new VectorNim(Long.MAX_VALUE) {
            @Override
            public long grundy(long[] position) {
                return position.length == 2 && position[0] == 1 && position[1] == 2 ? 2 : super.grundy(position);
            }
        }), Map.of(), 2, 3);
        assertEquals("variant 'vector-nim' (game: vector-nim) disagrees with the definition (6 positions of 2 entries in"
                + " 0..3 agreed before):\n"
                + "  at:       position [1, 2]\n"
                + "  check:    grundy([1, 2])\n"
                + "  expected: 3, the mex of the values its moves lead to {0, 1, 2}\n"
                + "  found:    2\n"
                + "  involved: the move entry 1: 1 -> 0 {1, 1} leads to [0, 2], worth 2", report.message());
    }

    @Test
    void movesToAValueAndTheirCountAreCompared() {
        Failure missed = failure(GameChecker.check(new VectorNim(Long.MAX_VALUE) {
            @Override
            public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
                super.forEachMoveToValue(position, value, move -> move[0] == 2 || sink.accept(move));
            }
        }, List.of(new long[] {1, 2})));
        assertEquals(new Failure(Kind.OPTIONS_OF_VALUE, "position [1, 2]", "forEachMoveToValue([1, 2], 0)",
                "the moves to a position worth 0: entry 2: 2 -> 1 {2, 1}", "none", "missed entry 2: 2 -> 1 {2, 1}"), missed);

        Failure count = failure(GameChecker.check(new VectorNim(Long.MAX_VALUE) {
            @Override
            public long countMovesToValue(long[] position, long value) {
                return super.countMovesToValue(position, value) + 1;
            }
        }, List.of(new long[] {1, 2})));
        assertEquals(new Failure(Kind.COUNT_OF_VALUE, "position [1, 2]", "countMovesToValue([1, 2], 0)",
                "1, as many as forEachMoveToValue([1, 2], 0) reports", "2", ""), count);
    }

    @Test
    void aPositionReachableFromItselfIsAContractViolation() {
        Failure f = failure(GameChecker.check(new VectorNim(Long.MAX_VALUE) {
            @Override
            public long[] play(long[] position, long[] move) {
                long[] next = super.play(position, move);
                return next[0] == 0 && next.length == 2 && next[1] == 0 ? new long[] {1, 1} : next; // 1 1 -> 0 1 -> 1 1
            }
        }, List.of(new long[] {1, 1})));
        assertEquals(Kind.CONTRACT, f.kind());
        assertEquals("position [1, 1] is reachable from itself", f.found());
        assertEquals("[1, 1] -> [0, 1] -> [1, 1]", f.involved());
    }

    @Test
    void playThatChangesItsArgumentIsAContractViolation() {
        Failure f = failure(GameChecker.check(new VectorNim(Long.MAX_VALUE) {
            @Override
            public long[] play(long[] position, long[] move) {
                position[(int) move[0] - 1] -= move[1];
                return position.clone();
            }
        }, List.of(new long[] {2})));
        assertEquals(new Failure(Kind.CONTRACT, "position [2]", "play([2], {1, 1})", "a new array, the position given left as it was",
                "the position given changed to [1]", "entry 1: 2 -> 1 {1, 1}"), f);
    }

    @Test
    void theWrongKindOfCheckSaysWhichToUse() {
        assertEquals("variant 'vector-nim' (game: vector-nim) plays whole positions: check it on positions,"
                + " GameChecker.check(variant, parameters, length, maxEntry)",
                assertThrows(IllegalArgumentException.class,
                        () -> GameChecker.check(variant("vector-nim", new VectorNim(9)), Map.of(), 10)).getMessage());
        HeapVariant heaps = new HeapVariant("h", "H", "h") {
            @Override
            public int spiVersion() {
                return SPI_VERSION;
            }

            @Override
            protected HeapMoves moves(Arguments arguments) {
                return (heap, sink) -> { };
            }
        };
        assertEquals("variant 'h' (game: h) is played on heaps: check it up to a heap, GameChecker.check(variant, parameters,"
                + " maxHeap)", assertThrows(IllegalArgumentException.class, () -> GameChecker.check(heaps, Map.of(), 2, 3))
                .getMessage());
    }

    @Test
    void vectorsAreEveryPositionInOrder() {
        List<long[]> v = GameChecker.vectors(2, 2);
        assertEquals("[[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]]",
                v.stream().map(java.util.Arrays::toString).toList().toString());
        assertEquals(1, GameChecker.vectors(0, 5).size());
        assertThrows(IllegalArgumentException.class, () -> GameChecker.vectors(7, 9));
        assertThrows(IllegalArgumentException.class, () -> GameChecker.vectors(-1, 9));
    }
}
