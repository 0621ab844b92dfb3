package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the language means, construct by construct: the options a rule lists at a heap or a position. */
class RuleLanguageTest {

    /** The options of {@code heap}, each as its heaps ({@code [3]}, {@code [1, 2]}). */
    private static List<String> options(String rule, long heap) {
        List<String> all = new ArrayList<>();
        Rule.parse(rule).bind(Map.of(), 1_000_000, "steps").forEachItem(heap, o -> all.add(Arrays.toString(o)));
        return all;
    }

    /** The single number {@code expression} gives at heap {@code n}. */
    private static long value(String expression, long n) {
        List<String> all = options("n -> [" + expression + "]", n);
        assertEquals(1, all.size(), expression);
        return Long.parseLong(all.get(0).substring(1, all.get(0).length() - 1));
    }

    @Test
    void precedenceIsAsInPython() {
        assertEquals(4, value("-2 ** 2 + 8", 0));
        assertEquals(512, value("2 ** 3 ** 2", 0));
        assertEquals(4, value("7 - 2 - 1", 0));
        assertEquals(8, value("1 << 2 + 1", 0));
        assertEquals(2, value("6 & 3", 0));
        assertEquals(7, value("6 | 3 & 1", 0));
        assertEquals(5, value("6 ^ 3", 0));
        assertEquals(14, value("2 + 3 * 4", 0));
        assertEquals(4, value("-7 / 2 + 8", 0));
        assertEquals(1, value("-7 % 2", 0));
        assertEquals(1, value("7 % -2 + 2", 0));
        assertEquals(3, value("~(-4)", 0));
    }

    @Test
    void comprehensionsRunTheirClausesInOrder() {
        assertEquals(List.of("[2]", "[1]", "[0]"), options("n -> [n - k for k in 1..n]", 3));
        // A range whose end is below its start is empty: heap 0 has no option here.
        assertEquals(List.of(), options("n -> [n - k for k in 1..n]", 0));
        assertEquals(List.of("[0, 1]", "[0, 2]", "[1, 2]"), options("n -> [(a, b) for a in 0..n for b in a + 1..n]", 2));
        assertEquals(List.of("[3]", "[5]"), options("n -> [k for k in 1..n if k % 2 == 1 if k > 1]", 6));
        // CGSuite's spelling.
        assertEquals(List.of("[3]", "[5]"), options("n -> [k for k from 1 to n where k % 2 == 1 and k > 1]", 6));
        assertEquals(List.of("[1]", "[2]", "[5]", "[10]"), options("n -> [d for d in divisors(n)]", 10));
        assertEquals(List.of("[9]", "[7]"), options("n -> [n - d for d in [1, 3] if d <= n]", 10));
        assertEquals(List.of("[2]", "[]", "[1, 1]"), options("n -> [n - 1] + [()] + [(1, 1)]", 3));
        assertEquals(List.of("[6]"), options("n -> [let h = n / 2 in h * 2]", 7));
        assertEquals(List.of("[1]"), options("n -> if n % 2 == 0 then [0] else [1]", 7));
        assertEquals(List.of("[4]", "[3]"), options("n -> [n - k for k in [1, 2] if not (k > n)]", 5));
    }

    @Test
    void declarationsAndLinesAndComments() {
        String rule = """
                # Bash's game with a bound from two parameters
                param m = 2 in 1..10
                param extra = 1 in 0..
                let most = m + extra
                n -> [n - k
                      for k in 1..min(most, n)]   # one more than m
                """;
        assertEquals(List.of("[9]", "[8]", "[7]"), options(rule, 10));
        assertEquals(List.of("[9]", "[8]"), options("param m = 2; n -> [n - k for k in 1..min(m, n)]", 10));
        assertEquals(List.of("[9]", "[8]", "[7]", "[6]"), new ArrayList<>(optionsWith(rule, Map.of("extra", 2L), 10)));
        // A line may go on after an operator, a comma or '->'.
        assertEquals(List.of("[4]"), options("n ->\n [n -\n 1]", 5));
    }

    private static List<String> optionsWith(String rule, Map<String, Long> params, long heap) {
        List<String> all = new ArrayList<>();
        Rule.parse(rule).bind(params, 1_000_000, "steps").forEachItem(heap, o -> all.add(Arrays.toString(o)));
        return all;
    }

    /**
     * Each expression is compiled once: a chain a + b + c + ... compiled its left side again at
     * every '+' (2^n compilations, and a buffer for a list each time).
     */
    @Test
    void eachExpressionIsCompiledOnce() {
        RuleText text = new RuleText("n -> [1] + [2] + [3] + [4] + [5] + [n + 1 + 1 + 1 + 1 + 1 for k in [1] if (k == 1)"
                + " == true]");
        Program program = Parser.parse(text);
        Compiler compiler = new Compiler(text);
        Scope scope = Scope.root();
        scope.declare("n", Shape.INT);
        compiler.compile(program.options(), scope);
        // Seven lists: five written out, one the comprehension, one its loop's [1].
        assertEquals(7, compiler.bufferWidths().length);
        assertEquals(List.of("[6]"), options("n -> [1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1"
                + " + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 - 34]", 0));
    }

    @Test
    void functionsAreExact() {
        assertEquals(3_037_000_499L, value("isqrt(9223372036854775807)", 0));
        assertEquals(3, value("isqrt(15)", 0));
        assertEquals(4, value("isqrt(16)", 0));
        assertEquals(62, value("log2(2 ** 62 + 5)", 0));
        assertEquals(3, value("popcount(7)", 0));
        assertEquals(4, value("lowbit(12)", 0));
        assertEquals(6, value("gcd(-12, 18)", 0));
        assertEquals(36, value("lcm(12, 18)", 0));
        assertEquals(1, value("if isprime(2305843009213693951) then 1 else 0", 0));
        assertEquals(0, value("if isprime(2305843009213693953) then 1 else 0", 0));
        assertEquals(1, value("if isprime(1000000007) then 1 else 0", 0));
        assertEquals(0, value("if isprime(1) then 1 else 0", 0));
        assertEquals(9, value("max(3, 9, 2)", 0));
        for (long n = 0; n < 3000; n++) {
            boolean prime = n > 1 && java.math.BigInteger.valueOf(n).isProbablePrime(50);
            assertEquals(prime ? 1 : 0, value("if isprime(n) then 1 else 0", n), "isprime(" + n + ")");
        }
    }

    @Test
    void coordinateRulesListPositionsAndSums() {
        Rule wythoff = Rule.parse("(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]"
                + " + [(a - k, b - k) for k in 1..min(a, b)]");
        List<String> all = new ArrayList<>();
        wythoff.bind(Map.of(), 1000, "steps").forEachOption(new long[] {1, 2}, o -> all.add(Arrays.toString(o)));
        assertEquals(List.of("[0, 2]", "[1, 1]", "[1, 0]", "[0, 1]"), all);
        // A sheet cut in two is a sum of two positions: their coordinates one after the other.
        Rule cut = Rule.parse("(w, h) -> [((a, h), (w - a, h)) for a in 1..w - 1]");
        List<String> sums = new ArrayList<>();
        cut.bind(Map.of(), 1000, "steps").forEachOption(new long[] {3, 2}, o -> sums.add(Arrays.toString(o)));
        assertEquals(List.of("[1, 2, 2, 2]", "[2, 2, 1, 2]"), sums);
        assertEquals(2, wythoff.coordinates());
        assertEquals(List.of("a", "b"), wythoff.coordinateNames());
    }
}
