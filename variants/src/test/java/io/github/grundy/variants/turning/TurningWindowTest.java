package io.github.grundy.variants.turning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.turning.TurningCode;
import io.github.grundy.core.turning.TurningMoves;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The window theorem at work: a code whose moves lie in w adjacent coins has its period proved by
 * one repeated window of w values, and every coin past the table is answered by it. Audited
 * against the mex over the code's moves far past the proof, from the full table and from every
 * truncated one (a proof a short table claims must hold as well).
 */
class TurningWindowTest {

    /** Windowed codes, with overlapping, symmetric and equally spaced alternatives. */
    private static final List<String> WINDOWED = List.of("1-3C(5)", "1-5C", "2C(3)", "1,2C(4)", "3EC(7),1-2C",
            "1-4SC(6)", "2-3C(9)", "1C", "3C(3),2C(5)");

    @Test
    void theWidthOfTheWindow() {
        assertEquals(OptionalInt.of(5), TurningCode.parse("1-3C(5)").window());
        assertEquals(OptionalInt.of(5), TurningCode.parse("1-5C").window());
        assertEquals(OptionalInt.of(6), TurningCode.parse("2C,3C(6)").window());
        assertEquals(OptionalInt.of(4), TurningCode.parse("1,2C(4)").window(), "one coin alone");
        assertEquals(OptionalInt.empty(), TurningCode.parse("1+C").window(), "runs of any length");
        assertEquals(OptionalInt.empty(), TurningCode.parse("1-3").window());
        assertEquals(OptionalInt.empty(), TurningCode.parse("1-3C(5),2").window(), "one alternative reaches anywhere");
        assertEquals(OptionalInt.empty(), TurningCode.parse("4FC(5)").window(), "F needs coin 1");
    }

    @Test
    void provedPeriodsHoldFarPastTheirProof() {
        for (String text : WINDOWED) {
            TurningCode code = TurningCode.parse(text);
            HeapGame definition = TabledHeapGame.of(text, new TurningMoves(code), 5000).prepare(5000);
            TurningStrip strip = TurningStrip.tabled(code, text, 100_000, "--max-table").prepare(Long.MAX_VALUE);
            PeriodProof proof = strip.periodProof().orElseThrow(() -> new AssertionError(text + ": no period proved"));
            assertTrue(proof.valuesNeeded() < 5000, text + ": " + proof.describe());
            for (long coin = 0; coin <= 5000; coin++) {
                assertEquals(definition.grundy(coin), strip.grundy(coin), text + " at coin " + coin);
            }
            long far = 1_000_000_000_000L + 7;
            int p = proof.period().period();
            assertEquals(strip.grundy(far - p), strip.grundy(far), text);
        }
    }

    /** Every table cut short: it proves a period that holds, or none and refuses the coin it cannot answer. */
    @Test
    void truncatedTablesProveNothingFalse() {
        for (String text : WINDOWED) {
            TurningCode code = TurningCode.parse(text);
            HeapGame definition = TabledHeapGame.of(text, new TurningMoves(code), 3000).prepare(3000);
            int proved = 0;
            for (int limit = 1; limit <= 120; limit++) {
                TurningStrip strip;
                try {
                    strip = TurningStrip.tabled(code, text, limit, "--max-table").prepare(3000);
                } catch (LimitExceededException e) {
                    assertTrue(e.getMessage().contains("--max-table=" + limit), e.getMessage());
                    continue;
                }
                proved++;
                assertTrue(strip.periodProof().isPresent(), text + " at --max-table=" + limit);
                for (long coin = 0; coin <= 3000; coin++) {
                    assertEquals(definition.grundy(coin), strip.grundy(coin), text + " at coin " + coin + ", --max-table="
                            + limit);
                }
            }
            assertTrue(proved > 0, text + ": no table up to 120 coins proves a period");
        }
    }

    @Test
    void otherCodesClaimNoPeriod() {
        TurningStrip mock = TurningStrip.tabled(TurningCode.parse("1-3"), "1-3", 1000, "--max-table").prepare(200);
        assertTrue(mock.periodProof().isEmpty());
        assertThrows(LimitExceededException.class, () -> mock.prepare(1001));
    }
}
