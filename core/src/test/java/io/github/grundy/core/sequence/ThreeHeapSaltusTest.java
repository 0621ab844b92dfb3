package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.ObservedPeriod;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.ThreeHeapSaltus;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The three-heap saltus test ({@link ThreeHeapSaltus}, docs/theory.md) audited against values
 * by the definition ({@link MexTable} over every option, not the engine the tables use): every
 * proof it gives, from whole tables and from every truncation, holds on the definition's values far
 * beyond the heaps it read; a window one heap short proves nothing; and a code whose values climb
 * for fifteen periods and then stop is refused.
 */
class ThreeHeapSaltusTest {

    /** Heaps the definition's values are computed to, beyond every proof's window. */
    private static final int AUDIT = 700;

    private static int[] digits(TakeBreakCode code) {
        int[] digits = new int[code.maxTake().getAsInt() + 1];
        for (int t = 0; t < digits.length; t++) {
            digits[t] = code.digit(t);
        }
        return digits;
    }

    private static Optional<ArithmeticProof> prove(TakeBreakCode code, int[] values, int length) {
        return ThreeHeapSaltus.prove(i -> values[i], length, digits(code));
    }

    /** The proof's claim on every heap of {@code values}. */
    private static void holds(String what, ArithmeticProof proof, int[] values) {
        ArithmeticPeriod a = proof.period();
        int e = a.period().preperiod();
        int p = a.period().period();
        for (int n = e; n + p < values.length; n++) {
            assertEquals(values[n] + a.saltus(), values[n + p], what + ": " + proof.describe() + ", heap " + (n + p));
        }
    }

    /**
     * The two-digit survey's arithmetic-periodic classes (docs/survey.md): all but {@code 0.3F}
     * (saltus 3, not a power of two) and {@code 0.9C} (its sum bound fails: options of two large
     * heaps whose high parts add up to one more than the heap's) are proved, with the preperiod,
     * period and saltus the tables show, each from its own short window; and two three-digit codes
     * whose windows each condition of the test lengthens.
     */
    @Test
    void theSurveysClimbingCodesAreProvedButTwo() {
        String[] rows = {"0.8 1 3 1 19", "0.C 1 2 1 14", "0.08 1 4 1 25", "0.0A 1 2 1 15", "0.0B 5 2 1 27",
            "0.1A 4 2 1 35", "0.1B 5 2 1 37", "0.28 1 53 16 270", "0.89 3 4 2 31", "0.8B 7 7 4 59",
            "0.9B 8 7 4 62", "0.9E 4 3 2 29", "0.9F 4 3 2 29", "0.A8 1 4 2 25", "0.AA 1 1 1 10",
            "0.B8 9 7 4 64", "0.BA 3 1 1 16", "0.BB 4 1 1 19", "0.BC 4 3 2 29", "0.C9 3 3 2 27",
            "0.F8 7 6 4 55", "0.FB 5 1 1 22", "0.FC 7 5 4 48",
            // Three digits: the cover (condition 4) fails at heap 22 and holds from 27; 0.08B climbs late.
            "0.7FD 5 1 1 28", "0.08B 10 11 4 90"};
        for (String row : rows) {
            String[] f = row.split(" ");
            TakeBreakCode code = TakeBreakCode.parse(f[0]);
            int[] values = MexTable.build(code, AUDIT).toArray();
            ArithmeticProof proof = prove(code, values, values.length).orElseThrow(() -> new AssertionError(row));
            assertEquals(new ArithmeticPeriod(new Period(Integer.parseInt(f[1]), Integer.parseInt(f[2])),
                    Integer.parseInt(f[3])), proof.period(), row);
            assertEquals(Long.parseLong(f[4]), proof.valuesNeeded(), row);
            holds(row, proof, values);
            // The window it names is enough, and one heap less proves nothing.
            assertEquals(Optional.of(proof), prove(code, values, (int) proof.valuesNeeded()), row);
            assertEquals(Optional.empty(), prove(code, values, (int) proof.valuesNeeded() - 1), row + ", one short");
        }
        for (String code : new String[] {"0.3F", "0.9C", "0.9", "0.E", "0.6", "0.4"}) {
            TakeBreakCode game = TakeBreakCode.parse(code);
            int[] values = MexTable.build(game, AUDIT).toArray();
            assertEquals(Optional.empty(), prove(game, values, values.length), code);
        }
    }

    /**
     * {@code 0.03A}: from heap 26 its values climb by 1 every 2 heaps for fifteen periods, and the
     * table to heap 55 shows it (a naive window would call it proved); heap 62 is worth 11. The
     * test refuses the short table, and every longer one.
     */
    @Test
    void aClimbThatStopsIsNotProved() {
        TakeBreakCode code = TakeBreakCode.parse("0.03A");
        int[] values = MexTable.build(code, 400).toArray();
        assertEquals(Optional.of(new ArithmeticPeriod(new Period(26, 2), 1)),
                ObservedPeriod.findArithmetic(i -> values[i], 56));
        assertEquals(11, values[62]);
        assertEquals(29, values[60]);
        for (int length = 0; length <= values.length; length++) {
            Optional<ArithmeticProof> proof = prove(code, values, length);
            int l = length;
            proof.ifPresent(p -> holds("0.03A to heap " + (l - 1), p, values));
        }
    }

    /**
     * {@code 0.08B}'s first heaps climb by 1 every 3 heaps from heap 0 to heap 21; only the sum
     * bound (condition 2) keeps the test from calling it proved there. The values leave the climb
     * at heap 23, and climb by 4 every 11 heaps from heap 10 on (proved from heaps 0..89).
     */
    @Test
    void theSumBoundRefusesAnEarlyClimb() {
        TakeBreakCode code = TakeBreakCode.parse("0.08B");
        int[] values = MexTable.build(code, 400).toArray();
        for (int n = 0; n + 3 < 22; n++) {
            assertEquals(values[n] + 1, values[n + 3], "heap " + (n + 3));
        }
        assertFalse(values[23] == values[20] + 1);
        for (int length = 22; length < 90; length++) {
            assertEquals(Optional.empty(), prove(code, values, length), "heaps 0.." + (length - 1));
        }
    }

    /**
     * Soundness on every truncation: for the survey's climbing codes and random codes of up to
     * three hexadecimal digits, every table of heaps {@code 0..length-1} that proves a saltus
     * proves one the definition's values keep to heap {@value #AUDIT}.
     */
    @Test
    void everyTruncationProvesOnlyWhatHolds() {
        SplittableRandom random = new SplittableRandom(39);
        String hex = "0123456789ABCDEF";
        int proved = 0;
        for (int i = 0; i < 48; i++) {
            StringBuilder text = new StringBuilder("0.");
            int digits = 1 + random.nextInt(3);
            for (int d = 0; d < digits; d++) {
                text.append(hex.charAt(d == digits - 1 ? 8 + random.nextInt(8) : random.nextInt(16)));
            }
            TakeBreakCode code = TakeBreakCode.parse(text.toString());
            int[] values = MexTable.build(code, 400).toArray();
            for (int length = 0; length <= 240; length++) {
                Optional<ArithmeticProof> proof = prove(code, values, length);
                if (proof.isPresent()) {
                    holds(text + " to heap " + (length - 1), proof.get(), values);
                    assertTrue(proof.get().valuesNeeded() <= length, text.toString());
                    proved++;
                }
            }
        }
        // The random codes do climb: the audit is not vacuous.
        assertTrue(proved > 500, "proofs audited: " + proved);
    }

    @Test
    void aCodeWithoutThreeHeapsOrWithAPlainPeriodProvesNoSaltus() {
        for (String text : new String[] {"0.07", "0.137", "4.7", "0.3"}) {
            TakeBreakCode code = TakeBreakCode.parse(text);
            int[] values = MexTable.build(code, 300).toArray();
            assertFalse(prove(code, values, values.length).isPresent(), text);
        }
    }
}
