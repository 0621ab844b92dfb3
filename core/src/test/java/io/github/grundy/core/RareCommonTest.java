package io.github.grundy.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rare/common engine against the plain mex engine, value by value, on many codes. */
class RareCommonTest {

    private static int[] rareCommon(TakeBreakCode code, int n) {
        int[] values = new int[n + 1];
        code.engine().fill(values, 0, n);
        return values;
    }

    private static int[] plain(TakeBreakCode code, int n) {
        return MexTable.build(code, n).toArray();
    }

    @Test
    void agreesWithThePlainEngineOnRandomCodes() {
        Random random = new Random(1959);
        String digits = "01234567";
        for (int round = 0; round < 400; round++) {
            StringBuilder s = new StringBuilder(random.nextInt(3) == 0 ? "4" : "0");
            if (s.charAt(0) == '4' && random.nextInt(3) == 0) {
                s.append('!');
            }
            s.append('.');
            for (int k = 1 + random.nextInt(4); k > 0; k--) {
                s.append(digits.charAt(random.nextInt(8)));
                if (random.nextInt(6) == 0) {
                    s.append('!');
                }
            }
            TakeBreakCode code = TakeBreakCode.parse(s.toString());
            int n = 300 + random.nextInt(500);
            assertArrayEquals(plain(code, n), rareCommon(code, n), s.toString());
        }
    }

    @Test
    void agreesOnTheStudiedGamesFarOut() {
        for (String c : new String[] {"0.6", "0.77", "0.07", "4!.0", "0.16", "0.106", "0.4", "0.37", "4.07", "0.007"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            assertArrayEquals(plain(code, 6000), rareCommon(code, 6000), c);
        }
    }

    /** Filling in pieces (as a table that doubles does) gives the same values as at once. */
    @Test
    void fillsInPiecesLikeAtOnce() {
        TakeBreakCode code = TakeBreakCode.parse("0.6");
        int[] once = rareCommon(code, 5000);
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
