package io.github.grundy.core.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.misere.MisereTreeSearch;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A code's misère row: the published quotients, and tameness against the game tree: sums of heaps
 * below the first wild one play as misère Nim does, each heap as the Nim position it stands for
 * (a tame heap of value 0 or 1 is {@code *0} or {@code *1}, or {@code *2+*2} or {@code *2+*2+*1}
 * when its misère outcome is the other one; of value g at least 2, {@code *g}).
 */
class MisereRowTest {

    @Test
    void publishedQuotients() {
        // 0.75: R8 (Siegel, "The structure and classification of misere quotients"), proved at heap 20.
        MisereRow r8 = MisereRow.of(TakeBreakCode.parse("0.75"), 1000, 256);
        assertEquals(new MisereRow.Quotient(20, 8, 2, false, "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}",
                Optional.of(new Period(8, 2)), OptionalInt.empty()), r8.quotient());
        // Kayles: 40 elements, 9 in P, period 12 from heap 71, proved at heap 166 (Siegel's
        // MisereSolver proves it at heap 253, with a longer criterion); wild from heap 5, whose genus
        // Winning Ways (ch. 13) prints as 4^{146}.
        MisereRow kayles = MisereRow.of(TakeBreakCode.parse("0.77"), 1000, 256);
        assertEquals(OptionalInt.of(5), kayles.firstWild());
        assertEquals(Optional.of("4^{146}"), kayles.wildGenus());
        // Winning Ways' genera of Kayles heaps 0 to 5.
        assertEquals(List.of("0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}", "4^{146}"), kayles.genera());
        assertEquals(List.of(166, 40, 9), List.of(kayles.quotient().to(), kayles.quotient().size(),
                kayles.quotient().pSize()));
        assertEquals(Optional.of(new Period(71, 12)), kayles.quotient().period());
        // Dawson's Kayles: tame to heap 9 (Winning Ways); its quotient has 24 elements, 5 in P, from
        // heap 14 to 24, and 144 at heap 25, as Siegel's MisereSolver (the peer) finds; a candidate
        // of more than 256 elements is tried on the way to heap 25, which stops the row there.
        MisereRow dawson = MisereRow.of(TakeBreakCode.parse("0.07"), 1000, 256);
        assertEquals(OptionalInt.of(10), dawson.firstWild());
        assertEquals(new MisereRow.Quotient(24, 24, 5, false, dawson.quotient().presentation(), Optional.empty(),
                OptionalInt.of(25)), dawson.quotient());
        assertEquals(144, MisereRow.of(TakeBreakCode.parse("0.07"), 25, 4096).quotient().size());
        // Bash, take 1 to 3 (0.333): tame to the end, its quotient that of misere Nim (T2).
        MisereRow nim = MisereRow.of(TakeBreakCode.parse("0.333"), 60, 256);
        assertEquals(OptionalInt.empty(), nim.firstWild());
        assertEquals(61, nim.genera().size());
        assertEquals(List.of("0^{120}", "1^{031}", "2^{20}", "3^{31}", "0^{120}"), nim.genera().subList(0, 5));
        assertTrue(nim.quotient().tame());
    }

    @Test
    void heapsBelowTheFirstWildPlayAsMisereNim() {
        int checked = 0;
        for (String written : List.of("0.07", "0.77", "0.137", "0.4", "0.6", "0.16", "0.52", "0.31", "0.72",
                "0.15", "4.07", "0.177")) {
            TakeBreakCode code = TakeBreakCode.parse(written);
            MisereRow row = MisereRow.of(code, 30, 64);
            int tameBelow = Math.min(row.firstWild().orElse(31), 11);
            Tree tree = new Tree(code);
            for (int a = 1; a < tameBelow; a++) {
                for (int b = 0; b <= a; b++) {
                    for (int c = 0; c <= b; c++) {
                        List<Long> heaps = new ArrayList<>();
                        for (int h : new int[] {a, b, c}) {
                            if (h > 0) {
                                heaps.add((long) h);
                            }
                        }
                        heaps.sort(null);
                        assertEquals(tree.misereNimWins(heaps), tree.wins(heaps), written + " " + heaps);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 500, checked + " sums");
    }

    @Test
    void badLimitsAreRefused() {
        TakeBreakCode code = TakeBreakCode.parse("0.77");
        assertThrows(IllegalArgumentException.class, () -> MisereRow.of(code, -1, 10));
        assertThrows(IllegalArgumentException.class, () -> MisereRow.of(code, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> MisereRow.of(code, MisereRow.MAX_REACH + 1, 10));
        // Heap 0 alone: no move, tame, the trivial quotient.
        MisereRow zero = MisereRow.of(code, 0, 10);
        assertEquals(List.of("0^{120}"), zero.genera());
        assertEquals(1, zero.quotient().size());
    }

    /** Misère outcomes and Grundy values by the game tree, with nothing of the engines. */
    private static final class Tree {
        private final TakeBreakCode code;
        private final MisereTreeSearch.Search misere;
        private final Map<Long, Long> grundy = new HashMap<>();

        Tree(TakeBreakCode code) {
            this.code = code;
            this.misere = new MisereTreeSearch.Search(code);
        }

        private List<long[]> options(long heap) {
            List<long[]> out = new ArrayList<>();
            code.forEachOption(heap, o -> out.add(o.clone()));
            return out;
        }

        /** Misère: the player who cannot move wins. */
        boolean wins(List<Long> heaps) {
            return misere.wins(heaps);
        }

        long grundy(long heap) {
            Long known = grundy.get(heap);
            if (known != null) {
                return known;
            }
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (long[] o : options(heap)) {
                long x = 0;
                for (long h : o) {
                    x ^= grundy(h);
                }
                seen.add(x);
            }
            long mex = 0;
            while (seen.contains(mex)) {
                mex++;
            }
            grundy.put(heap, mex);
            return mex;
        }

        /** The Nim heaps a tame heap stands for, told apart by its own misère outcome. */
        private List<Long> nim(long heap) {
            long g = grundy(heap);
            if (g >= 2) {
                return List.of(g);
            }
            // Alone, *0 wins for the player to move in misère play and *1 loses; *2+*2 loses and
            // *2+*2+*1 wins.
            boolean likeNim = wins(List.of(heap)) == (g == 0);
            return likeNim ? List.of(g) : g == 0 ? List.of(2L, 2L) : List.of(2L, 2L, 1L);
        }

        /** Misère Nim's rule on what the heaps stand for: with no Nim heap above 1, an even count of 1s wins. */
        boolean misereNimWins(List<Long> heaps) {
            long x = 0;
            boolean big = false;
            for (long h : heaps) {
                for (long g : nim(h)) {
                    x ^= g;
                    big |= g > 1;
                }
            }
            return big ? x != 0 : x == 0;
        }
    }
}
