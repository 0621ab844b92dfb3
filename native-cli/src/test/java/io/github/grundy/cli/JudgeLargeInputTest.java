package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Nim judge formats on generated inputs of 10^6 heaps, against references written as plainly
 * as possible from Bouton's theorem (itself checked against game-tree search in the variants'
 * tests): the nim-sum is the xor of the heaps, and a heap h has a winning move iff h xor X < h.
 */
class JudgeLargeInputTest {

    private static final int HEAPS = 1_000_000;

    private static long[] heaps(long seed, int n, boolean balanced) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] heaps = new long[n];
        long x = 0;
        for (int i = 0; i < n; i++) {
            heaps[i] = i % 1000 == 0 ? random.nextLong(Long.MAX_VALUE) : random.nextLong(1_000_000_001L);
            x ^= heaps[i];
        }
        if (balanced && n > 0) {
            // Make the last heap cancel the others: a P-position (answer 'lose' / 'No' / 0).
            heaps[n - 1] ^= x;
        }
        return heaps;
    }

    private static long xor(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= h;
        }
        return x;
    }

    private static void appendCase(StringBuilder in, long[] heaps) {
        in.append(heaps.length).append('\n');
        for (int i = 0; i < heaps.length; i++) {
            in.append(heaps[i]).append(i + 1 == heaps.length ? '\n' : ' ');
        }
    }

    /** The judge format's output for {@code input}, which must be answered without a word on stderr. */
    static String run(String format, String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"judge", format},
                new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, exit);
        return out.toString(StandardCharsets.US_ASCII);
    }

    @Test
    void luoguP1247() {
        for (boolean balanced : new boolean[] {false, true}) {
            long[] heaps = heaps(balanced ? 2 : 1, HEAPS, balanced);
            StringBuilder in = new StringBuilder();
            appendCase(in, heaps);
            long x = xor(heaps);
            StringBuilder expected = new StringBuilder();
            int b = -1;
            for (int i = 0; i < heaps.length && x != 0; i++) {
                if ((heaps[i] ^ x) < heaps[i]) {
                    b = i;
                    break;
                }
            }
            if (b < 0) {
                expected.append("lose\n");
            } else {
                long left = heaps[b] ^ x;
                expected.append(heaps[b] - left).append(' ').append(b + 1).append('\n');
                heaps[b] = left;
                for (int i = 0; i < heaps.length; i++) {
                    expected.append(heaps[i]).append(i + 1 == heaps.length ? '\n' : ' ');
                }
            }
            assertEquals(balanced, b < 0);
            assertEquals(expected.toString(), run("luogu-p1247", in.toString()));
        }
    }

    @Test
    void acwing891() {
        for (boolean balanced : new boolean[] {false, true}) {
            long[] heaps = heaps(balanced ? 4 : 3, HEAPS, balanced);
            StringBuilder in = new StringBuilder();
            appendCase(in, heaps);
            assertEquals(xor(heaps) != 0 ? "Yes\n" : "No\n", run("acwing-891", in.toString()));
        }
    }

    @Test
    void poj2975AndHdu2176() {
        long[][] cases = {heaps(5, HEAPS, false), heaps(6, 10, true), heaps(7, 3, false), heaps(8, 1, false)};
        StringBuilder in = new StringBuilder();
        StringBuilder counts = new StringBuilder();
        StringBuilder moves = new StringBuilder();
        for (long[] c : cases) {
            appendCase(in, c);
            long x = xor(c);
            long count = 0;
            StringBuilder lines = new StringBuilder();
            for (long h : c) {
                if ((h ^ x) < h) {
                    count++;
                    lines.append(h).append(' ').append(h ^ x).append('\n');
                }
            }
            counts.append(count).append('\n');
            moves.append(count == 0 ? "No\n" : "Yes\n").append(lines);
        }
        in.append("0\n");
        assertEquals(counts.toString(), run("poj-2975", in.toString()));
        assertEquals(moves.toString(), run("hdu-2176", in.toString()));
    }
}
