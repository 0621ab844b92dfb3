package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.SuffixPeriod;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The period search of record runs ({@link SuffixPeriod}) audited: on random codes with a
 * periodicity theorem, tables cut at random lengths, every period it proves holds for the values
 * computed by the definition far past the table, and it is the period the whole-table search
 * ({@link Period#find}) proves; and it finds that one whenever it repeats twice in its window.
 */
class SuffixPeriodTest {

    @Test
    void provesWhatTheWholeTableSearchProvesAndNothingFalse() {
        Random random = new Random(54);
        int proved = 0;
        for (int round = 0; round < 1200; round++) {
            String c = RandomCodes.of(random, "0004", "01234567", 3, 1000);
            TakeBreakCode code = TakeBreakCode.parse(c);
            Optional<PeriodCriterion> theorem = code.periodCriterion();
            if (theorem.isEmpty() || code.isInfinite()) {
                continue;
            }
            int n = 20 + random.nextInt(600);
            int[] far = MexTable.build(code, 3 * n).toArray();
            int window = random.nextBoolean() ? 1 << 20 : 2 + random.nextInt(200);
            Optional<Period> whole = Period.find(far, n, theorem.get());
            Optional<Period> suffix = new SuffixPeriod(window).find(h -> far[(int) h], n, theorem.get());
            if (suffix.isPresent()) {
                proved++;
                Period p = suffix.get();
                assertEquals(whole, suffix, c + " to heap " + (n - 1));
                for (int h = p.preperiod(); h + p.period() < far.length; h++) {
                    assertEquals(far[h], far[h + p.period()], c + ": " + p + " fails at heap " + h);
                }
            } else if (whole.isPresent()) {
                assertTrue(2 * whole.get().period() > Math.min(window, n / 2), c + " to heap " + (n - 1) + ": "
                        + whole.get() + " missed with a window of " + window);
            }
        }
        assertTrue(proved > 200, "most random codes prove a period: " + proved);
    }
}
