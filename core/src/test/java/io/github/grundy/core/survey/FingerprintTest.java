package io.github.grundy.core.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FingerprintTest {

    private static Fingerprint of(int[] values) {
        Fingerprint.Builder b = new Fingerprint.Builder();
        for (int v : values) {
            b.add(v);
        }
        return b.build();
    }

    @Test
    void theSharedPrefixIsTheLongestPowerOfTwoBeforeTheFirstDifference() {
        Random random = new Random(26);
        for (int trial = 0; trial < 2000; trial++) {
            int length = 1 + random.nextInt(3000);
            int[] a = new int[length];
            for (int i = 0; i < length; i++) {
                a[i] = random.nextInt(3);
            }
            int[] b = a.clone();
            int at = random.nextInt(length);
            b[at] ^= 1 + random.nextInt(2);
            Fingerprint x = of(a);
            Fingerprint y = of(b);
            // Equivalences group a survey's rows (all of one length) by the whole mix.
            assertNotEquals(x.whole(), y.whole());
            long shared = x.sharedPrefix(y);
            long expected = at == 0 ? 0 : Long.highestOneBit(at);
            assertEquals(expected, shared, "difference at " + at);
            assertEquals(x, of(a.clone()));
            assertEquals(Long.highestOneBit(length), x.sharedPrefix(of(a.clone())));
        }
    }

    @Test
    void theThueMorseWordsOfZeroAndOneDoNotCollide() {
        // Against a polynomial hash modulo 2^64, the Thue–Morse word and its complement collide
        // from length 2^11 on; the mix is not linear.
        int n = 1 << 14;
        int[] t = new int[n];
        int[] u = new int[n];
        for (int i = 0; i < n; i++) {
            t[i] = Integer.bitCount(i) & 1;
            u[i] = 1 - t[i];
        }
        assertNotEquals(of(t).whole(), of(u).whole());
    }

    @Test
    void theFieldsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new Fingerprint.Builder().build());
        assertThrows(IllegalArgumentException.class, () -> new Fingerprint(3, 0, List.of(1L)));
        assertEquals(2, new Fingerprint(3, 0, List.of(1L, 2L)).prefixes().size());
    }
}
