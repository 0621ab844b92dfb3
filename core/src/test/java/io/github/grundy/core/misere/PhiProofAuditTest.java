package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.CodeByDefinition;
import io.github.grundy.core.ShortCodes;
import io.github.grundy.core.UsualPeriodForm;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The proof audit of misère quotients: every period of {@code Φ} that grundy calls proved, on the
 * codes whose quotients are published and on the short families (where a false proof near heap 0
 * would show), checked two ways that do not use the periodicity criterion. The run goes on heap
 * by heap, each heap's element found by the exact check of the quotient, to several times the
 * heap where the proof fired, and {@code Φ} must repeat there as proved, with the quotient
 * unchanged; and every sum of up to three small heaps, some past the proof's table, must have the
 * misère outcome the game tree gives with the moves read from the code by its definition
 * ({@link CodeByDefinition}).
 */
class PhiProofAuditTest {

    /** Heaps computed past a proof: this many times the heap where it fired. */
    private static final int TIMES = 3;
    /** Truncations past the first proof at which the search is made again (a resumed run does). */
    private static final int MARGIN = 12;
    /** A quotient that grows past this many elements is left (wild codes grow fast). */
    private static final int MAX_ELEMENTS = 256;
    /** The last heap run to for a code whose proof has not fired. */
    private static final int LAST_HEAP = 60;

    /** Published quotients (PublishedQuotientsTest, MisereQuotientTest), then the short families. */
    private static List<String> codes() {
        Set<String> codes = new LinkedHashSet<>(List.of("0.31", "0.312", "0.73", "0.75", "0.53", "0.72", "0.144",
                "0.71", "0.77", "0.333"));
        codes.addAll(ShortCodes.upToTwoDigits());
        // No move at all: no quotient to prove.
        codes.remove("0.0");
        return new ArrayList<>(codes);
    }

    /** A code's Φ as far as its run went, and the heap where the run's own proof fired (-1: none). */
    private record Run(String code, int[] phi, int fired, MisereQuotient proved, int sizeAtEnd) {
    }

    /** The quotient of {@code text} heap by heap, to {@link #LAST_HEAP} or well past its proof. */
    private static Run run(String text) {
        TakeBreakCode code = TakeBreakCode.parse(text);
        QuotientRun run = QuotientRun.of(code, MAX_ELEMENTS, "the audit");
        MisereQuotient proved = null;
        int fired = -1;
        try {
            while (run.lastHeap() < Math.max(LAST_HEAP, TIMES * fired + MARGIN)) {
                run.next();
                if (fired < 0 && run.proof().isPresent()) {
                    fired = run.lastHeap();
                    proved = run.quotient();
                }
            }
        } catch (LimitExceededException outgrown) {
            // Checked as far as the run went.
        }
        MisereQuotient further = run.quotient();
        int[] phi = new int[further.maxHeap() + 1];
        for (int h = 0; h < phi.length; h++) {
            phi[h] = further.phiOf(h);
        }
        return new Run(text, phi, fired, proved, further.size());
    }

    /**
     * The periods {@code criterion} proves from {@code Φ(0..at)}, at every truncation {@code at}
     * that leaves {@link #TIMES} times as many heaps to check them on, that {@code Φ} refutes.
     */
    private static List<String> refuted(Run r, PeriodCriterion criterion) {
        List<String> wrong = new ArrayList<>();
        int last = r.phi().length - 1;
        for (int at = 0; TIMES * (at + 1) <= last + 1; at++) {
            Optional<Period> claim = Period.find(r.phi(), at + 1, criterion);
            if (claim.isEmpty()) {
                continue;
            }
            Period p = claim.get();
            for (int h = p.preperiod() + p.period(); h <= last; h++) {
                if (r.phi()[h] != r.phi()[h - p.period()]) {
                    wrong.add(r.code() + " at heap " + at + ": " + p + " fails at heap " + h);
                    break;
                }
            }
        }
        return wrong;
    }

    @Test
    void everyProofOfPhiHolds() {
        List<String> wrong = new ArrayList<>();
        int proofs = 0;
        for (String text : codes()) {
            Run r = run(text);
            PeriodCriterion criterion = TakeBreakCode.parse(text).periodCriterion().orElseThrow();
            wrong.addAll(refuted(r, criterion));
            if (r.proved() == null) {
                continue;
            }
            proofs++;
            if (r.phi().length < TIMES * r.fired()) {
                wrong.add(text + ": the run after the proof at heap " + r.fired() + " outgrew the audit's limit at heap "
                        + (r.phi().length - 1));
            }
            // The run proves at the first heap where the search on its table does.
            for (int at = 0; at <= r.fired(); at++) {
                assertEquals(at == r.fired(), Period.find(r.phi(), at + 1, criterion).isPresent(), text + " at " + at);
            }
            if (r.sizeAtEnd() != r.proved().size()) {
                wrong.add(text + ": the quotient proved at heap " + r.fired() + " has " + r.proved().size()
                        + " elements, at heap " + (r.phi().length - 1) + " " + r.sizeAtEnd());
            }
            wrong.addAll(againstTheGameTree(text, r.proved(), Math.max(10, Math.min(r.fired() + 4, 14))));
        }
        assertEquals(List.of(), wrong, "false proofs of Phi");
        assertTrue(proofs > 40, proofs + " codes with a proof of Phi audited");
    }

    /** The audit has teeth: Φ refutes periods that the usual form proves from heap 0. */
    @Test
    void theAuditRefutesTheUsualFormOfTheTheoremOnPhi() {
        List<String> wrong = new ArrayList<>();
        for (String text : List.of("0.4", "0.04", "0.1", "0.8", "4.0", "8.0")) {
            PeriodCriterion.TakeAndBreak sharp = (PeriodCriterion.TakeAndBreak) TakeBreakCode.parse(text)
                    .periodCriterion().orElseThrow();
            wrong.addAll(refuted(run(text), new UsualPeriodForm(sharp.maxTake(), sharp.parts())));
        }
        assertTrue(wrong.stream().anyMatch(w -> w.startsWith("0.4 at heap 2: Period[preperiod=0, period=1]")), wrong.toString());
    }

    /** Sums of one to three heaps 1..n whose misère outcome the proved quotient gets wrong. */
    private static List<String> againstTheGameTree(String text, MisereQuotient q, int n) {
        MisereTreeSearch.Search search = new MisereTreeSearch.Search(CodeByDefinition.of(text).moves());
        List<String> wrong = new ArrayList<>();
        for (long a = 1; a <= n && wrong.isEmpty(); a++) {
            for (long b = 0; b <= a; b++) {
                for (long c = 0; c <= b; c++) {
                    List<Long> sorted = new ArrayList<>();
                    for (long h : new long[] {c, b, a}) {
                        if (h > 0) {
                            sorted.add(h);
                        }
                    }
                    Outcome searched = search.wins(sorted) ? Outcome.N : Outcome.P;
                    if (searched != q.outcome(new long[] {a, b, c})) {
                        wrong.add(text + ": heaps " + sorted + " are " + searched + " by the game tree, "
                                + q.outcome(new long[] {a, b, c}) + " by the quotient proved at heap " + q.maxHeap());
                    }
                }
            }
        }
        return wrong;
    }
}
