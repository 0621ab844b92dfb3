package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.period.ArithmeticPeriod;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rows of Wythoff's table climb: for each row a, {@code g(a, b) - b} is ultimately periodic in
 * b (Dress, Flammenkamp and Pink, "Additive periodicity of the Sprague-Grundy function of certain
 * Nim games", Adv. Appl. Math. 22 (1999); Landman's automaton proof), so the row's saltus equals
 * its period. What each row shows on 400 columns must be that, and hold on 1200.
 */
class WythoffRowsTest {

    @Test
    void eachRowClimbsByItsPeriodAndGoesOnSo() {
        CoordinateGame wythoff = CoordinateGame.of(Rule.parse("(a, b) -> [(a - k, b) for k in 1..a]"
                + " + [(a, b - k) for k in 1..b] + [(a - k, b - k) for k in 1..min(a, b)]")
                .bind(Map.of(), Long.MAX_VALUE, "steps"), "wythoff", 10_000_000, "limit");
        ValueGrid shortRows = wythoff.grid(8, 400);
        ValueGrid longRows = wythoff.grid(8, 1200);
        int climbing = 0;
        for (int a = 0; a < 8; a++) {
            Optional<ArithmeticPeriod> seen = shortRows.rowPeriod(a);
            if (seen.isEmpty()) {
                continue;
            }
            climbing++;
            ArithmeticPeriod r = seen.get();
            assertEquals(r.period().period(), r.saltus(), "row " + a + ": " + r);
            for (int b = r.period().preperiod(); b + r.period().period() < 1200; b++) {
                assertEquals(longRows.value(a, b) + r.saltus(), longRows.value(a, b + r.period().period()),
                        "row " + a + " at column " + b + ": " + r);
            }
        }
        // Rows 0 to 7 have periods 1, 3, 3, 6, 12, 24, 12, 24 (the last from column 92): all seen on 400 columns.
        assertTrue(climbing == 8, climbing + " rows climbing");
        assertEquals(24, shortRows.rowPeriod(7).get().period().period());
    }
}
