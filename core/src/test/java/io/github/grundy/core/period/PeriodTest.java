package io.github.grundy.core.period;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.sequence.MexTable;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PeriodTest {

    /** {@link Period#find} with the window criterion of subtraction games. */
    private static Optional<Period> find(int[] v, int window) {
        return Period.find(v, PeriodCriterion.window(window));
    }

    /**
     * The definition, searched naively: the least p, then the least a, such that the table repeats
     * at distance p from a to its end and covers the criterion's range.
     */
    private static Optional<Period> naiveFind(int[] v, PeriodCriterion criterion) {
        for (int p = 1; p < v.length; p++) {
            for (int a = 0; criterion.checkedEnd(a, p) + p <= v.length; a++) {
                boolean repeats = true;
                for (int n = a; n + p < v.length && repeats; n++) {
                    repeats = v[n] == v[n + p];
                }
                if (repeats) {
                    return Optional.of(new Period(a, p));
                }
            }
        }
        return Optional.empty();
    }

    private static int[] of(int... values) {
        return values;
    }

    @Test
    void indexMapsHeapsIntoTheTable() {
        Period p = new Period(3, 4);
        assertEquals(7, p.tableLength());
        int[] expected = {0, 1, 2, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4};
        for (int n = 0; n < expected.length; n++) {
            assertEquals(expected[n], p.index(n), "index(" + n + ")");
        }
        Period pure = new Period(0, 1);
        assertEquals(0, pure.index(Long.MAX_VALUE));
        assertEquals("negative index -1", assertThrows(IllegalArgumentException.class, () -> p.index(-1)).getMessage());
    }

    @Test
    void indexOfHugeHeapsAgreesWithBigIntegerArithmetic() {
        Random random = new Random(11);
        for (int round = 0; round < 2000; round++) {
            int a = random.nextInt(1000);
            int q = 1 + random.nextInt(round % 2 == 0 ? 10 : 1_000_000);
            Period p = new Period(a, q);
            long n = round < 20 ? Long.MAX_VALUE - round : (random.nextLong() >>> 1);
            long expected = BigInteger.valueOf(n).subtract(BigInteger.valueOf(a)).mod(BigInteger.valueOf(q))
                    .add(BigInteger.valueOf(a)).longValueExact();
            assertEquals(expected, p.index(n), p + " index(" + n + ")");
        }
    }

    @Test
    void invalidPeriods() {
        assertThrows(IllegalArgumentException.class, () -> new Period(-1, 3));
        assertThrows(IllegalArgumentException.class, () -> new Period(0, 0));
        assertThrows(IllegalArgumentException.class, () -> new Period(Integer.MAX_VALUE, 1));
        assertEquals(Integer.MAX_VALUE, new Period(Integer.MAX_VALUE - 5, 5).tableLength());
        assertEquals("window must be at least 1, found 0",
                assertThrows(IllegalArgumentException.class, () -> PeriodCriterion.window(0)).getMessage());
    }

    @Test
    void purelyAndEventuallyPeriodicTables() {
        assertEquals(Optional.of(new Period(0, 3)), find(of(0, 1, 2, 0, 1, 2, 0, 1), 2));
        assertEquals(Optional.of(new Period(2, 3)), find(of(7, 7, 0, 1, 2, 0, 1, 2, 0, 1), 2));
        assertEquals(Optional.of(new Period(0, 1)), find(of(4, 4, 4), 2));
        // The least period, not a multiple of it.
        assertEquals(Optional.of(new Period(1, 2)), find(of(9, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2), 3));
    }

    @Test
    void aPrefixThatOnlyLooksPeriodicIsNotReported() {
        // 0 1 repeats three times, then the table breaks the pattern: no period of that shape.
        int[] broken = of(0, 1, 0, 1, 0, 1, 0, 2);
        assertEquals(Optional.empty(), find(broken, 1));
        assertEquals(Optional.empty(), find(broken, 2));
        // A table that breaks its pattern once and then repeats again is periodic from the break.
        assertEquals(Optional.of(new Period(5, 2)), find(of(0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3), 2));
        // Strictly increasing values never repeat.
        int[] increasing = new int[1000];
        Arrays.setAll(increasing, i -> i);
        assertEquals(Optional.empty(), find(increasing, 1));
    }

    @Test
    void aWholeWindowMustRepeat() {
        // 1 2 3 | 1 2: period 3 from 1 is consistent with the table, but only 2 values repeat.
        int[] v = of(5, 1, 2, 3, 1, 2);
        assertEquals(Optional.empty(), find(v, 3));
        assertEquals(Optional.of(new Period(1, 3)), find(v, 2));
        // With one more repeated value the window of 3 is proved.
        assertEquals(Optional.of(new Period(1, 3)), find(of(5, 1, 2, 3, 1, 2, 3), 3));
        // A table no longer than the window proves nothing.
        assertEquals(Optional.empty(), find(of(1, 1, 1), 3));
        assertEquals(Optional.empty(), find(new int[0], 1));
    }

    @Test
    void findAgreesWithTheNaiveSearchOnRandomTables() {
        Random random = new Random(2024);
        for (int round = 0; round < 3000; round++) {
            int length = random.nextInt(40);
            int window = 1 + random.nextInt(5);
            int[] v = new int[length];
            int alphabet = 1 + random.nextInt(3);
            if (round % 2 == 0) {
                // Eventually periodic with random noise, often a little broken near the end.
                int a = random.nextInt(8);
                int q = 1 + random.nextInt(6);
                int[] cycle = random.ints(q, 0, alphabet).toArray();
                for (int n = 0; n < length; n++) {
                    v[n] = n < a ? random.nextInt(alphabet) : cycle[(n - a) % q];
                }
                if (length > 0 && random.nextInt(3) == 0) {
                    v[random.nextInt(length)] = random.nextInt(alphabet + 1);
                }
            } else {
                for (int n = 0; n < length; n++) {
                    v[n] = random.nextInt(alphabet);
                }
            }
            assertEquals(naiveFind(v, PeriodCriterion.window(window)), find(v, window),
                    Arrays.toString(v) + " window " + window);
            int maxTake = 1 + random.nextInt(3);
            assertEquals(naiveFind(v, PeriodCriterion.guySmith(maxTake)), Period.find(v, PeriodCriterion.guySmith(maxTake)),
                    Arrays.toString(v) + " Guy-Smith, take at most " + maxTake);
        }
    }

    @Test
    void oneSearchReusedAgreesWithFreshSearchesAndTheNaiveOne() {
        // The work array kept between searches: small tables after large ones (its stale entries
        // must not leak into the next search), and tables past its first length (4096), where it
        // grows, with and without a period.
        Random random = new Random(4096);
        PeriodSearch search = new PeriodSearch();
        for (int round = 0; round < 400; round++) {
            int length = round % 4 == 0 ? 4000 + random.nextInt(9000) : random.nextInt(40);
            int alphabet = 1 + random.nextInt(3);
            int a = random.nextInt(length / 3 + 1);
            int q = 1 + random.nextInt(round % 8 == 0 ? 3000 : 6);
            int[] cycle = random.ints(q, 0, alphabet).toArray();
            int[] v = new int[length];
            for (int n = 0; n < length; n++) {
                v[n] = n < a || round % 3 == 0 ? random.nextInt(alphabet) : cycle[(n - a) % q];
            }
            PeriodCriterion criterion = PeriodCriterion.guySmith(1 + random.nextInt(3));
            Optional<Period> reused = search.find(i -> v[i], length, criterion);
            assertEquals(Period.find(v, criterion), reused, "length " + length + ", round " + round);
            if (length < 40) {
                assertEquals(naiveFind(v, criterion), reused, Arrays.toString(v));
            }
        }
    }

    /**
     * The definition again, for long tables: for each p in turn, the least a from which the table
     * repeats at distance p (found walking back from the end, which on tables without that period
     * stops within a few values), and the first p whose range the criterion covers.
     */
    private static Optional<Period> definitionOnLongTables(int[] v, PeriodCriterion criterion) {
        int n = v.length;
        for (int p = 1; p < n && criterion.checkedEnd(0, p) + p <= n; p++) {
            int a = n - p;
            while (a > 0 && v[a - 1] == v[a - 1 + p]) {
                a--;
            }
            if (criterion.checkedEnd(a, p) + p <= n) {
                return Optional.of(new Period(a, p));
            }
        }
        return Optional.empty();
    }

    @Test
    void searchesPastTheFirstPagesOfTheWorkArrayAgreeWithTheDefinition() {
        // Tables of 66,000-200,000 values: the search writes past its first page (2^16 entries),
        // adds pages and keeps them; small tables between them read the kept first page.
        Random random = new Random(65536);
        PeriodSearch search = new PeriodSearch();
        int periodic = 0;
        for (int round = 0; round < 24; round++) {
            boolean small = round % 3 == 2;
            int length = small ? random.nextInt(200) : 66_000 + random.nextInt(134_000);
            int alphabet = 2 + random.nextInt(2);
            // Every fourth long table repeats only in its last 66,000-76,000 values: too few to prove
            // the period, but the search's borders pass 2^16 there and fall back across pages.
            boolean late = !small && round % 4 == 1;
            int a = late ? Math.max(0, length - 66_000 - random.nextInt(10_000)) : random.nextInt(length / 3 + 1);
            int q = 1 + random.nextInt(40);
            int[] cycle = random.ints(q, 0, alphabet).toArray();
            boolean none = round % 4 == 0;
            int[] v = new int[length];
            for (int n = 0; n < length; n++) {
                v[n] = n < a || none ? random.nextInt(alphabet) : cycle[(n - a) % q];
            }
            PeriodCriterion criterion = PeriodCriterion.guySmith(1 + random.nextInt(3));
            Optional<Period> found = search.find(i -> v[i], length, criterion);
            assertEquals(definitionOnLongTables(v, criterion), found, "length " + length + ", round " + round);
            periodic += !small && found.isPresent() ? 1 : 0;
        }
        assertTrue(periodic >= 8, "long periodic tables were searched: " + periodic);
    }

    /**
     * For the Grundy values of subtraction games the window max(S) is a proof: the period found in
     * a short table holds on a long one. A shorter window is not: some set gets a wrong period.
     */
    @Test
    void windowMaxSIsAProofForSubtractionGamesAndAShorterWindowIsNot() {
        int wrongWithShorterWindow = 0;
        Random random = new Random(5);
        for (int round = 0; round < 400; round++) {
            long[] set = random.longs(1 + random.nextInt(3), 1, 9).distinct().toArray();
            int window = (int) Arrays.stream(set).max().orElseThrow();
            int[] full = MexTable.build(TestGames.subtractionMoves(set), 5000).toArray();
            for (int length = 1; length <= 80; length++) {
                int[] prefix = Arrays.copyOf(full, length);
                Optional<Period> proved = find(prefix, window);
                if (proved.isPresent()) {
                    assertHolds(full, proved.get(), Arrays.toString(set) + " prefix " + length);
                    // And it is the least period of the long table too.
                    assertEquals(find(full, window), proved, Arrays.toString(set));
                }
                if (window > 1) {
                    Optional<Period> guess = find(prefix, window - 1);
                    if (guess.isPresent() && !holds(full, guess.get())) {
                        wrongWithShorterWindow++;
                    }
                }
            }
        }
        assertTrue(wrongWithShorterWindow > 0, "a window of max(S)-1 should mislead on some short table");
    }

    private static boolean holds(int[] v, Period p) {
        for (int n = p.preperiod(); n + p.period() < v.length; n++) {
            if (v[n] != v[n + p.period()]) {
                return false;
            }
        }
        return true;
    }

    private static void assertHolds(int[] v, Period p, String where) {
        assertTrue(holds(v, p), where + ": " + p + " does not hold on the long table");
    }

    /**
     * Guy–Smith on the published octal games: Kayles (0.77) has preperiod 71 and period 12,
     * Dawson's Kayles (0.07) preperiod 53 and period 34 (Winning Ways, ch. 4). The proof closes
     * once the table holds 2e + 2p + t - 1 values (the range 2e + p + t - 1, then p more), and not
     * before.
     */
    @Test
    void guySmithProvesThePublishedPeriodsOfKaylesAndDawsonsKayles() {
        int[] kayles = MexTable.build(TestGames.KAYLES_MOVES, 400).toArray();
        PeriodCriterion t2 = PeriodCriterion.guySmith(2);
        assertEquals(Optional.of(new Period(71, 12)), Period.find(kayles, t2));
        int closes = 2 * 71 + 2 * 12 + 2 - 1;
        assertEquals(Optional.of(new Period(71, 12)), Period.find(kayles, closes, t2));
        assertEquals(Optional.empty(), Period.find(kayles, closes - 1, t2));
        int[] dawson = MexTable.build(TestGames.octalMoves(0, 0, 7), 400).toArray();
        assertEquals(Optional.of(new Period(53, 34)), Period.find(dawson, t2));
        assertEquals(Optional.of(new Period(53, 34)), Period.find(dawson, 2 * 53 + 2 * 34 + 2 - 1, t2));
        assertEquals(Optional.empty(), Period.find(dawson, 2 * 53 + 2 * 34 + 2 - 2, t2));
        // Kayles in the octal notation is the same game as the hand-written moves.
        assertTrue(Arrays.equals(kayles, MexTable.build(TestGames.octalMoves(0, 7, 7), 400).toArray()));
        assertEquals("the largest amount taken cannot be negative, found -1",
                assertThrows(IllegalArgumentException.class, () -> PeriodCriterion.guySmith(-1)).getMessage());
        assertEquals(new PeriodCriterion.TakeAndBreak(2, 2), PeriodCriterion.guySmith(2));
        // Three heaps: n < 3e' + 2(p - 1) + t.
        assertEquals(3L * 5 + 2 * 6 + 4, PeriodCriterion.takeAndBreak(4, 3).checkedEnd(5, 7));
        // e' = max(e, 1): a period from heap 0 needs the range a period from heap 1 needs.
        for (int parts = 1; parts <= 3; parts++) {
            for (int p = 1; p < 5; p++) {
                PeriodCriterion c = PeriodCriterion.takeAndBreak(2, parts);
                assertEquals(c.checkedEnd(1, p), c.checkedEnd(0, p), parts + " parts, period " + p);
                assertEquals(parts + (parts - 1L) * (p - 1) + 2, c.checkedEnd(0, p), parts + " parts, period " + p);
            }
        }
    }
}
