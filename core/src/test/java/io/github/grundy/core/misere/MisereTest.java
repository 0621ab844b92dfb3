package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.TestGames;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Misère play against an independent game-tree search written here from the rule alone (the
 * player who makes the last move loses): Bouton's rule on every small Nim position, the search on
 * random sums of Nim, Bash, subtraction games and Kayles, their winning moves move by move, and
 * the stated maxima (heaps of 2^63-1, 10^6 heaps).
 */
class MisereTest {

    private static HeapGame game(String name, HeapMoves moves) {
        return TestGames.movesOnly(name, moves);
    }

    private static final HeapMoves NIM_MOVES = (heap, sink) -> {
        for (long k = heap - 1; k >= 0; k--) {
            if (!sink.accept(new long[] {k})) {
                return;
            }
        }
    };

    /** The brute force: a position is a sorted list of (game, heap); the player with no move wins. */
    private static final class BruteForce {
        private final List<HeapMoves> games;
        private final Map<List<Long>, Boolean> memo = new HashMap<>();

        BruteForce(List<HeapMoves> games) {
            this.games = games;
        }

        boolean wins(List<Long> position) {
            Boolean known = memo.get(position);
            if (known != null) {
                return known;
            }
            boolean anyMove = false;
            boolean win = false;
            for (int j = 0; j < position.size() && !win; j += 2) {
                int g = position.get(j).intValue();
                long h = position.get(j + 1);
                List<long[]> options = new ArrayList<>();
                games.get(g).forEachOption(h, o -> options.add(o.clone()));
                for (long[] o : options) {
                    anyMove = true;
                    if (!wins(after(position, j, g, o))) {
                        win = true;
                        break;
                    }
                }
            }
            boolean result = win || !anyMove;
            memo.put(position, result);
            return result;
        }

        static List<Long> after(List<Long> position, int j, int g, long[] option) {
            List<long[]> parts = new ArrayList<>();
            for (int i = 0; i < position.size(); i += 2) {
                if (i != j) {
                    parts.add(new long[] {position.get(i), position.get(i + 1)});
                }
            }
            for (long h : option) {
                parts.add(new long[] {g, h});
            }
            return canonical(parts);
        }

        static List<Long> canonical(List<long[]> parts) {
            parts.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
            List<Long> out = new ArrayList<>();
            for (long[] p : parts) {
                out.add(p[0]);
                out.add(p[1]);
            }
            return out;
        }

        /** The winning moves of heaps {@code heaps} of games {@code gameOf}: "component:option". */
        List<String> winningMoves(int[] gameOf, long[] heaps) {
            List<long[]> parts = new ArrayList<>();
            for (int i = 0; i < heaps.length; i++) {
                parts.add(new long[] {gameOf[i], heaps[i]});
            }
            List<Long> position = canonical(parts);
            List<String> moves = new ArrayList<>();
            for (int i = 0; i < heaps.length; i++) {
                int c = i;
                List<long[]> options = new ArrayList<>();
                games.get(gameOf[i]).forEachOption(heaps[i], o -> options.add(o.clone()));
                java.util.Set<String> seen = new java.util.HashSet<>();
                for (long[] o : options) {
                    long[] sortedOption = o.clone();
                    Arrays.sort(sortedOption);
                    if (!seen.add(Arrays.toString(sortedOption))) {
                        continue;
                    }
                    // The index of this component's (game, heap) pair in the canonical position.
                    int j;
                    for (j = 0; j < position.size(); j += 2) {
                        if (position.get(j) == gameOf[c] && position.get(j + 1) == heaps[c]) {
                            break;
                        }
                    }
                    if (!wins(after(position, j, gameOf[c], o))) {
                        moves.add(c + ":" + Arrays.toString(sortedOption));
                    }
                }
            }
            return moves;
        }
    }

    private static List<String> moves(Analysis<HeapMove> a) {
        List<String> out = new ArrayList<>();
        for (HeapMove m : a.list(Integer.MAX_VALUE)) {
            long[] o = m.option();
            Arrays.sort(o);
            out.add(m.component() + ":" + Arrays.toString(o));
        }
        return out;
    }

    @Test
    void boutonsRuleOnEverySmallNimPosition() {
        BruteForce brute = new BruteForce(List.of(NIM_MOVES));
        HeapGame nim = new TestGames.TinyNim();
        int positions = 0;
        for (int k = 0; k <= 4; k++) {
            for (int code = 0; code < Math.pow(7, k); code++) {
                int c = code;
                long[] heaps = new long[k];
                for (int i = 0; i < k; i++) {
                    heaps[i] = c % 7;
                    c /= 7;
                }
                int[] gameOf = new int[k];
                Analysis<HeapMove> a = Analyses.misere(HeapSum.of(nim, heaps), 1000, "a test's limit");
                assertInstanceOf(MisereNim.class, a);
                String where = Arrays.toString(heaps);
                List<String> expected = brute.winningMoves(gameOf, heaps);
                boolean wins = brute.wins(BruteForce.canonical(pairs(gameOf, heaps)));
                assertEquals(wins ? Outcome.N : Outcome.P, a.outcome(), where);
                assertEquals(expected, moves(a), where);
                assertEquals(expected.size(), a.count(), where);
                assertEquals(expected.isEmpty() ? "none" : expected.get(0),
                        a.first().map(m -> m.component() + ":" + Arrays.toString(m.option())).orElse("none"), where);
                assertTrue(a.misere() && a.grundy().isEmpty() && a.rule().orElseThrow().startsWith("Bouton"), where);
                positions++;
            }
        }
        assertEquals(1 + 7 + 49 + 343 + 2401, positions);
    }

    private static List<long[]> pairs(int[] gameOf, long[] heaps) {
        List<long[]> parts = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            parts.add(new long[] {gameOf[i], heaps[i]});
        }
        return parts;
    }

    /** Random sums of four games, searched, against the brute force: outcomes and every winning move. */
    @Test
    void theSearchAgreesWithTheBruteForceOnRandomSums() {
        // Nim twice: by its moves (walked like any game) and as NimHeaps (its genus in closed form).
        List<HeapMoves> moves = List.of(NIM_MOVES, TestGames.subtractionMoves(1, 2, 3), TestGames.subtractionMoves(2, 5),
                TestGames.KAYLES_MOVES, NIM_MOVES);
        List<HeapGame> games = List.of(game("nim-by-search", NIM_MOVES), game("bash", moves.get(1)),
                game("subtraction", moves.get(2)), game("kayles", moves.get(3)), new TestGames.TinyNim());
        BruteForce brute = new BruteForce(moves);
        Random random = new Random(1902);
        Map<String, Integer> byKind = new HashMap<>();
        MisereSolver shared = new MisereSolver(10_000_000, "a test's limit");
        for (int round = 0; round < 3000; round++) {
            int k = random.nextInt(5);
            int[] gameOf = new int[k];
            long[] heaps = new long[k];
            HeapGame[] of = new HeapGame[k];
            for (int i = 0; i < k; i++) {
                gameOf[i] = random.nextInt(games.size());
                heaps[i] = random.nextInt(gameOf[i] == 3 ? 9 : 7);
                of[i] = games.get(gameOf[i]);
            }
            HeapSum sum = HeapSum.of(of, heaps);
            Analysis<HeapMove> a = Analyses.misere(sum, 1_000_000, "a test's limit");
            byKind.merge(a.getClass().getSimpleName(), 1, Integer::sum);
            String where = Arrays.toString(gameOf) + " " + Arrays.toString(heaps);
            boolean wins = brute.wins(BruteForce.canonical(pairs(gameOf, heaps)));
            List<String> expected = brute.winningMoves(gameOf, heaps);
            // What decided (the genus where every heap is tame), the search alone, and one solver
            // that keeps its genera and searched positions from sum to sum (as play does), all checked.
            for (Analysis<HeapMove> b : List.of(a, MisereSearch.of(sum, 1_000_000, "a test's limit"),
                    shared.analyse(sum))) {
                assertEquals(wins ? Outcome.N : Outcome.P, b.outcome(), where);
                assertEquals(expected, moves(b), where);
                assertEquals(expected.size(), b.count(), where);
                // The moves as parts (HeapSumAnalysis's default unpacks forEach's): the same ones.
                List<HeapMove> parts = new ArrayList<>();
                ((HeapSumAnalysis) b).forEachMove((c, heap, option) -> parts.add(new HeapMove(c, heap, option)));
                assertEquals(b.list(Integer.MAX_VALUE), parts, where);
            }
        }
        // Kayles is wild from heap 5, so both ways are taken often.
        assertTrue(byKind.getOrDefault("MisereTame", 0) > 1000, byKind.toString());
        assertTrue(byKind.getOrDefault("MisereSearch", 0) > 300, byKind.toString());
    }

    /** The search on Nim gives Bouton's answers, on positions too large for the brute force. */
    @Test
    void theSearchOnNimGivesBoutonsAnswers() {
        HeapGame byRule = new TestGames.TinyNim();
        HeapGame bySearch = game("nim-by-search", NIM_MOVES);
        Random random = new Random(7);
        for (int round = 0; round < 300; round++) {
            long[] heaps = random.longs(1 + random.nextInt(4), 0, 13).toArray();
            Analysis<HeapMove> rule = Analyses.misere(HeapSum.of(byRule, heaps), 10, "a test's limit");
            Analysis<HeapMove> search = Analyses.misere(HeapSum.of(bySearch, heaps), 1_000_000, "a test's limit");
            assertEquals(rule.outcome(), search.outcome(), Arrays.toString(heaps));
            assertEquals(moves(rule), moves(search), Arrays.toString(heaps));
        }
    }

    /** Bash in misère play: a heap n is lost iff n = 1 mod (m + 1) (take 1..m). */
    @Test
    void misereBashHasItsKnownPPositions() {
        HeapGame bash = game("bash", TestGames.subtractionMoves(1, 2, 3));
        for (long n = 0; n <= 200; n++) {
            Outcome o = Analyses.misere(HeapSum.of(bash, n), 1000, "a test's limit").outcome();
            assertEquals(n % 4 == 1 ? Outcome.P : Outcome.N, o, "heap " + n);
        }
    }

    /** The stated maxima: heaps of 2^63-1, and 10^6 heaps, in linear time by Bouton's rule. */
    @Test
    void boutonAtTheMaxima() {
        HeapGame nim = new TestGames.TinyNim();
        long max = Long.MAX_VALUE;
        Analysis<HeapMove> two = Analyses.misere(HeapSum.of(nim, max, max), 1, "a test's limit");
        assertEquals(Outcome.P, two.outcome());
        assertEquals(0, two.count());
        // One heap of two or more and one 1-heap: reduce the big heap to 0, leaving one 1-heap.
        Analysis<HeapMove> one = Analyses.misere(HeapSum.of(nim, 1, max), 1, "a test's limit");
        assertEquals(Outcome.N, one.outcome());
        assertEquals(List.of("1:[0]"), moves(one));
        Analysis<HeapMove> alone = Analyses.misere(HeapSum.of(nim, max), 1, "a test's limit");
        assertEquals(List.of("0:[1]"), moves(alone));
        long[] ones = new long[1_000_000];
        Arrays.fill(ones, 1);
        Analysis<HeapMove> even = Analyses.misere(HeapSum.of(nim, ones), 1, "a test's limit");
        assertEquals(Outcome.N, even.outcome());
        assertEquals(1_000_000, even.count());
        ones[0] = 0;
        assertEquals(Outcome.P, Analyses.misere(HeapSum.of(nim, ones), 1, "a test's limit").outcome());
        // No heap at all, or only empty ones: no move, so the player to move has won.
        Analysis<HeapMove> empty = Analyses.misere(HeapSum.of(nim, 0, 0), 1, "a test's limit");
        assertEquals(Outcome.N, empty.outcome());
        assertEquals(0, empty.count());
        assertTrue(empty.first().isEmpty());
    }

    /** A huge Nim heap beside another game: its genus in closed form, no walk of its 3·10^7 heaps. */
    @Test
    @org.junit.jupiter.api.Timeout(60)
    void aHugeNimHeapInAMixedSumIsTameAtOnce() {
        HeapSum sum = HeapSum.of(new HeapGame[] {new TestGames.TinyNim(), game("bash", TestGames.subtractionMoves(1, 2, 3))},
                new long[] {30_000_000, 4});
        Analysis<HeapMove> a = Analyses.misere(sum, 1_000_000, "a test's limit");
        assertInstanceOf(MisereTame.class, a);
        // Misère Nim on the genera: 30000000 and the Bash heap of 4 (value 0, not small) leave a won position.
        assertEquals(Outcome.N, a.outcome());
    }

    /** Past its limit the search says so, naming the limit, and never guesses. */
    @Test
    void theSearchStopsAtItsLimit() {
        HeapGame kayles = game("kayles", TestGames.KAYLES_MOVES);
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> Analyses.misere(HeapSum.of(kayles, 30, 31, 29), 500, "--max-positions=500"));
        assertTrue(e.getMessage().contains("more than 500 positions (--max-positions=500)"), e.getMessage());
        // A deep but narrow tree needs no recursion: a single subtraction heap of 10^5.
        HeapGame takeOne = game("take-one", TestGames.subtractionMoves(1));
        assertEquals(Outcome.P, Analyses.misere(HeapSum.of(takeOne, 100_001), 200_000, "limit").outcome());
        assertEquals(Outcome.N, Analyses.misere(HeapSum.of(takeOne, 100_000), 200_000, "limit").outcome());
        // The limit holds during the walk down a huge heap, not only after it (10^8 heaps, 10 allowed).
        HeapGame bash = game("bash", TestGames.subtractionMoves(1, 2, 3, 4));
        LimitExceededException walk = assertThrows(LimitExceededException.class,
                () -> Analyses.misere(HeapSum.of(bash, 100_000_000, 1), 10, "--max-positions=10"));
        assertTrue(walk.getMessage().contains("more than 10 heaps looked at (--max-positions=10)"), walk.getMessage());
    }
}
