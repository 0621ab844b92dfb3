package io.github.grundy.core.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.check.CheckedGames.TakeOneOrTwo;
import io.github.grundy.core.check.Failure.Kind;
import org.junit.jupiter.api.Test;

/** What a game claims of its values beyond each heap's (heaps worth themselves) is checked too. */
class HeapClaimsCheckTest {

    /** Take 1 or 2 has g(n) = n up to heap 2 only: a claim up to 5 fails at heap 3, one up to 2 passes. */
    @Test
    void heapsSaidWorthThemselvesAreChecked() {
        Failure f = failure(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public long worthItselfUpTo() {
                return 5;
            }
        }, 20));
        assertEquals(new Failure(Kind.GRUNDY, "heap 3", "worthItselfUpTo()",
                "at most 2, as heap 3 is worth 0 (the mex of its options' values)", "5", ""), f);
        assertTrue(GameChecker.check(new TakeOneOrTwo() {
            @Override
            public long worthItselfUpTo() {
                return 2;
            }
        }, 20).passed());
    }

    private static Failure failure(Report report) {
        assertTrue(report.failure().isPresent(), report.message());
        return report.failure().get();
    }
}
