package io.github.grundy.variants.octal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.MexTable;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Take-and-break games against a brute-force search of the whole position (no xor, no Grundy
 * theory), on random codes and small positions; and the published periods.
 */
class TakeBreakPropertyTest {

    /** The rule of a move, written from the notation's definition independently of TakeBreakCode. */
    private static List<long[]> rule(int[] digits, boolean[] unequal, long heap) {
        List<long[]> out = new ArrayList<>();
        for (int k = 0; k < digits.length && k <= heap; k++) {
            long rest = heap - k;
            for (int j = 0; j <= 3; j++) {
                if ((digits[k] & (1 << j)) == 0 || (k == 0 && j < 2)) {
                    continue;
                }
                partitions(rest, j, 1, new long[j], 0, unequal[k], out);
            }
        }
        return out;
    }

    /** Every way to write {@code rest} as {@code parts} non-decreasing (or increasing) parts >= min. */
    private static void partitions(long rest, int parts, long min, long[] acc, int i, boolean strict, List<long[]> out) {
        if (i == parts) {
            if (rest == 0) {
                out.add(acc.clone());
            }
            return;
        }
        for (long x = min; x * (parts - i) <= rest; x++) {
            acc[i] = x;
            partitions(rest - x, parts, strict ? x + 1 : x, acc, i + 1, strict, out);
        }
    }

    private static String code(int[] digits, boolean[] unequal) {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < digits.length; k++) {
            s.append(Integer.toHexString(digits[k]).toUpperCase()).append(unequal[k] ? "!" : "");
            if (k == 0) {
                s.append('.');
            }
        }
        return s.toString();
    }

    @Test
    void randomCodesMatchTheGameTree() {
        Random random = new Random(2026);
        for (int round = 0; round < 60; round++) {
            int t = 1 + random.nextInt(3);
            int[] digits = new int[t + 1];
            boolean[] unequal = new boolean[t + 1];
            digits[0] = random.nextInt(4) == 0 ? 4 : 0;
            unequal[0] = digits[0] != 0 && random.nextBoolean();
            for (int k = 1; k <= t; k++) {
                digits[k] = random.nextInt(random.nextInt(4) == 0 ? 16 : 8);
                unequal[k] = random.nextInt(4) == 0;
            }
            String text = code(digits, unequal);
            TakeBreak game = new TakeBreak(TakeBreakCode.parse(text), "octal --code=" + text, 1000);
            GameTreeSearch search = GameTreeSearch.onMultisets(h -> rule(digits, unequal, h));
            for (int n = 0; n < 25; n++) {
                long[] heaps = new long[1 + random.nextInt(3)];
                for (int i = 0; i < heaps.length; i++) {
                    heaps[i] = random.nextInt(9);
                }
                EngineChecks.assertMatchesSearch(game.prepare(20), search, heaps);
            }
        }
    }

    @Test
    void everyBuiltInCodeAgreesWithTheDefinition() {
        for (TakeBreakPreset preset : List.of(new KaylesVariant(), new DawsonsKaylesVariant(), new GrundysGameVariant(),
                new TreblecrossVariant())) {
            GameChecker.assertCorrect(preset, Map.of(), 120);
        }
        GameChecker.assertCorrect(new OctalVariant(), Map.of("code", "0.8F"), 60);
        GameChecker.assertCorrect(new OctalVariant(), Map.of("code", "4.07"), 100);
    }

    /** Winning Ways, ch. 4: Kayles (71, 12), Dawson's Kayles (53, 34), proved by Guy-Smith. */
    @Test
    void thePublishedPeriodsAreProved() {
        TakeBreak kayles = new TakeBreak(TakeBreakCode.parse("0.77"), "kayles", 1000).prepare(Long.MAX_VALUE);
        assertEquals(Optional.of(new Period(71, 12)), kayles.period());
        TakeBreak dawson = new TakeBreak(TakeBreakCode.parse("0.07"), "dawson", 1000).prepare(Long.MAX_VALUE);
        assertEquals(Optional.of(new Period(53, 34)), dawson.period());
        // .16: preperiod 105351, period 149459 (Gangolli and Plambeck 1989), proved here by the
        // values of heaps 0..509620, which the rare/common engine computes in well under a second.
        TakeBreak sixteen = new TakeBreak(TakeBreakCode.parse(".16"), "octal --code=0.16", 1_100_000)
                .prepare(Long.MAX_VALUE);
        assertEquals(Optional.of(new Period(105_351, 149_459)), sixteen.period());
        assertEquals(509_621, sixteen.periodProof().orElseThrow().valuesNeeded());
        // Grundy's game has '!': no theorem, so no heap beyond the table.
        TakeBreak grundy = new TakeBreak(TakeBreakCode.parse("4!.0"), "grundy-game", 1000);
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> grundy.prepare(1001));
        assertEquals("grundy-game: heap 1001 is beyond the 1001 heaps a table may hold (--max-table=1000), and no period"
                + " can be proved to answer it (no periodicity theorem is known for it: its code 4!.0 asks for unequal"
                + " heaps)", e.getMessage());
        assertEquals(1001 - 1, grundy.prepare(1000).maxGrundyHeap());
    }

    /**
     * A table grown in steps ({@code grundy table}'s) may leave its period search for a later step;
     * looked for at its end, the period is the one {@link TakeBreak#prepare} proves, on the same
     * values. Kayles in steps of one heap under a limit far beyond them, so that no step is the last
     * the limit allows.
     */
    @Test
    void stepsThenALookProveWhatOnePreparationProves() {
        TakeBreak kayles = new TakeBreak(TakeBreakCode.parse("0.77"), "kayles", 100_000);
        TakeBreak stepped = kayles.prepareStep(120);
        int proving = 121;
        while (kayles.prepare(proving).period().isEmpty()) {
            proving++;
        }
        for (int to = 121; to <= proving; to++) {
            stepped = stepped.prepareStep(to);
        }
        assertEquals(Optional.empty(), stepped.period(), "no step searched at heap " + proving);
        TakeBreak looked = stepped.lookedForPeriod();
        assertEquals(Optional.of(new Period(71, 12)), looked.period());
        assertEquals(kayles.prepare(proving).periodProof(), looked.periodProof());
        for (int n = 0; n <= 1000; n++) {
            assertEquals(kayles.prepare(1000).grundy(n), looked.grundy(n), "heap " + n);
        }
    }

    /**
     * A climb is the game's once its table proves it ({@code 0.8}, Howse and Nowakowski's first
     * example); never for a code with a plain period, a code with {@code !}, or a table too short.
     */
    @Test
    void aClimbIsProvedFromTheTable() {
        TakeBreak eight = new TakeBreak(TakeBreakCode.parse("0.8"), "octal --code=0.8", 1000);
        assertEquals(Optional.empty(), eight.arithmeticProof());
        assertEquals(Optional.empty(), eight.prepare(17).arithmeticProof());
        assertEquals(Optional.of(new ArithmeticPeriod(new Period(1, 3), 1)),
                eight.prepare(18).arithmeticProof().map(ArithmeticProof::period));
        assertEquals(Optional.empty(), new TakeBreak(TakeBreakCode.parse("0.77"), "kayles", 1000).prepare(500)
                .arithmeticProof());
        // 0.8 with '!' (three unequal heaps): the test's shifts may make two heaps equal.
        assertEquals(Optional.empty(), new TakeBreak(TakeBreakCode.parse("0.8!"), "unequal", 1000).prepare(300)
                .arithmeticProof());
    }

    /**
     * Once proved, the climb answers every heap: 0.8's heap n is worth (n - 1) / 3 (by its first
     * table, 1024 heaps), and a heap beyond that table moves to exactly the options the
     * definition's table gives it.
     */
    @Test
    void aProvedClimbAnswersEveryHeap() {
        TakeBreak eight = new TakeBreak(TakeBreakCode.parse("0.8"), "octal --code=0.8", 1000).prepare(Long.MAX_VALUE);
        assertEquals(Long.MAX_VALUE, eight.maxGrundyHeap());
        for (long n : new long[] {1, 1500, 1_000_000_000_000_000_000L, Long.MAX_VALUE}) {
            assertEquals((n - 1) / 3, eight.grundy(n), "heap " + n);
        }
        int[] plain = MexTable.build(TakeBreakCode.parse("0.8"), 1300).toArray();
        for (long value : new long[] {0, 1, 77, 400, 431}) {
            long expected = 0;
            for (int a = 1; 3 * a <= 1299; a++) {
                for (int b = a; a + 2 * b <= 1299; b++) {
                    expected += (plain[a] ^ plain[b] ^ plain[1299 - a - b]) == value ? 1 : 0;
                }
            }
            assertEquals(expected, eight.countOptionsOfValue(1300, value), "value " + value);
        }
        // Values beyond an int are a climb's too: 0.AA is worth n - 1, and heap 2^32 + 5 moves to
        // heap 2^32 + 4 (take 1) of value 2^32 + 3, its first option of that value.
        TakeBreak aa = new TakeBreak(TakeBreakCode.parse("0.AA"), "octal --code=0.AA", 1000).prepare(Long.MAX_VALUE);
        long heap = (1L << 32) + 5;
        List<long[]> first = new ArrayList<>();
        aa.forEachOptionOfValue(heap, heap - 2, option -> !first.add(option.clone()));
        assertEquals(1, first.size());
        assertEquals(heap - 1, first.get(0)[0]);
        // Resumed from a saved table, the climb is proved again at once.
        int[] saved = MexTable.build(TakeBreakCode.parse("0.8"), 99).toArray();
        HeapGame resumed = new TakeBreak(TakeBreakCode.parse("0.8"), "octal --code=0.8", 1000).resumedFrom(saved)
                .orElseThrow();
        assertEquals(Long.MAX_VALUE, resumed.maxGrundyHeap());
        assertEquals(333, resumed.grundy(1000));
        // A code that leaves two heaps at most never climbs: its table is what it was.
        TakeBreak six = new TakeBreak(TakeBreakCode.parse("0.6"), "octal --code=0.6", 100_000).prepare(5000);
        assertEquals(5000, six.maxGrundyHeap());
    }

    /**
     * A huge Kayles heap: its value from the period, its winning moves counted by residues and
     * checked against the period directly; a listing stops when asked.
     */
    @Test
    void hugeHeapsFromThePeriod() {
        TakeBreak kayles = new TakeBreak(TakeBreakCode.parse("0.77"), "kayles", 1000).prepare(Long.MAX_VALUE);
        int[] plain = MexTable.build(TakeBreakCode.parse("0.77"), 2000).toArray();
        for (long n : new long[] {1_000_000_000_000L, Long.MAX_VALUE / 3, 123_456_789L}) {
            long g = kayles.grundy(n);
            assertEquals(plain[(int) (71 + (n - 71) % 12)], g, "heap " + n);
            // Every split a + b = n - k of value 0 (the winning moves of a lone heap), by residues.
            long expected = 0;
            for (int k = 1; k <= 2; k++) {
                long m = n - k;
                BigInteger count = BigInteger.ZERO;
                for (long a = 71; a < 71 + 12; a++) {
                    if ((kayles.grundy(a) ^ kayles.grundy(m - a)) == 0) {
                        count = count.add(BigInteger.valueOf((m / 2 - a) / 12 + 1));
                    }
                }
                for (long a = 1; a < 71; a++) {
                    if ((kayles.grundy(a) ^ kayles.grundy(m - a)) == 0) {
                        count = count.add(BigInteger.ONE);
                    }
                }
                expected += count.longValueExact() + (kayles.grundy(m) == 0 ? 1 : 0);
            }
            Analysis<HeapMove> a = Analyses.of(HeapSum.prepared(kayles, new long[] {n}));
            assertEquals(expected, a.count(), "heap " + n);
            List<HeapMove> first = a.list(5);
            assertTrue(first.size() == Math.min(5, expected), first.toString());
            for (HeapMove m : first) {
                long x = 0;
                for (long h : m.option()) {
                    x ^= kayles.grundy(h);
                }
                assertEquals(0, x, m.toString());
            }
        }
    }
}
