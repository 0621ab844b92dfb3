package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.TestGames;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TakeBreakGame;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Misère quotients against published results and against the misère search on every small sum:
 * the quotient's P-portion must be exactly the sums the game tree says are lost.
 */
class MisereQuotientTest {

    private static void assertAgreesWithSearch(TakeBreakCode code, MisereQuotient q, int n) {
        MisereTreeSearch.assertAgrees(code, q, n);
    }

    @Test
    void publishedQuotients() {
        // The tame quotient T2 of misère Nim on heaps 0..3 (here Bash, take 1..3).
        MisereQuotient t2 = MisereQuotient.of(TakeBreakCode.parse("0.333"), 100, 4096, "limit=4096");
        assertEquals("Q = <a,b | a2=1,b3=b>; P = {a,b2}", t2.presentation());
        assertTrue(t2.isTame());
        // 0.75: R8, the only quotient of order 8 (Siegel, "The structure and classification of misère
        // quotients", arXiv math/0703070), with P of two elements.
        MisereQuotient r8 = MisereQuotient.of(TakeBreakCode.parse("0.75"), 100, 4096, "limit=4096");
        assertEquals("Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}", r8.presentation());
        assertEquals(List.of(1, 2, 5), r8.changes());
        assertEquals(8, r8.proof().get().preperiod());
        assertEquals(2, r8.proof().get().period());
        // Proved as soon as the table holds the range the criterion asks for, and the period after it.
        assertEquals(TakeBreakCode.parse("0.75").periodCriterion().orElseThrow().checkedEnd(8, 2) + 2 - 1, r8.maxHeap());
        assertEquals(20, r8.maxHeap());
        assertFalse(r8.isTame());
        // Dawson's Kayles (0.07) on heaps up to 30: 360 elements (Siegel on Plambeck's blog,
        // miseregames.wordpress.com, 2007-08-28: "Q_30(0.07) has size 360").
        MisereQuotient dawson = MisereQuotient.of(TakeBreakCode.parse("0.07"), 30, 4096, "limit=4096");
        assertAgreesWithSearch(TakeBreakCode.parse("0.07"), dawson, 16);
        assertEquals(360, dawson.size());
        assertTrue(dawson.proof().isEmpty());
    }

    /** Misère Kayles: 40 elements, P of 9, Φ periodic from heap 71 with period 12, proved at heap 166. */
    @Test
    void kayles() {
        MisereQuotient q = MisereQuotient.of(TakeBreakCode.parse("0.77"), 1000, 4096, "limit=4096");
        assertEquals(40, q.size());
        assertEquals(9, q.pSize());
        assertEquals(2 * 71 + (12 - 1) + 2 + 12 - 1, q.maxHeap());
        assertEquals(71, q.proof().get().preperiod());
        assertEquals(12, q.proof().get().period());
        assertEquals(List.of(1, 2, 5, 9, 12, 25, 27), q.changes());
        assertAgreesWithSearch(TakeBreakCode.parse("0.77"), q, 18);
        // Beyond heap 166 the proved quotient answers by its period: the same outcomes, alone and in
        // pairs, as a quotient computed heap by heap to 400 without any period.
        TakeBreakCode kayles = TakeBreakCode.parse("0.77");
        MisereQuotient table = MisereQuotient.of((HeapMoves) kayles::forEachOption, 400, 4096, "limit=4096");
        assertTrue(table.proof().isEmpty());
        for (int a = 0; a <= 400; a++) {
            assertEquals(table.inP(table.phiOf(a)), q.inP(q.phiOf(a)), "heap " + a);
            for (int b = a; b <= 400; b += 7) {
                assertEquals(table.inP(table.times(table.phiOf(a), table.phiOf(b))),
                        q.inP(q.times(q.phiOf(a), q.phiOf(b))), "heaps " + a + " + " + b);
            }
        }
    }

    @Test
    void randomOctalGamesAgreeWithTheSearch() {
        Random random = new Random(2005);
        int games = 0;
        for (int round = 0; round < 25; round++) {
            StringBuilder code = new StringBuilder("0.");
            int digits = 1 + random.nextInt(3);
            for (int k = 0; k < digits; k++) {
                code.append(k == digits - 1 ? 1 + random.nextInt(7) : random.nextInt(8));
            }
            TakeBreakCode c = TakeBreakCode.parse(code.toString());
            MisereQuotient q;
            try {
                q = MisereQuotient.of(c, 11, 2048, "limit=2048");
            } catch (LimitExceededException e) {
                continue;
            }
            assertAgreesWithSearch(c, q, Math.min(11, q.maxHeap()));
            games++;
        }
        assertTrue(games > 15, games + " games");
    }


    /** solve --misere on wild sums of one octal game: the quotient's outcome and moves are the search's. */
    @Test
    void sumsAnsweredFromTheQuotientAgreeWithTheSearch() {
        Random random = new Random(2008);
        int byQuotient = 0;
        for (String code : List.of("0.77", "0.07", "0.75")) {
            TakeBreakGame game = TestGames.coded(code);
            // One solver for the code: its quotient is kept, and computed again only for larger heaps.
            MisereSolver shared = new MisereSolver(10_000_000, "limit");
            for (int round = 0; round < 150; round++) {
                long[] heaps = random.longs(1 + random.nextInt(3), 0, 13).toArray();
                HeapSum sum = HeapSum.of(game, heaps);
                Analysis<HeapMove> a = Analyses.misere(sum, 10_000_000, "limit");
                MisereSearch s = MisereSearch.of(sum, 10_000_000, "limit");
                String where = code + " " + java.util.Arrays.toString(heaps);
                assertEquals(s.outcome(), a.outcome(), where);
                assertEquals(s.list(1000), a.list(1000), where);
                MisereAnalysis kept = shared.analyse(sum);
                assertEquals(s.outcome(), kept.outcome(), where);
                assertEquals(s.list(1000), kept.list(1000), where);
                if (a instanceof MisereByQuotient) {
                    byQuotient++;
                }
            }
        }
        assertTrue(byQuotient > 200, byQuotient + " sums answered from a quotient");
    }

    @Test
    void aCandidateTooLargeIsRefused() {
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> MisereQuotient.of(TakeBreakCode.parse("0.07"), 30, 100, "limit=100"));
        assertTrue(e.getMessage().contains("more than 100 elements (limit=100)"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> MisereQuotient.of(TakeBreakCode.parse("0.75"), 100, 4096, "limit=4096")
                .phiOf(-1));
        MisereQuotient unproved = MisereQuotient.of(TakeBreakCode.parse("0.77"), 20, 4096, "limit=4096");
        assertThrows(IllegalArgumentException.class, () -> unproved.phiOf(21));
    }
}
