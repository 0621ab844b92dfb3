package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.period.PeriodCriterion;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TakeBreakCodeTest {

    private static List<List<Long>> options(TakeBreakCode code, long heap) {
        List<List<Long>> out = new ArrayList<>();
        code.forEachOption(heap, o -> out.add(Arrays.stream(o).boxed().toList()));
        return out;
    }

    @Test
    void theNotationAsCgsuiteWritesIt() {
        assertEquals("0.77", TakeBreakCode.parse("0.77").toString());
        assertEquals("0.6", TakeBreakCode.parse(".6").toString());
        assertEquals("4.07", TakeBreakCode.parse("4.07").toString());
        assertEquals("4!.0", TakeBreakCode.parse("4!.0").toString());
        assertEquals("0.[3]", TakeBreakCode.parse("0.[3]").toString());
        assertEquals("0.[37]", TakeBreakCode.parse("0.[37]").toString());
        assertEquals("0.FA", TakeBreakCode.parse("0.fa").toString());
        // Canonical: trailing zeros, a tail of zeros, a longer spelling of a tail, a useless '!'.
        assertEquals(TakeBreakCode.parse("0.77"), TakeBreakCode.parse("0.7700"));
        assertEquals(TakeBreakCode.parse("0.6"), TakeBreakCode.parse("0.6[0]"));
        assertEquals(TakeBreakCode.parse("0.[3]"), TakeBreakCode.parse("0.3[33]"));
        assertEquals(TakeBreakCode.parse("0.3"), TakeBreakCode.parse("0.3!"), "'!' on a digit that leaves one heap at most");
        assertEquals("0.7!", TakeBreakCode.parse("0.7!").toString());
        assertEquals("0.0", TakeBreakCode.parse("0.").toString());
    }

    @Test
    void badCodesNameTheCharacter() {
        assertEquals("'0.7x' is not a take-and-break code: expected a digit 0-9 or A-F at character 4, found 'x'",
                assertThrows(IllegalArgumentException.class, () -> TakeBreakCode.parse("0.7x")).getMessage());
        assertEquals("'077' is not a take-and-break code: expected a '.' (one digit at most before it) at character 2,"
                + " found '7'", assertThrows(IllegalArgumentException.class, () -> TakeBreakCode.parse("077")).getMessage());
        assertEquals("'0.[3' is not a take-and-break code: expected ']' to close the repeating tail at character 5,"
                + " found the end", assertThrows(IllegalArgumentException.class, () -> TakeBreakCode.parse("0.[3")).getMessage());
        for (String bad : new String[] {"", "0", "7.0", "0.3]", "0.[]", "0.[3]3", "0.[3[4]]", "0.G", "0..3", "0.3!!"}) {
            assertThrows(IllegalArgumentException.class, () -> TakeBreakCode.parse(bad), bad);
        }
    }

    /**
     * allows(heap, option), the digit's test that play uses on huge heaps, says exactly what the
     * listing of the options says: on random codes, every heap up to 10 and every candidate of up
     * to three parts from 0 to heap + 1 (empty parts and parts too large included), in any order.
     */
    @Test
    void allowsIsTheListingOfTheOptions() {
        Random random = new Random(78);
        String digits = "0123456789ABCDEF";
        for (int round = 0; round < 300; round++) {
            StringBuilder s = new StringBuilder().append("048C".charAt(random.nextInt(4)));
            s.append(random.nextInt(4) == 0 ? "!." : ".");
            for (int k = random.nextInt(5); k > 0; k--) {
                s.append(digits.charAt(random.nextInt(16))).append(random.nextInt(5) == 0 ? "!" : "");
            }
            TakeBreakCode code = TakeBreakCode.parse(s.toString());
            for (long h = 0; h <= 10; h++) {
                Set<List<Long>> listed = new HashSet<>(options(code, h));
                List<long[]> candidates = new ArrayList<>();
                candidates.add(new long[0]);
                for (long a = 0; a <= h + 1; a++) {
                    candidates.add(new long[] {a});
                    for (long b = a; b <= h + 1; b++) {
                        candidates.add(new long[] {b, a});
                        for (long c = b; c <= h + 1; c++) {
                            candidates.add(new long[] {c, a, b});
                        }
                    }
                }
                for (long[] candidate : candidates) {
                    long[] sorted = candidate.clone();
                    Arrays.sort(sorted);
                    assertEquals(listed.contains(Arrays.stream(sorted).boxed().toList()), code.allows(h, candidate),
                            code + " heap " + h + " -> " + Arrays.toString(candidate));
                }
            }
        }
        // Huge heaps, at once: Dawson's Kayles takes 2 (leaving one or two heaps), never 1.
        TakeBreakCode dawson = TakeBreakCode.parse("0.07");
        assertEquals(false, dawson.allows(Long.MAX_VALUE, new long[] {Long.MAX_VALUE - 1}));
        assertEquals(true, dawson.allows(Long.MAX_VALUE, new long[] {1L << 61, Long.MAX_VALUE - 2 - (1L << 61)}));
        assertEquals(false, dawson.allows(Long.MAX_VALUE, new long[] {Long.MAX_VALUE, Long.MAX_VALUE}));
    }

    /** parse(toString(c)) == c on random codes; and two codes print alike iff they are equal. */
    @Test
    void randomCodesRoundTrip() {
        Random random = new Random(77);
        String digits = "0123456789ABCDEF";
        for (int round = 0; round < 3000; round++) {
            StringBuilder s = new StringBuilder();
            s.append("048C".charAt(random.nextInt(4)));
            if (random.nextInt(4) == 0) {
                s.append('!');
            }
            s.append('.');
            int n = random.nextInt(5);
            int tail = random.nextInt(3) == 0 ? random.nextInt(n + 1) : -1;
            for (int k = 0; k < n; k++) {
                if (k == tail) {
                    s.append('[');
                }
                s.append(digits.charAt(random.nextInt(16)));
                if (random.nextInt(5) == 0) {
                    s.append('!');
                }
            }
            if (tail >= 0 && tail < n) {
                s.append(']');
            }
            TakeBreakCode code = TakeBreakCode.parse(s.toString());
            assertEquals(code, TakeBreakCode.parse(code.toString()), s + " printed " + code);
            // Same moves as the code as written, on small heaps.
            TakeBreakCode again = TakeBreakCode.parse(code.toString());
            for (long h = 0; h <= 12; h++) {
                assertEquals(options(code, h), options(again, h), s + " heap " + h);
            }
        }
    }

    @Test
    void movesFollowTheDigits() {
        // Kayles: take 1 or 2, leaving 0, 1 or 2 heaps.
        TakeBreakCode kayles = TakeBreakCode.parse("0.77");
        assertEquals(List.of(List.of(3L), List.of(1L, 2L), List.of(2L), List.of(1L, 1L)), options(kayles, 4));
        assertEquals(List.of(List.of()), options(kayles, 1));
        assertEquals(List.of(List.of(1L), List.of()), options(kayles, 2));
        // Grundy's game: split into two unequal heaps, no taking.
        TakeBreakCode grundy = TakeBreakCode.parse("4!.0");
        assertEquals(List.of(List.of(1L, 5L), List.of(2L, 4L)), options(grundy, 6));
        assertEquals(List.of(), options(grundy, 2));
        // Hexadecimal: take 1, leave three heaps.
        TakeBreakCode three = TakeBreakCode.parse("0.8");
        assertEquals(List.of(List.of(1L, 1L, 4L), List.of(1L, 2L, 3L), List.of(2L, 2L, 2L)), options(three, 7));
        assertEquals(List.of(List.of(1L, 2L, 4L)), options(TakeBreakCode.parse("0.8!"), 8));
        // Nim, an infinite code.
        TakeBreakCode nim = TakeBreakCode.parse("0.[3]");
        assertTrue(nim.isInfinite());
        assertEquals(OptionalInt.empty(), nim.maxTake());
        assertEquals(List.of(List.of(4L), List.of(3L), List.of(2L), List.of(1L), List.of()), options(nim, 5));
        assertEquals(Optional.empty(), nim.periodCriterion());
        assertEquals(Optional.empty(), grundy.periodCriterion(), "no theorem with '!'");
        assertEquals(Optional.of(PeriodCriterion.guySmith(2)), kayles.periodCriterion());
        assertEquals(Optional.of(PeriodCriterion.takeAndBreak(1, 3)), three.periodCriterion());
    }

    /** The code's moves are those of the hand-written Kayles of the tests, option for option. */
    @Test
    void kaylesIsKayles() {
        TakeBreakCode kayles = TakeBreakCode.parse("0.77");
        for (long h = 0; h <= 30; h++) {
            Set<List<Long>> mine = new HashSet<>(options(kayles, h));
            Set<List<Long>> theirs = new HashSet<>();
            TestGames.KAYLES_MOVES.forEachOption(h, o -> theirs.add(Arrays.stream(o).sorted().boxed().toList()));
            assertEquals(theirs, mine, "heap " + h);
            assertEquals(h == 0, mine.isEmpty(), "heap " + h);
        }
    }
}
