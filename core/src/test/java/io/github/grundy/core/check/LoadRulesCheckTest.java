package io.github.grundy.core.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.HeapVariant;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checker applies the rules grundy applies when it loads a plugin, by the loader's own code
 * ({@link VariantCatalog#refusal}): a variant that passes the checker is one grundy loads. Each of
 * these games is correct, and grundy would still leave it out.
 */
class LoadRulesCheckTest {

    /** Take one or two, correct in every respect but {@code variant}'s rules. */
    static class TakeOneOrTwo extends HeapVariant {
        TakeOneOrTwo(String id) {
            super(id, "Take one or two", "take 1 or 2 objects from one heap");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        protected HeapMoves moves(Arguments arguments) {
            return (heap, sink) -> {
                for (long t = 1; t <= Math.min(2, heap); t++) {
                    if (!sink.accept(new long[] {heap - t})) {
                        return;
                    }
                }
            };
        }
    }

    /** A parameter that {@code grundy solve --limit} would take for its own. */
    static final class WithLimit extends TakeOneOrTwo {
        WithLimit() {
            super("take-up-to");
        }

        @Override
        protected List<Parameter<?>> gameParameters() {
            return List.of(Parameter.optional("limit", "the most a move takes", ParameterType.integer(1, 9), 2L));
        }
    }

    /** Says it is built for the next SPI version. */
    static final class FromTheFuture extends TakeOneOrTwo {
        FromTheFuture() {
            super("future");
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION + 1;
        }
    }

    /** The checker's refusal, which must be the loader's warning word for word. */
    private static Failure refused(Variant variant, Report report) {
        Failure f = report.failure().orElseThrow(() -> new AssertionError("should be refused: " + report.message()));
        assertEquals(Kind.LOAD, f.kind());
        String warning = VariantCatalog.of(List.of(variant)).problems().get(0).message();
        assertEquals(warning, f.found());
        assertEquals(0, report.checked());
        return f;
    }

    @Test
    void anIdGrundyRefusesFailsTheCheck() {
        TakeOneOrTwo moore = new TakeOneOrTwo("Moore_2");
        Report report = GameChecker.check(moore, Map.of(), 30);
        Failure f = refused(moore, report);
        assertEquals("variant 'Moore_2' would not be loaded by grundy:\n"
                + "  at:       loading the variant\n"
                + "  check:    VariantCatalog.refusal(variant)\n"
                + "  expected: none: a variant grundy loads (docs/plugins.md, section 6)\n"
                + "  found:    " + f.found(), report.message());
        // The rule says what an id is, digits included, and what this one could be.
        assertEquals("variant provider " + TakeOneOrTwo.class.getName() + " (test-classes/) has the id 'Moore_2', which"
                + " is not lower-case words of letters and digits joined by '-', beginning with a letter (as"
                + " 'moore-2'); ignored", f.found());
        assertThrows(AssertionError.class, () -> GameChecker.assertCorrect(moore, Map.of(), 30));
        // Digits are fine, after a letter, in any word.
        assertFalse(GameChecker.check(new TakeOneOrTwo("moore-2"), Map.of(), 30).failure().isPresent());
        assertFalse(GameChecker.check(new TakeOneOrTwo("take2-3"), Map.of(), 30).failure().isPresent());
        refused(new TakeOneOrTwo("2-take"), GameChecker.check(new TakeOneOrTwo("2-take"), Map.of(), 30));
    }

    @Test
    void aReservedParameterNameOrAnotherSpiVersionFailsTheCheck() {
        WithLimit limit = new WithLimit();
        assertEquals("variant provider " + WithLimit.class.getName() + " (test-classes/) declares the parameter"
                + " '--limit', a name grundy's commands use for their own options; rename it; ignored",
                refused(limit, GameChecker.check(limit, Map.of("limit", "2"), 30)).found());
        FromTheFuture future = new FromTheFuture();
        refused(future, GameChecker.check(future, Map.of(), 30));
    }

    @Test
    void aPositionGameIsCheckedByTheSameRules() {
        Variant whole = new Variant() {
            @Override
            public String id() {
                return "Whole";
            }

            @Override
            public String title() {
                return "Whole";
            }

            @Override
            public String summary() {
                return "one move from any position to the empty one";
            }

            @Override
            public int spiVersion() {
                return SPI_VERSION;
            }

            @Override
            public PositionGame create(Arguments arguments) {
                return new PositionGame() {
                    @Override
                    public String describe() {
                        return "whole";
                    }

                    @Override
                    public long grundy(long[] position) {
                        return position.length == 0 ? 0 : 1;
                    }

                    @Override
                    public void forEachMove(long[] position, OptionSink sink) {
                        if (position.length > 0) {
                            sink.accept(new long[0]);
                        }
                    }

                    @Override
                    public long[] play(long[] position, long[] move) {
                        return new long[0];
                    }

                    @Override
                    public String describeMove(long[] position, long[] move) {
                        return "clear";
                    }
                };
            }
        };
        refused(whole, GameChecker.check(whole, Map.of(), 1, 3));
    }
}
