package io.github.grundy.core.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class EquivalencesTest {

    private static List<SurveyRow> rows(long reach, String... codes) {
        List<SurveyRow> out = new ArrayList<>();
        for (String c : codes) {
            out.add(SurveyRow.of(TakeBreakCode.parse(c), reach));
        }
        return out;
    }

    private static Equivalences.CodeClass classOf(Equivalences e, String code) {
        return e.classes().stream().filter(c -> c.members().contains(code)).findFirst().orElseThrow();
    }

    @Test
    void codesTheTablesCallEquivalentAreOneProvedClassUnderTheSimplest() {
        // GameLookup.md (tczajka): .07 -> .4, .2 -> 4, 4.1 -> .51, .27 -> .26 (not .06 as in Winning Ways).
        Equivalences e = Equivalences.of(rows(3000, "0.07", "0.4", "0.2", "4.0", "4.1", "0.51", "0.27", "0.26",
                "0.06"), 256);
        assertEquals(new Equivalences.CodeClass("0.4", List.of("0.4", "0.07"), true, 3000), classOf(e, "0.07"));
        assertEquals(List.of("4.0", "0.2"), classOf(e, "0.2").members());
        assertEquals("0.51", classOf(e, "4.1").name());
        assertEquals("0.26", classOf(e, "0.27").name());
        assertTrue(classOf(e, "0.27").proved());
        assertEquals(List.of("0.06"), classOf(e, "0.06").members());
        assertFalse(classOf(e, "0.06").proved());
        // Classes in the order of their names: shorter first, '.' before digits.
        assertEquals(List.of("4.0", "0.4", "0.06", "0.26", "0.51"),
                e.classes().stream().map(Equivalences.CodeClass::name).toList());
    }

    @Test
    void aNearMissIsFoundWithItsFirstDifference() {
        // README of tczajka/octal-games: .161 and .36, equal in Flammenkamp's table, first differ at heap 519.
        Equivalences e = Equivalences.of(rows(4095, "0.161", "0.36", "0.6"), 256);
        assertEquals(3, e.classes().size());
        assertEquals(List.of(new Equivalences.NearMiss("0.36", "0.161", 519)), e.nearMisses());
        // Agreeing on less than asked is no near miss.
        assertEquals(List.of(), Equivalences.of(rows(4095, "0.161", "0.36"), 1024).nearMisses());
    }

    @Test
    void codesThatAgreeOnlyAsFarAsReachedAreNotProved() {
        // To heap 400 .161 and .36 agree; only reaching 519 tells them apart.
        Equivalences e = Equivalences.of(rows(400, "0.161", "0.36"), 256);
        Equivalences.CodeClass c = classOf(e, "0.161");
        assertEquals(List.of("0.36", "0.161"), c.members());
        assertFalse(c.proved());
        assertEquals(400, c.reach());
    }

    @Test
    void rowsToDifferentReachesOrTwiceTheSameCodeAreRefused() {
        List<SurveyRow> mixed = Stream.concat(rows(100, "0.7").stream(), rows(200, "0.77").stream()).toList();
        assertThrows(IllegalArgumentException.class, () -> Equivalences.of(mixed, 256));
        assertThrows(IllegalArgumentException.class, () -> Equivalences.of(rows(100, "0.7", "0.7"), 256));
        assertThrows(IllegalArgumentException.class, () -> Equivalences.of(rows(100, "0.7"), 0));
    }

    @Test
    void tableNamesDropTheLeadingZeroAndATrailingPointZero() {
        assertEquals(".77", TableName.of("0.77"));
        assertEquals("4", TableName.of("4.0"));
        assertEquals("4.3", TableName.of("4.3"));
        assertEquals("0", TableName.of("0.0"));
        assertEquals("4!", TableName.of("4!.0"));
    }
}
