package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.rule.BoundRule;
import io.github.grundy.core.rule.Rule;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which octal code a rule's options are on the heaps compared, and no more than that. */
class CodeMatchTest {

    private static Optional<String> code(String rule, long last) {
        BoundRule moves = Rule.parse(rule).bind(Map.of(), 10_000_000, "steps");
        return CodeMatch.of(moves, moves.leastHeap(), last).map(m -> m.code() + " on " + m.from() + ".." + m.to());
    }

    @Test
    void takeAndBreakGamesWrittenAsRulesAreTheirCodesOnTheHeapsCompared() {
        assertEquals(Optional.of("0.77 on 0..200"), code("n -> [(a, n - 1 - a) for a in 0..n - 1]"
                + " + [(a, n - 2 - a) for a in 0..n - 2]", 200));
        assertEquals(Optional.of("0.07 on 0..50"), code("n -> [(a, n - 2 - a) for a in 0..n - 2]", 50));
        assertEquals(Optional.of("0.3033 on 0..40"), code("n -> [n - s for s in [1, 3, 4] if s <= n]", 40));
        assertEquals(Optional.of("0.137 on 0..60"), code("n -> (if n == 1 then [()] else []) + (if n >= 2 then"
                + " [n - 2] else []) + [(a, n - 3 - a) for a in 0..n - 3]", 60));
        // At most 1000 heaps are compared, and said so.
        assertEquals(Optional.of("0.77 on 0..999"), code("n -> [(a, n - 1 - a) for a in 0..n - 1]"
                + " + [(a, n - 2 - a) for a in 0..n - 2]", 5000));
    }

    @Test
    void aRuleThatLeavesTheCodeLaterIsItsCodeOnlyBeforeThat() {
        // Kayles up to heap 49, then Kayles without its two-pin moves: the first 40 heaps cannot tell.
        String rule = "n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in 0..n - 2 if n < 50]";
        assertEquals(Optional.of("0.77 on 0..40"), code(rule, 40));
        assertEquals(Optional.empty(), code(rule, 60));
    }

    @Test
    void movesOfEverySizeOrIntoUnequalHeapsAreNoOctalCode() {
        assertEquals(Optional.empty(), code("n -> [n - k for k in 1..n]", 100));
        assertEquals(Optional.empty(), code("n -> [(a, n - a) for a from 1 to n - 1 where a < n - a]", 100));
        assertEquals(Optional.empty(), code("n -> [n - 1 for t in [1] if n > 0]", 5));
    }
}
