package io.github.grundy.core.nimber;

/**
 * The tables behind {@link Nimbers}' products, built once on first use and never written again:
 * logarithms of GF(2^16) for the 16-bit products. Squares and roots have tables of their own
 * ({@link FrobeniusTables}), built only when asked, so that a product's first use costs its own
 * tables alone.
 */
final class Tables {

    /** Built when {@link Nimbers} first needs it (the holder idiom: no lock, no static mutable state). */
    static final Tables INSTANCE = new Tables();

    /** The order of GF(2^16)'s multiplicative group. */
    private static final int ORDER = 65535;
    /** The nimber {@code 2^15}: X/2 for X = 2^16. */
    private static final int HALF16 = 0x8000;

    /**
     * {@code exp[i] = g^i} for a generator g, three times over, so that a sum of two logarithms and
     * the logarithm of a constant indexes it without a remainder.
     */
    private final char[] exp = new char[3 * ORDER];
    /** {@code log[a]}: the i with {@code g^i = a}, for {@code a >= 1}. */
    private final char[] log = new char[ORDER + 1];
    /** {@code 2^15 ⊗ 2^15}, for products by 2^31. */
    private final int halfSquared;
    /** The logarithms of 2^15 and of its square: products by them are one read of {@link #exp}. */
    private final int logHalf;
    private final int logHalfSquared;

    private Tables() {
        // The first nimber whose powers run through all of GF(2^16)*, tried in turn from 256: those
        // below lie in the subfield GF(2^8), and their powers stay there.
        int generator = 256;
        while (!powers(generator)) {
            generator++;
        }
        halfSquared = product16(HALF16, HALF16);
        logHalf = log[HALF16];
        logHalfSquared = log[halfSquared];
    }

    /**
     * Fills {@link #exp} and {@link #log} with the powers of {@code g}, or says false when they
     * come back to 1 before all 65535 are seen ({@code g} is no generator). Multiplying by a fixed
     * {@code g} is linear over GF(2), so each step is two reads of its table by bytes; only the
     * images of the 16 bits are products by the definition.
     */
    private boolean powers(int g) {
        int[] ofBit = new int[16];
        for (int j = 0; j < 16; j++) {
            ofBit[j] = (int) Nimbers.productByHalves(1L << j, g, 16);
        }
        int[] low = new int[256];
        int[] high = new int[256];
        for (int v = 0; v < 256; v++) {
            for (int j = 0; j < 8; j++) {
                if ((v >>> j & 1) != 0) {
                    low[v] ^= ofBit[j];
                    high[v] ^= ofBit[j + 8];
                }
            }
        }
        int x = 1;
        for (int i = 0; i < ORDER; i++) {
            if (i > 0 && x == 1) {
                return false;
            }
            exp[i] = (char) x;
            exp[i + ORDER] = (char) x;
            exp[i + 2 * ORDER] = (char) x;
            log[x] = (char) i;
            x = low[x & 0xFF] ^ high[x >>> 8];
        }
        return true;
    }

    int product16(int a, int b) {
        return a == 0 || b == 0 ? 0 : exp[log[a] + log[b]];
    }

    /** The product of two nimbers below 2^32 (ints read as unsigned). */
    int product32(int a, int b) {
        int a0 = a & 0xFFFF;
        int a1 = a >>> 16;
        int b0 = b & 0xFFFF;
        int b1 = b >>> 16;
        int c0 = product16(a0, b0);
        // c2 = a1 ⊗ b1 and c2 ⊗ 2^15 from one sum of logarithms: the log of c2 is that sum.
        int c2 = 0;
        int c2Half = 0;
        if (a1 != 0 && b1 != 0) {
            int l = log[a1] + log[b1];
            c2 = exp[l];
            c2Half = exp[l + logHalf];
        }
        int c1 = product16(a0 ^ a1, b0 ^ b1) ^ c0 ^ c2;
        return (c1 ^ c2) << 16 | (c0 ^ c2Half);
    }

    /**
     * {@code c ⊗ 2^31}, with {@code 2^31 = 2^16 ⊗ 2^15}: for {@code c = h·X ⊕ l} (X = 2^16),
     * {@code c ⊗ X = (h ⊕ l)·X ⊕ h ⊗ 2^15}, then times 2^15 in the subfield.
     */
    int timesHalf32(int c) {
        int h = c >>> 16;
        int l = c & 0xFFFF;
        int hl = h ^ l;
        return (hl == 0 ? 0 : exp[log[hl] + logHalf]) << 16 | (h == 0 ? 0 : exp[log[h] + logHalfSquared]);
    }

    /** The inverse of a nimber below 2^32, not 0: the conjugate over GF(2^16) over the norm. */
    int inverse32(int a) {
        int a0 = a & 0xFFFF;
        int a1 = a >>> 16;
        int norm = product16(a0, a0) ^ product16(a0, a1) ^ product16(product16(a1, a1), HALF16);
        int n = exp[ORDER - log[norm]];
        return product16(a1, n) << 16 | product16(a0 ^ a1, n);
    }
}
