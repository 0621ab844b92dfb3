package io.github.grundy.core.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.TestGames;
import io.github.grundy.core.TestPositionGames;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Smith's remoteness by {@link Remoteness}'s search against a brute force written from the
 * definition alone: the whole position as a plain list of heaps, its moves written out here again
 * (Nim, a subtraction game, Kayles as a row of pins, Wythoff's two heaps), every option recursed
 * into, nothing sorted, merged or dropped. Thousands of random small positions, normal and misère.
 */
class RemotenessTest {

    /** The options of a whole position, by its game's rule, written here. */
    private interface Rule extends Function<List<Long>, List<List<Long>>> {
    }

    /** Every heap may shrink by an amount {@code takes} allows, a Kayles row may also split. */
    private static Rule heaps(boolean kayles, long... takes) {
        return position -> {
            List<List<Long>> out = new ArrayList<>();
            for (int i = 0; i < position.size(); i++) {
                long n = position.get(i);
                if (kayles) {
                    // Knock down pin p, or pins p and p + 1, of a row of n: the pins either side stay.
                    for (int width = 1; width <= 2; width++) {
                        for (long p = 0; p + width <= n; p++) {
                            List<Long> next = new ArrayList<>(position);
                            next.set(i, p);
                            next.add(n - p - width);
                            out.add(next);
                        }
                    }
                    continue;
                }
                for (long k : takes.length == 0 ? range(n) : takes) {
                    if (k <= n) {
                        List<Long> next = new ArrayList<>(position);
                        next.set(i, n - k);
                        out.add(next);
                    }
                }
            }
            return out;
        };
    }

    private static long[] range(long n) {
        long[] r = new long[(int) n];
        for (int k = 0; k < n; k++) {
            r[k] = k + 1;
        }
        return r;
    }

    /** Wythoff's: take from either heap of two, or the same from both. */
    private static final Rule WYTHOFF = position -> {
        List<List<Long>> out = new ArrayList<>();
        long a = position.get(0);
        long b = position.get(1);
        for (long k = 1; k <= Math.max(a, b); k++) {
            if (k <= a) {
                out.add(List.of(a - k, b));
            }
            if (k <= b) {
                out.add(List.of(a, b - k));
            }
            if (k <= a && k <= b) {
                out.add(List.of(a - k, b - k));
            }
        }
        return out;
    };

    /**
     * The remoteness by the definition; won or lost from its parity and the play. Remembered by the
     * heaps sorted, empty ones left out (a sum's order does not matter, and an empty heap has no
     * move in these games), else Kayles's rows would make millions of lists.
     */
    private static long brute(Rule rule, List<Long> position, boolean misere, Map<List<Long>, Long> memo) {
        List<Long> key = position.stream().filter(h -> h > 0).sorted().toList();
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        long quickestWin = Long.MAX_VALUE;
        long longest = -1;
        List<List<Long>> options = rule.apply(position);
        for (List<Long> o : options) {
            long r = brute(rule, o, misere, memo);
            boolean lostForNext = (r % 2 == 1) == misere;
            if (lostForNext) {
                quickestWin = Math.min(quickestWin, r);
            } else {
                longest = Math.max(longest, r);
            }
        }
        long r = options.isEmpty() ? 0 : quickestWin != Long.MAX_VALUE ? quickestWin + 1 : longest + 1;
        memo.put(key, r);
        return r;
    }

    private static List<Long> list(long... heaps) {
        List<Long> l = new ArrayList<>();
        for (long h : heaps) {
            l.add(h);
        }
        return l;
    }

    private static Remoteness.Known known(Remoteness.Result r) {
        return assertInstanceOf(Remoteness.Known.class, r);
    }

    @Test
    void aSumIsNotItsComponents() {
        // Every heap of 1 or 2 in Nim has remoteness 1 (take it all), but 1 + 1 has 2 and 2 + 2 has 4.
        HeapGame nim = new TestGames.TinyNim();
        Remoteness search = new Remoteness(false, 1000);
        assertEquals(new Remoteness.Known(1, Outcome.N), search.of(HeapSum.of(nim, 2)));
        assertEquals(new Remoteness.Known(2, Outcome.P), search.of(HeapSum.of(nim, 1, 1)));
        assertEquals(new Remoteness.Known(4, Outcome.P), search.of(HeapSum.of(nim, 2, 2)));
        assertEquals(new Remoteness.Known(0, Outcome.P), search.of(HeapSum.of(nim, 0, 0)));
        // In misère play the player who cannot move has won, in no move.
        assertEquals(new Remoteness.Known(0, Outcome.N), new Remoteness(true, 10).of(HeapSum.of(nim, 0)));
    }

    @Test
    void heapSumsAsTheBruteForceHasThem() {
        Random random = new Random(1976);
        TestGames.TableGame kayles = TestGames.kayles(40);
        TestGames.TableGame subtraction = TestGames.subtraction(40, 1, 3, 4);
        HeapGame nim = new TestGames.TinyNim();
        Object[][] games = {{nim, heaps(false)}, {subtraction, heaps(false, 1, 3, 4)}, {kayles, heaps(true)}};
        int checked = 0;
        for (boolean misere : new boolean[] {false, true}) {
            // One search for all, as play keeps one for a game: what it learnt must stay right.
            Remoteness shared = new Remoteness(misere, 100_000);
            List<Map<List<Long>, Long>> memos = List.of(new HashMap<>(), new HashMap<>(), new HashMap<>());
            for (int round = 0; round < 1500; round++) {
                int g = random.nextInt(games.length);
                long[] heaps = new long[1 + random.nextInt(3)];
                for (int i = 0; i < heaps.length; i++) {
                    heaps[i] = random.nextInt(g == 0 ? 6 : 11);
                }
                HeapSum sum = HeapSum.of((HeapGame) games[g][0], heaps);
                long expected = brute((Rule) games[g][1], list(heaps), misere, memos.get(g));
                Remoteness.Known fresh = known(new Remoteness(misere, 100_000).of(sum));
                assertEquals(expected, fresh.remoteness(), games[g][0] + " " + Arrays.toString(heaps) + " misere " + misere);
                assertEquals(fresh, shared.of(sum), "the same from a search that has seen other positions");
                if (!misere) {
                    assertEquals(Analyses.of(sum).outcome(), fresh.outcome(), "Sprague-Grundy agrees");
                }
                checked++;
            }
        }
        assertEquals(3000, checked);
    }

    @Test
    void wholePositionsAsTheBruteForceHasThem() {
        PositionGame wythoff = TestPositionGames.wythoff();
        Random random = new Random(1907);
        for (boolean misere : new boolean[] {false, true}) {
            Remoteness search = new Remoteness(misere, 100_000);
            Map<List<Long>, Long> memo = new HashMap<>();
            for (int round = 0; round < 600; round++) {
                long[] p = {random.nextInt(13), random.nextInt(13)};
                Remoteness.Known r = known(search.of(wythoff, p));
                assertEquals(brute(WYTHOFF, list(p), misere, memo), r.remoteness(), Arrays.toString(p));
            }
        }
        // (1, 2) is Wythoff's first P-position: every move lets the other win at once, but (1, 0),
        // (0, 2) and (1, 1) each take one move, so the loser's best is 2.
        assertEquals(new Remoteness.Known(2, Outcome.P), new Remoteness(false, 10).of(wythoff, new long[] {1, 2}));
    }

    /** Tokens on a cycle of three: a move goes round, so play need not end. */
    private static final PositionGame ROUND = new PositionGame() {
        @Override
        public long grundy(long[] position) {
            throw new AssertionError("no value is asked");
        }

        @Override
        public void forEachMove(long[] position, OptionSink sink) {
            sink.accept(new long[] {1});
        }

        @Override
        public long[] play(long[] position, long[] move) {
            return new long[] {(position[0] + 1) % 3};
        }

        @Override
        public String describeMove(long[] position, long[] move) {
            return "round";
        }

        @Override
        public String describe() {
            return "round";
        }
    };

    @Test
    void noRemotenessWherePlayCanGoRoundOrTheSearchIsTooLarge() {
        Remoteness.Result round = new Remoteness(false, 1000).of(ROUND, new long[] {0});
        assertEquals(new Remoteness.Unknown("play can come back to a position it has left, so it need not end"), round);
        Remoteness search = new Remoteness(false, 1000);
        Remoteness.Result large = search.of(HeapSum.of(new TestGames.TinyNim(), 30, 40, 50));
        assertEquals(new Remoteness.Unknown("the search would look at more than 1000 positions"), large);
        // What it gave up on leaves nothing wrong behind: a smaller position is still right.
        assertEquals(new Remoteness.Known(4, Outcome.P), search.of(HeapSum.of(new TestGames.TinyNim(), 2, 2)));
        assertTrue(new Remoteness(false, 10).of(HeapSum.of(new TestGames.TinyNim(), Long.MAX_VALUE))
                instanceof Remoteness.Unknown, "a heap of 2^63 - 1 in Nim has too many options to list");
    }
}
