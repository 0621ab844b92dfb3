package io.github.grundy.core.sequence;

/**
 * The rare heaps of a stored table ({@link StoredSequence#rareHeaps()}) and the mask that makes
 * them so: a value {@code v} at heap {@code n} is rare when {@code v & mask} has an even number of
 * bits, the other way round at the heaps of one parity when the heap's parity takes part.
 *
 * @param mask     the value bits of the mask (hexadecimal in tables)
 * @param position whether the heap's parity takes part
 * @param heaps    the rare heaps, ascending
 * @param values   their values
 * @since SPI version 2
 */
public record RareHeaps(int mask, boolean position, long[] heaps, int[] values) {

    /**
     * Copies the arrays.
     *
     * @param mask     the value bits of the mask
     * @param position whether the heap's parity takes part
     * @param heaps    the rare heaps, ascending
     * @param values   their values
     */
    public RareHeaps {
        heaps = heaps.clone();
        values = values.clone();
    }

    /**
     * The rare heaps.
     *
     * @return a copy, ascending
     */
    @Override
    public long[] heaps() {
        return heaps.clone();
    }

    /**
     * Their values.
     *
     * @return a copy, in the order of the heaps
     */
    @Override
    public int[] values() {
        return values.clone();
    }

    /**
     * The mask as the tables write it: {@code 1ee}, {@code 1+pos}.
     *
     * @return the mask in hexadecimal, {@code +pos} when the heap's parity takes part
     */
    public String maskText() {
        return Integer.toHexString(mask) + (position ? "+pos" : "");
    }
}
