package io.github.grundy.core.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.check.CheckedGames.TakeOneOrTwo;
import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.HeapVariant;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checker on heap games: correct ones pass, and each kind of broken one fails where it breaks, in words. */
class HeapGameCheckTest {

    /** Subtract a square, as a plugin writes it. */
    static final class Squares extends HeapVariant {
        Squares() {
            super("squares", "Subtract a square", "remove 1, 4, 9, ... objects from one heap");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            return (heap, sink) -> {
                for (long k = 1; k * k <= heap; k++) {
                    if (!sink.accept(new long[] {heap - k * k})) {
                        return;
                    }
                }
            };
        }
    }

    /** Kayles: knock down 1 or 2 adjacent pins, which may split the row in two (left <= right). */
    static final HeapMoves KAYLES = (heap, sink) -> {
        for (int take = 1; take <= 2; take++) {
            for (long left = 0; 2 * left <= heap - take; left++) {
                long right = heap - take - left;
                long[] option = left == 0 ? (right == 0 ? new long[0] : new long[] {right}) : new long[] {left, right};
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    };

    private static Failure failure(Report report) {
        assertTrue(!report.passed(), () -> "should fail: " + report.message());
        AssertionError e = assertThrows(AssertionError.class, report::assertPassed);
        assertEquals(report.message(), e.getMessage());
        return report.failure().orElseThrow();
    }

    @Test
    void aCorrectVariantPassesInOneLine() {
        GameChecker.assertCorrect(new Squares(), Map.of(), 200);
        Report report = GameChecker.check(new Squares(), Map.of(), 200);
        assertEquals("variant 'squares' (game: squares) agrees with the definition: 201 heaps of 0..200, and 122 sums of"
                + " two or three heaps.", report.message());
        assertEquals(201, report.checked());
        assertEquals(66 + 56, report.sums());
        assertEquals(List.of(), report.notes());
    }

    @Test
    void correctGamesWithOptionsOfSeveralHeapsPass() {
        GameChecker.check(TabledHeapGame.of("kayles", KAYLES, 1000), 40).assertPassed();
        GameChecker.check(new TakeOneOrTwo(), 30).assertPassed();
    }

    @Test
    void theParametersGoToTheVariant() {
        HeapVariant takeUpTo = new HeapVariant("take-up-to", "Take up to k", "take 1..k objects") {
            final Parameter<Long> k = Parameter.required("k", "the most one move takes", ParameterType.integer(1, 10));

            @Override
            public int spiVersion() {
                return SPI_VERSION;
            }

            @Override
            protected List<Parameter<?>> gameParameters() {
                return List.of(k);
            }

            @Override
            protected HeapMoves moves(Arguments arguments) {
                long most = arguments.get(k);
                return (heap, sink) -> {
                    for (long t = 1; t <= most && t <= heap; t++) {
                        if (!sink.accept(new long[] {heap - t})) {
                            return;
                        }
                    }
                };
            }
        };
        assertTrue(GameChecker.check(takeUpTo, Map.of("k", "3"), 50).message()
                .startsWith("variant 'take-up-to' (game: take-up-to --k=3) agrees"));
        assertEquals("take-up-to: parameter --k is required (the most one move takes, integer in 1..10)",
                assertThrows(IllegalArgumentException.class, () -> GameChecker.check(takeUpTo, Map.of(), 50)).getMessage());
    }

    @Test
    void aWrongGrundyValueIsNamedWithTheOptionThatShowsIt() {
        Report report = GameChecker.check(new TakeOneOrTwo() {
            @Override
            public long grundy(long heap) {
                return heap == 5 ? 0 : heap % 3;
            }
        }, 20);
        assertEquals(Kind.GRUNDY, failure(report).kind());
        assertEquals("game 'take-1-or-2' disagrees with the definition (5 heaps of 0..20 agreed before):\n"
                + "  at:       heap 5\n"
                + "  check:    grundy(5)\n"
                + "  expected: 2, the mex of its options' values {0, 1}\n"
                + "  found:    0\n"
                + "  involved: option 5 -> 3 (take 2) is worth 0", report.message());
    }

    @Test
    void aValueAboveTheMexSaysWhichValueNoOptionHas() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public long grundy(long heap) {
                return heap == 0 ? 7 : heap % 3;
            }
        }, 20));
        assertEquals(new Failure(Kind.GRUNDY, "heap 0", "grundy(0)", "0, as it has no options", "7", "no option is worth 0"), f);
    }

    @Test
    void anOptionNotSmallerThanItsHeapIsAContractViolation() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public void forEachOption(long heap, OptionSink sink) {
                if (heap == 4 && !sink.accept(new long[] {1, 4})) {
                    return;
                }
                super.forEachOption(heap, sink);
            }
        }, 20));
        assertEquals(new Failure(Kind.CONTRACT, "heap 4", "forEachOption(4)",
                "options of heaps smaller than 4 that the game accepts (so that every game ends)",
                "an option of heap 4 holds heap 4, not smaller than 4", "option 4 -> 1 (take 3)"), f);
    }

    @Test
    void aTableThatRefusesABrokenMoveStillHasTheMoveNamed() {
        // TabledHeapGame's own check refuses the table; the checker names the option, not just the refusal.
        HeapMoves grows = (heap, sink) -> {
            if (heap == 3) {
                sink.accept(new long[] {1, 5});
            }
        };
        Failure f = failure(GameChecker.check(TabledHeapGame.of("grows", grows, 100), 10));
        assertEquals(Kind.CONTRACT, f.kind());
        assertEquals("heap 3", f.at());
        assertEquals("an option of heap 3 holds heap 5, not smaller than 3", f.found());
        assertEquals("option 3 -> 1 + 5", f.involved());
    }

    @Test
    void heapsTheGameRefusesAreSkippedButNotInOptions() {
        // Heaps from 1: the options of n are n-1 (for n > 1) and 1 (for n > 2).
        HeapGame fromOne = new HeapGame() {
            @Override
            public String describe() {
                return "from-one";
            }

            @Override
            public void checkHeap(long heap) {
                if (heap < 1) {
                    throw new IllegalArgumentException("from-one: a heap is at least 1, found " + heap);
                }
            }

            @Override
            public long grundy(long heap) {
                checkHeap(heap);
                return heap == 1 ? 0 : heap % 2 == 1 ? 2 : 1;
            }

            @Override
            public void forEachOption(long heap, OptionSink sink) {
                if (heap > 1 && !sink.accept(new long[] {heap - 1})) {
                    return;
                }
                if (heap > 2) {
                    sink.accept(new long[] {1});
                }
            }
        };
        Report report = GameChecker.check(fromOne, 30);
        assertTrue(report.passed(), report::message);
        assertEquals(30, report.checked());
        assertEquals(List.of("heaps the game refuses (checkHeap) were skipped: heap 0: from-one: a heap is at least 1, found 0"),
                report.notes());

        Failure f = failure(GameChecker.check(new HeapGame() {
            @Override
            public String describe() {
                return "to-zero";
            }

            @Override
            public void checkHeap(long heap) {
                fromOne.checkHeap(heap);
            }

            @Override
            public long grundy(long heap) {
                return fromOne.grundy(heap);
            }

            @Override
            public void forEachOption(long heap, OptionSink sink) {
                sink.accept(new long[] {heap - 1});
            }
        }, 30));
        assertEquals(Kind.CONTRACT, f.kind());
        assertEquals("heap 1", f.at());
        assertEquals("an option of heap 1 holds heap 0, which checkHeap refuses", f.found());
    }

    @Test
    void anOutcomeThatLiesIsCaught() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public Outcome outcome(long heap) {
                return heap == 9 ? Outcome.N : super.outcome(heap);
            }
        }, 20));
        assertEquals(new Failure(Kind.OUTCOME, "heap 9", "outcome(9)", "P: its value is 0, so the player to move loses", "N",
                "no option is worth 0"), f);

        Failure won = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public Outcome outcome(long heap) {
                return heap == 4 ? Outcome.P : super.outcome(heap);
            }
        }, 20));
        assertEquals(new Failure(Kind.OUTCOME, "heap 4", "outcome(4)", "N: its value is 1, so the player to move wins", "P",
                "the winning move 4 -> 3 (take 1)"), won);
    }

    @Test
    void optionsOfAValueThatMissOneAreCaught() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
                if (heap != 6 || value != 1) {
                    super.forEachOptionOfValue(heap, value, sink);
                }
            }
        }, 20));
        assertEquals(new Failure(Kind.OPTIONS_OF_VALUE, "heap 6", "forEachOptionOfValue(6, 1)",
                "the options worth 1: 6 -> 4 (take 2)", "none", "missed 6 -> 4 (take 2)"), f);
    }

    @Test
    void optionsOfAValueThatAreWorthAnotherAreCaught() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
                forEachOption(heap, sink); // every option, whatever its value
            }
        }, 20));
        assertEquals(new Failure(Kind.OPTIONS_OF_VALUE, "heap 1", "forEachOptionOfValue(1, 1)", "the options worth 1: none",
                "1 -> 0 (take 1)", "1 -> 0 (take 1) is worth 0, not 1"), f);
    }

    @Test
    void aCountOffByOneIsCaught() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public long countOptionsOfValue(long heap, long value) {
                return super.countOptionsOfValue(heap, value) + (heap == 8 ? 1 : 0);
            }
        }, 20));
        assertEquals(new Failure(Kind.COUNT_OF_VALUE, "heap 8", "countOptionsOfValue(8, 0)",
                "1, as many as forEachOptionOfValue(8, 0) reports", "2", ""), f);
    }

    @Test
    void aWalkThatDoesNotStopWhenAskedIsCaught() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public void forEachOption(long heap, OptionSink sink) {
                for (long take = 1; take <= 2 && take <= heap; take++) {
                    sink.accept(new long[] {heap - take});
                }
            }
        }, 20));
        assertEquals(new Failure(Kind.CONTRACT, "heap 2", "forEachOption(2) with a sink that returns false",
                "one option, then stop", "2 options reported", ""), f);
    }

    @Test
    void aCallThatThrowsIsAFailureNotACrash() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public long grundy(long heap) {
                if (heap == 3) {
                    throw new IllegalStateException("not ready");
                }
                return super.grundy(heap);
            }
        }, 20));
        assertEquals(new Failure(Kind.THREW, "heap 3", "grundy(3)", "an answer", "threw IllegalStateException: not ready", ""), f);

        Failure table = failure(GameChecker.check(TabledHeapGame.of("small-table", KAYLES, 10), 20));
        assertEquals(Kind.THREW, table.kind());
        assertEquals("prepare(20)", table.check());
        assertTrue(table.found().startsWith("threw LimitExceededException: small-table: heap 20 is beyond the Grundy table"),
                table.found());
    }

    @Test
    void aQueryOnlyASumAsksIsCheckedThroughTheSum() {
        // No option of any heap is worth 3, so only a sum asks for options of value 3: here 1 1 2,
        // where each heap of 1 needs an option worth 1 xor 2.
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
                if (value == 3) {
                    forEachOption(heap, sink);
                } else {
                    super.forEachOptionOfValue(heap, value, sink);
                }
            }
        }, 20));
        assertEquals(new Failure(Kind.ANALYSIS, "heaps 1 1 2", "Analyses.of(HeapSum.prepared(game, {1, 1, 2})).list(2147483647)",
                "the moves to a position of value 0: heap 3: 2 -> 0 (take 2)",
                "heap 1: 1 -> 0 (take 1), heap 2: 1 -> 0 (take 1), heap 3: 2 -> 0 (take 2)",
                "heap 1: 1 -> 0 (take 1) leads to a position worth 3, not 0"), f);
    }

    @Test
    void anOptionReportedTwiceIsANoteNotAFailure() {
        // From heap 5 on, 1 + (h-3) comes twice, in both orders: one option, which the queries report once.
        HeapMoves twice = (heap, sink) -> {
            if (heap > 0 && !sink.accept(new long[] {heap - 1})) {
                return;
            }
            if (heap >= 5 && sink.accept(new long[] {1, heap - 3})) {
                sink.accept(new long[] {heap - 3, 1});
            }
        };
        Report report = GameChecker.check(new CheckedGames.DistinctQueries("twice", 12, twice), 12);
        assertTrue(report.passed(), report::message);
        assertEquals(List.of("options reported more than once (an option is a multiset of heaps: one move, listed once):"
                + " 8 times, the first heap 5: 5 -> 1 + 2 and 5 -> 2 + 1"), report.notes());
        assertTrue(report.message().endsWith("\n  note: " + report.notes().get(0)), report::message);
    }

    /**
     * A game that reports an option twice, or both spellings of a split, is still right: grundy
     * lists and counts each distinct option once, and the checker notes the repetition.
     */
    @Test
    void aGameReportingAnOptionTwiceIsRightAndNoted() {
        io.github.grundy.core.game.HeapMoves sloppy = (heap, sink) -> {
            for (long a = 1; a < heap; a++) {
                if (!sink.accept(new long[] {a, heap - a})) {
                    return;
                }
            }
            for (int twice = 0; twice < 2; twice++) {
                if (heap >= 1 && !sink.accept(new long[] {heap - 1})) {
                    return;
                }
            }
        };
        Report report = GameChecker.check(io.github.grundy.core.sequence.TabledHeapGame.of("sloppy", sloppy, 100), 12);
        assertTrue(report.passed(), report.message());
        assertTrue(!report.notes().isEmpty(), report.message());
    }
}
