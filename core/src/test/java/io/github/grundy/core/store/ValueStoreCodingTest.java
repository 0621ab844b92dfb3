package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

/** The codings of a segment's bytes, value by value, against their definitions. */
class ValueStoreCodingTest {

    @Test
    void directHoldsEveryValueBelow255() {
        Coding direct = new Coding.Direct();
        byte[] encode = direct.encodeTable();
        int[] decode = direct.decodeTable();
        for (int parity = 0; parity < 2; parity++) {
            for (int v = 0; v < Coding.TABLE_VALUES; v++) {
                int b = encode[v | parity << 9] & 0xFF;
                assertEquals(v < 255 ? v : Coding.ESCAPE, b, "value " + v);
                if (b != Coding.ESCAPE) {
                    assertEquals(v, decode[b | parity << 8]);
                }
            }
        }
        assertEquals(direct, Coding.parse("direct"));
    }

    @Test
    void byParityHoldsEveryCommonValueBelow512UnderEveryClass() {
        for (int mask = 1; mask < 512; mask++) {
            for (int p = 0; p < 3; p++) {
                Coding.ByParity c = new Coding.ByParity(mask, p > 0, Math.max(0, p - 1));
                byte[] encode = c.encodeTable();
                int[] decode = c.decodeTable();
                int d = Integer.numberOfTrailingZeros(mask);
                for (int heap = 0; heap < 2; heap++) {
                    int escaped = 0;
                    for (int v = 0; v < 512; v++) {
                        int klass = (Integer.bitCount(v & mask) & 1) ^ (c.position() ? (heap ^ c.positionBit()) & 1 : 0);
                        int u = (v & ((1 << d) - 1)) | ((v >>> (d + 1)) << d);
                        int b = encode[v | heap << 9] & 0xFF;
                        if (klass == 0 || u == 255) {
                            if (b != Coding.ESCAPE) {
                                fail(c + ": value " + v + " at a heap of parity " + heap + " is not escaped");
                            }
                            escaped++;
                        } else if (b != u || decode[b | heap << 8] != v) {
                            fail(c + ": value " + v + " at a heap of parity " + heap + " codes as " + b + ", decodes as "
                                    + decode[b | heap << 8]);
                        }
                    }
                    // The rare half, and the one common value whose byte would be 255.
                    assertEquals(257, escaped, c.text());
                }
                assertEquals(c, Coding.parse(c.text()));
            }
        }
    }

    @Test
    void aManifestNamesOnlyCodingsThatExist() {
        assertEquals(new Coding.ByParity(0x1ee, true, 1), Coding.parse("parity 1ee pos 1"));
        assertEquals(new Coding.ByParity(0x1ee, false, 0), Coding.parse("parity 1ee"));
        for (String text : new String[] {"", "parity", "parity 0", "parity 200", "parity 1EE", "parity +1",
            "parity 1ee pos 2", "parity 1ee pos", "parity 1ee at 1", "parity 1ee pos 01", "direct 1", "parity -1"}) {
            assertNull(Coding.parse(text), text);
        }
        SegmentCoding switched = SegmentCoding.of(new Coding.Direct()).switchTo(new Coding.ByParity(0x1ee, true, 1), 1048576);
        assertEquals("direct, from 1048576 parity 1ee pos 1", switched.text());
        assertEquals(switched, SegmentCoding.parse(switched.text()));
        assertEquals(SegmentCoding.of(new Coding.Direct()), SegmentCoding.parse("direct"));
        for (String text : new String[] {"direct, from", "direct, from 1 ", "direct, from x parity 3", "direct, from -1 parity 3",
            "direct, from 01 parity 3", "direct, from 2147483647 parity 3", "direct, from 2 parity 3, from 4 direct",
            "direct, from 2 parity 0", "parity 5, from"}) {
            assertNull(SegmentCoding.parse(text), text);
        }
    }
}
