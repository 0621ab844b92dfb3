package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.List;

/**
 * The independent check of a quotient: misère outcomes of small sums by the game tree, nothing
 * shared with the quotient's code. Public for the other packages' tests (a survey's misère rows).
 */
public final class MisereTreeSearch {

    private MisereTreeSearch() {
    }

    /** Misère outcomes by the game tree, one memo for all the sums of a game (sorted heap lists). */
    public static final class Search {
        private final HeapMoves moves;
        private final java.util.Map<List<Long>, Boolean> memo = new java.util.HashMap<>();

        /** A search of the sums of {@code moves}' heaps. */
        public Search(HeapMoves moves) {
            this.moves = moves;
        }

        /** Whether the player to move wins (heaps sorted): no move at all, or one to a lost position. */
        public boolean wins(List<Long> heaps) {
            Boolean known = memo.get(heaps);
            if (known != null) {
                return known;
            }
            boolean any = false;
            boolean win = false;
            for (int i = 0; i < heaps.size() && !win; i++) {
                int at = i;
                List<long[]> options = new java.util.ArrayList<>();
                moves.forEachOption(heaps.get(i), o -> options.add(o.clone()));
                for (long[] o : options) {
                    any = true;
                    List<Long> next = new java.util.ArrayList<>(heaps);
                    next.remove(at);
                    for (long h : o) {
                        if (h > 0) {
                            next.add(h);
                        }
                    }
                    next.sort(null);
                    if (!wins(next)) {
                        win = true;
                        break;
                    }
                }
            }
            boolean result = win || !any;
            memo.put(heaps, result);
            return result;
        }
    }

    /** Every sum of one to three heaps 1..n: the quotient's outcome is the search's. */
    static void assertAgrees(TakeBreakCode code, MisereQuotient q, int n) {
        Search search = new Search(code);
        for (long a = 1; a <= n; a++) {
            for (long b = 0; b <= a; b++) {
                for (long c = 0; c <= b; c++) {
                    long[] heaps = {a, b, c};
                    List<Long> sorted = new java.util.ArrayList<>();
                    for (long h : heaps) {
                        if (h > 0) {
                            sorted.add(h);
                        }
                    }
                    sorted.sort(null);
                    Outcome searched = search.wins(sorted) ? Outcome.N : Outcome.P;
                    assertEquals(searched, q.outcome(heaps), code + " " + a + " + " + b + " + " + c);
                }
            }
        }
    }
}
