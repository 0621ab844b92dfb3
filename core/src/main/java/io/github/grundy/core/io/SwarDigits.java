package io.github.grundy.core.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Digits eight bytes at a time (SWAR: SIMD within a register), for {@link NumberReader}'s input
 * path: a {@code long} read from the buffer tells how many of its bytes are digits and their value
 * without a loop over bytes. Static and small, so that each call is inlined where it is used.
 */
final class SwarDigits {

    /** '0' in every byte: xor makes digit bytes 0..9. */
    private static final long ZEROS = 0x3030303030303030L;

    static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000};

    private static final VarHandle LITTLE_ENDIAN =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private SwarDigits() {
    }

    /**
     * Eight bytes from {@code b[at]}, the first in the lowest byte, each xored with {@code '0'}, so
     * that digit bytes are 0..9. The caller keeps eight readable bytes after {@code at}.
     */
    static long word(byte[] b, int at) {
        return (long) LITTLE_ENDIAN.get(b, at) ^ ZEROS;
    }

    /**
     * The number of digit bytes (0..9 after the xor with '0') at the low end of {@code t}, 0..8.
     * A byte is not a digit iff it is 10 or more, i.e. adding 0x76 sets its top bit, or its top
     * bit is set already. A carry only leaves a non-digit byte, and only the lowest non-digit
     * matters.
     */
    static int leadingDigits(long t) {
        return Long.numberOfTrailingZeros(((t + 0x7676767676767676L) | t) & 0x8080808080808080L) >>> 3;
    }

    /**
     * The value of eight digits (0..9 per byte, the first digit in the lowest byte): pairs, then
     * quadruples, then all eight combined by three multiplications.
     */
    static long eightDigits(long t) {
        t = (t * 2561) >>> 8 & 0x00FF00FF00FF00FFL;
        t = (t * 6553601) >>> 16 & 0x0000FFFF0000FFFFL;
        return (t * 42949672960001L) >>> 32;
    }
}
