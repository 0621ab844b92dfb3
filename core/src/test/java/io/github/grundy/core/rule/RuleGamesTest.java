package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Classic games written as heap rules give the values of the same games computed another way:
 * by a take-and-break code, a closed form, or a brute force written here from the rules' words.
 */
class RuleGamesTest {

    private static final long STEPS = 100_000_000;

    private static HeapGame game(String rule, Map<String, Long> params, long upTo) {
        return TabledHeapGame.of("rule", Rule.parse(rule).bind(params, STEPS, "--max-steps"), 1 << 20)
                .prepare(upTo);
    }

    private static HeapGame game(String rule, long upTo) {
        return game(rule, Map.of(), upTo);
    }

    private static HeapGame coded(String code, long upTo) {
        TakeBreakCode c = TakeBreakCode.parse(code);
        return TabledHeapGame.of(code, c::forEachOption, 1 << 20).prepare(upTo);
    }

    private static void assertSameValues(HeapGame expected, HeapGame actual, long upTo, String what) {
        for (long n = 0; n <= upTo; n++) {
            assertEquals(expected.grundy(n), actual.grundy(n), what + ", heap " + n);
        }
    }

    @Test
    void bashIsTheRemainderByMaxPlusOne() {
        for (long m = 1; m <= 7; m++) {
            HeapGame bash = game("param m = 3 in 1..\nn -> [n - k for k in 1..min(m, n)]", Map.of("m", m), 500);
            for (long n = 0; n <= 500; n++) {
                assertEquals(n % (m + 1), bash.grundy(n), "m = " + m + ", heap " + n);
            }
        }
    }

    @Test
    void takeAndBreakGamesAreTheirCodes() {
        int upTo = 300;
        // Kayles: knock down one pin or two adjacent ones, the row left in two rows.
        assertSameValues(coded("0.77", upTo), game("n -> [(a, n - 1 - a) for a in 0..n - 1]"
                + " + [(a, n - 2 - a) for a in 0..n - 2]", upTo), upTo, "Kayles");
        // Dawson's Kayles: two adjacent pins only.
        assertSameValues(coded("0.07", upTo), game("n -> [(a, n - 2 - a) for a in 0..n - 2]", upTo), upTo, "Dawson");
        // Grundy's game: split a heap into two unequal heaps.
        assertSameValues(coded("4!.0", upTo), game("n -> [(a, n - a) for a from 1 to n - 1 where a < n - a]", upTo),
                upTo, "Grundy's game");
        // Subtraction {1, 3, 4} is 0.3033 as a code.
        assertSameValues(coded("0.3033", upTo), game("n -> [n - s for s in [1, 3, 4] if s <= n]", upTo), upTo,
                "subtraction {1, 3, 4}");
        // Treblecross: remove three adjacent pins.
        assertSameValues(coded("0.007", upTo), game("n -> [(a, n - 3 - a) for a in 0..n - 3]", upTo), upTo,
                "Treblecross");
    }

    @Test
    void splitNimAndTheDivisorGamesAreTheirBruteForces() {
        int upTo = 120;
        // Split Nim (AcWing 894): a heap becomes two smaller heaps, 0 allowed.
        HeapMoves split = (heap, sink) -> {
            for (long a = 0; a < heap; a++) {
                for (long b = 0; b <= a; b++) {
                    if (!sink.accept(new long[] {a, b})) {
                        return;
                    }
                }
            }
        };
        assertSameValues(brute(split, upTo), game("n -> [(a, b) for a in 0..n - 1 for b in 0..a]", upTo), upTo,
                "split Nim");
        // The odd-divisor game (Codeforces 1370C): divide by an odd divisor above 1, or take 1.
        HeapMoves odd = (heap, sink) -> {
            if (heap > 1 && !sink.accept(new long[] {heap - 1})) {
                return;
            }
            for (long d = 3; d <= heap; d += 2) {
                if (heap % d == 0 && !sink.accept(new long[] {heap / d})) {
                    return;
                }
            }
        };
        assertSameValues(brute(odd, upTo), game("n -> (if n > 1 then [n - 1] else [])"
                + " + [n / d for d in divisors(n) if d > 1 and d % 2 == 1]", upTo), upTo, "odd divisors");
        // Take a proper divisor of n (a move leaves n - d for a divisor d < n).
        HeapMoves proper = (heap, sink) -> {
            for (long d = 1; d < heap; d++) {
                if (heap % d == 0 && !sink.accept(new long[] {heap - d})) {
                    return;
                }
            }
        };
        assertSameValues(brute(proper, upTo), game("n -> [n - d for d in divisors(n) if d < n]", upTo), upTo,
                "take a proper divisor");
        // Take a power of two.
        HeapMoves powers = (heap, sink) -> {
            for (long p = 1; p <= heap; p *= 2) {
                if (!sink.accept(new long[] {heap - p})) {
                    return;
                }
            }
        };
        assertSameValues(brute(powers, upTo), game("n -> [n - 2 ** k for k in 0..62 if 2 ** k <= n]", upTo), upTo,
                "take a power of two");
    }

    private static void assertSameValues(long[] expected, HeapGame actual, long upTo, String what) {
        for (int n = 0; n <= upTo; n++) {
            assertEquals(expected[n], actual.grundy(n), what + ", heap " + n);
        }
    }

    /** The values of heaps 0..upTo by the definition (core's test oracle: the mex of the options' values, recursively). */
    private static long[] brute(HeapMoves moves, int upTo) {
        return new TestGames.DefinitionGrundy(moves).upTo(upTo);
    }
}
