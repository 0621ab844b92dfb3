package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The rest of docs/rules.md's cookbook, each rule against its game written again here from its
 * words (a recursion over the positions, with the options listed in Java) or a theorem about it:
 * GenWythoff, Mem0, Moore's Nim_2, two-heap Nim as a rook, a king and a knight moving to the corner,
 * subtracting a square, Dawson's chess.
 */
class RuleCookbookTest {

    /** A knight on an 8 x 8 board, towards the corner (0, 0). */
    static final String KNIGHT = "(a, b) -> [(a - 2, b + d) for d in [-1, 1] if a >= 2 and b + d >= 0 and b + d < 8]"
            + " + [(a + d, b - 2) for d in [-1, 1] if b >= 2 and a + d >= 0 and a + d < 8]";

    private static CoordinateGame coordinateGame(String rule, Map<String, Long> with) {
        return CoordinateGame.of(Rule.parse(rule).bind(with, 100_000_000, "steps"), "rule", 10_000_000, "limit");
    }

    private static HeapGame heapGame(String rule, long upTo) {
        return TabledHeapGame.of("rule", Rule.parse(rule).bind(Map.of(), 100_000_000, "steps"), 1 << 20).prepare(upTo);
    }

    /** The value of a point by its definition: the mex of its options' values, each an option a point. */
    private static final class Brute {
        private final Function<List<Long>, List<List<Long>>> options;
        private final Map<List<Long>, Long> memo = new HashMap<>();

        Brute(Function<List<Long>, List<List<Long>>> options) {
            this.options = options;
        }

        long value(List<Long> point) {
            Long known = memo.get(point);
            if (known != null) {
                return known;
            }
            Set<Long> seen = new HashSet<>();
            for (List<Long> o : options.apply(point)) {
                seen.add(value(o));
            }
            long m = 0;
            while (seen.contains(m)) {
                m++;
            }
            memo.put(point, m);
            return m;
        }
    }

    private static long[] array(List<Long> point) {
        return point.stream().mapToLong(Long::longValue).toArray();
    }

    /** Every point of a box, checked: the rule's value is the brute force's. */
    private static void agree(CoordinateGame rule, Brute brute, int a, int b) {
        for (long x = 0; x <= a; x++) {
            for (long y = 0; y <= b; y++) {
                List<Long> p = List.of(x, y);
                assertEquals(brute.value(p), rule.grundy(array(p)), p.toString());
            }
        }
    }

    @Test
    void genWythoffIsItsDefinition() {
        // Take any number from one heap, or x from one and y from the other with |x - y| < k (Fraenkel).
        String text = "param k = 1 in 1..; (a, b) -> [(a - i, b) for i in 1..a] + [(a, b - j) for j in 1..b]"
                + " + [(a - i, b - j) for i in 1..a for j in 1..b if abs(i - j) < k]";
        for (long k = 1; k <= 3; k++) {
            long bound = k;
            Brute brute = new Brute(p -> {
                List<List<Long>> o = new ArrayList<>();
                long a = p.get(0);
                long b = p.get(1);
                for (long i = 1; i <= a; i++) {
                    o.add(List.of(a - i, b));
                }
                for (long j = 1; j <= b; j++) {
                    o.add(List.of(a, b - j));
                }
                for (long i = 1; i <= a; i++) {
                    for (long j = 1; j <= b; j++) {
                        if (Math.abs(i - j) < bound) {
                            o.add(List.of(a - i, b - j));
                        }
                    }
                }
                return o;
            });
            agree(coordinateGame(text, Map.of("k", k)), brute, 25, 25);
        }
        // k = 1 is Wythoff's game: its P-positions (3, 5) and (8, 13).
        CoordinateGame wythoff = coordinateGame(text, Map.of());
        assertEquals(0, wythoff.grundy(new long[] {3, 5}));
        assertEquals(0, wythoff.grundy(new long[] {8, 13}));
    }

    @Test
    void mem0IsItsDefinition() {
        // Mem0 (short local Nim): take any number of tokens but the number the last move on this heap took.
        CoordinateGame rule = coordinateGame("(n, k) -> [(n - j, j) for j in 1..n if j != k]", Map.of());
        Brute brute = new Brute(p -> {
            List<List<Long>> o = new ArrayList<>();
            for (long j = 1; j <= p.get(0); j++) {
                if (j != p.get(1)) {
                    o.add(List.of(p.get(0) - j, j));
                }
            }
            return o;
        });
        agree(rule, brute, 40, 40);
    }

    @Test
    void mooresNim2OnThreeHeapsIsLostExactlyWhereItsTheoremSays() {
        // Take from one or two of the heaps; lost iff every binary digit's count of ones is 0 mod 3 (Moore 1910).
        CoordinateGame rule = coordinateGame("(a, b, c) -> [(a - i, b, c) for i in 1..a] + [(a, b - i, c) for i in 1..b]"
                + " + [(a, b, c - i) for i in 1..c] + [(a - i, b - j, c) for i in 1..a for j in 1..b]"
                + " + [(a - i, b, c - j) for i in 1..a for j in 1..c] + [(a, b - i, c - j) for i in 1..b for j in 1..c]",
                Map.of());
        int lost = 0;
        for (long a = 0; a <= 12; a++) {
            for (long b = 0; b <= 12; b++) {
                for (long c = 0; c <= 12; c++) {
                    boolean moore = true;
                    for (int bit = 0; bit < 4; bit++) {
                        moore &= ((a >> bit & 1) + (b >> bit & 1) + (c >> bit & 1)) % 3 == 0;
                    }
                    boolean zero = rule.grundy(new long[] {a, b, c}) == 0;
                    assertEquals(moore, zero, "(" + a + ", " + b + ", " + c + ")");
                    lost += zero ? 1 : 0;
                }
            }
        }
        assertTrue(lost > 10, lost + " lost positions");
    }

    @Test
    void aRookIsTwoHeapNimAndAKingAndAKnightAreTheirDefinitions() {
        CoordinateGame rook = coordinateGame("(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]", Map.of());
        for (long a = 0; a <= 30; a++) {
            for (long b = 0; b <= 30; b++) {
                assertEquals(a ^ b, rook.grundy(new long[] {a, b}));
            }
        }
        CoordinateGame king = coordinateGame("(a, b) -> [(a - i, b - j) for i in 0..min(a, 1) for j in 0..min(b, 1)"
                + " if i + j > 0]", Map.of());
        agree(king, new Brute(p -> {
            List<List<Long>> o = new ArrayList<>();
            if (p.get(0) > 0) {
                o.add(List.of(p.get(0) - 1, p.get(1)));
            }
            if (p.get(1) > 0) {
                o.add(List.of(p.get(0), p.get(1) - 1));
            }
            if (p.get(0) > 0 && p.get(1) > 0) {
                o.add(List.of(p.get(0) - 1, p.get(1) - 1));
            }
            return o;
        }), 30, 30);
        // A knight on an 8 x 8 board moving towards the corner: two back and one aside, or one back and two aside.
        CoordinateGame knight = coordinateGame(KNIGHT, Map.of());
        agree(knight, new Brute(p -> {
            List<List<Long>> o = new ArrayList<>();
            long[][] steps = {{-2, 1}, {-2, -1}, {1, -2}, {-1, -2}};
            for (long[] s : steps) {
                long x = p.get(0) + s[0];
                long y = p.get(1) + s[1];
                if (x >= 0 && y >= 0 && x < 8 && y < 8) {
                    o.add(List.of(x, y));
                }
            }
            return o;
        }), 7, 7);
    }

    @Test
    void subtractingASquareAndDawsonsChessAreTheirGames() {
        HeapGame squares = heapGame("n -> [n - k * k for k in 1..isqrt(n)]", 2000);
        long[] g = new TestGames.DefinitionGrundy((heap, sink) -> {
            for (long k = 1; k * k <= heap; k++) {
                if (!sink.accept(new long[] {heap - k * k})) {
                    return;
                }
            }
        }).upTo(2000);
        for (int n = 0; n <= 2000; n++) {
            assertEquals(g[n], squares.grundy(n), "heap " + n);
        }
        // The first lost heaps (OEIS A030193): 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34.
        assertEquals(List.of(0L, 2L, 5L, 7L, 10L, 12L, 15L, 17L, 20L, 22L, 34L),
                java.util.stream.LongStream.rangeClosed(0, 34).filter(n -> squares.grundy(n) == 0).boxed().toList());
        // Dawson's chess, 0.137: take 1 if it is the whole heap, 2 from the end, or 3 from the middle.
        HeapGame rule = heapGame("n -> (if n == 1 then [()] else []) + (if n >= 2 then [n - 2] else [])"
                + " + [(a, n - 3 - a) for a in 0..n - 3]", 300);
        TakeBreakCode c = TakeBreakCode.parse("0.137");
        HeapGame code = TabledHeapGame.of("0.137", c::forEachOption, 1 << 20).prepare(300);
        for (long n = 0; n <= 300; n++) {
            assertEquals(code.grundy(n), rule.grundy(n), "heap " + n);
        }
    }

    @Test
    void theLoopyExampleIsItsRetrogradeAnalysis() {
        CoordinateGame rule = coordinateGame("(x, y) -> [(x - k, y) for k in 1..min(x, 2)] + [(x + 1, y - 1) for t in 1..1"
                + " if y > 0] + [(x, y + 1) for t in 1..1 if x == 3 and y < 2]", Map.of());
        // The moves in Java, from the words: back one or two; forward one, lowering y; raise y on row 3.
        Function<List<Long>, List<List<Long>>> moves = p -> {
            List<List<Long>> o = new ArrayList<>();
            long x = p.get(0);
            long y = p.get(1);
            for (long k = 1; k <= Math.min(x, 2); k++) {
                o.add(List.of(x - k, y));
            }
            if (y > 0) {
                o.add(List.of(x + 1, y - 1));
            }
            if (x == 3 && y < 2) {
                o.add(List.of(x, y + 1));
            }
            return o;
        };
        List<List<Long>> points = new ArrayList<>();
        for (long x = 0; x <= 6; x++) {
            for (long y = 0; y <= 2; y++) {
                points.add(List.of(x, y));
            }
        }
        // And every point they reach (x grows only as y falls, y rises only on row 3: finitely many).
        for (int i = 0; i < points.size(); i++) {
            for (List<Long> q : moves.apply(points.get(i))) {
                if (!points.contains(q)) {
                    points.add(q);
                }
            }
        }
        // Retrograde: won if a move reaches a lost point, lost if every move reaches a won one, else drawn.
        Map<List<Long>, io.github.grundy.core.game.Outcome> outcome = new HashMap<>();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (List<Long> p : points) {
                if (outcome.containsKey(p)) {
                    continue;
                }
                boolean toLost = false;
                boolean allWon = true;
                for (List<Long> q : moves.apply(p)) {
                    toLost |= outcome.get(q) == io.github.grundy.core.game.Outcome.P;
                    allWon &= outcome.get(q) == io.github.grundy.core.game.Outcome.N;
                }
                if (toLost || allWon) {
                    outcome.put(p, toLost ? io.github.grundy.core.game.Outcome.N : io.github.grundy.core.game.Outcome.P);
                    changed = true;
                }
            }
        }
        int draws = 0;
        for (List<Long> p : points) {
            io.github.grundy.core.game.Outcome expected = outcome.getOrDefault(p, io.github.grundy.core.game.Outcome.D);
            draws += expected == io.github.grundy.core.game.Outcome.D ? 1 : 0;
            assertEquals(expected, rule.outcome(array(p)), p.toString());
        }
        assertTrue(draws > 0, "some draws");
    }
}
