package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.sequence.TabledHeapGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Options of any length ({@code sum of [...]}), a heap rule's declared domain ({@code n >= 1 ->}),
 * and the hints of errors that other languages' habits make.
 */
class RuleSumsAndDomainsTest {

    private static final String BEADS = "n >= 1 -> [sum of [d for d in divisors(n) if d < n and d != e]"
            + " for e in divisors(n) if e < n]";

    private static BoundRule bind(String rule) {
        return Rule.parse(rule).bind(Map.of(), 1_000_000, "--max-steps=1000000");
    }

    private static List<long[]> options(String rule, long heap) {
        List<long[]> all = new ArrayList<>();
        bind(rule).forEachOption(heap, o -> all.add(o.clone()));
        return all;
    }

    private static String parseError(String rule) {
        return assertThrows(RuleException.class, () -> Rule.parse(rule), rule).getMessage();
    }

    @Test
    void aSumOfAListIsOneOptionOfAsManyHeapsAsTheListHas() {
        List<long[]> twelve = options(BEADS, 12);
        assertEquals(5, twelve.size());
        assertArrayEquals(new long[] {2, 3, 4, 6}, twelve.get(0));
        assertArrayEquals(new long[] {1, 2, 3, 4}, twelve.get(4));
        // A prime's only option is the empty sum: its one proper divisor, removed.
        List<long[]> seven = options(BEADS, 7);
        assertEquals(1, seven.size());
        assertArrayEquals(new long[0], seven.get(0));
        // Beside a heap in a tuple, and as a branch of 'if' and a 'let''s body.
        assertArrayEquals(new long[] {4, 0, 1, 2}, options("n -> [(n - 1, sum of [k for k in 0..2]) for t in [1] if n > 4]", 5)
                .get(0));
        assertArrayEquals(new long[] {1, 1, 1}, options("n -> [let k = 3 in if n > 3 then sum of [1 for i in 1..k]"
                + " else sum of []]", 4).get(0));
        // Tuples of heaps in the list are flattened into the one option.
        assertArrayEquals(new long[] {0, 1, 1, 2}, options("n -> [sum of [(a, a + 1) for a in 0..1]]", 3).get(0));
    }

    @Test
    void aSumOfAListIsRefusedWhereItCannotBe() {
        assertEquals("rule 1:14: 'n' is a number, where 'sum of' takes a list ([x for ...], or divisors(n))",
                parseError("n -> [sum of n]"));
        assertEquals("rule 1:11: 'sum of [...]' is an option of a heap rule (n -> ...), a sum of heaps; a sum of"
                + " points is a tuple of points, ((a, h), (w - a, h))", parseError("(a, b) -> [sum of [(a, b)]]"));
        assertEquals("rule 1:14: '[sum of [1]]' holds a sum of a list's items (sum of [...]): 'sum of' takes a list"
                + " of numbers or of tuples of numbers", parseError("n -> [sum of [sum of [1]]]"));
        // Its operand is a primary: 'sum of A + B' is the sum, then a list added to it.
        assertEquals("rule 1:7: 'sum of [1]' is a sum of a list's items (sum of [...]), where a number must be",
                parseError("n -> [sum of [1] + [2]]"));
    }

    @Test
    void aSumOfMoreItemsThanTheBoundIsRefusedNamingIt() {
        RuleException e = assertThrows(RuleException.class, () -> options(
                "n -> [sum of [0 for k in 0..5000] for t in [1] if n > 0]", 1));
        assertEquals("heap 1: rule 1:7: 'sum of [0 for k in 0..5000]' has more than 4096 items: an option is a sum of"
                + " at most 4096 parts (sum of [...])", e.getMessage());
    }

    @Test
    void otherLanguagesSpellingsSayWhatToWrite() {
        assertEquals("rule 1:36: '&&' is not part of the rule language: write 'and'",
                parseError("n -> [n - k for k in 1..n if k < 3 && k > 0]"));
        assertEquals("rule 1:36: '||' is not part of the rule language: write 'or'",
                parseError("n -> [n - k for k in 1..n if k < 3 || k > 5]"));
        assertEquals("rule 1:9: '//' is not part of the rule language: '/' already floors, as Python's '//' does"
                + " (-7 / 2 is -4): write a / b", parseError("n -> [n // 2]"));
        assertEquals("rule 1:29: '!' is not part of the rule language (write 'not', or '!=' for unequal)",
                parseError("n -> [n - 1 for k in [1] if !(n > 0)]"));
        assertEquals("rule 1:29: min(...) takes numbers, not a list: min(n, 3)",
                parseError("n -> [n - k for k in 1..min([n, 3])]"));
        assertEquals("rule 1:15: max(...) takes numbers, not a list: max(a, b, ...)",
                parseError("n -> [n - max(divisors(n))]"));
        assertEquals("rule 1:10: a comprehension is written in [ ], [x for ...]; its items as one option, a sum of"
                + " heaps: sum of [x for ...]", parseError("n -> [(d for d in divisors(n) if d < n)]"));
        assertEquals("rule 1:7: unknown function 'tuple'; the functions: abs, divisors, gcd, isprime, isqrt, lcm, len,"
                + " log2, lowbit, max, min, popcount, set, sort, sum (a list's heaps as one option, a sum: sum of [...])",
                parseError("n -> [tuple([d for d in divisors(n) if d < n])]"));
        assertEquals("rule 1:11: '[d for d in divisors(n) if d < n]' is a list of numbers, where sum(...) takes a vector"
                + " (a vector rule's position, [h] -> ...) (a list's heaps as one option, a sum: sum of [...])",
                parseError("n -> [sum([d for d in divisors(n) if d < n])]"));
        assertEquals("rule 1:7: '[1, 2]' is a list of numbers: tuples and lists hold numbers and tuples (a list's heaps"
                + " as one option, a sum: sum of [...])", parseError("n -> [[1, 2]]"));
    }

    @Test
    void aDeclaredDomainIsNeverEvaluatedBelowItsLeastHeap() {
        // 1 / n fails at heap 0: the domain keeps the rule from being evaluated there.
        String guarded = "n >= 1 -> [n - t for t in (n + 1) / 2..n if 1 / n >= 0]";
        assertEquals(List.of(), options(guarded, 0));
        // Heap 1's option 0 is below the domain: a heap without a move, left out of the option (1 -> nothing).
        assertEquals(1, options(guarded, 1).size());
        assertArrayEquals(new long[0], options(guarded, 1).get(0));
        assertArrayEquals(new long[] {1}, options(guarded, 3).get(0));
        assertArrayEquals(new long[] {2, 3}, options("n >= 2 -> [(0, 1, 2, n - 1)]", 4).get(0));
        assertEquals(1, bind(guarded).leastHeap());
        assertThrows(RuleException.class, () -> options("n -> [n - t for t in (n + 1) / 2..n if 1 / n >= 0]", 0));
        // A run of heaps from 0 skips them too (the table's path).
        HeapGame game = TabledHeapGame.of("halves", bind(guarded), 1000).withLeastHeap(1, "n >= 1").prepare(20);
        assertEquals(0, game.grundy(0));
        assertEquals(1, game.grundy(1));
        assertEquals(1, game.leastHeap());
        IllegalArgumentException below = assertThrows(IllegalArgumentException.class, () -> game.checkHeap(0));
        assertEquals("halves: heap 0 is not a position of this game, whose heaps start at 1 (n >= 1)",
                below.getMessage());
        game.checkHeap(1);
    }

    @Test
    void aDomainMayUseTheParametersAndIsAHeapRulesOnly() {
        Rule rule = Rule.parse("param s = 2 in 0..; n >= s + 1 -> [n - 1]");
        assertEquals(3, rule.bind(Map.of(), 100, "steps").leastHeap());
        assertEquals(5, rule.bind(Map.of("s", 4L), 100, "steps").leastHeap());
        assertEquals("n >= s + 1", rule.domainText().orElseThrow());
        assertEquals("rule 1:8: a domain, n >= 1 -> ..., is a heap rule's: a rule of points lists the options it has",
                parseError("(a, b) >= 1 -> []"));
        RuleException negative = assertThrows(RuleException.class,
                () -> Rule.parse("n >= 0 - 1 -> [n - 1]").bind(Map.of(), 100, "steps"));
        assertEquals("rule 1:6: the rule's domain starts at heap -1: heaps are from 0", negative.getMessage());
    }
}
