package io.github.grundy.core.nimber;

/**
 * The tables of the two GF(2)-linear maps of the nimbers below 2^64, squaring (the Frobenius map)
 * and its inverse, the square root: the image of each byte at each of the eight places, so that a
 * square or a root is eight reads. Built on first use from the products by halves, apart from
 * {@link Tables}, which the products need.
 */
final class FrobeniusTables {

    /** Built when {@link Nimbers} first needs a square or a root (the holder idiom). */
    static final FrobeniusTables INSTANCE = new FrobeniusTables();

    /** {@code squares[256·i + v] = (v << 8i)²}. */
    private final long[] squares = new long[8 * 256];
    /** {@code roots[256·i + v] = √(v << 8i)}. */
    private final long[] roots = new long[8 * 256];

    private FrobeniusTables() {
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
