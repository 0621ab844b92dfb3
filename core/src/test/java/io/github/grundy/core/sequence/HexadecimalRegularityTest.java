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
 * table to heap 1000, and holding on to heap 3000 (a table shows only what it holds).
 */
class HexadecimalRegularityTest {

    private static Optional<ArithmeticPeriod> shown(int[] table, int length) {
        return ObservedPeriod.findArithmetic(i -> table[i], length);
    }

    private static void climbs(String code, int preperiod, int period, int saltus) {
        int[] table = MexTable.build(TakeBreakCode.parse(code), 3000).toArray();
        ArithmeticPeriod expected = new ArithmeticPeriod(new Period(preperiod, period), saltus);
        assertEquals(Optional.of(expected), shown(table, 1001), code);
        assertEquals(Optional.of(expected), shown(table, table.length), code + " to heap 3000");
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
            int[] table = MexTable.build(TakeBreakCode.parse(code), 3000).toArray();
            assertEquals(Optional.empty(), shown(table, table.length), code);
        }
    }
}
