package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** Which heap rules are an octal code by their form (at every heap), and which are read no further. */
class CodeFormTest {

    private static Optional<String> code(String rule, Map<String, Long> with) {
        return Rule.parse(rule).bind(with, 10_000_000, "steps").codeForm();
    }

    private static Optional<String> code(String rule) {
        return code(rule, Map.of());
    }

    /** Heap n's options, each its non-empty heaps sorted. */
    private static Set<List<Long>> options(io.github.grundy.core.game.HeapMoves moves, long n) {
        Set<List<Long>> all = new HashSet<>();
        moves.forEachOption(n, o -> {
            all.add(LongStream.of(o).filter(h -> h != 0).sorted().boxed().toList());
            return true;
        });
        return all;
    }

    @Test
    void theFormsOfTheCookbookAreTheirCodes() {
        assertEquals(Optional.of("0.77"), code("n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in"
                + " 0..n - 2]"));
        assertEquals(Optional.of("0.07"), code("n -> [(a, n - 2 - a) for a in 0..n - 2]"));
        assertEquals(Optional.of("0.007"), code("n -> [(a, n - 3 - a) for a from 0 to n - 3]"));
        assertEquals(Optional.of("0.04"), code("n -> [(a, n - 2 - a) for a in 1..n - 3]"));
        assertEquals(Optional.of("0.3033"), code("n -> [n - s for s in [1, 3, 4] if s <= n]"));
        assertEquals(Optional.of("0.333"), code("n -> [n - k for k in 1..min(3, n)]"));
        assertEquals(Optional.of("0.33333"), code("param m = 3 in 1..; n -> [n - k for k in 1..min(n, m)]",
                Map.of("m", 5L)));
        assertEquals(Optional.of("0.37"), code("n -> [n - s for s in [1] if n >= s] + [(a, n - 2 - a) for a in"
                + " 0..n - 2]"));
    }

    @Test
    void aRecognisedFormHasItsCodesOptionsAtEveryHeapTried() {
        for (String rule : List.of("n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in 0..n - 2]",
                "n -> [(a, n - 2 - a) for a in 1..n - 3] + [n - s for s in [1, 5] if s <= n]",
                "n -> [n - k for k in 1..min(4, n)] + [(a, n - 3 - a) for a in 0..n - 3]")) {
            BoundRule moves = Rule.parse(rule).bind(Map.of(), 10_000_000, "steps");
            TakeBreakCode code = TakeBreakCode.parse(moves.codeForm().orElseThrow());
            for (long n = 0; n <= 300; n++) {
                assertEquals(options(code, n), options(moves, n), rule + ", heap " + n);
            }
        }
    }

    @Test
    void otherFormsAreNotRead() {
        // A condition on the heap: the rule leaves the code at heap 50, which no table before it shows.
        assertEquals(Optional.empty(), code("n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in"
                + " 0..n - 2 if n < 50]"));
        assertEquals(Optional.empty(), code("n -> (if n == 1 then [()] else []) + (if n >= 2 then [n - 2] else [])"
                + " + [(a, n - 3 - a) for a in 0..n - 3]"));
        assertEquals(Optional.empty(), code("n -> [n - k for k in 1..n]"));
        assertEquals(Optional.empty(), code("n -> [(a, n - a) for a from 1 to n - 1 where a < n - a]"));
        assertEquals(Optional.empty(), code("n -> [(a, n - 1 - a) for a in 0..n - 2]"));
        assertEquals(Optional.empty(), code("n -> [n - s for s in [1, 3, 4]]"));
        assertEquals(Optional.empty(), code("n >= 1 -> [(a, n - 1 - a) for a in 0..n - 1]"));
        assertEquals(Optional.empty(), code("(a, b) -> [(a - 1, b) for k in [1] if a > 0]"));
    }
}
