package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rare/common engine against the plain mex engine, value by value, on many codes. */
class RareCommonTest {

    /** The rare/common engine's values of heaps 0..n, on a 16-bit table as sequences use it. */
    private static int[] rareCommon(TakeBreakCode code, int n) {
        char[] narrow = new char[n + 1];
        NarrowEngine engine = (NarrowEngine) code.engine();
        assertEquals(n + 1, engine.fillNarrow(narrow, 0, n), code + ": every value fits 16 bits");
        int[] values = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            values[i] = narrow[i];
        }
        return values;
    }

    private static int[] plain(TakeBreakCode code, int n) {
        return MexTable.build(code, n).toArray();
    }

    @Test
    void agreesWithThePlainEngineOnRandomCodes() {
        Random random = new Random(1959);
        for (int round = 0; round < 1000; round++) {
            String c = RandomCodes.of(random, "004", "01234567", 4, 6);
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 300 + random.nextInt(500);
            assertArrayEquals(plain(code, n), rareCommon(code, n), c);
        }
    }

    /** Codes with splits {@code k} and {@code k + 1}, whose pairs with a rare heap are marked in one pass for two heaps. */
    @Test
    void agreesOnCodesWithSplitsOneApart() {
        Random random = new Random(1670);
        for (int round = 0; round < 300; round++) {
            String c = RandomCodes.splitsOneApart(random);
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 400 + random.nextInt(1600);
            assertArrayEquals(plain(code, n), rareCommon(code, n), c);
        }
    }

    @Test
    void agreesOnTheStudiedGamesFarOut() {
        for (String c : new String[] {"0.6", "0.77", "0.07", "4!.0", "0.16", "0.106", "0.4", "0.37", "4.07", "0.007"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            assertArrayEquals(plain(code, 6000), rareCommon(code, 6000), c);
        }
    }

    /**
     * Pieces of random lengths, down to one heap, on random codes: the engine starts each fill from
     * the values alone (its marks for the next heap, its mask and rare heaps are rebuilt).
     */
    @Test
    void fillsInRandomPiecesLikeThePlainEngine() {
        Random random = new Random(2026);
        String[] codes = {"0.6", "4!.0", "4.07", "0.16", "4!.4!", "0.4!4", "4!.04!", "0.14", "4.6"};
        for (String c : codes) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 3000;
            int[] expected = plain(code, n);
            // One engine for all: it goes on from where a fill ended, and starts again after a
            // fill of another table (a fresh one, of random length) in between.
            NarrowEngine engine = (NarrowEngine) code.engine();
            char[] pieces = new char[n + 1];
            int from = 0;
            while (from <= n) {
                int to = Math.min(n, from + (random.nextInt(4) == 0 ? 0 : random.nextInt(300)));
                engine.fillNarrow(pieces, from, to);
                from = to + 1;
                if (random.nextInt(5) == 0) {
                    char[] other = new char[1 + random.nextInt(n)];
                    engine.fillNarrow(other, 0, other.length - 1);
                    assertArrayEquals(Arrays.copyOf(expected, other.length), widen(other), c);
                }
            }
            assertArrayEquals(expected, widen(pieces), c);
        }
    }

    private static int[] widen(char[] values) {
        int[] wide = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            wide[i] = values[i];
        }
        return wide;
    }

    /**
     * A value that does not fit 16 bits stops the narrow fill there, and the int[] entry goes on
     * with the plain engine: a table whose known values are beyond 16 bits (a made-up start, since
     * no code studied gets there) is continued by the plain mex rule.
     */
    @Test
    void stopsAtAValueBeyondSixteenBits() {
        TakeBreakCode code = TakeBreakCode.parse("0.6");
        int[] values = rareCommon(code, 200);
        int[] wide = values.clone();
        wide[100] = 70_000;
        // Filling 101..200 on top of the made-up value: the plain engine, since the copy cannot hold it.
        int[] expected = wide.clone();
        MexTable.fill(code, expected, 101, 200);
        code.engine().fill(wide, 101, 200);
        assertArrayEquals(expected, wide);
    }

    /** Filling in pieces (as a table that doubles does) gives the same values as at once. */
    @Test
    void fillsInPiecesLikeAtOnce() {
        TakeBreakCode code = TakeBreakCode.parse("0.6");
        int[] once = rareCommon(code, 5000);
        // Through the int[] entry: the engine's 16-bit copy, at each piece.
        int[] pieces = new int[5001];
        int from = 0;
        for (int to : new int[] {0, 1, 17, 1023, 2047, 5000}) {
            code.engine().fill(pieces, from, to);
            from = to + 1;
        }
        assertArrayEquals(once, pieces);
        assertEquals(plain(code, 5000)[5000], once[5000]);
    }
}
