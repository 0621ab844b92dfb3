package io.github.grundy.core.period;

import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * The arithmetic-periodicity test of finite take-and-break codes whose moves leave at most three
 * heaps (the hexadecimal codes), for a saltus that is a power of two: it turns a finite table into
 * a proof that {@code g(n + p) = g(n) + s} for every {@code n >= e}. Our own theorem, stated and
 * proved in docs/theory.md ("Arithmetic periodicity of three-heap codes, proved"); Howse and
 * Nowakowski (Theoretical Computer Science 313 (2004)) give a test of their own, whose exact
 * statement was not at hand.
 *
 * <p>Write {@code s = 2^k}, {@code H(a) = g(a) >> k}, {@code R(a) = g(a) mod s},
 * {@code e' = max(e, 1)}, {@code L = e' + p} and {@code T} the most a move takes. Choose a band
 * {@code w}, a multiple of {@code s}, and {@code j >= 0}; let {@code q = p·2^j}, {@code B} the
 * first heap from which every heap is worth {@code w} or more, a <em>pair</em> two heaps
 * {@code (b, b + d)} with {@code b >= L}, {@code 0 <= d < 2q} and high parts that differ in their
 * last {@code j} bits only, and {@code N0 = T + max(B, L) + 2L + 2q}. The table proves the saltus
 * when, for some {@code N >= N0}:
 * <ol>
 * <li><b>window</b>: {@code g(n + p) = g(n) + s} for {@code e <= n < N - p};</li>
 * <li><b>sum bound</b>: every option of a heap {@code m >= N} that leaves two or more heaps of
 * value {@code s} or more, one of them at least {@code L}, has {@code ΣH < H(m)}, or
 * {@code ΣH = H(m)} with the xor of its {@code R} not {@code R(m)} (a finite check: from
 * {@code L} on, heaps count by their residues modulo {@code p});</li>
 * <li><b>low values</b>: for every heap {@code m >= N}, each value below {@code w} is that of an
 * option {@code (h, b, b + d)} or {@code (b, b + d)} with {@code h < B} and a pair, and each value
 * from {@code w - s} to {@code w - 1} of one with {@code h >= e'} and {@code H(b) = H(b + d)} (a
 * finite check: periodic in {@code m} with period {@code 2q});</li>
 * <li><b>cover</b>: for each of the {@code p} heaps {@code N-p <= m < N}, each value from
 * {@code w - s} to {@code g(m) - 1} is that of an option with a heap {@code c >= e'} whose other
 * heaps' values xor to less than {@code s}.</li>
 * </ol>
 * Adding {@code p} to such a heap {@code c} adds exactly {@code s} to the option's value (the low
 * bits and the high bits do not meet), which carries the cover and the missing value from
 * {@code m - p} to {@code m}; the sum bound keeps every other option's value away from {@code g(m)}.
 */
public final class ThreeHeapSaltus {

    /** The largest {@code L + p} tried: the sum bound reads every triple of heaps below it. */
    private static final int MAX_SPAN = 480;
    /** How many heaps past {@code N0} the cover is looked for before giving up. */
    private static final int COVER_REACH = 64;
    /** The most low bits in which a pair's high parts may differ in condition 3. */
    private static final int MAX_PAIR_BITS = 3;
    /** The most multiples of {@code s} tried as the band {@code w} of condition 3. */
    private static final int MAX_BANDS = 64;

    private ThreeHeapSaltus() {
    }

    /**
     * The least period with a power-of-two saltus that the table proves by the test, with the
     * least preperiod from which its values climb so to the table's end.
     *
     * @param values the value of each heap, asked for heaps {@code 0..length-1}; the game's values
     *               by the definition, not a guess
     * @param length how many values the table has
     * @param digits the code's digit for each amount taken, {@code digits[t]} for {@code t = 0..T}:
     *               bit 1 takes the whole heap, 2 leaves one heap, 4 two, 8 three
     * @return the proof, or empty when the table proves none
     * @throws IllegalArgumentException if {@code length} is negative or a digit is not one of
     *                                  take-and-break's (0 to 15, and only 4 and 8 for taking none)
     */
    public static Optional<ArithmeticProof> prove(IntUnaryOperator values, int length, int[] digits) {
        if (length < 0) {
            throw new IllegalArgumentException("length " + length);
        }
        for (int t = 0; t < digits.length; t++) {
            if (digits[t] < 0 || digits[t] > 15 || t == 0 && (digits[t] & 3) != 0) {
                throw new IllegalArgumentException("digit " + digits[t] + " for taking " + t);
            }
        }
        int most = digits.length - 1;
        for (int p = 1; most + 5L * p + 3 <= length; p++) {
            long s = (long) values.applyAsInt(length - 1) - values.applyAsInt(length - 1 - p);
            if (s <= 0 || Long.bitCount(s) != 1) {
                continue;
            }
            Optional<ArithmeticProof> proof = new Candidate(values, length, digits, preperiod(values, length, p, s), p, s)
                    .prove();
            if (proof.isPresent()) {
                return Optional.of(divided(values, length, proof.get()));
            }
        }
        return Optional.empty();
    }

    /** The least e from which {@code g(n + p) - g(n)} is {@code s} to the table's end (read back from the end). */
    private static int preperiod(IntUnaryOperator values, int length, int p, long s) {
        int n = length - p;
        while (n > 0 && (long) values.applyAsInt(n - 1 + p) - values.applyAsInt(n - 1) == s) {
            n--;
        }
        return n;
    }

    /**
     * The least divisor {@code q} of the proved period whose saltus the table shows: with
     * {@code g(n + p) = g(n) + s} for every {@code n >= e}, {@code g(n + q) - g(n)} repeats with
     * period {@code p} from {@code e} on, so one period of it seen constant proves it constant
     * (docs/theory.md). The least period of an arithmetic-periodic sequence divides every other.
     */
    private static ArithmeticProof divided(IntUnaryOperator values, int length, ArithmeticProof proof) {
        int e = proof.period().period().preperiod();
        int p = proof.period().period().period();
        long s = proof.period().saltus();
        for (int q = 1; q < p; q++) {
            if (p % q != 0 || s * q % p != 0) {
                continue;
            }
            long saltus = s * q / p;
            if ((long) values.applyAsInt(length - 1) - values.applyAsInt(length - 1 - q) != saltus) {
                continue;
            }
            int least = preperiod(values, length, q, saltus);
            long needed = Math.max(proof.valuesNeeded(), (long) Math.max(e, least) + p + q);
            if (needed <= length) {
                return new ArithmeticProof(new ArithmeticPeriod(new Period(least, q), saltus), proof.theorem()
                        + ", at period " + p + " with saltus " + s, needed - q);
            }
        }
        return proof;
    }

    /** One {@code (e, p, s)} to prove, the window already seen to the table's end. */
    private record Candidate(IntUnaryOperator values, int length, int[] digits, int e, int p, long s) {

        private int least() {
            return Math.max(e, 1);
        }

        private int large() {
            return least() + p;
        }

        private long g(int heap) {
            return values.applyAsInt(heap);
        }

        private long high(int heap) {
            return g(heap) >>> Long.numberOfTrailingZeros(s);
        }

        private long low(int heap) {
            return g(heap) & (s - 1);
        }

        /** {@code p·H(a) - a}, periodic in {@code a} from {@code e} on. */
        private long drift(int heap) {
            return p * high(heap) - heap;
        }

        /** The heap of {@code [L, L + p)} with the residue of {@code sum} modulo {@code p}. */
        private int representative(long sum) {
            return large() + (int) Math.floorMod(sum - large(), (long) p);
        }

        Optional<ArithmeticProof> prove() {
            int most = digits.length - 1;
            if (large() + p > MAX_SPAN || s > 1 << 16 || most + 3L * large() + 2L * p > length || !sumBound()) {
                return Optional.empty();
            }
            for (int bits = 0; bits <= MAX_PAIR_BITS; bits++) {
                long modulus = (long) p << bits;
                for (long w = s; w <= MAX_BANDS * s; w += s) {
                    int below = allAtLeastFrom(w);
                    // N0: every pair of condition 3 has b >= L; its residues read heaps below L + 3·p·2^bits.
                    long start = most + Math.max(below, large()) + 2L * large() + 2 * modulus;
                    if (below < 0 || start > length || large() + 3 * modulus > length) {
                        break;
                    }
                    if (!lowValues((int) w, bits, below)) {
                        continue;
                    }
                    // The cover on p heaps in a row, from N0 - p on: N is where the run ends.
                    int run = 0;
                    for (int m = (int) start - p; m < length && m < start + COVER_REACH; m++) {
                        run = covered(m, w - s) ? run + 1 : 0;
                        if (run == p) {
                            int end = m + 1;
                            return Optional.of(new ArithmeticProof(new ArithmeticPeriod(new Period(e, p), s),
                                    "the three-heap saltus test for codes taking at most " + most, end - p));
                        }
                    }
                }
            }
            return Optional.empty();
        }

        /**
         * The least heap from which every heap is worth {@code w} or more (a period of them from
         * {@code e} on is, so all later are), or -1 when the table ends first.
         */
        private int allAtLeastFrom(long w) {
            int lastBelow = 0;
            for (int h = 1; h < length; h++) {
                if (g(h) < w) {
                    lastBelow = h;
                } else if (h - lastBelow > p && h - p >= e) {
                    return lastBelow + 1;
                }
            }
            return -1;
        }

        /** Condition 2: options with two heaps of value {@code s} or more stay below {@code g(m)}. */
        private boolean sumBound() {
            int span = large() + p;
            for (int t = 0; t < digits.length; t++) {
                if ((digits[t] & 4) != 0) {
                    for (int a = 1; a < span; a++) {
                        for (int b = a; b < span; b++) {
                            if (b >= large() && g(a) >= s && !apart(t, drift(a) + drift(b), low(a) ^ low(b),
                                    (long) a + b)) {
                                return false;
                            }
                        }
                    }
                }
                if ((digits[t] & 8) != 0 && !threeApart(t, span)) {
                    return false;
                }
            }
            return true;
        }

        private boolean threeApart(int t, int span) {
            for (int a = 1; a < span; a++) {
                for (int b = a; b < span; b++) {
                    for (int c = b; c < span; c++) {
                        int highs = (g(a) >= s ? 1 : 0) + (g(b) >= s ? 1 : 0) + (g(c) >= s ? 1 : 0);
                        if (c >= large() && highs >= 2 && !apart(t, drift(a) + drift(b) + drift(c),
                                low(a) ^ low(b) ^ low(c), (long) a + b + c)) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }

        /** Whether heaps of drifts {@code drifts} and low xor {@code lows} can't be worth {@code g(m)}. */
        private boolean apart(int t, long drifts, long lows, long sum) {
            int m = representative(sum + t);
            long over = drifts - drift(m) - t;
            return over < 0 || over == 0 && lows != low(m);
        }

        /**
         * Condition 3, for each residue of m modulo 2q (q = p·2^bits): every value below w by an option
         * {@code (h, b, b + d)} or {@code (b, b + d)}, and each of {@code w-s..w-1} by one whose
         * {@code h} shifts ({@code h >= e'}).
         */
        private boolean lowValues(int w, int bits, int below) {
            for (int rho = 0; rho < 2 * (p << bits); rho++) {
                boolean[] any = new boolean[w];
                boolean[] shifting = new boolean[w];
                for (int t = 0; t < digits.length; t++) {
                    if ((digits[t] & 4) != 0) {
                        pairs(rho - t, 0, bits, any, null);
                    }
                    if ((digits[t] & 8) != 0) {
                        for (int h = 1; h < below; h++) {
                            pairs(rho - t - h, g(h), bits, any, h >= least() ? shifting : null);
                        }
                    }
                }
                for (int v = 0; v < w; v++) {
                    if (!any[v] || v >= w - s && !shifting[v]) {
                        return false;
                    }
                }
            }
            return true;
        }

        /**
         * Marks {@code single ^ (g(b) ^ g(b + d))} for the pairs with {@code 2b + d = rest} modulo
         * {@code 2p·2^bits} whose {@code H} differ in their last {@code bits} bits only (then
         * known from {@code b}'s residue modulo {@code p·2^bits}); in {@code shifting} those of
         * equal {@code H}.
         */
        private void pairs(long rest, long single, int bits, boolean[] any, boolean[] shifting) {
            long modulus = (long) p << bits;
            long mask = (1L << bits) - 1;
            for (int d = 0; d < 2 * modulus; d++) {
                long twice = rest - d;
                if ((twice & 1) != 0) {
                    continue;
                }
                int b = large() + (int) Math.floorMod(twice / 2 - large(), modulus);
                long under = high(b) & mask;
                long over = under + high(b + d) - high(b);
                if (over < 0 || over > mask) {
                    continue;
                }
                long v = single ^ (s * (under ^ over) + (low(b) ^ low(b + d)));
                if (v < any.length) {
                    any[(int) v] = true;
                    if (shifting != null && under == over) {
                        shifting[(int) v] = true;
                    }
                }
            }
        }

        /** Condition 4 at heap m: each value below g(m) by an option with a heap that shifts. */
        private boolean covered(int m, long from) {
            long target = g(m);
            if (target > 1 << 22) {
                return false;
            }
            boolean[] seen = new boolean[(int) target];
            java.util.Arrays.fill(seen, 0, (int) Math.min(from, target), true);
            long[] count = {Math.min(from, target)};
            for (int t = 0; t < digits.length && t <= m; t++) {
                int rest = m - t;
                int d = digits[t];
                if (t > 0 && (d & 2) != 0 && rest >= least()) {
                    mark(seen, count, g(rest));
                }
                if ((d & 4) != 0) {
                    for (int a = 1; 2 * a <= rest; a++) {
                        int b = rest - a;
                        if (a >= least() && g(b) < s || b >= least() && g(a) < s) {
                            mark(seen, count, g(a) ^ g(b));
                        }
                    }
                }
                if ((d & 8) != 0) {
                    coverThree(rest, seen, count);
                }
            }
            return count[0] == target;
        }

        private void coverThree(int rest, boolean[] seen, long[] count) {
            for (int a = 1; 3 * a <= rest; a++) {
                for (int b = a; a + 2 * b <= rest; b++) {
                    int c = rest - a - b;
                    long ga = g(a);
                    long gb = g(b);
                    long gc = g(c);
                    if (a >= least() && (gb ^ gc) < s || b >= least() && (ga ^ gc) < s
                            || c >= least() && (ga ^ gb) < s) {
                        mark(seen, count, ga ^ gb ^ gc);
                    }
                }
            }
        }

        private static void mark(boolean[] seen, long[] count, long value) {
            if (value < seen.length && !seen[(int) value]) {
                seen[(int) value] = true;
                count[0]++;
            }
        }
    }
}
