package io.github.grundy.core.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Code patterns: their codes in the tables' order, and the codes that are another game by definition. */
class CodePatternTest {

    private static List<String> written(String pattern) {
        return new CodePattern(pattern).expand().stream().map(CodePattern.Entry::written).toList();
    }

    @Test
    void twoOctalDigitsAreTheSixtyFourCodesInOrderEachEndingInZeroTheShorterOne() {
        List<CodePattern.Entry> entries = new CodePattern("0.??").expand();
        assertEquals(64, entries.size());
        for (int i = 0; i < 64; i++) {
            CodePattern.Entry e = entries.get(i);
            String expected = "0." + (i / 8) + (i % 8);
            assertEquals(expected, e.written());
            assertEquals(TakeBreakCode.parse(expected), e.code());
            assertEquals(i % 8 == 0 ? Optional.of("0." + (i / 8)) : Optional.empty(), e.sameAs(), expected);
        }
    }

    @Test
    void threeDigitsAreFiveHundredTwelveOfWhichSixtyFourEndInZero() {
        List<CodePattern.Entry> entries = new CodePattern("0.???").expand();
        assertEquals(512, entries.size());
        assertEquals(64, entries.stream().filter(e -> e.sameAs().isPresent()).count());
        assertEquals("0.000", entries.get(0).written());
        assertEquals("0.777", entries.get(511).written());
        assertEquals(Optional.of("0.37"), entries.get(3 * 64 + 7 * 8).sameAs());
    }

    @Test
    void theDigitBeforeThePointKeepsOnlyTheBitThatMoves() {
        List<CodePattern.Entry> entries = new CodePattern("?.7").expand();
        assertEquals(List.of("0.7", "1.7", "2.7", "3.7", "4.7", "5.7", "6.7", "7.7"),
                entries.stream().map(CodePattern.Entry::written).toList());
        for (CodePattern.Entry e : entries) {
            int d0 = e.written().charAt(0) - '0';
            String own = d0 < 4 ? "0.7" : "4.7";
            assertEquals(TakeBreakCode.parse(own), e.code(), e.written());
            assertEquals(d0 == 0 || d0 == 4 ? Optional.empty() : Optional.of(own), e.sameAs(), e.written());
        }
        assertEquals(List.of("4.0", "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7"), written("4.?"));
        assertTrue(new CodePattern("4.?").expand().stream().allMatch(e -> e.sameAs().isEmpty()));
    }

    @Test
    void aCodeWrittenWithAnUnusedBitIsRefusedAsEveryCommandRefusesIt() {
        for (String written : List.of("5.7", "1.?", "F.0?")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CodePattern(written));
            assertTrue(e.getMessage().contains("a first digit of 0, 4, 8 or C"), e.getMessage());
        }
        assertEquals(List.of("C.0"), written("C.0"));
    }

    @Test
    void aHexadecimalDigitMakesEveryQuestionMarkHexadecimal() {
        List<String> codes = written("0.?8");
        assertEquals(16, codes.size());
        assertEquals("0.08", codes.get(0));
        assertEquals("0.F8", codes.get(15));
        assertEquals(List.of("0.77"), written("0.77"));
        assertEquals(List.of("4!.0"), written("4!.0"));
    }

    @Test
    void badPatternsAreRefusedSayingWhy() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new CodePattern("0.[?]")).getMessage()
                .contains("repeating tail"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new CodePattern("0.???????")).getMessage()
                .contains("more than " + CodePattern.MAX_CODES));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new CodePattern("0.x?")).getMessage()
                .contains("not a take-and-break code"));
        assertThrows(IllegalArgumentException.class, () -> new CodePattern(""));
        assertThrows(IllegalArgumentException.class, () -> new CodePattern("??"));
    }

    @Test
    void aHexadecimalPatternRunsEachWildDigitOverSixteen() {
        List<String> written = new CodePattern("0.?", true).expand().stream().map(CodePattern.Entry::written).toList();
        assertEquals(16, written.size());
        assertEquals("0.0", written.get(0));
        assertEquals("0.F", written.get(15));
        assertEquals(256, new CodePattern("0.??", true).expand().size());
        // Without the flag, only a written digit 8-F makes the pattern hexadecimal.
        assertEquals(8, new CodePattern("0.?").expand().size());
    }
}
