package io.github.grundy.core.sequence;

import java.util.Optional;
import java.util.function.LongToIntFunction;

/**
 * How a stretch of an octal game's values splits into rare and common ones, as Flammenkamp's and
 * tczajka's tables report it: the mask under which the fewest heaps are rare, how many are, and the
 * last of them. A value {@code v} at heap {@code n} is rare when {@code v & mask} has an even
 * number of bits, the other way round at the heaps of one parity when the mask takes the heap's
 * parity in ({@code position}). The rare/common engine ({@link RareCommon}) makes the same choice
 * as it goes; this is the choice over the whole stretch at its end, so it does not depend on when
 * the engine chose.
 *
 * @param mask     the value bits of the mask
 * @param position whether the heap's parity takes part
 * @param rare     how many heaps of the stretch are rare
 * @param lastRare the last rare heap, or -1 when none is
 * @since SPI version 2
 */
public record RareSplit(int mask, boolean position, long rare, long lastRare) {

    /**
     * The mask as tczajka's tables write it: hexadecimal value bits, {@code +pos} when the heap's
     * parity takes part ({@code 1b}, {@code 1+pos}).
     *
     * @return e.g. {@code 7e}
     */
    public String maskText() {
        return Integer.toHexString(mask) + (position ? "+pos" : "");
    }

    /**
     * The split of the values of heaps {@code from..to} of {@code code}, for a finite code whose
     * moves leave at most two heaps (the codes the rare/common engine runs); empty for others.
     *
     * @param code     the game
     * @param values   the value of each heap
     * @param from     the first heap
     * @param to       the last heap, {@code from} or more
     * @param maxValue the largest value among them
     * @return the split, or empty
     */
    public static Optional<RareSplit> of(TakeBreakCode code, LongToIntFunction values, long from, long to,
            int maxValue) {
        if (code.isInfinite() || code.maxParts() > 2) {
            return Optional.empty();
        }
        int positionBit = positionBit(code);
        boolean withPosition = positionBit >= 0;
        int bits = 32 - Integer.numberOfLeadingZeros(Math.max(1, maxValue));
        long[] histogram = new long[2 << bits];
        for (long n = from; n <= to; n++) {
            histogram[(values.applyAsInt(n) << 1) | (withPosition ? (int) ((n ^ positionBit) & 1) : 0)]++;
        }
        int best = RareMask.fewestRare(histogram, new long[histogram.length], (int) Math.min(Integer.MAX_VALUE,
                to - from + 1), withPosition);
        int mask = best >>> 1;
        boolean position = (best & 1) != 0;
        long rare = 0;
        long last = -1;
        for (long n = from; n <= to; n++) {
            int parity = Integer.bitCount(values.applyAsInt(n) & mask) & 1;
            if (position) {
                parity ^= (int) ((n ^ positionBit) & 1);
            }
            if (parity == 0) {
                rare++;
                last = n;
            }
        }
        return Optional.of(new RareSplit(mask, position, rare, last));
    }

    /**
     * What the heap's parity adds to a split's parity, as the engine takes it: 0 when every split
     * takes an even number of objects (the parities of the two heaps add to the heap's), 1 when
     * every one takes an odd number, -1 (the parity cannot take part) when both happen.
     */
    static int positionBit(TakeBreakCode code) {
        int parities = 0;
        int t = code.maxTake().orElseThrow();
        for (int k = 0; k <= t; k++) {
            if ((code.digit(k) & 4) != 0) {
                parities |= 1 << (k & 1);
            }
        }
        return parities == 1 ? 0 : parities == 2 ? 1 : -1;
    }
}
