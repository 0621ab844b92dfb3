package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Misère quotients of octal games as others computed them, each with its source, and each also
 * checked on every sum of up to three heaps against the game tree ({@link MisereTreeSearch}).
 *
 * <p>Sources. Published statements: Plambeck's page on 0.312 (plambeck.org, "quaternary games,
 * 0.312": "SOLVED [4 February 2003]", heaps 1-10 acting as ":1 :2 :4 A :4 :5 :4 :5 :4 :5, etc
 * (period 2)", with "A + A = :0"); Siegel, "The structure and classification of misère
 * quotients" (arXiv math/0703070, abstract: exactly one quotient of order 8, the one 0.75 has)
 * and Siegel on Plambeck's blog, miseregames.wordpress.com, 2007-08-28 ("Q_30(0.07) has size
 * 360"), both checked in {@code MisereQuotientTest#publishedQuotients}.
 * Computed: Siegel's MisereSolver (CGSuite, aaron-siegel/cgsuite at e909ab8, built in
 * ../shared/peers), {@code misere-solver -q -s CODE 400}, run on 2026-12-02: the presentation,
 * |Q|, |P|, the period of Φ and the heap where its criterion proved it, copied from its output.
 * grundy proves the same period sooner: MisereSolver's linear criterion asks for
 * {@code m(e + p) + t + m} heaps ({@code m} one more than the most heaps a move leaves), grundy's
 * the sharp range of docs/theory.md ("Proved periods") and the period after it.
 */
class PublishedQuotientsTest {

    /** One row of MisereSolver's output. */
    private record Solved(String code, String presentation, int size, int pSize, int preperiod, int period,
                          int provedAt) {
    }

    private static final List<Solved> MISERE_SOLVER = List.of(
            new Solved("0.31", "Q = <a,b | a2=1,b3=b>; P = {a,b2}", 6, 2, 3, 2, 13),
            new Solved("0.312", "Q = <a,b,c | a2=1,b4=b2,b2c=b3,c2=1>; P = {a,b2,ac}", 12, 3, 5, 2, 18),
            new Solved("0.73", "Q = <a,b | a2=1,b3=b>; P = {a,b2}", 6, 2, 2, 4, 22),
            new Solved("0.75", "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}", 8, 2, 8, 2, 34),
            new Solved("0.53", "Q = <a,b,c,d,e | a2=1,b3=b,b2c=c,c2=b2,bd=ab,cd=ac,d2=b2,be=ab,ce=ac,e2=b2>;"
                    + " P = {a,b2,e}", 16, 3, 21, 9, 94),
            new Solved("0.72", "Q = <a,b,c,d,e,f | a2=1,b4=b2,b2c=ab2,c2=b2,b2d=b3,cd=ab3,d2=b2,b2e=ab3,bce=bd,"
                    + "de=abd,e2=b2,bf=bd,cf=ab3,df=b2,ef=ab2,f2=b2>; P = {a,b2,ad,be,af}", 24, 5, 16, 4, 64),
            new Solved("0.144", "Q = <a,b,c,d,e | a2=1,b3=b,b2c=c,c4=c2,bd=ab,cd=ac,d2=b2,c2e=c3,de=ab2e,e2=c2>;"
                    + " P = {a,b2,c2,ae,abce}", 30, 5, 12, 10, 71),
            new Solved("0.71", "Q = <a,b,c,d | a2=1,b4=b2,b2c=c,c4=ac3,c3d=c3,d2=1>;"
                    + " P = {a,b2,bc,c2,ac3,ad,b3d,cd,bc2d}", 36, 9, 3, 6, 31),
            new Solved("0.77", "Q = <a,b,c,d,e,f,g | a2=1,b3=b,bc2=b,c3=c,bd=bc,cd=b2,d3=d,be=bc,ce=b2,e2=de,bf=ab,"
                    + "cf=ab2c,d2f=f,f2=b2,b2g=g,c2g=g,dg=cg,eg=cg,fg=ag,g2=b2>; P = {a,b2,ac,ac2,d,ad2,e,ade,adf}",
                    40, 9, 71, 12, 253));

    @Test
    void misereSolversQuotientsAndTheGameTree() {
        for (Solved s : MISERE_SOLVER) {
            TakeBreakCode code = TakeBreakCode.parse(s.code());
            MisereQuotient q = MisereQuotient.of(code, 1000, 4096, "limit");
            assertEquals(s.presentation(), q.presentation(), s.code());
            assertEquals(s.size(), q.size(), s.code());
            assertEquals(s.pSize(), q.pSize(), s.code());
            assertEquals(s.preperiod(), q.proof().orElseThrow().preperiod(), s.code());
            assertEquals(s.period(), q.proof().orElseThrow().period(), s.code());
            long sharp = code.periodCriterion().orElseThrow().checkedEnd(s.preperiod(), s.period()) + s.period() - 1;
            assertEquals(sharp, q.maxHeap(), s.code());
            assertTrue(q.maxHeap() <= s.provedAt(), s.code() + " proved later than MisereSolver proves it");
            MisereTreeSearch.assertAgrees(code, q, 13);
        }
    }

    /** 0.312 as Plambeck solved it: heaps 1..10 are 1, 2, 4, A, 4, 5, 4, 5, 4, 5 (a, b, b², c, b², ab², ...), A + A = 0. */
    @Test
    void plambecksSolutionOf0312() {
        TakeBreakCode code = TakeBreakCode.parse("0.312");
        MisereQuotient q = MisereQuotient.of(code, 1000, 4096, "limit");
        // Proved by heap 9; heap 10 from a quotient computed heap by heap without a period.
        MisereQuotient table = MisereQuotient.of((HeapMoves) code::forEachOption, 10, 4096, "limit");
        assertEquals(List.of("1", "a", "b", "b2", "c", "b2", "ab2", "b2", "ab2", "b2", "ab2"), table.phiWords());
        for (int h = 0; h <= 10; h++) {
            assertEquals(table.phiOf(h), q.phiOf(h), "heap " + h);
        }
        assertEquals(q.phiOf(0), q.times(q.phiOf(4), q.phiOf(4)), "A + A = :0");
        // Period 2 from heap 5 onwards, for every heap (proved).
        for (long h = 5; h < 10_000; h++) {
            assertEquals(q.phiOf(h % 2 == 1 ? 5 : 6), q.phiOf(h), "heap " + h);
        }
    }
}
