package io.github.grundy.core.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.sequence.TakeBreakCode;
import org.junit.jupiter.api.Test;

/** A survey row against the values by the definition ({@link TestGames.TableGame}), and the periods the tables know. */
class SurveyRowTest {

    @Test
    void everyTwoDigitCodeSumsUpItsValuesAndItsProvedPeriodHoldsOnThem() {
        int reach = 400;
        for (CodePattern.Entry e : new CodePattern("0.??").expand()) {
            if (e.sameAs().isPresent()) {
                continue;
            }
            SurveyRow row = SurveyRow.of(e.code(), reach);
            // Ten heaps past the reach: the fingerprint reads the values from the offset on.
            TestGames.TableGame v = new TestGames.TableGame(e.written(), reach + 10, e.code());
            SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
            for (int n = 0; n <= reach; n++) {
                sum.add(v.grundy(n));
            }
            assertEquals(sum.build(), row.summary(), e.written());
            assertEquals(e.code().toString(), row.code());
            // The offset: the heaps from 1 on without a move, found by listing options.
            int offset = 0;
            while (offset < reach && !hasMove(v, offset + 1)) {
                offset++;
            }
            if (offset == reach) {
                offset = 0;
            }
            assertEquals(offset, row.offset(), e.written());
            Fingerprint.Builder print = new Fingerprint.Builder();
            for (int n = offset; n <= reach + offset; n++) {
                print.add((int) v.grundy(n));
            }
            assertEquals(print.build(), row.fingerprint(), e.written());
            row.rareSplit().ifPresent(split -> assertEquals(fewestRare(e.code(), v, reach), split, e.written()));
            if (row.solved()) {
                Period p = row.proof().orElseThrow().period();
                for (int n = p.preperiod(); n + p.period() <= reach; n++) {
                    assertEquals(v.grundy(n), v.grundy(n + p.period()), e.written() + " " + p + " at " + n);
                }
                assertTrue(row.proof().orElseThrow().checkedEnd() <= reach + 1, e.written());
            }
        }
    }

    /**
     * A row without a proved period says how its values climb, when they do, and the values hold
     * it: the one-digit hexadecimal codes to heap 600, each climb checked against the definition.
     */
    @Test
    void theHexadecimalRowsThatClimbSaySo() {
        int reach = 600;
        int climbing = 0;
        for (CodePattern.Entry e : new CodePattern("0.?", true).expand()) {
            SurveyRow row = SurveyRow.of(e.code(), reach);
            if (row.climb().isEmpty()) {
                continue;
            }
            climbing++;
            assertTrue(row.proof().isEmpty(), e.written());
            TestGames.TableGame v = new TestGames.TableGame(e.written(), reach, e.code());
            io.github.grundy.core.period.ArithmeticPeriod a = row.climb().get();
            for (int n = a.period().preperiod(); n + a.period().period() <= reach; n++) {
                assertEquals(v.grundy(n) + a.saltus(), v.grundy(n + a.period().period()), e.written() + " " + a + " at " + n);
            }
        }
        // 0.8 and 0.C (Howse and Nowakowski); the octal digits' rows never climb.
        assertEquals(2, climbing);
        assertEquals(new io.github.grundy.core.period.ArithmeticPeriod(new Period(1, 3), 1),
                SurveyRow.of(TakeBreakCode.parse("0.8"), reach).climb().orElseThrow());
        // Proved by the three-heap saltus test from heaps 0..18; 0.9 does not climb.
        assertEquals(19, SurveyRow.of(TakeBreakCode.parse("0.8"), reach).climbProof().orElseThrow().valuesNeeded());
        assertTrue(SurveyRow.of(TakeBreakCode.parse("0.9"), reach).climbProof().isEmpty());
        // 0.2048 neither climbs nor repeats, but shows a ruler once the table holds 24 of its class apart.
        SurveyRow ruler = SurveyRow.of(TakeBreakCode.parse("0.2048"), 1300);
        assertTrue(ruler.climb().isEmpty() && ruler.proof().isEmpty());
        assertEquals(41, ruler.ruler().orElseThrow().first());
        assertTrue(SurveyRow.of(TakeBreakCode.parse("0.2048"), reach).ruler().isEmpty());
    }

    private static boolean hasMove(TestGames.TableGame g, int heap) {
        boolean[] any = new boolean[1];
        g.forEachOption(heap, option -> {
            any[0] = true;
            return false;
        });
        return any[0];
    }

    /**
     * The split by its definition: every mask of the value bits, with and without the heap's
     * parity (which parity per the splits' parities), counted heap by heap; the fewest rare wins,
     * the smallest mask among equals (the one of the Walsh–Hadamard scan, without position first).
     */
    private static io.github.grundy.core.sequence.RareSplit fewestRare(TakeBreakCode code, TestGames.TableGame v,
            int reach) {
        int parities = 0;
        for (int k = 0; k <= code.maxTake().orElseThrow(); k++) {
            if ((code.digit(k) & 4) != 0) {
                parities |= 1 << (k & 1);
            }
        }
        int positionBit = parities == 1 ? 0 : parities == 2 ? 1 : -1;
        long max = 0;
        for (int n = 0; n <= reach; n++) {
            max = Math.max(max, v.grundy(n));
        }
        int bits = 64 - Long.numberOfLeadingZeros(Math.max(1, max));
        io.github.grundy.core.sequence.RareSplit best = null;
        for (int extended = 0; extended < 2 << bits; extended++) {
            boolean position = (extended & 1) != 0;
            if (position && positionBit < 0) {
                continue;
            }
            int mask = extended >>> 1;
            long rare = 0;
            long last = -1;
            for (int n = 0; n <= reach; n++) {
                int parity = Long.bitCount(v.grundy(n) & mask) & 1;
                if (position) {
                    parity ^= (n ^ positionBit) & 1;
                }
                if (parity == 0) {
                    rare++;
                    last = n;
                }
            }
            boolean noMask = extended == 0;
            if (best == null || rare < best.rare() || noMask) {
                best = new io.github.grundy.core.sequence.RareSplit(mask, position, rare, last);
            }
        }
        return best;
    }

    @Test
    void thePublishedSolvedRowsAreReproduced() {
        // tczajka/octal-games, SolvedGames.md (own heaps): prefix, period, largest idx, largest, rare mask,
        // num rare, last rare. .165's mask is blank there: its rare heaps go on periodically.
        String[] published = {
            ".45 498 20 37 8 f 11 198",
            ".156 3479 349 1032 23 1b 15 357",
            ".356 7315 142 86 19 1b 7 43",
            ".644 3256 442 333 64 7e 31 511",
            ".16 105351 149459 229790 23 1e 53 13935",
            ".56 326640 144 22778 64 5b 46 1795",
            ".127 46578 4 24734 56 1+pos 693 27106"};
        for (String line : published) {
            String[] f = line.split(" ");
            SurveyRow row = SurveyRow.of(TakeBreakCode.parse(f[0]), (1 << 20) - 1);
            Period p = row.proof().orElseThrow().period();
            io.github.grundy.core.sequence.RareSplit split = row.rareSplit().orElseThrow();
            assertEquals(line, String.join(" ", f[0], "" + p.preperiod(), "" + p.period(), "" + row.summary().maxAt(),
                    "" + row.summary().maxValue(), split.maskText(), "" + split.rare(), "" + split.lastRare()));
        }
    }

    @Test
    void thePeriodsAsTheTablesCountHeapsStartAtTheOffset() {
        // .4 has no move from heaps 1 and 2; tczajka's TrivialGames.md lists it with prefix 52 and period 34
        // from there, and 0.07 (one heap without a move) under it.
        SurveyRow four = SurveyRow.of(TakeBreakCode.parse(".4"), 2000);
        assertEquals(2, four.offset());
        assertEquals(new Period(52, 34), four.tablePeriod().orElseThrow());
        SurveyRow dawson = SurveyRow.of(TakeBreakCode.parse("0.07"), 2000);
        assertEquals(1, dawson.offset());
        assertEquals(new Period(52, 34), dawson.tablePeriod().orElseThrow());
        assertEquals(four.fingerprint(), dawson.fingerprint());
        // .02 (0110 repeated from its offset, 2) starts its period at heap 1 of its own.
        SurveyRow twoOfTwo = SurveyRow.of(TakeBreakCode.parse(".02"), 100);
        assertEquals(new Period(1, 4), twoOfTwo.proof().orElseThrow().period());
        assertEquals(new Period(0, 4), twoOfTwo.tablePeriod().orElseThrow());
        assertEquals(0, SurveyRow.offset(TakeBreakCode.parse("0.0")));
        // The values from the offset: TrivialGames.md's .4 begins 0112031103, and 0.07 from heap 1 is it.
        int[] ten = SurveyRow.tableValues(TakeBreakCode.parse("0.07"), 10);
        assertEquals("0112031103", java.util.Arrays.stream(ten).mapToObj(Integer::toString)
                .collect(java.util.stream.Collectors.joining()));
    }

    @Test
    void thePeriodsOfTheTablesAreFound() {
        // Kayles and Dawson's Kayles (Winning Ways; the peers print the same): 12 from 71, 34 from 53.
        SurveyRow kayles = SurveyRow.of(TakeBreakCode.parse("0.77"), 1000);
        assertEquals(new Period(71, 12), kayles.proof().orElseThrow().period());
        SurveyRow dawson = SurveyRow.of(TakeBreakCode.parse("0.07"), 999);
        assertEquals(new Period(53, 34), dawson.proof().orElseThrow().period());
        // The peers' checksum of 0.07 over heaps 0..999.
        assertEquals("5B70A61", dawson.summary().checksumHex());
        // .6 has no period within 1000 heaps.
        SurveyRow six = SurveyRow.of(TakeBreakCode.parse(".6"), 1000);
        assertFalse(six.solved());
        assertEquals(1000, six.summary().to());
    }

    @Test
    void aReachOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SurveyRow.of(TakeBreakCode.parse("0.7"), -1));
        assertThrows(IllegalArgumentException.class,
                () -> SurveyRow.of(TakeBreakCode.parse("0.7"), SurveyRow.MAX_REACH + 1));

    }
}
