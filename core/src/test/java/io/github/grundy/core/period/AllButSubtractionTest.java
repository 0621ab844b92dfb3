package io.github.grundy.core.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The all-but subtraction test audited against values by the definition: on random excluded sets
 * and every truncation of their tables, each proof found holds on a table far longer; a table one
 * value short of a proof does not give it; and windows that show a climb which fails later are
 * never proved.
 */
class AllButSubtractionTest {

    private static final int LONG = 700;

    /** g(n) = mex of g(m) for m < n with n - m not excluded: the game's definition. */
    private static int[] byDefinition(boolean[] excluded, int length) {
        int[] g = new int[length];
        for (int n = 0; n < length; n++) {
            boolean[] seen = new boolean[n + 2];
            for (int m = 0; m < n; m++) {
                int k = n - m;
                if (k >= excluded.length || !excluded[k]) {
                    seen[g[m]] = true;
                }
            }
            int v = 0;
            while (seen[v]) {
                v++;
            }
            g[n] = v;
        }
        return g;
    }

    private static boolean holds(int[] g, ArithmeticPeriod a) {
        int e = a.period().preperiod();
        int p = a.period().period();
        for (int n = e; n + p < g.length; n++) {
            if (g[n + p] != g[n] + a.saltus()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void everyProofOfEveryTruncationHoldsFarBeyondIt() {
        Random random = new Random(3901);
        int proved = 0;
        int naive = 0;
        for (int round = 0; round < 120; round++) {
            int x = 1 + random.nextInt(9);
            boolean[] excluded = new boolean[x + 1];
            excluded[x] = true;
            for (int k = 1; k < x; k++) {
                excluded[k] = random.nextInt(3) == 0;
            }
            int[] g = byDefinition(excluded, LONG);
            boolean first = true;
            for (int length = 1; length <= 300; length++) {
                int len = length;
                Optional<ArithmeticProof> proof = AllButSubtraction.prove(i -> g[i], len, x);
                // Windows that show a climb the longer table breaks: the truncation's climbs to its end, and
                // what it is said to show; never proved.
                for (int q = 1; q <= 8 && 2 * q <= len; q++) {
                    int e = len - 1 - q;
                    int climb = g[e + q] - g[e];
                    while (e > 0 && g[e - 1 + q] - g[e - 1] == climb) {
                        e--;
                    }
                    ArithmeticPeriod window = new ArithmeticPeriod(new Period(e, q), climb);
                    if (!holds(g, window)) {
                        naive++;
                        assertTrue(proof.map(r -> !r.period().equals(window)).orElse(true),
                                "excluded up to " + x + ", " + len + " values: " + proof);
                    }
                }
                Optional<ArithmeticPeriod> seen = ObservedPeriod.findArithmetic(i -> g[i], len);
                if (seen.isPresent() && !holds(g, seen.get())) {
                    naive++;
                    assertTrue(proof.map(r -> !r.period().equals(seen.get())).orElse(true),
                            "excluded up to " + x + ", " + len + " values: " + proof);
                }
                if (proof.isEmpty()) {
                    continue;
                }
                proved++;
                assertTrue(holds(g, proof.get().period()), proof.get().describe());
                assertTrue(proof.get().valuesNeeded() <= len, proof.get().describe());
                if (first) {
                    // The first length that proves it is the proof's own need: one value fewer proves nothing.
                    assertEquals(len, proof.get().valuesNeeded(), proof.get().describe());
                    first = false;
                }
            }
        }
        assertTrue(proved > 10_000 && naive > 100, proved + " proofs, " + naive + " naive windows");
    }

    /**
     * The test by its words, read straight from the theorem: for p = 1, 2, ..., the least e from
     * which g(n + p) - g(n) is one s >= 0 to the table's end (walked back from the end), then M,
     * Me, V, L and N; the first p whose N + p fits the table is the proof.
     */
    private static Optional<ArithmeticProof> byTheWords(int[] g, int length, long x) {
        for (int p = 1; 2 * p <= length; p++) {
            int e = length - 1 - p;
            long s = (long) g[e + p] - g[e];
            while (e > 0 && (long) g[e - 1 + p] - g[e - 1] == s) {
                e--;
            }
            if (s < 0) {
                continue;
            }
            long m = 0;
            long me = 0;
            for (int n = 0; n < e + p; n++) {
                m = Math.max(m, g[n] + 1L);
                me = n < e ? Math.max(me, g[n] + 1L) : me;
            }
            long v = Math.max(m, me + s);
            long l = -1;
            for (long w = 0; w < v && l != Long.MAX_VALUE; w++) {
                int first = -1;
                for (int n = 0; n < length && first < 0; n++) {
                    first = g[n] == w ? n : -1;
                }
                l = first < 0 ? Long.MAX_VALUE : Math.max(l, first);
            }
            long end = v < 1 ? e : l == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(e, l + x + 1);
            if (end != Long.MAX_VALUE && end + p <= length) {
                return Optional.of(new ArithmeticProof(new ArithmeticPeriod(new Period(e, p), s),
                        "the all-but subtraction test, no excluded amount above " + x, end));
            }
        }
        return Optional.empty();
    }

    /**
     * The search finds each shift's least preperiod without walking back (the walk took time square
     * in a long straight stretch), and proves what the theorem's words prove: on the tables of
     * random games with larger excluded amounts, and on random sequences of few values, whose
     * differences repeat in many ways, every truncation.
     */
    @Test
    void theSearchProvesWhatTheWordsProve() {
        Random random = new Random(5959);
        for (int round = 0; round < 60; round++) {
            int length = 20 + random.nextInt(180);
            int[] g = new int[length];
            long x;
            if (round % 2 == 0) {
                int largest = 1 + random.nextInt(40);
                boolean[] excluded = new boolean[largest + 1];
                excluded[largest] = true;
                for (int k = 1; k < largest; k++) {
                    excluded[k] = random.nextInt(4) == 0;
                }
                g = byDefinition(excluded, length);
                x = largest;
            } else {
                int values = 1 + random.nextInt(3);
                for (int n = 0; n < length; n++) {
                    g[n] = n / (1 + random.nextInt(2)) % 7 + random.nextInt(values);
                }
                x = random.nextInt(4);
            }
            int[] table = g;
            for (int len = 0; len <= length; len++) {
                assertEquals(byTheWords(table, len, x), AllButSubtraction.prove(i -> table[i], len, x),
                        "round " + round + ", " + len + " values");
            }
        }
    }

    /**
     * The search reads the table a bounded number of times a value, however long a straight
     * stretch it holds: here g(n) = n, which no shift proves (the excluded amount is far larger),
     * so every shift is tried.
     */
    @Test
    void theSearchReadsTheTableInLinearTime() {
        int length = 20_000;
        long[] reads = {0};
        Optional<ArithmeticProof> proof = AllButSubtraction.prove(i -> {
            reads[0]++;
            return i;
        }, length, 1_000_000);
        assertEquals(Optional.empty(), proof);
        assertTrue(reads[0] <= 8L * length, reads[0] + " reads of " + length + " values");
    }

    @Test
    void nimAndTheEvenHalvesAreProvedFromTheirFirstValues() {
        // Nothing excluded: Nim, g(n) = n, from heaps 0..1.
        int[] nim = byDefinition(new boolean[1], 20);
        ArithmeticProof p = AllButSubtraction.prove(i -> nim[i], nim.length, 0).orElseThrow();
        assertEquals(new ArithmeticPeriod(new Period(0, 1), 1), p.period());
        assertEquals(2, p.valuesNeeded());
        // Taking 1 excluded: g(n) = floor(n / 2), from heaps 0..3.
        int[] halves = byDefinition(new boolean[] {false, true}, 30);
        p = AllButSubtraction.prove(i -> halves[i], halves.length, 1).orElseThrow();
        assertEquals(new ArithmeticPeriod(new Period(0, 2), 1), p.period());
        assertEquals("preperiod 0, period 2, saltus 1: g(n + 2) = g(n) + 1 for 0 <= n < 2, on the values of heaps"
                + " 0..3 (the all-but subtraction test, no excluded amount above 1)", p.describe());
        assertEquals(Optional.empty(), AllButSubtraction.prove(i -> halves[i], 3, 1));
    }
}
