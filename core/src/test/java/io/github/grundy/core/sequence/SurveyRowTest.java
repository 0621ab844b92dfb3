package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.period.Period;
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
            TestGames.TableGame v = new TestGames.TableGame(e.written(), reach, e.code());
            SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
            for (int n = 0; n <= reach; n++) {
                sum.add(v.grundy(n));
            }
            assertEquals(sum.build(), row.summary(), e.written());
            assertEquals(e.code().toString(), row.code());
            if (row.solved()) {
                Period p = row.proof().orElseThrow().period();
                for (int n = p.preperiod(); n + p.period() <= reach; n++) {
                    assertEquals(v.grundy(n), v.grundy(n + p.period()), e.written() + " " + p + " at " + n);
                }
                assertTrue(row.proof().orElseThrow().checkedEnd() <= reach + 1, e.written());
            }
        }
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
