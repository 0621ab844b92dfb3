package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The coin-turning formats (HDU 3537 Mock Turtles, HDU 3404 Turning Corners, POJ 3533 Turning
 * Turtles in three dimensions) against a search of the whole game tree that knows only the rules
 * ({@link JudgeGameTrees}): thousands of random small positions, heads listed twice among them;
 * and at the problems' stated maxima against references written here from the definitions.
 */
class JudgeCoinTurningTest {

    private static final int INPUTS = 150;

    @Test
    void smallPositionsAgreeWithTheGameTree() {
        SplittableRandom random = new SplittableRandom(3404);
        int positions = 0;
        for (String format : List.of("hdu-3537", "hdu-3404", "poj-3533")) {
            int d = format.equals("hdu-3537") ? 1 : format.equals("hdu-3404") ? 2 : 3;
            long lo = d == 1 ? 0 : 1;
            long hi = d == 1 ? 9 : d == 2 ? 3 : 2;
            for (int input = 0; input < INPUTS; input++) {
                StringBuilder text = new StringBuilder();
                int cases = 1 + random.nextInt(5);
                if (d == 2) {
                    text.append(cases).append('\n');
                }
                for (int c = 0; c < cases; c++) {
                    int n = random.nextInt(7);
                    text.append(n).append('\n');
                    for (int i = 0; i < n; i++) {
                        for (int j = 0; j < d; j++) {
                            text.append(lo + random.nextLong(hi - lo + 1)).append(j + 1 == d ? '\n' : ' ');
                        }
                    }
                }
                List<JudgeGameTrees.Position> all = JudgeGameTrees.positions(format, numbers(text.toString()));
                List<String> expected = new ArrayList<>();
                for (JudgeGameTrees.Position p : all) {
                    boolean won = p.search().wins(p.heaps());
                    expected.add(switch (format) {
                        case "hdu-3404" -> won ? "Have a try, lxhgww." : "Don't waste your time.";
                        default -> won ? "No" : "Yes";
                    });
                }
                positions += all.size();
                assertEquals(String.join("\n", expected) + "\n", JudgeLargeInputTest.run(format, text.toString()),
                        format + ":\n" + text);
            }
        }
        assertTrue(positions > 1000, positions + " positions");
    }

    /** HDU 3404 at its maxima: 100 cases of 1000 distinct lights up to 10^4, against nim products by halves. */
    @Test
    void hdu3404AtItsMaxima() {
        SplittableRandom random = new SplittableRandom(10_000);
        StringBuilder in = new StringBuilder("100\n");
        StringBuilder expected = new StringBuilder();
        for (int c = 0; c < 100; c++) {
            java.util.Set<Long> lights = new java.util.HashSet<>();
            long sum = 0;
            in.append(1000).append('\n');
            while (lights.size() < 1000) {
                long x = 1 + random.nextInt(10_000);
                long y = 1 + random.nextInt(10_000);
                if (lights.add(x * 100_000 + y)) {
                    in.append(x).append(' ').append(y).append('\n');
                    sum ^= byHalves(x, y, 16);
                }
            }
            expected.append(sum != 0 ? "Have a try, lxhgww." : "Don't waste your time.").append('\n');
        }
        assertEquals(expected.toString(), JudgeLargeInputTest.run("hdu-3404", in.toString()));
    }

    /** HDU 3537 at its maxima: 100 coins below 10^8 per case, against the odious numbers counted bit by bit. */
    @Test
    void hdu3537AtItsMaxima() {
        SplittableRandom random = new SplittableRandom(3537);
        StringBuilder in = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int c = 0; c < 50; c++) {
            java.util.Set<Long> coins = new java.util.TreeSet<>();
            in.append(100).append('\n');
            for (int i = 0; i < 100; i++) {
                long a = c % 2 == 0 ? random.nextLong(100_000_000) : 99_999_999 - random.nextInt(40);
                coins.add(a);
                in.append(a).append(i + 1 == 100 ? '\n' : ' ');
            }
            long sum = 0;
            for (long a : coins) {
                sum ^= odious(a);
            }
            expected.append(sum == 0 ? "Yes" : "No").append('\n');
        }
        assertEquals(expected.toString(), JudgeLargeInputTest.run("hdu-3537", in.toString()));
    }

    /** The a-th odious number (from 0): 2a, or 2a + 1 when 2a has an even count of ones. */
    private static long odious(long a) {
        int ones = 0;
        for (long v = 2 * a; v != 0; v >>= 1) {
            ones += (int) (v & 1);
        }
        return ones % 2 == 1 ? 2 * a : 2 * a + 1;
    }

    /**
     * The nim product below 2^bits by halves down to single bits: X = 2^(bits/2), X ⊗ X = X ⊕ X/2
     * (a reference of its own, not core's tables).
     */
    static long byHalves(long a, long b, int bits) {
        if (bits == 1) {
            return a & b;
        }
        int half = bits / 2;
        long mask = (1L << half) - 1;
        long a1 = a >>> half;
        long a0 = a & mask;
        long b1 = b >>> half;
        long b0 = b & mask;
        long low = byHalves(a0, b0, half);
        long high = byHalves(a1, b1, half);
        long middle = byHalves(a1, b0, half) ^ byHalves(a0, b1, half);
        return (high ^ middle) << half ^ byHalves(high, 1L << (half - 1), half) ^ low;
    }

    private static long[] numbers(String text) {
        String t = text.trim();
        return t.isEmpty() ? new long[0] : java.util.Arrays.stream(t.split("\\s+")).mapToLong(Long::parseLong).toArray();
    }
}
