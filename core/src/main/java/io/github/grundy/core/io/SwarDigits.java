package io.github.grundy.core.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Digits eight bytes at a time (SWAR: SIMD within a register), for {@link NumberReader}'s input
 * path and {@link AsciiOutput}'s numbers: a {@code long} read from the buffer tells how many of its
 * bytes are digits and their value without a loop over bytes, and eight digits are formatted by a
 * few multiplications and written as one {@code long}. Static and small, so that each call is
 * inlined where it is used.
 */
final class SwarDigits {

    /** '0' in every byte: xor makes digit bytes 0..9. */
    static final long ZEROS = 0x3030303030303030L;

    static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000};

    /** 10^8: the numbers of eight digits are those below it. */
    static final long EIGHT_DIGITS = 100_000_000L;

    /** Eight bytes of a {@code byte[]} as a {@code long}, the first in the lowest byte. */
    static final VarHandle LITTLE_ENDIAN =
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

    /**
     * The eight ASCII digits of {@code x}, leading zeros included, the first (most significant) in
     * the lowest byte, so that {@link #put} writes them in reading order. Lanes of the
     * {@code long} hold two halves of four digits, then four pairs, then eight digits; a division
     * by 100 (by 10) is a multiplication by 10486 / 2^20 (by 103 / 2^10), exact for the lane's
     * values below 10^4 (below 100).
     *
     * @param x 0 to 10^8-1
     */
    static long eightAscii(int x) {
        long high = x / 10_000;
        long halves = high | (x - high * 10_000) << 32;
        long hundreds = (halves * 10486 >>> 20) & 0x0000007F_0000007FL;
        long pairs = hundreds | (halves - hundreds * 100) << 16;
        long tens = (pairs * 103 >>> 10) & 0x000F000F_000F000FL;
        return (tens | (pairs - tens * 10) << 8) + ZEROS;
    }

    /**
     * How many leading zero digits {@link #eightAscii} wrote for {@code ascii}: 0..7 for a number
     * above 0, 8 for 0.
     */
    static int leadingZeros(long ascii) {
        return Long.numberOfTrailingZeros(ascii ^ ZEROS) >>> 3;
    }

    /** Writes the eight bytes of {@code w} at {@code b[at..at+8)}, the lowest byte first. */
    static void put(byte[] b, int at, long w) {
        LITTLE_ENDIAN.set(b, at, w);
    }
}
