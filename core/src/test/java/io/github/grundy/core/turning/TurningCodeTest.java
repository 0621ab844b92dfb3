package io.github.grundy.core.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.sequence.TabledHeapGame;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Turning codes: read exactly (canonical forms, every error at its character), their moves against
 * every subset of the coins by the rules written out here, the values of Winning Ways' games against
 * the published table (CGSuite's, where its reading is Winning Ways'), and the coin-turning theorem
 * on every position of whole strips, by a search of the real game (coins flipped) that knows no theory.
 */
class TurningCodeTest {

    @Test
    void readsTheNotation() {
        Map<String, String> canonical = Map.of(
                "1-3", "1-3", "1+c", "1+C", "4SF", "4FS", "1-3C(5)", "1-3C(5)", "3CE", "3C", "2-3, 6C", "2-3,6C",
                "1+C(5)", "1-5C(5)", "1+CC(5)", "1-5C", "3ES", "3E", "1-2F", "1-2F");
        canonical.forEach((text, expected) -> assertEquals(expected, TurningCode.parse(text).toString(), text));
    }

    @Test
    void refusesWithTheCharacter() {
        Map<String, String> errors = Map.ofEntries(
                Map.entry("", "'' is not a turning code: expected a count of coins (1 or more) at character 1, found the end"),
                Map.entry("0", "'0' is not a turning code: expected a count of 1 or more (a move turns its rightmost coin) at character 1, found '0'"),
                Map.entry("3-2", "'3-2' is not a turning code: expected a count of at least 3 at character 3, found '2'"),
                Map.entry("1-3X", "'1-3X' is not a turning code: expected a modifier C, E, S, F or C(n), a ',' or the end at character 4, found 'X'"),
                Map.entry("1--3", "'1--3' is not a turning code: expected the largest count after '-' at character 3, found '-'"),
                Map.entry("4C(3)", "'4C(3)' is not a turning code: expected a window of at least 4 (a move turns 4 coins or more) at character 4, found '3'"),
                Map.entry("1-3C(5", "'1-3C(5' is not a turning code: expected ')' to close C(n) at character 7, found the end"),
                Map.entry("3EE", "'3EE' is not a turning code: expected each modifier once at character 3, found 'E'"),
                Map.entry("1,", "'1,' is not a turning code: expected a count of coins (1 or more) at character 3, found the end"),
                Map.entry("1-3 2", "'1-3 2' is not a turning code: expected a modifier C, E, S, F or C(n), a ',' or the end at character 5, found '2'"));
        errors.forEach((text, message) -> assertEquals(message,
                assertThrows(IllegalArgumentException.class, () -> TurningCode.parse(text)).getMessage(), text));
    }

    /** The codes of Winning Ways' games and others that combine every modifier. */
    private static final List<String> CODES = List.of("1-2", "1-3", "1-5", "2", "3", "1+C", "1-3C(5)", "3C(5)", "1-5C",
            "3E", "4FS", "1+S", "1+FS", "1-2F", "1F", "1-3E", "2-4E", "3EF", "2-3C", "3+C", "2C(3)", "1-5SC(6)", "1-3FC",
            "1-3,2", "1,1", "2,2-3E", "3S", "5S", "1-4S", "2S", "1-3S,2-4", "3S,3");

    @Test
    void movesAreEverySubsetTheRulesAllowOnce() {
        for (String text : CODES) {
            TurningCode code = TurningCode.parse(text);
            TurningMoves moves = new TurningMoves(code);
            for (long coin = 1; coin <= 13; coin++) {
                Set<List<Long>> expected = new HashSet<>();
                for (int mask = 0; mask < 1 << (coin - 1); mask++) {
                    List<Long> set = new ArrayList<>();
                    for (int b = 0; b < coin - 1; b++) {
                        if ((mask >> b & 1) == 1) {
                            set.add((long) b + 1);
                        }
                    }
                    if (byTheRules(text, set, coin)) {
                        expected.add(set);
                    }
                }
                List<List<Long>> reported = new ArrayList<>();
                moves.forEachOption(coin, option -> {
                    List<Long> set = new ArrayList<>();
                    for (long c : option) {
                        set.add(c);
                    }
                    reported.add(set);
                    return true;
                });
                assertEquals(expected, new HashSet<>(reported), text + " at coin " + coin);
                assertEquals(expected.size(), reported.size(), text + " at coin " + coin + ": an option twice");
            }
        }
    }

    /**
     * The rules in words, each alternative on its own: k coins turned (the coin included), and the
     * modifiers as conditions on the whole set.
     */
    private static boolean byTheRules(String text, List<Long> others, long coin) {
        List<Long> all = new ArrayList<>(others);
        all.add(coin);
        int k = all.size();
        long left = all.get(0);
        for (String alt : text.replace(" ", "").toUpperCase().split(",")) {
            String count = alt.replaceAll("[^0-9+\\-].*$", "");
            String mods = alt.substring(count.length());
            int window = 0;
            if (mods.contains("C(")) {
                window = Integer.parseInt(mods.replaceAll(".*C\\((\\d+)\\).*", "$1"));
                mods = mods.replaceAll("C\\(\\d+\\)", "");
            }
            int min;
            int max;
            if (count.endsWith("+")) {
                min = Integer.parseInt(count.substring(0, count.length() - 1));
                max = Integer.MAX_VALUE;
            } else if (count.contains("-")) {
                min = Integer.parseInt(count.split("-")[0]);
                max = Integer.parseInt(count.split("-")[1]);
            } else {
                min = max = Integer.parseInt(count);
            }
            boolean ok = k >= min && k <= max && (window == 0 || coin - left + 1 <= window);
            if (mods.contains("F")) {
                ok &= all.contains(1L);
            }
            if (mods.contains("C")) {
                ok &= coin - left + 1 == k;
            }
            if (mods.contains("E")) {
                Set<Long> gaps = new HashSet<>();
                for (int i = 1; i < k; i++) {
                    gaps.add(all.get(i) - all.get(i - 1));
                }
                ok &= gaps.size() <= 1;
            }
            if (mods.contains("S")) {
                Set<Long> mirrored = new HashSet<>();
                for (long c : all) {
                    mirrored.add(left + coin - c);
                }
                ok &= mirrored.equals(new HashSet<>(all));
            }
            if (ok) {
                return true;
            }
        }
        return false;
    }

    /** Values of heaps 0..20 (CGSuite's Turning.cgs table and tests), for codes where CGSuite reads as Winning Ways. */
    private static final Map<String, long[]> PUBLISHED = Map.ofEntries(
            Map.entry("1-3", new long[] {0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}),
            Map.entry("1-5", new long[] {0, 1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213, 256, 301, 342, 439, 475, 494, 512, 558}),
            Map.entry("1-7", new long[] {0, 1, 2, 4, 8, 16, 32, 64, 127, 128, 256, 512, 911, 1024, 1459, 1749, 1897, 2048, 2518, 2787, 2874}),
            Map.entry("3", new long[] {0, 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}),
            Map.entry("1+C", new long[] {0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}),
            Map.entry("1-3C(5)", new long[] {0, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}),
            Map.entry("3C(5)", new long[] {0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}),
            Map.entry("1-5C", new long[] {0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}),
            Map.entry("3E", new long[] {0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}),
            Map.entry("4FS", new long[] {0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}),
            Map.entry("1+S", new long[] {0, 1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}),
            Map.entry("2", new long[] {0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}));

    @Test
    void valuesOfWinningWaysGamesAreThePublishedOnes() {
        PUBLISHED.forEach((text, expected) -> {
            TabledHeapGame g = TabledHeapGame.of(text, new TurningMoves(TurningCode.parse(text)), 100).prepare(20);
            long[] values = new long[21];
            for (int n = 0; n <= 20; n++) {
                values[n] = g.grundy(n);
            }
            assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(values), text);
        });
    }

    /**
     * The coin-turning theorem on every position of a strip: the value of the real game (a move
     * flips every coin of its set, the rightmost from heads to tails), by mex over a table of all
     * 2^L positions, is the nim-sum of the single heads' values.
     */
    @Test
    void theCoinTurningTheoremOnWholeStrips() {
        Map<String, Integer> lengths = Map.of("1-2", 16, "1-3", 16, "2", 16, "3", 14, "1+C", 16, "1-3C(5)", 16,
                "3E", 16, "4FS", 14, "1+S", 12, "1-5", 12);
        lengths.forEach((text, length) -> {
            TurningMoves moves = new TurningMoves(TurningCode.parse(text));
            TabledHeapGame heads = TabledHeapGame.of(text, moves, 100).prepare(length);
            List<List<Integer>> flips = StripMasks.of(moves, length);
            int[] value = new int[1 << length];
            boolean[] seen = new boolean[1 << 12];
            for (int position = 1; position < 1 << length; position++) {
                java.util.Arrays.fill(seen, false);
                for (int coin = 1; coin <= length; coin++) {
                    if ((position >> (coin - 1) & 1) == 1) {
                        for (int m : flips.get(coin - 1)) {
                            // Flipping only lowers the number: the rightmost coin goes from heads to tails.
                            seen[value[position ^ m]] = true;
                        }
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                value[position] = mex;
                long sum = 0;
                for (int coin = 1; coin <= length; coin++) {
                    if ((position >> (coin - 1) & 1) == 1) {
                        sum ^= heads.grundy(coin);
                    }
                }
                if (sum != mex) {
                    assertEquals(sum, mex, text + ": the position " + Integer.toBinaryString(position));
                }
            }
            assertTrue(value.length > 1000, text);
        });
    }
}
