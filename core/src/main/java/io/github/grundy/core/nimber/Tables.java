package io.github.grundy.core.nimber;

/**
 * The tables behind {@link Nimbers}, built once on first use and never written again: logarithms
 * of GF(2^16) for the 16-bit products, and the images of each byte of a nimber under squaring and
 * square root (both linear over GF(2)).
 */
final class Tables {

    /** Built when {@link Nimbers} first needs it (the holder idiom: no lock, no static mutable state). */
    static final Tables INSTANCE = new Tables();

    /** The order of GF(2^16)'s multiplicative group. */
    private static final int ORDER = 65535;
    /** The nimber {@code 2^15}: X/2 for X = 2^16. */
    private static final int HALF16 = 0x8000;

    /** {@code exp[i] = g^i} for a generator g, twice over so that a sum of two logarithms indexes it. */
    private final char[] exp = new char[2 * ORDER];
    /** {@code log[a]}: the i with {@code g^i = a}, for {@code a >= 1}. */
    private final char[] log = new char[ORDER + 1];
    /** {@code 2^15 ⊗ 2^15}, for products by 2^31. */
    private final int halfSquared;
    /** {@code squares[256·i + v] = (v << 8i)²}. */
    private final long[] squares = new long[8 * 256];
    /** {@code roots[256·i + v] = √(v << 8i)}. */
    private final long[] roots = new long[8 * 256];

    private Tables() {
        int[] byBytes = new int[256 * 256];
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                byBytes[a << 8 | b] = (int) Nimbers.productByHalves(a, b, 8);
            }
        }
        int generator = generator(byBytes);
        int x = 1;
        for (int i = 0; i < ORDER; i++) {
            exp[i] = (char) x;
            exp[i + ORDER] = (char) x;
            log[x] = (char) i;
            x = slowProduct16(byBytes, x, generator);
        }
        halfSquared = product16(HALF16, HALF16);
        long[] squareOfBit = new long[64];
        long[] rootOfBit = new long[64];
        for (int k = 0; k < 64; k++) {
            squareOfBit[k] = Nimbers.productByHalves(1L << k, 1L << k, 64);
        }
        spread(squareOfBit, squares);
        for (int k = 0; k < 64; k++) {
            // √y = y^(2^63): 63 squarings (the Frobenius map has order 64 on GF(2^64)).
            long y = 1L << k;
            for (int i = 0; i < 63; i++) {
                y = linear(squares, y);
            }
            rootOfBit[k] = y;
        }
        spread(rootOfBit, roots);
    }

    /** The table of a GF(2)-linear map by bytes, from its images of the 64 bits. */
    private static void spread(long[] ofBit, long[] table) {
        for (int i = 0; i < 8; i++) {
            for (int v = 0; v < 256; v++) {
                long image = 0;
                for (int j = 0; j < 8; j++) {
                    if ((v >>> j & 1) != 0) {
                        image ^= ofBit[8 * i + j];
                    }
                }
                table[256 * i + v] = image;
            }
        }
    }

    /** A generator of GF(2^16)*: no power {@code 65535/q} is 1, for the primes q = 3, 5, 17, 257. */
    private static int generator(int[] byBytes) {
        for (int g = 2;; g++) {
            boolean generates = true;
            for (int q : new int[] {3, 5, 17, 257}) {
                generates &= slowPower16(byBytes, g, ORDER / q) != 1;
            }
            if (generates) {
                return g;
            }
        }
    }

    private static int slowPower16(int[] byBytes, int a, int e) {
        int result = 1;
        for (int i = 0; i < e; i++) {
            result = slowProduct16(byBytes, result, a);
        }
        return result;
    }

    /** A 16-bit product from the byte table, by halves (X = 2^8, X ⊗ X = X ⊕ 2^7). */
    private static int slowProduct16(int[] byBytes, int a, int b) {
        int a0 = a & 0xFF;
        int a1 = a >>> 8;
        int b0 = b & 0xFF;
        int b1 = b >>> 8;
        int c0 = byBytes[a0 << 8 | b0];
        int c2 = byBytes[a1 << 8 | b1];
        int c1 = byBytes[(a0 ^ a1) << 8 | (b0 ^ b1)] ^ c0 ^ c2;
        return (c1 ^ c2) << 8 | (c0 ^ byBytes[c2 << 8 | 0x80]);
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
        int c2 = product16(a1, b1);
        int c1 = product16(a0 ^ a1, b0 ^ b1) ^ c0 ^ c2;
        return (c1 ^ c2) << 16 | (c0 ^ product16(c2, HALF16));
    }

    /**
     * {@code c ⊗ 2^31}, with {@code 2^31 = 2^16 ⊗ 2^15}: for {@code c = h·X ⊕ l} (X = 2^16),
     * {@code c ⊗ X = (h ⊕ l)·X ⊕ h ⊗ 2^15}, then times 2^15 in the subfield.
     */
    int timesHalf32(int c) {
        int h = c >>> 16;
        int l = c & 0xFFFF;
        return product16(h ^ l, HALF16) << 16 | product16(h, halfSquared);
    }

    /** The inverse of a nimber below 2^32, not 0: the conjugate over GF(2^16) over the norm. */
    int inverse32(int a) {
        int a0 = a & 0xFFFF;
        int a1 = a >>> 16;
        int norm = product16(a0, a0) ^ product16(a0, a1) ^ product16(product16(a1, a1), HALF16);
        int n = exp[ORDER - log[norm]];
        return product16(a1, n) << 16 | product16(a0 ^ a1, n);
    }

    long square(long a) {
        return linear(squares, a);
    }

    long root(long a) {
        return linear(roots, a);
    }

    /** The image of {@code a} under the linear map of {@code table}, byte by byte. */
    private static long linear(long[] table, long a) {
        long image = 0;
        for (int i = 0; i < 8; i++) {
            image ^= table[256 * i + (int) (a >>> 8 * i & 0xFF)];
        }
        return image;
    }
}
