package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Genera against their definition, by a brute force written here: {@code γn} of a heap is the
 * misère Grundy value of that heap plus {@code n} Nim heaps of 2, searched over the whole game
 * tree of the sum (1 with no move, else the mex of the options'); and the tame sum of genera
 * against the definition on the sums themselves. Games: random octal games (splitting ones
 * among them), subtraction games and Kayles.
 */
class GenusTest {

    /** Misère Grundy values of sums of heaps of one game and Nim heaps, by the definition. */
    private static final class Definition {
        private final HeapMoves moves;
        private final Map<List<Long>, Long> memo = new HashMap<>();

        Definition(HeapMoves moves) {
            this.moves = moves;
        }

        /** The genus of the sum {@code heaps} of the game, {@code terms} misère values long. */
        long[] gammas(long[] heaps, int terms) {
            long[] out = new long[terms];
            for (int n = 0; n < terms; n++) {
                List<Long> position = new ArrayList<>();
                for (long h : heaps) {
                    position.add(h);
                }
                for (int k = 0; k < n; k++) {
                    position.add(-2L); // a Nim heap of 2; -1 is a Nim heap of 1
                }
                out[n] = misere(canonical(position));
            }
            return out;
        }

        private static List<Long> canonical(List<Long> position) {
            List<Long> p = new ArrayList<>(position);
            p.removeIf(h -> h == 0);
            p.sort(null);
            return p;
        }

        long misere(List<Long> position) {
            Long known = memo.get(position);
            if (known != null) {
                return known;
            }
            List<Long> values = new ArrayList<>();
            for (int i = 0; i < position.size(); i++) {
                if (i > 0 && position.get(i).equals(position.get(i - 1))) {
                    continue;
                }
                long h = position.get(i);
                List<Long> rest = new ArrayList<>(position);
                rest.remove(i);
                if (h < 0) {
                    // A Nim heap of -h: to any smaller Nim heap.
                    for (long to = 0; to < -h; to++) {
                        List<Long> next = new ArrayList<>(rest);
                        next.add(-to);
                        values.add(misere(canonical(next)));
                    }
                    continue;
                }
                List<long[]> options = new ArrayList<>();
                moves.forEachOption(h, o -> options.add(o.clone()));
                for (long[] o : options) {
                    List<Long> next = new ArrayList<>(rest);
                    for (long x : o) {
                        next.add(x);
                    }
                    values.add(misere(canonical(next)));
                }
            }
            long m = values.isEmpty() ? 1 : 0;
            while (!values.isEmpty() && values.contains(m)) {
                m++;
            }
            memo.put(position, m);
            return m;
        }
    }

    private static HeapGame game(String name, HeapMoves moves) {
        return TestGames.movesOnly(name, moves);
    }

    private static void assertDefinition(Genus genus, Definition definition, TestGames.DefinitionGrundy grundy,
                                         long[] heaps, String where) {
        long[] expected = definition.gammas(heaps, genus.misere().length + 4);
        for (int n = 0; n < expected.length; n++) {
            assertEquals(expected[n], genus.misere(n), where + ": gamma_" + n + " of " + genus);
        }
        long g = 0;
        for (long h : heaps) {
            g ^= grundy.of(h);
        }
        assertEquals(g, genus.grundy(), where);
    }

    /** Every heap with a genus, of random octal games, subtraction games and Kayles: the definition. */
    @Test
    void generaAreTheDefinitionsOnRandomGames() {
        Random random = new Random(1976);
        List<String> names = new ArrayList<>();
        List<HeapMoves> all = new ArrayList<>();
        names.add("kayles");
        all.add(TestGames.KAYLES_MOVES);
        for (int i = 0; i < 40; i++) {
            int[] digits = new int[1 + 1 + random.nextInt(3)];
            for (int k = 1; k < digits.length; k++) {
                digits[k] = random.nextInt(8);
            }
            names.add("0." + Arrays.toString(digits));
            all.add(TestGames.octalMoves(digits));
        }
        for (int i = 0; i < 20; i++) {
            long[] set = random.longs(1 + random.nextInt(3), 1, 6).distinct().toArray();
            names.add("subtract " + Arrays.toString(set));
            all.add(TestGames.subtractionMoves(set));
        }
        int checked = 0;
        int tame = 0;
        int wild = 0;
        for (int i = 0; i < all.size(); i++) {
            Genera genera = Genera.of(game(names.get(i), all.get(i)), 1_000_000, "a test's limit");
            Definition definition = new Definition(all.get(i));
            TestGames.DefinitionGrundy grundy = new TestGames.DefinitionGrundy(all.get(i));
            for (long h = 0; h <= 9; h++) {
                if (genera.of(h).isEmpty()) {
                    assertTrue(genera.why(h).isPresent(), names.get(i) + " heap " + h);
                    continue;
                }
                assertDefinition(genera.of(h).get(), definition, grundy, new long[] {h}, names.get(i) + " heap " + h);
                checked++;
                if (genera.isTame(h)) {
                    tame++;
                } else {
                    wild++;
                }
            }
        }
        assertTrue(checked > 400 && tame > 200 && wild > 20, checked + " heaps, " + tame + " tame, " + wild + " wild");
    }

    /**
     * Searching the sums with wild heaps, every heap has a genus, and each is the definition's: the
     * same random games, wild heaps and heaps beyond them included.
     */
    @Test
    void searchedGeneraAreTheDefinitionsBeyondTheWildHeaps() {
        Random random = new Random(1977);
        int searched = 0;
        for (int i = 0; i < 41; i++) {
            HeapMoves moves;
            String name;
            if (i == 0) {
                name = "kayles";
                moves = TestGames.KAYLES_MOVES;
            } else {
                int[] digits = new int[2 + random.nextInt(3)];
                for (int k = 1; k < digits.length; k++) {
                    digits[k] = random.nextInt(8);
                }
                name = "0." + Arrays.toString(digits);
                moves = TestGames.octalMoves(digits);
            }
            Genera plain = Genera.of(game(name, moves), 1_000_000, "a test's limit");
            Genera genera = Genera.searching(game(name, moves), 1_000_000, "a test's limit", 1_000_000, "a search's",
                    Activity.NONE);
            Definition definition = new Definition(moves);
            TestGames.DefinitionGrundy grundy = new TestGames.DefinitionGrundy(moves);
            for (long h = 0; h <= 11; h++) {
                assertTrue(genera.of(h).isPresent(), name + " heap " + h + ": " + genera.why(h));
                assertDefinition(genera.of(h).get(), definition, grundy, new long[] {h}, name + " heap " + h);
                if (plain.of(h).isEmpty()) {
                    searched++;
                    assertFalse(genera.isTame(h), name + " heap " + h + " reaches a wild heap");
                }
            }
        }
        assertTrue(searched > 40, searched + " heaps known by the search only");
    }

    /**
     * What a table's progress line shows: each heap as its genus is sought, once, in the order
     * asked, and now and then how far the search of sums has got (Kayles decides more than 32768
     * sums by heap 39).
     */
    @Test
    void theSearchSaysWhatItTries() {
        List<String> heard = new ArrayList<>();
        Genera genera = Genera.searching(game("kayles", TestGames.KAYLES_MOVES), 1_000_000, "limit", 1_000_000,
                "--max-positions=1000000", heard::add);
        for (long n = 0; n <= 40; n++) {
            assertTrue(genera.of(n).isPresent(), "heap " + n);
        }
        genera.of(40);
        List<String> heaps = new ArrayList<>();
        List<String> searches = new ArrayList<>();
        for (String what : heard) {
            if (what.startsWith("misere genus of heap ")) {
                heaps.add(what.substring("misere genus of heap ".length()));
            } else {
                assertTrue(what.matches("misere genus search: \\d+ of 1000000 sums"), what);
                searches.add(what);
            }
        }
        List<String> asked = new ArrayList<>();
        for (long n = 0; n <= 40; n++) {
            asked.add(Long.toString(n));
        }
        assertEquals(asked, heaps);
        assertTrue(searches.contains("misere genus search: 32768 of 1000000 sums"), searches.toString());
    }

    /** A search that needs more sums than its budget gives no genus, and names the limit. */
    @Test
    void theSearchStopsAtItsBudget() {
        Genera genera = Genera.searching(game("kayles", TestGames.KAYLES_MOVES), 1_000_000, "limit", 3,
                "--max-positions=3", Activity.NONE);
        assertTrue(genera.of(6).isPresent());
        assertTrue(genera.of(7).isEmpty());
        assertEquals("heap 7 can become 1 + 5, a sum with heap 5, which is not tame (genus 4^{146}), and the search"
                + " of its genus needs more than 3 positions decided (--max-positions=3)", genera.why(7).get());
        assertThrows(IllegalArgumentException.class,
                () -> Genera.searching(game("kayles", TestGames.KAYLES_MOVES), 10, "limit", 0, "none",
                Activity.NONE));
    }

    /** Sums of tame heaps: the tame sum of their genera is the sum's genus by the definition. */
    @Test
    void tameSumsAddByTheTameArithmetic() {
        Random random = new Random(1902);
        List<HeapMoves> all = List.of(TestGames.KAYLES_MOVES, TestGames.subtractionMoves(1, 2, 3),
                TestGames.subtractionMoves(2, 5), TestGames.octalMoves(0, 7, 7), TestGames.octalMoves(0, 3, 7));
        int sums = 0;
        for (HeapMoves moves : all) {
            Genera genera = Genera.of(game("g", moves), 1_000_000, "a test's limit");
            Definition definition = new Definition(moves);
            TestGames.DefinitionGrundy grundy = new TestGames.DefinitionGrundy(moves);
            for (int round = 0; round < 60; round++) {
                long[] heaps = random.longs(1 + random.nextInt(3), 0, 8).toArray();
                Genus sum = Genus.ZERO;
                boolean allTame = true;
                for (long h : heaps) {
                    allTame &= genera.isTame(h);
                    if (allTame) {
                        sum = sum.plus(genera.of(h).get());
                    }
                }
                if (allTame) {
                    assertDefinition(sum, definition, grundy, heaps, Arrays.toString(heaps));
                    sums++;
                }
            }
        }
        assertTrue(sums > 100, sums + " sums");
    }

    /** The genera of Nim heaps and of Kayles, as Winning Ways (ch. 13) prints them. */
    @Test
    void knownGenera() {
        HeapMoves nim = (heap, sink) -> {
            for (long k = 0; k < heap; k++) {
                if (!sink.accept(new long[] {k})) {
                    return;
                }
            }
        };
        Genera nimGenera = Genera.of(game("nim", nim), 1_000_000, "limit");
        assertEquals(List.of("0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}"),
                List.of(0, 1, 2, 3, 4, 5).stream().map(h -> nimGenera.of(h).get().toString()).toList());
        Genera kayles = Genera.of(game("kayles", TestGames.KAYLES_MOVES), 1_000_000, "limit");
        assertEquals(List.of("0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}", "4^{146}", "3^{31}"),
                List.of(0, 1, 2, 3, 4, 5, 6).stream().map(h -> kayles.of(h).get().toString()).toList());
        // Kayles is wild from heap 5, and heap 6 reaches it: a tame genus, not a tame heap.
        assertTrue(kayles.isTame(4));
        assertFalse(kayles.isTame(5));
        assertFalse(kayles.isTame(6));
        assertTrue(kayles.of(6).get().isTame());
        assertEquals(5, kayles.firstWild().getAsLong());
        // 1 + 5 is a sum with a wild heap: heap 7 has no genus here, and says why.
        assertTrue(kayles.of(7).isEmpty());
        assertTrue(kayles.why(7).get().contains("1 + 5"), kayles.why(7).get());
    }

    /** A game whose heap 3 leads back to itself (through 2) breaks the contract: said, not a hang. */
    @Test
    @org.junit.jupiter.api.Timeout(10)
    void aGameWhoseMovesNeedNotEndIsAFailureOfTheGame() {
        HeapMoves cyclic = (heap, sink) -> {
            if (heap == 3) {
                sink.accept(new long[] {2});
            } else if (heap == 2) {
                sink.accept(new long[] {3});
                sink.accept(new long[] {0});
            }
        };
        GameFailure e = assertThrows(GameFailure.class,
                () -> Genera.of(game("cyclic", cyclic), 1_000_000, "limit").of(3));
        assertEquals("heap 3", e.asked());
        assertTrue(e.getMessage().startsWith("cyclic: heap 3 can be reached again from its own options"), e.getMessage());
    }

    /** A genus hands out a copy of its values: the shared ZERO cannot be changed through it. */
    @Test
    void aGenusIsImmutable() {
        Genus.ZERO.misere()[0] = 7;
        assertEquals("0^{120}", Genus.ZERO.toString());
        assertTrue(Genus.ZERO.isSmall());
    }

    @Test
    void theNotation() {
        assertEquals("0^{120}", Genus.ZERO.toString());
        assertEquals("12^{12,14}", Genus.tame(12, false).toString());
        // The shortest prefix: the same sequence however long it is given.
        assertEquals(Genus.tame(0, true), new Genus(0, new long[] {1, 2, 0, 2, 0, 2}));
        assertEquals(2, new Genus(3, new long[] {3, 1, 3, 1}).misere().length);
        assertEquals(1, Genus.tame(3, false).misere(5));
        assertThrows(IllegalArgumentException.class, () -> Genus.tame(2, true));
        assertThrows(IllegalArgumentException.class, () -> new Genus(0, new long[] {1}));
        assertThrows(IllegalArgumentException.class, () -> new Genus(4, new long[] {1, 4, 6}).plus(Genus.ZERO));
    }

    /** A walk that needs more than its limit stops, naming it. */
    @Test
    void theWalkStopsAtItsLimit() {
        Genera genera = Genera.of(game("take one", TestGames.subtractionMoves(1)), 1000, "--max-positions=1000");
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> genera.of(5000));
        assertTrue(e.getMessage().contains("--max-positions=1000"), e.getMessage());
    }
}
