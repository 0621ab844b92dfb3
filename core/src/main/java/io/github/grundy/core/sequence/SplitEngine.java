package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Cancellation;
import java.util.Arrays;

/**
 * The plain mex loop of a take-and-break code, written out for the code's own moves: every option
 * of every heap, as {@link MexTable} walks them through {@link TakeBreakCode#forEachOption}, but as
 * loops over the table with no option array and no call per option. For the codes the rare/common
 * engine cannot take: moves that leave three heaps (hexadecimal digits 8 and up), where a heap has
 * about n²/12 options, and amounts without bound. Measured on 0.8 to heap 4095 (1.9·10^9 options
 * in all): see {@code bench/README.md}, "Three-heap codes".
 *
 * <p>The options' values are marked with the heap's number in a stamp array, so nothing is cleared
 * between heaps.
 */
final class SplitEngine implements ValueEngine {

    private final TakeBreakCode code;
    /** The largest amount taken; -1 when amounts have no bound. */
    private final int maxTake;

    SplitEngine(TakeBreakCode code) {
        this.code = code;
        this.maxTake = code.maxTake().orElse(-1);
    }

    @Override
    public void fill(int[] values, int from, int to) {
        int max = 0;
        for (int n = 0; n < from; n++) {
            max = Math.max(max, values[n]);
        }
        // stamp[v] == n + 1: value v is an option's at heap n. Sized past every xor of values so far.
        int[] stamp = new int[room(max)];
        for (int n = from; n <= to; n++) {
            if ((n & 0x3F) == 0) {
                Cancellation.checkpoint();
            }
            int mark = n + 1;
            markOptions(values, n, stamp, mark);
            int v = 0;
            while (v < stamp.length && stamp[v] == mark) {
                v++;
            }
            values[n] = v;
            if (v > max) {
                max = v;
                if (room(max) > stamp.length) {
                    stamp = Arrays.copyOf(stamp, room(max));
                }
            }
        }
    }

    /** A stamp array's length for values up to {@code max}: their xors stay below the next power of two. */
    private static int room(int max) {
        return Integer.highestOneBit(Math.max(1, max)) << 1;
    }

    /** Stamps the value of every option of heap {@code n} with {@code mark}. */
    private void markOptions(int[] g, int n, int[] stamp, int mark) {
        int most = maxTake < 0 ? n : Math.min(n, maxTake);
        for (int k = 0; k <= most; k++) {
            int d = code.digit(k);
            if (d == 0) {
                continue;
            }
            int m = n - k;
            boolean unequal = code.unequal(k);
            if (k > 0 && (d & 1) != 0 && m == 0) {
                stamp[0] = mark;
            }
            if (k > 0 && (d & 2) != 0 && m >= 1) {
                stamp[g[m]] = mark;
            }
            if ((d & 4) != 0) {
                markPairs(g, m, unequal, stamp, mark);
            }
            if ((d & 8) != 0) {
                markTriples(g, m, unequal, stamp, mark);
            }
        }
    }

    /** The splits {@code a + b = m}, {@code 1 <= a <= b} ({@code a < b} when unequal). */
    private static void markPairs(int[] g, int m, boolean unequal, int[] stamp, int mark) {
        int last = unequal ? (m - 1) / 2 : m / 2;
        for (int a = 1; a <= last; a++) {
            stamp[g[a] ^ g[m - a]] = mark;
        }
    }

    /**
     * The splits {@code a + b + c = m}, {@code 1 <= a <= b <= c} ({@code a < b < c} when unequal):
     * for each {@code a}, a loop over {@code b} on locals.
     */
    private static void markTriples(int[] g, int m, boolean unequal, int[] stamp, int mark) {
        for (int a = 1; 3 * a <= m; a++) {
            int rest = m - a;
            int ga = g[a];
            int first = unequal ? a + 1 : a;
            // b <= c = rest - b; unequal: b < c.
            int last = unequal ? (rest - 1) / 2 : rest / 2;
            for (int b = first; b <= last; b++) {
                stamp[ga ^ g[b] ^ g[rest - b]] = mark;
            }
        }
    }
}
