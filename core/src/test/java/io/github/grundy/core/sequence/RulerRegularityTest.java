package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ObservedPeriod;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.RulerRegularity;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The ruler regularity of {@code 0.2048} (Grossman and Nowakowski, "A ruler regularity in
 * hexadecimal games", Games of No Chance 4, 2015), as grundy's tables show it: by the code's
 * engine to heap 3999, and the definition's values ({@link MexTable}) agreeing to heap 800.
 */
class RulerRegularityTest {

    private static int[] engine(String code, int heaps) {
        return GrundySequence.empty().extend(TakeBreakCode.parse(code).engine(), PeriodCriterion.none("test"),
                heaps - 1, new GrundySequence.TableLimit(heaps, "test")).toArray();
    }

    @Test
    void zeroPointTwoZeroFourEightClimbsButOnOneClassARuler() {
        int[] g = engine("0.2048", 4000);
        int[] byDefinition = MexTable.build(TakeBreakCode.parse("0.2048"), 800).toArray();
        for (int n = 0; n < byDefinition.length; n++) {
            assertEquals(byDefinition[n], g[n], "heap " + n);
        }
        assertEquals(Optional.empty(), ObservedPeriod.findArithmetic(i -> g[i], g.length));
        RulerRegularity r = RulerRegularity.find(i -> g[i], g.length).orElseThrow();
        assertEquals(26, r.climb().period().period());
        assertEquals(8, r.climb().saltus());
        // Seen from heap 29: the class apart starts at heap 41 = 93 - 2·26, so k there is k + 2 here.
        assertEquals(new ArithmeticPeriod(new Period(29, 26), 8), r.climb());
        assertEquals(41, r.first());
        assertEquals(1, r.shift());
        assertArrayEquals(new long[] {-6, -22, -54, -118, -246, -502}, r.offsets());
        // The form itself, heap by heap: every class but 15 (mod 26) climbs by 8; on heaps 93 + 26k the
        // value is 8k + 10 - 8(2^(ν2(k + 3) + 1) - 2), or 8(k + 3) + 5 where k + 3 is a power of two.
        for (int n = 81; n + 26 < g.length; n++) {
            if (n % 26 != 15) {
                assertEquals(g[n] + 8, g[n + 26], "heap " + (n + 26));
            }
        }
        for (int k = 0, n = 93; n < g.length; k++, n += 26) {
            int m = k + 3;
            long expected = Integer.bitCount(m) == 1 ? 8L * m + 5
                    : 8L * k + 10 - 8 * ((1L << (Integer.numberOfTrailingZeros(m) + 1)) - 2);
            assertEquals(expected, g[n], "heap " + n + " (k = " + k + ")");
        }
        assertTrue(r.describe().startsWith("g(n + 26) = g(n) + 8 but on heaps " + r.first() + " + 26k"), r.describe());
    }

    @Test
    void aClimbOrNoRegularityIsNoRuler() {
        for (String code : new String[] {"0.8", "0.9", "0.C"}) {
            int[] g = engine(code, 2000);
            assertEquals(Optional.empty(), RulerRegularity.find(i -> g[i], g.length), code);
        }
    }
}
