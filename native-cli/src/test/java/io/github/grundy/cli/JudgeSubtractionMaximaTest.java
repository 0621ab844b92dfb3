package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The subtraction-game formats at their problems' stated maxima (AcWing 893: k, n <= 100, sizes
 * and heaps up to 10^4; POJ 2960: 100 sizes up to 10^4, 100 positions of 100 heaps up to 10^4),
 * with 100 cases each, against the seed's plain memo table written here from the definition
 * (g(n) = mex of g(n - s), s in S, s <= n). Sets such as 100 sizes from 2..200 have no period
 * within millions of heaps: grundy must answer them from the table up to the largest heap.
 */
class JudgeSubtractionMaximaTest {

    private static final int MAX = 10_000;

    /** The reference: a memo table up to {@link #MAX}. */
    private static int[] table(int[] set) {
        int[] g = new int[MAX + 1];
        boolean[] seen = new boolean[set.length + 2];
        for (int n = 0; n <= MAX; n++) {
            java.util.Arrays.fill(seen, false);
            for (int s : set) {
                if (s <= n) {
                    seen[g[n - s]] = true;
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            g[n] = m;
        }
        return g;
    }

    /** 100 distinct sizes: dense in 2..200 for even cases, spread over 1..10^4 for odd ones. */
    private static int[] set(SplittableRandom random, int c) {
        int hi = c % 2 == 0 ? 200 : MAX;
        int lo = c % 2 == 0 ? 2 : 1;
        java.util.Set<Integer> s = new java.util.LinkedHashSet<>();
        while (s.size() < 100) {
            s.add(lo + random.nextInt(hi - lo + 1));
        }
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void append(StringBuilder in, int[] values) {
        for (int i = 0; i < values.length; i++) {
            in.append(values[i]).append(i + 1 == values.length ? '\n' : ' ');
        }
    }

    private static String run(String format, String input) {
        return JudgeLargeInputTest.run(format, input);
    }

    @Test
    void acwing893HundredCasesAtTheMaxima() {
        SplittableRandom random = new SplittableRandom(893);
        int lost = 0;
        for (int c = 0; c < 100; c++) {
            int[] set = set(random, c);
            int[] g = table(set);
            int[] heaps = new int[100];
            int x = 0;
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = i == 0 ? MAX : 1 + random.nextInt(MAX);
                x ^= g[heaps[i]];
            }
            StringBuilder in = new StringBuilder().append(set.length).append('\n');
            append(in, set);
            in.append(heaps.length).append('\n');
            append(in, heaps);
            lost += x == 0 ? 1 : 0;
            assertEquals(x != 0 ? "Yes\n" : "No\n", run("acwing-893", in.toString()), "case " + c);
        }
        // Values of such sets are small, so some positions are lost: both answers are tried.
        assertEquals(true, lost > 0 && lost < 100, lost + " of 100 lost");
    }

    @Test
    void poj2960HundredCasesAtTheMaxima() {
        SplittableRandom random = new SplittableRandom(2960);
        StringBuilder in = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int c = 0; c < 100; c++) {
            int[] set = set(random, c);
            int[] g = table(set);
            in.append(set.length).append(' ');
            append(in, set);
            in.append(100).append('\n');
            for (int p = 0; p < 100; p++) {
                int[] heaps = new int[100];
                int x = 0;
                for (int i = 0; i < heaps.length; i++) {
                    heaps[i] = p == 0 && i == 0 ? MAX : random.nextInt(MAX + 1);
                    x ^= g[heaps[i]];
                }
                in.append(heaps.length).append(' ');
                append(in, heaps);
                expected.append(x != 0 ? 'W' : 'L');
            }
            expected.append('\n');
        }
        in.append("0\n");
        assertEquals(expected.toString(), run("poj-2960", in.toString()));
    }
}
