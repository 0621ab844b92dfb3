package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SplitEngineTest {

    /** The values by the plain engine, every option through {@link TakeBreakCode#forEachOption}. */
    private static int[] plain(TakeBreakCode code, int n) {
        return MexTable.build(code, n).toArray();
    }

    /** The values by the engine, in pieces of random lengths (each fill goes on from the last). */
    private static int[] split(TakeBreakCode code, int n, Random random) {
        int[] values = new int[n + 1];
        SplitEngine engine = new SplitEngine(code);
        for (int from = 0; from <= n; ) {
            int to = Math.min(n, from + random.nextInt(n / 3 + 1));
            engine.fill(values, from, to);
            from = to + 1;
        }
        return values;
    }

    @Test
    void agreesWithThePlainEngineOnRandomHexadecimalCodes() {
        Random random = new Random(8);
        int threeHeaps = 0;
        for (int round = 0; round < 400; round++) {
            String c = RandomCodes.of(random, "0048", "0123456789ABCDEF", 3, 5);
            TakeBreakCode code = TakeBreakCode.parse(c);
            threeHeaps += code.maxParts() == 3 ? 1 : 0;
            int n = 60 + random.nextInt(120);
            assertArrayEquals(plain(code, n), split(code, n, random), c);
        }
        assertTrue(threeHeaps > 150, "codes that leave three heaps: " + threeHeaps);
    }

    @Test
    void agreesOnCodesWithoutBoundAndFartherOut() {
        Random random = new Random(9);
        // Amounts without bound leave n^3/36 options at every heap when they split in three: the
        // plain engine's table to 250 already visits 2.7 * 10^7 of them.
        for (String c : new String[] {"0.8", "0.F8", "0.C", "4!.8", "0.08!", "0.[8]", "0.[3]", "0.[6]"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = code.isInfinite() ? 250 : 700;
            assertArrayEquals(plain(code, n), split(code, n, random), c);
        }
    }

    @Test
    void theCodesEngineIsThisOneForThreeHeapsAndAmountsWithoutBound() {
        assertTrue(TakeBreakCode.parse("0.8").engine() instanceof SplitEngine);
        assertTrue(TakeBreakCode.parse("0.[3]").engine() instanceof SplitEngine);
        assertTrue(TakeBreakCode.parse("0.6").engine() instanceof RareCommon);
        // A table read back: the engine goes on from values it did not compute.
        TakeBreakCode code = TakeBreakCode.parse("0.48");
        int[] all = plain(code, 400);
        int[] values = Arrays.copyOf(Arrays.copyOf(all, 250), 401);
        code.engine().fill(values, 250, 400);
        assertArrayEquals(all, values);
    }
}
