package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A quotient heap by heap: stopped and resumed from its state, it is the quotient of one run; a failed step changes nothing. */
class QuotientRunTest {

    /** Everything a quotient answers, in one string, to compare two quotients whatever their numbering. */
    private static String answers(MisereQuotient q) {
        List<String> out = new ArrayList<>();
        out.add(q.presentation());
        out.add(q.phiWords().toString());
        out.add(q.changes().toString());
        out.add(q.proof().map(MisereQuotient.Proof::text).orElse("no proof"));
        for (int a = 0; a <= q.maxHeap(); a++) {
            for (int b = a; b <= q.maxHeap(); b++) {
                out.add(q.inP(q.times(q.phiOf(a), q.phiOf(b))) ? "P" : "N");
            }
        }
        return String.join("|", out);
    }

    @Test
    void aRunResumedFromItsStateEndsAsOneRunDoes() {
        for (String code : List.of("0.07", "0.77", "0.75", "0.137", "4.7")) {
            TakeBreakCode c = TakeBreakCode.parse(code);
            // One run to heap 26, on past any proof (a stop may come after the proof fires).
            QuotientRun reference = QuotientRun.of(c, 4096, "limit");
            while (reference.lastHeap() < 26) {
                reference.next();
            }
            MisereQuotient whole = reference.quotient();
            for (int stop : new int[] {0, 1, 9, 14, 25}) {
                QuotientRun first = QuotientRun.of(c, 4096, "limit");
                while (first.lastHeap() < stop) {
                    first.next();
                }
                int[] state = first.state();
                assertTrue(java.util.Arrays.stream(state).allMatch(x -> x >= 0), code + " at " + stop);
                QuotientRun second = QuotientRun.resumed(QuotientRun.of(c, 4096, "limit"), state);
                assertEquals(stop, second.lastHeap());
                assertArrayEquals(state, second.state(), code + " at " + stop);
                assertEquals(answers(first.quotient()), answers(second.quotient()), code + " at " + stop);
                while (second.lastHeap() < whole.maxHeap()) {
                    second.next();
                }
                assertEquals(answers(whole), answers(second.quotient()), code + " resumed at " + stop);
            }
        }
    }

    @Test
    void aStepPastTheLimitLeavesTheRunAsItWas() {
        QuotientRun run = QuotientRun.of(TakeBreakCode.parse("0.07"), 100, "limit=100");
        int[] before = null;
        LimitExceededException e = null;
        while (e == null) {
            before = run.state();
            try {
                run.next();
            } catch (LimitExceededException thrown) {
                e = thrown;
            }
        }
        assertTrue(e.getMessage().contains("limit=100"), e.getMessage());
        assertArrayEquals(before, run.state());
        int last = run.lastHeap();
        assertThrows(LimitExceededException.class, run::next);
        assertEquals(last, run.lastHeap());
        assertEquals(answers(MisereQuotient.of(TakeBreakCode.parse("0.07"), last, 4096, "limit")),
                answers(run.quotient()));
    }

    @Test
    void aDamagedStateIsRefused() {
        QuotientRun run = QuotientRun.of(TakeBreakCode.parse("0.75"), 4096, "limit");
        for (int i = 0; i < 12; i++) {
            run.next();
        }
        int[] state = run.state();
        TakeBreakCode c = TakeBreakCode.parse("0.75");
        assertThrows(IllegalArgumentException.class,
                () -> QuotientRun.resumed(QuotientRun.of(c, 4096, "l"), java.util.Arrays.copyOf(state, state.length - 1)));
        int[] extra = java.util.Arrays.copyOf(state, state.length + 1);
        assertThrows(IllegalArgumentException.class, () -> QuotientRun.resumed(QuotientRun.of(c, 4096, "l"), extra));
        int[] other = state.clone();
        other[0] = 99;
        assertThrows(IllegalArgumentException.class, () -> QuotientRun.resumed(QuotientRun.of(c, 4096, "l"), other));
        QuotientRun started = QuotientRun.of(c, 4096, "l");
        started.next();
        assertThrows(IllegalArgumentException.class, () -> QuotientRun.resumed(started, state));
    }

    /**
     * Each refuted candidate's failing sum has the outcome the failure says, by the game tree
     * (sums of up to 44 tokens; the larger ones are left to the quotients' own tests), and only
     * heaps where the quotient grew refute candidates.
     */
    @Test
    void eachRefutedCandidateFailsAtASumWhoseOutcomeTheTreeSearchConfirms() {
        for (String code : List.of("0.07", "0.137", "4.7")) {
            TakeBreakCode c = TakeBreakCode.parse(code);
            MisereTreeSearch.Search search = new MisereTreeSearch.Search(c);
            QuotientRun run = QuotientRun.of(c, 4096, "limit");
            List<CandidateFailure> failures = new ArrayList<>();
            List<Integer> failedAt = new ArrayList<>();
            int checked = 0;
            while (run.lastHeap() < 28) {
                int before = failures.size();
                run.next(failures::add);
                for (CandidateFailure f : failures.subList(before, failures.size())) {
                    assertEquals(run.lastHeap(), f.heap(), code);
                    assertTrue(f.elements() > 0, code);
                    if (!failedAt.contains(f.heap())) {
                        failedAt.add(f.heap());
                    }
                    int[] counts = f.counts();
                    List<Long> heaps = new ArrayList<>();
                    int tokens = 0;
                    for (int h = 1; h < counts.length; h++) {
                        for (int k = 0; k < counts[h]; k++) {
                            heaps.add((long) h);
                            tokens += h;
                        }
                    }
                    if (tokens <= 44) {
                        assertEquals(f.isP(), !search.wins(heaps), code + " " + f);
                        checked++;
                    }
                }
            }
            assertTrue(run.quotient().changes().containsAll(failedAt), code + " " + failedAt);
            assertTrue(checked > 0, code + ": no failing sum small enough to search");
        }
    }
}
