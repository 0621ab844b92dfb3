package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.sequence.TabledHeapGame;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * More of docs/rules.md's cookbook, each against a brute force written here from the game's words
 * or a theorem about it: Lasker's Nim, subtraction of Fibonacci numbers, Fibonacci Nim (its lost
 * starting heaps are the Fibonacci numbers), Euclid's game.
 */
class RuleClassicsTest {

    private static HeapGame heapGame(String rule, long upTo) {
        return TabledHeapGame.of("rule", Rule.parse(rule).bind(Map.of(), 100_000_000, "steps"), 1 << 20).prepare(upTo);
    }

    private static CoordinateGame coordinateGame(String rule) {
        return CoordinateGame.of(Rule.parse(rule).bind(Map.of(), 100_000_000, "steps"), "rule", 10_000_000, "limit");
    }

    /** The values of heaps 0..upTo by the definition (core's test oracle: the mex of the options' values, recursively). */
    private static long[] brute(HeapMoves moves, int upTo) {
        return new TestGames.DefinitionGrundy(moves).upTo(upTo);
    }

    @Test
    void laskersNimIsTheFormulaOfItsTheorem() {
        // Take any number from a heap, or split a heap into two non-empty heaps. Its values are
        // g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Winning Ways).
        HeapGame lasker = heapGame("n -> [n - k for k in 1..n] + [(a, n - a) for a in 1..n / 2]", 400);
        for (long n = 1; n <= 400; n++) {
            long expected = n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
            assertEquals(expected, lasker.grundy(n), "heap " + n);
        }
    }

    @Test
    void subtractionOfFibonacciNumbersIsItsBruteForce() {
        long[] fib = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144};
        long[] g = brute((heap, sink) -> {
            for (long f : fib) {
                if (f <= heap && !sink.accept(new long[] {heap - f})) {
                    return;
                }
            }
        }, 500);
        HeapGame rule = heapGame("n -> [n - f for f in [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144] if f <= n]", 500);
        for (int n = 0; n <= 500; n++) {
            assertEquals(g[n], rule.grundy(n), "heap " + n);
        }
    }

    @Test
    void fibonacciNimLosesExactlyFromTheFibonacciNumbers() {
        // (n, m): n coins left, m the most the mover may take; a move of a coins leaves (n - a, 2a).
        // The first move may take any number but not all: the game starts at (n, n - 1).
        CoordinateGame fibonacciNim = coordinateGame("(n, m) -> [(n - a, 2 * a) for a in 1..min(n, m)]");
        java.util.Set<Long> fibonacci = new java.util.HashSet<>(java.util.List.of(1L, 2L, 3L, 5L, 8L, 13L, 21L, 34L, 55L));
        for (long n = 2; n <= 60; n++) {
            boolean lost = fibonacciNim.grundy(new long[] {n, n - 1}) == 0;
            assertEquals(fibonacci.contains(n), lost, "Fibonacci Nim from " + n + " coins");
        }
    }

    @Test
    void euclidsGameIsItsBruteForce() {
        // From (a, b), both positive: take a positive multiple of the smaller from the larger, not below 0.
        String euclid = "(a, b) -> if a >= b then [(a - k * b, b) for k in 1..a / max(b, 1) if b > 0]"
                + " else [(a, b - k * a) for k in 1..b / max(a, 1) if a > 0]";
        CoordinateGame rule = coordinateGame(euclid);
        Map<Long, Long> memo = new HashMap<>();
        for (long a = 0; a <= 40; a++) {
            for (long b = 0; b <= 40; b++) {
                assertEquals(euclidValue(a, b, memo), rule.grundy(new long[] {a, b}), "(" + a + ", " + b + ")");
            }
        }
    }

    private static long euclidValue(long a, long b, Map<Long, Long> memo) {
        long key = a * 1000 + b;
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        java.util.Set<Long> seen = new java.util.HashSet<>();
        if (a > 0 && b > 0) {
            long big = Math.max(a, b);
            long small = Math.min(a, b);
            for (long k = 1; k * small <= big; k++) {
                seen.add(a >= b ? euclidValue(a - k * b, b, memo) : euclidValue(a, b - k * a, memo));
            }
        }
        long m = 0;
        while (seen.contains(m)) {
            m++;
        }
        memo.put(key, m);
        return m;
    }
}
