package io.github.grundy.bench;

import io.github.grundy.core.sequence.MexTable;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.BitSet;

/**
 * Whether the rare/common method could pay for a take-and-break code: a measurement, not a
 * benchmark. {@code java -cp bench/target/benchmarks.jar io.github.grundy.bench.RareShare N CODE...}
 * prints, for each code's heaps {@code 0..N-1}:
 *
 * <ul>
 *   <li>the class mask (over the value's bits and, as the engine may, the heap's parity) under
 *       which the fewest heaps are rare, and their share: the method walks the rare heaps, so it
 *       pays only when they are few;</li>
 *   <li>the heaps where the method would give a wrong value: it takes the least common value not
 *       among the options it walks (every move that leaves at most one heap, and every split with
 *       a rare heap), or a rare value below that one missing among all options. Parity under a
 *       mask adds by xor, so two common heaps make a rare value and the count is 0 for every code
 *       whose moves leave at most two heaps; three common heaps make a common one, which the walk
 *       misses.</li>
 * </ul>
 *
 * The values come from the plain engine ({@link MexTable}); the walk is simulated over every
 * option, so N is small (a few thousand heaps of a three-heap code take seconds).
 */
public final class RareShare {

    private RareShare() {
    }

    /**
     * Prints the measurement.
     *
     * @param args N, then the codes
     */
    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: RareShare N CODE...");
            System.exit(2);
        }
        int n = Integer.parseInt(args[0]);
        for (int i = 1; i < args.length; i++) {
            System.out.println(measure(TakeBreakCode.parse(args[i]), n));
        }
    }

    /** One line: the code, the best mask's rare share, and the heaps where the walk is wrong. */
    static String measure(TakeBreakCode code, int n) {
        int[] g = MexTable.build(code, n - 1).toArray();
        int max = 0;
        for (int v : g) {
            max = Math.max(max, v);
        }
        int bits = 32 - Integer.numberOfLeadingZeros(max);
        // Masks over the value's bits, times whether the heap's parity takes part: the fewest rare
        // heaps among 1..n-1 (heap 0 never splits off).
        int bestMask = 0;
        int bestPosition = -1;
        int bestRare = Integer.MAX_VALUE;
        for (int position = -1; position <= 1; position++) {
            for (int mask = 0; mask < 1 << bits; mask++) {
                if (mask == 0 && position < 0) {
                    continue;
                }
                int rare = 0;
                for (int h = 1; h < n; h++) {
                    rare += classOf(g[h], h, mask, position) == 0 ? 1 : 0;
                }
                if (rare < bestRare) {
                    bestRare = rare;
                    bestMask = mask;
                    bestPosition = position;
                }
            }
        }
        int mask = bestMask;
        int position = bestPosition;
        int wrong = 0;
        // Splits (options of two or more heaps) in all, and those with a rare heap, which the walk reads.
        long[] splits = new long[2];
        for (int h = 0; h < n; h++) {
            BitSet walked = new BitSet();
            BitSet unwalked = new BitSet();
            code.forEachOption(h, option -> {
                int v = 0;
                boolean rarePart = false;
                for (long part : option) {
                    v ^= g[(int) part];
                    rarePart |= classOf(g[(int) part], (int) part, mask, position) == 0;
                }
                (option.length <= 1 || rarePart ? walked : unwalked).set(v);
                if (option.length >= 2) {
                    splits[0]++;
                    splits[1] += rarePart ? 1 : 0;
                }
                return true;
            });
            int flip = position < 0 ? 0 : (h ^ position) & 1;
            // The engine's answer: the least common value the walk does not reach, unless a rare
            // value below it is missing among all options (it scans every split for those).
            int candidate = 0;
            while (walked.get(candidate) || (Integer.bitCount(candidate & mask) & 1 ^ flip) == 0) {
                candidate++;
            }
            int answer = candidate;
            for (int v = 0; v < candidate; v++) {
                if (!walked.get(v) && !unwalked.get(v)) {
                    answer = v;
                    break;
                }
            }
            wrong += answer != g[h] ? 1 : 0;
        }
        return String.format("%s heaps 0..%d: largest value %d; fewest rare under mask %s%s: %d heaps (%.1f%%);"
                + " the walk reads %.1f%% of the splits and is wrong at %d heaps (%.1f%%)", code, n - 1, max,
                Integer.toBinaryString(mask), position < 0 ? "" : " and heap parity " + position, bestRare,
                100.0 * bestRare / Math.max(1, n - 1), 100.0 * splits[1] / Math.max(1, splits[0]), wrong,
                100.0 * wrong / n);
    }

    /** 1: common, 0: rare. The heap's parity takes part unless {@code position} is -1: (heap xor it) & 1. */
    private static int classOf(int value, int heap, int mask, int position) {
        return Integer.bitCount(value & mask) & 1 ^ (position < 0 ? 0 : (heap ^ position) & 1);
    }
}
