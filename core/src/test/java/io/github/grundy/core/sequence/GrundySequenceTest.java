package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GrundySequenceTest {

    private static final GrundySequence.TableLimit LIMIT = new GrundySequence.TableLimit(1 << 20, "a test's limit");

    /** Every heap of the subtraction game of {@code set}: its period. */
    private static GrundySequence subtraction(long... set) {
        return subtractionUpTo(Long.MAX_VALUE, set);
    }

    private static GrundySequence subtractionUpTo(long maxHeap, long... set) {
        int window = (int) Arrays.stream(set).max().orElseThrow();
        return GrundySequence.empty().extend(TestGames.subtractionMoves(set), PeriodCriterion.window(window), maxHeap,
                LIMIT);
    }

    private static GrundySequence extend(HeapMoves moves, int window, long maxHeap, int limit) {
        return GrundySequence.empty().extend(moves, PeriodCriterion.window(window), maxHeap,
                new GrundySequence.TableLimit(limit, "a test's limit"));
    }

    @Test
    void knownPeriods() {
        // Take 1 or 2: n mod 3.
        GrundySequence s = subtraction(1, 2);
        assertEquals(new Period(0, 3), s.period().orElseThrow());
        assertArrayEquals(new int[] {0, 1, 2}, s.toArray());
        assertEquals(2, s.maxValue());
        assertEquals((int) (Long.MAX_VALUE % 3), s.get(Long.MAX_VALUE));
        // Take exactly k: floor(n / k) mod 2, period 2k.
        assertEquals(new Period(0, 14), subtraction(7).period().orElseThrow());
        // A two-element set {a, b} with a < b is purely periodic with period a + b.
        assertEquals(new Period(0, 7), subtraction(2, 5).period().orElseThrow());
        assertEquals(new Period(0, 1001), subtraction(1, 1000).period().orElseThrow());
    }

    @Test
    void valuesMatchAPlainMexTable() {
        Random random = new Random(99);
        for (int round = 0; round < 150; round++) {
            long[] set = random.longs(1 + random.nextInt(4), 1, 30).distinct().toArray();
            GrundySequence s = subtraction(set);
            int[] plain = MexTable.build(TestGames.subtractionMoves(set), 20_000).toArray();
            for (int n = 0; n < plain.length; n++) {
                if (plain[n] != s.get(n)) {
                    assertEquals(plain[n], s.get(n), Arrays.toString(set) + " heap " + n + ", " + s.period().orElseThrow());
                }
            }
            // Minimal: no smaller period or preperiod holds on the long table.
            Period p = s.period().orElseThrow();
            assertTrue(p.preperiod() == 0 || plain[p.preperiod() - 1] != plain[p.preperiod() - 1 + p.period()],
                    Arrays.toString(set) + " preperiod not minimal: " + p);
            for (int q = 1; q < p.period(); q++) {
                boolean repeats = true;
                for (int n = p.preperiod(); n + q < plain.length && repeats; n++) {
                    repeats = plain[n] == plain[n + q];
                }
                assertTrue(!repeats, Arrays.toString(set) + " has a smaller period " + q + " than " + p);
            }
        }
    }

    @Test
    void hugeIndicesUseThePeriod() {
        GrundySequence s = subtraction(3, 4, 9);
        int[] table = s.toArray();
        Period p = s.period().orElseThrow();
        for (long n : new long[] {Long.MAX_VALUE, Long.MAX_VALUE - 1, 1L << 62, 123_456_789_012_345L}) {
            BigInteger big = BigInteger.valueOf(n);
            int i = big.compareTo(BigInteger.valueOf(p.preperiod())) < 0 ? (int) n
                    : big.subtract(BigInteger.valueOf(p.preperiod())).mod(BigInteger.valueOf(p.period()))
                            .intValueExact() + p.preperiod();
            assertEquals(table[i], s.get(n), "heap " + n);
        }
    }

    @Test
    void givesUpAtTheTableLimitOnlyBeyondIt() {
        // Nim's values 0, 1, 2, ... never repeat: heaps up to the limit are answered by the table.
        GrundySequence nim = extend(new TestGames.TinyNim(), 1, 299, 300);
        assertEquals(299, nim.maxHeap());
        assertEquals(299, nim.get(299));
        assertTrue(nim.period().isEmpty());
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> extend(new TestGames.TinyNim(), 1, 300, 300));
        assertEquals("heap 300 is beyond the 300 heaps tabulated (a test's limit), and no period is proved within"
                + " them (a whole window of 1 value must repeat)", e.getMessage());
        // Take exactly 1000 has period 2000 from 0, which needs 3000 values: 2999 are not enough.
        assertThrows(LimitExceededException.class,
                () -> extend(TestGames.subtractionMoves(1000), 1000, Long.MAX_VALUE, 2999));
        assertEquals(new Period(0, 2000),
                extend(TestGames.subtractionMoves(1000), 1000, Long.MAX_VALUE, 3000).period().orElseThrow());
        assertThrows(IllegalArgumentException.class, () -> new GrundySequence.TableLimit(0, "none"));
    }

    @Test
    void aTableAnswersWhatItReachesWithoutAPeriod() {
        // Take exactly 5000: period 10000, far beyond heap 7000; the table answers it all the same.
        GrundySequence s = subtractionUpTo(7000, 5000);
        assertEquals(7000, s.maxHeap());
        assertTrue(s.period().isEmpty());
        assertEquals(1, s.get(5000));
        assertEquals(0, s.get(4999));
        assertThrows(IllegalArgumentException.class, () -> s.get(7001));
    }

    @Test
    void extendingKeepsTheKnownValuesAndGrowsToThePeriod() {
        HeapMoves moves = TestGames.subtractionMoves(3, 7, 40);
        int[] plain = MexTable.build(moves, 30_000).toArray();
        GrundySequence s = GrundySequence.empty();
        for (long to : new long[] {0, 5, 100, 99, 2000, 2001}) {
            GrundySequence next = s.extend(moves, PeriodCriterion.window(40), to, LIMIT);
            assertTrue(next.maxHeap() >= to, "known to " + next.maxHeap() + ", asked " + to);
            if (to <= s.maxHeap()) {
                assertSame(s, next, "nothing to do for heap " + to);
            }
            s = next;
            for (int n = 0; n <= Math.min(s.maxHeap(), plain.length - 1); n++) {
                assertEquals(plain[n], s.get(n), "heap " + n + " after extending to " + to);
            }
        }
        GrundySequence all = s.extend(moves, PeriodCriterion.window(40), Long.MAX_VALUE, LIMIT);
        assertEquals(Long.MAX_VALUE, all.maxHeap());
        assertEquals(subtraction(3, 7, 40).period(), all.period());
        // The values come from the moves' own checks: a move that does not shrink is refused.
        assertThrows(GameFailure.class, () -> extend((heap, sink) -> sink.accept(new long[] {heap}), 1,
                10, 100));
    }

    @Test
    void periodicChecksItsTable() {
        GrundySequence s = GrundySequence.periodic(new int[] {5, 0, 1}, new Period(1, 2));
        assertEquals(5, s.get(0));
        assertEquals(0, s.get(1));
        assertEquals(1, s.get(2));
        assertEquals(0, s.get(3));
        assertEquals(1, s.get(Long.MAX_VALUE - 1));
        assertEquals(5, s.maxValue());
        assertThrows(IllegalArgumentException.class, () -> GrundySequence.periodic(new int[] {1, 2}, new Period(1, 2)));
        assertThrows(IllegalArgumentException.class,
                () -> GrundySequence.periodic(new int[] {1, -2, 0}, new Period(1, 2)));
        assertThrows(IllegalArgumentException.class, () -> s.get(-1));
        int[] copy = s.toArray();
        copy[0] = 9;
        assertEquals(5, s.get(0));
        assertTrue(s.toString().startsWith("GrundySequence[Period[preperiod=1, period=2], [5, 0, 1]"), s.toString());
        assertEquals(-1, GrundySequence.empty().maxHeap());
    }

    @Test
    void stepsSearchOnceGrownAQuarterAndTheLastLookFindsThePeriod() {
        // Kayles: preperiod 71, period 12, proved once the table holds about 2 (71 + 12) + 2 heaps.
        TakeBreakCode kayles = TakeBreakCode.parse("0.77");
        PeriodCriterion criterion = kayles.periodCriterion().orElseThrow();
        GrundySequence whole = GrundySequence.empty().extend(kayles.engine(), criterion, Long.MAX_VALUE, LIMIT);
        Period period = whole.period().orElseThrow();
        assertEquals(new Period(71, 12), period);
        // Grown a heap at a time to where extend proves the period at once: a step need not have searched.
        GrundySequence plain = GrundySequence.empty().extend(kayles.engine(), criterion, 120, LIMIT);
        GrundySequence stepped = plain;
        int proving = -1;
        for (int to = 121; to < 400 && proving < 0; to++) {
            if (GrundySequence.empty().extend(kayles.engine(), criterion, to, LIMIT).period().isPresent()) {
                proving = to;
            }
        }
        assertTrue(proving > 121, "the period is first proved by heap " + proving);
        for (int to = 121; to <= proving; to++) {
            stepped = stepped.extendStep(kayles.engine(), criterion, to, LIMIT);
        }
        // The last search was at most a quarter back (and not at this heap: 1.25 steps of one heap).
        assertTrue(stepped.period().isEmpty(), "searched at the last step: " + stepped);
        for (int n = 0; n <= proving; n++) {
            assertEquals(whole.get(n), stepped.get(n), "heap " + n);
        }
        GrundySequence looked = stepped.lookedForPeriod(criterion);
        assertEquals(period, looked.period().orElseThrow());
        assertTrue(looked.proof().isPresent());
        assertSame(looked, looked.lookedForPeriod(criterion), "a periodic sequence has nothing to look for");
        // Searched at its length: nothing more to do.
        GrundySequence searched = plain.lookedForPeriod(criterion);
        assertSame(plain, searched);
        // Grown further in steps, the period is proved by a step within a quarter of the table.
        GrundySequence further = stepped;
        for (int to = proving + 1; to <= proving + proving / 4 + 2 && further.period().isEmpty(); to++) {
            further = further.extendStep(kayles.engine(), criterion, to, LIMIT);
        }
        assertEquals(period, further.period().orElseThrow());
    }

    @Test
    void aLookWithoutAPeriodHandsOnTheSpareRoomToOneSequenceOnly() {
        // 0.6 (Officers) has no period in its first thousands of heaps. Plain engines: 32 bits a
        // value from the start, so that a longer sequence writes in the spare room, not in a copy.
        TakeBreakCode officers = TakeBreakCode.parse("0.6");
        TakeBreakCode kayles = TakeBreakCode.parse("0.77");
        PeriodCriterion criterion = officers.periodCriterion().orElseThrow();
        ValueEngine own = ValueEngine.plain(officers::forEachOption);
        ValueEngine other = ValueEngine.plain(kayles::forEachOption);
        GrundySequence s = GrundySequence.empty().extend(own, criterion, 2047, LIMIT)
                .extendStep(own, criterion, 2100, LIMIT);
        GrundySequence looked = s.lookedForPeriod(criterion);
        assertTrue(looked.period().isEmpty());
        // The two grow apart in what may be the same array: other moves after heap 2100 on one.
        GrundySequence apart = s.extendStep(other, criterion, 2300, LIMIT);
        GrundySequence on = looked.extendStep(own, criterion, 2400, LIMIT);
        GrundySequence apartAlone = GrundySequence.tabled(s.toArray()).extend(other, criterion, 2300, LIMIT);
        GrundySequence onAlone = GrundySequence.empty().extend(own, criterion, 2400, LIMIT);
        for (int n = 0; n <= 2400; n++) {
            if (n <= 2300) {
                assertEquals(apartAlone.get(n), apart.get(n), "heap " + n + " of the other moves");
            }
            assertEquals(onAlone.get(n), on.get(n), "heap " + n);
        }
    }
}
