package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.period.PeriodCriterion;
import org.junit.jupiter.api.Test;

/**
 * The mex engine that lends a table's far heaps to the threads a {@link ThreadShare} has free
 * ({@link StoredSequence#engine}): the same values as {@link RareCommon} alone, whichever fills
 * found threads and whichever did not, in any order of the two engines.
 */
class ParallelRareCommonTest {

    /** Past the first heap the stored engine computes in blocks, with room for several blocks of fills. */
    private static final int HEAPS = (int) EngineThreads.PARALLEL_FROM + 40_000;

    @Test
    void fillsWithAndWithoutFreeThreadsGiveRareCommonsValues() {
        for (String text : new String[] {".6", "4!.0", "0.167", "0.14", "4.07", "0.51"}) {
            TakeBreakCode code = TakeBreakCode.parse(text);
            char[] expected = new char[HEAPS];
            assertEquals(HEAPS, RareCommon.of(code).fillNarrow(expected, 0, HEAPS - 1), text);

            ThreadShare share = new ThreadShare(3);
            // Two other computations run: one thread free.
            share.enter();
            share.enter();
            ValueEngine engine = StoredSequence.engine(code, share);
            assertInstanceOf(ParallelRareCommon.class, engine, text);
            NarrowEngine narrow = (NarrowEngine) engine;
            char[] values = new char[HEAPS];
            int[] ends = {1000, 70_000, 80_000, 90_000, 100_000, HEAPS};
            int from = 0;
            for (int i = 0; i < ends.length; i++) {
                // Every other fill finds no thread free: the other engine's, from where the first stopped.
                if (i % 2 == 0) {
                    share.enter();
                } else if (i > 1) {
                    share.leave();
                }
                assertEquals(ends[i], narrow.fillNarrow(values, from, ends[i] - 1), text + " to " + ends[i]);
                if (i % 2 == 0) {
                    share.leave();
                } else if (i > 1) {
                    share.enter();
                }
                from = ends[i];
            }
            assertArrayEquals(expected, values, text);
            // A table begun again from heap 0 (another sequence of the game): the store begins again too.
            char[] again = new char[HEAPS];
            assertEquals(HEAPS, narrow.fillNarrow(again, 0, HEAPS - 1), text);
            assertArrayEquals(expected, again, text + " again");
        }
    }

    @Test
    void fillsOneAfterAnotherOnTheSameThreadsGoOnWithOneEngine() {
        for (String text : new String[] {".6", "0.167", "4!.0"}) {
            TakeBreakCode code = TakeBreakCode.parse(text);
            char[] expected = new char[HEAPS];
            RareCommon.of(code).fillNarrow(expected, 0, HEAPS - 1);
            ThreadShare share = new ThreadShare(2);
            share.enter();
            NarrowEngine engine = (NarrowEngine) StoredSequence.engine(code, share);
            char[] values = new char[HEAPS];
            // As a table grows in steps: each fill goes on from the last, on the same two threads.
            int from = 0;
            for (int end : new int[] {66_000, 66_001, 80_000, 80_002, 95_001, HEAPS}) {
                assertEquals(end, engine.fillNarrow(values, from, end - 1), text + " to " + end);
                from = end;
            }
            assertArrayEquals(expected, values, text);
        }
    }

    @Test
    void aSequenceOnSharedThreadsIsTheSequence() {
        TakeBreakCode code = TakeBreakCode.parse("0.167");
        PeriodCriterion criterion = code.periodCriterion().orElseThrow();
        long last = 3L * EngineThreads.PARALLEL_FROM;
        GrundySequence.TableLimit limit = new GrundySequence.TableLimit((int) last + 1, "the test's");
        GrundySequence alone = GrundySequence.empty().extend(code.engine(), criterion, last, limit);
        GrundySequence shared = GrundySequence.empty().extend(StoredSequence.engine(code, new ThreadShare(2)), criterion,
                last, limit);
        int[] a = new int[(int) last + 1];
        int[] b = new int[(int) last + 1];
        for (int n = 0; n <= last; n++) {
            a[n] = alone.get(n);
            b[n] = shared.get(n);
        }
        assertArrayEquals(a, b);
        assertEquals(alone.proof(), shared.proof());
    }

    @Test
    void oneThreadOrAnotherGameIsTheEngineAsEver() {
        assertInstanceOf(RareCommon.class, StoredSequence.engine(TakeBreakCode.parse(".6"), ThreadShare.none()));
        assertInstanceOf(SplitEngine.class, StoredSequence.engine(TakeBreakCode.parse("0.8"), new ThreadShare(4)));
    }

    @Test
    void aShareLendsWhatIsFreeAndGetsItBack() {
        ThreadShare share = new ThreadShare(4);
        share.enter();
        assertEquals(3, share.borrow());
        assertEquals(0, share.borrow(), "all lent");
        share.giveBack(3);
        share.enter();
        share.enter();
        share.enter();
        share.enter();
        assertEquals(0, share.borrow(), "more computations than threads: none to lend");
        for (int i = 0; i < 5; i++) {
            share.leave();
        }
        assertEquals(4, share.borrow());
        assertEquals(1, ThreadShare.none().total());
        ThreadShare one = ThreadShare.none();
        one.enter();
        assertEquals(0, one.borrow(), "one thread, running a computation: nothing to lend beside it");
        assertThrows(IllegalArgumentException.class, () -> new ThreadShare(0));
    }
}
