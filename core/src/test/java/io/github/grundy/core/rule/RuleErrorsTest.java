package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.LimitExceededException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every kind of error a rule can have, at its exact place, in the words a user reads. */
class RuleErrorsTest {

    private static String parseError(String rule) {
        return assertThrows(RuleException.class, () -> Rule.parse(rule), rule).getMessage();
    }

    private static String heapError(String rule, long heap) {
        BoundRule moves = Rule.parse(rule).bind(Map.of(), 1_000_000, "--max-steps=1000000");
        return assertThrows(RuleException.class, () -> moves.forEachOption(heap, o -> true), rule).getMessage();
    }

    @Test
    void syntaxErrorsPointAtTheToken() {
        assertEquals("rule 1:25: a range needs its end: 1..N", parseError("n -> [n - k for k in 1..]"));
        assertEquals("rule 1:22: expected ']' after the comprehension, found ')'", parseError("n -> [n for k in 1..n)"));
        assertEquals("rule 2:4: expected a number, a name, '(' or '[', found '*'", parseError("n -> [n -\n   * k]"));
        assertEquals("rule 1:1: the rule is missing: write the position, '->' and its options (n -> [n - 1])",
                parseError(""));
        assertEquals("rule 1:3: expected '->' after the position (n -> ..., (a, b) -> ... or [h] -> ...), found '='",
                parseError("n = [1]"));
        assertEquals("rule 1:9: '!' is not part of the rule language (write 'not', or '!=' for unequal)",
                parseError("n -> [n !x]"));
        assertEquals("rule 1:8: a number is followed by 'n': put an operator between them (2 * n, not 2n)",
                parseError("n -> [2n]"));
        assertEquals("rule 1:7: the number 99999999999999999999 is larger than 2^63-1 (9223372036854775807)",
                parseError("n -> [99999999999999999999]"));
        assertEquals("rule 1:32: comparisons do not chain: write a < b and b < c",
                parseError("n -> [k for k in 0..n if 0 < k < n]"));
        assertEquals("rule 1:3: a position of one coordinate is a heap: write n -> ..., not (n) -> ...",
                parseError("(n) -> [n]"));
        assertEquals("rule 1:5: 'a' names two coordinates", parseError("(a, a) -> []"));
        assertEquals("rule 2:1: expected the end of the rule, found 'param': declarations come before the rule",
                parseError("n -> [n - 1]\nparam m = 2"));
    }

    @Test
    void shapeErrorsPointAtTheExpression() {
        assertEquals("rule 1:6: the options are a list, [ ... ]; this is a number (one option: write [ ... ] around"
                + " it)", parseError("n -> n - 1"));
        assertEquals("rule 1:7: unknown name 'k'; the names here: n", parseError("n -> [k]"));
        assertEquals("rule 1:7: unknown name 'min' (a function: min(...))", parseError("n -> [min]"));
        assertEquals("rule 1:7: unknown function 'sqrt'; the functions: abs, divisors, gcd, isprime, isqrt, lcm,"
                + " len, log2, lowbit, max, min, popcount, set, sort, sum", parseError("n -> [sqrt(n)]"));
        assertEquals("rule 1:16: 'n > 1' is a truth value, where a number must be", parseError("n -> [n - 1 + (n > 1)]"));
        assertEquals("rule 1:26: 'n' is a number, where a condition (true or false) must be",
                parseError("n -> [k for k in 1..n if n]"));
        assertEquals("rule 1:6: an option of a heap is a heap or a tuple of heaps (a heap broken into heaps); this"
                + " list holds a tuple (n, (n, n))", parseError("n -> [(1, (2, 3))]"));
        assertEquals("rule 1:11: an option of a position of 2 coordinates is a tuple of 2 numbers, or a tuple of such"
                + " tuples (a sum); this list holds a number", parseError("(a, b) -> [a - 1]"));
        assertEquals("rule 1:27: 'k' is already a name here: choose another for the loop",
                parseError("n -> [k for k in 1..n for k in 1..n]"));
        assertEquals("rule 1:9: a range a..b stands after 'for x in' (or in a parameter's range): write"
                + " [x for x in a..b] for the list of its numbers", parseError("n -> [(1..n)]"));
    }

    @Test
    void evaluationErrorsNameThePositionAndTheExpression() {
        assertEquals("heap 4000000000: rule 1:7: 'n * n' overflows: 4000000000 * 4000000000 is beyond 64 bits"
                + " (-2^63..2^63-1)", heapError("n -> [n * n]", 4_000_000_000L));
        assertEquals("heap 3: rule 1:7: 'n / (n - 3)' divides 3 by 0", heapError("n -> [n / (n - 3)]", 3));
        assertEquals("heap 2: rule 1:7: '2 ** (n - 3)' raises 2 to a negative power, -1",
                heapError("n -> [2 ** (n - 3)]", 2));
        assertEquals("heap 5: rule 1:7: 'isqrt(n - 9)': isqrt of -4 (it takes numbers from 0)",
                heapError("n -> [isqrt(n - 9)]", 5));
        assertEquals("heap 1: rule 1:3: the option -1 has a negative heap", heapError("n -> [n - 2]", 1));
        assertEquals("heap 3: rule 1:3: the option (1, 3) has a heap not smaller than 3: a heap's options are"
                + " smaller heaps", heapError("n -> [(1, n)]", 3));
        assertEquals("heap 1: rule 1:7: '1 << (n + 70)' shifts by 71 (a shift is 0 to 63 bits)",
                heapError("n -> [1 << (n + 70)]", 1));
        LimitExceededException steps = assertThrows(LimitExceededException.class, () -> Rule.parse(
                "n -> [k for k in 0..n]").bind(Map.of(), 1000, "--max-steps=1000").forEachOption(5000, o -> true));
        assertEquals("the rule's options of heap 5000 take more than 1000 steps (--max-steps=1000)",
                steps.getMessage());
    }

    @Test
    void parametersHaveRangesAndDefaults() {
        Rule bash = Rule.parse("param m = 3 in 1..100\nn -> [n - k for k in 1..min(m, n)]");
        assertEquals(java.util.List.of(new RuleParameter("m", java.util.OptionalLong.of(3), 1, 100)), bash.parameters());
        assertEquals("rule 1:7: 'm' = 0 is outside its range 1..100", assertThrows(RuleException.class,
                () -> bash.bind(Map.of("m", 0L), 10, "s")).getMessage());
        assertEquals("rule 1:1: 'k' is not a parameter of the rule; its parameters: m", assertThrows(RuleException.class,
                () -> bash.bind(Map.of("k", 1L), 10, "s")).getMessage());
        assertEquals("rule 1:7: the parameter 'm' has no default: give it a value", assertThrows(RuleException.class,
                () -> Rule.parse("param m in 1..; n -> [n - m]").bind(Map.of(), 10, "s")).getMessage());
        assertEquals("rule 1:7: the default of 'm', 0, is outside its range 1..",
                parseError("param m = 0 in 1..\nn -> []"));
        assertEquals("rule 1:7: the range of 'm' is empty: 5..4", parseError("param m = 5 in 5..4; n -> []"));
        // A default or a bound is a number of the text: naming a parameter there is an error, not 0.
        assertEquals("rule 2:15: unknown name 'm'; the names here: ", parseError("param m = 3\nparam k = 2 * m\nn -> []"));
        assertEquals(java.util.List.of(new RuleParameter("m", java.util.OptionalLong.of(1000), -5, 4096)),
                Rule.parse("param m = 10 ** 3 in -5..2 ** 12; n -> []").parameters());
    }

    private static String vectorError(String rule, long... position) {
        BoundRule moves = Rule.parse(rule).bind(Map.of(), 1_000_000, "--max-steps=1000000").atWidth(position.length);
        return assertThrows(RuleException.class, () -> moves.forEachOption(position, o -> true), rule).getMessage();
    }

    @Test
    void vectorRulesRefuseWhatIsNoWholePositionAtItsPlace() {
        assertEquals("rule 1:3: a vector rule names its whole position once: [h] -> ..., its heaps h[0], h[1], ...;"
                + " a position of fixed coordinates is (a, b) -> ...", parseError("[h, g] -> []"));
        assertEquals("rule 1:9: 'h' is a vector of heaps, where a number must be", parseError("[h] -> [h + 1]"));
        assertEquals("rule 1:10: 'h' is a vector, a whole position: an option, not a part of a tuple",
                parseError("[h] -> [(h, h)]"));
        assertEquals("rule 1:8: an option of a vector rule is a vector of heaps (set(h, i, x), or a tuple of"
                + " numbers, as many as the position's); this list holds a number", parseError("[h] -> [h[0] - 1]"));
        assertEquals("rule 1:7: 'n' is a number: only a vector rule's position, [h] -> ..., has heaps h[0], h[1],"
                + " ...", parseError("n -> [n[0]]"));
        assertEquals("rule 1:27: 'h[0]' is a number, where len(...) takes a vector (a vector rule's position,"
                + " [h] -> ...)", parseError("[h] -> [k for k in 1..len(h[0])]"));
        assertEquals("rule 1:9: set(v, i, x) takes a vector, an index and a number, given 2 arguments",
                parseError("[h] -> [set(h, 1)]"));
        assertEquals("rule 1:16: 'let g' names a vector of heaps: a let names a number or a truth value",
                parseError("[h] -> let g = h in [g]"));
        assertEquals("position (1, 2): rule 1:10: 'h[2]': h[2] is not a heap of the position (h[0] to h[1])",
                vectorError("[h] -> [(h[2], h[0])]", 1, 2));
        assertEquals("position (1, 2): rule 1:9: 'set(h, 5, 1)': index 5 is not a heap of the vector (0 to 1)",
                vectorError("[h] -> [set(h, 5, 1)]", 1, 2));
        assertEquals("position (1, 2): rule 1:5: the option (1, 2, 3) has 3 heaps, the position 2: a vector rule's"
                + " move keeps the number of heaps (a heap may become 0)", vectorError("[h] -> [(1, 2, 3)]", 1, 2));
        assertEquals("position (9223372036854775807, 2): rule 1:10: 'sum(h)' overflows: the sum of the heaps is beyond 64 bits (-2^63..2^63-1)",
                vectorError("[h] -> [(sum(h), 0)]", Long.MAX_VALUE, 2));
    }
}
