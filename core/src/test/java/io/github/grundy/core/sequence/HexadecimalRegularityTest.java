package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ObservedPeriod;
import io.github.grundy.core.period.Period;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The one- and two-digit hexadecimal codes that Howse and Nowakowski report ("Periodicity and
 * arithmetic-periodicity in hexadecimal games", Theoretical Computer Science 313 (2004) 463-472)
 * as arithmetic-periodic from the first heaps, {@code 0.8}, {@code 0.C}, {@code 0.08} and
 * {@code 0.0A}, and as showing no regularity, {@code 0.9} and {@code 0.E}. The preperiods, periods
 * and saltuses are what the tables show (the paper's own tables were not at hand): each seen on the
 * values by the definition to heap 700, and by the code's engine to heap 2048 (a table shows only
 * what it holds).
 */
class HexadecimalRegularityTest {

    private static Optional<ArithmeticPeriod> shown(int[] table, int length) {
        return ObservedPeriod.findArithmetic(i -> table[i], length);
    }

    /** Seen on the values by the definition to heap 700, and by the code's engine to heap 2048 (a survey row). */
    private static void climbs(String code, int preperiod, int period, int saltus) {
        TakeBreakCode game = TakeBreakCode.parse(code);
        int[] table = MexTable.build(game, 700).toArray();
        ArithmeticPeriod expected = new ArithmeticPeriod(new Period(preperiod, period), saltus);
        assertEquals(Optional.of(expected), shown(table, table.length), code);
        assertEquals(Optional.of(expected), io.github.grundy.core.survey.SurveyRow.of(game, 2048).climb(),
                code + " to heap 2048");
    }

    @Test
    void theArithmeticPeriodicCodesClimbFromTheirFirstHeaps() {
        // Take one and leave exactly three heaps: 0 0 0 0 1 1 1 2 2 2 ...
        climbs("0.8", 1, 3, 1);
        // Take one, leave two or three: 0 0 0 1 1 2 2 ...
        climbs("0.C", 1, 2, 1);
        // Take two, leave three: 0 0 0 0 0 1 1 1 1 2 ...
        climbs("0.08", 1, 4, 1);
        // Take two, leave one or three: 0 0 0 1 1 2 2 ...
        climbs("0.0A", 1, 2, 1);
    }

    @Test
    void theIrregularCodesShowNothing() {
        for (String code : new String[] {"0.9", "0.E"}) {
            TakeBreakCode game = TakeBreakCode.parse(code);
            int[] table = MexTable.build(game, 700).toArray();
            assertEquals(Optional.empty(), shown(table, table.length), code);
            assertEquals(Optional.empty(), io.github.grundy.core.survey.SurveyRow.of(game, 2048).climb(), code);
        }
    }

    /**
     * The two-digit hexadecimal survey's arithmetic-periodic classes (docs/survey.md, "Hexadecimal
     * codes": code, preperiod, period, saltus), as the survey row says them to heap 1024 (its engine),
     * and holding on the values by the definition ({@link MexTable} over every option) to heap 600.
     */
    @Test
    void theTwoDigitSurveysClimbsAreTheDefinitions() {
        for (String row : new String[] {"0.8 1 3 1", "0.C 1 2 1", "0.08 1 4 1", "0.0B 5 2 1", "0.1A 4 2 1", "0.1B 5 2 1", "0.28 1 53 16",
        "0.3F 0 6 3", "0.89 3 4 2", "0.8B 7 7 4", "0.9B 8 7 4", "0.9C 28 36 16", "0.9E 4 3 2", "0.9F 4 3 2",
        "0.A8 1 4 2", "0.AA 1 1 1", "0.B8 9 7 4", "0.BA 3 1 1", "0.BB 4 1 1", "0.BC 4 3 2", "0.C9 3 3 2",
        "0.F8 7 6 4", "0.FB 5 1 1", "0.FC 7 5 4"}) {
            String[] f = row.split(" ");
            TakeBreakCode code = TakeBreakCode.parse(f[0]);
            ArithmeticPeriod expected = new ArithmeticPeriod(new Period(Integer.parseInt(f[1]), Integer.parseInt(f[2])),
                    Integer.parseInt(f[3]));
            assertEquals(Optional.of(expected), io.github.grundy.core.survey.SurveyRow.of(code, 1024).climb(), row);
            int[] byDefinition = MexTable.build(code, 600).toArray();
            int e = expected.period().preperiod();
            int p = expected.period().period();
            for (int n = e; n + p < byDefinition.length; n++) {
                assertEquals(byDefinition[n] + expected.saltus(), byDefinition[n + p], row + " at heap " + n);
            }
        }
    }
}
