package io.github.grundy.core.survey;

import java.util.ArrayList;
import java.util.List;

/**
 * A sequence of values in a few 64-bit numbers, to tell whether two codes' sequences agree without
 * the values themselves (a survey's parts may be computed on other machines): one for the whole
 * stretch, and one for each prefix of a power-of-two length, so that two sequences that differ can
 * be said to agree at least up to the longest prefix they share.
 *
 * <p>The numbers are a running mix of the values (a rotation, an xor, a multiplication by an odd
 * constant and a shift at each value), not linear in them: a polynomial hash modulo 2^64 takes
 * the same value on long stretches of 0 and 1 arranged as in the Thue–Morse sequence, as Grundy
 * values of two-valued games can be.
 *
 * @param length   how many values, 1 or more
 * @param whole    the mix of all of them
 * @param prefixes the mix of the first {@code 2^k} values, for {@code k = 0, 1, ...} while
 *                 {@code 2^k <= length}
 * @since SPI version 2
 */
public record Fingerprint(long length, long whole, List<Long> prefixes) {

    /**
     * Checks the fields.
     *
     * @param length   how many values, 1 or more
     * @param whole    the mix of all of them
     * @param prefixes the mix of each power-of-two prefix, one per power of two up to {@code length}
     */
    public Fingerprint {
        prefixes = List.copyOf(prefixes);
        if (length < 1 || prefixes.size() != 64 - Long.numberOfLeadingZeros(length)) {
            throw new IllegalArgumentException("a fingerprint of " + length + " values has "
                    + (64 - Long.numberOfLeadingZeros(Math.max(1, length))) + " prefixes, not " + prefixes.size());
        }
    }

    /**
     * How far two different sequences are known to agree: the longest power-of-two prefix whose
     * mixes are equal. The first difference then lies at or past it, and before twice it.
     *
     * @param other another fingerprint
     * @return the length of the longest common power-of-two prefix, 0 when even the first values differ
     */
    public long sharedPrefix(Fingerprint other) {
        int k = Math.min(prefixes.size(), other.prefixes.size()) - 1;
        while (k >= 0 && !prefixes.get(k).equals(other.prefixes.get(k))) {
            k--;
        }
        return k < 0 ? 0 : 1L << k;
    }

    /** Mixes values as they come. Not thread-safe. */
    public static final class Builder {
        private final List<Long> prefixes = new ArrayList<>();
        private long length;
        private long mix = 0x243F6A8885A308D3L;

        /** A builder with no values yet. */
        public Builder() {
            // explicit so that the constructor is documented
        }

        /**
         * Mixes in the next value.
         *
         * @param value the value, 0 or more
         * @return this builder
         */
        public Builder add(int value) {
            long h = Long.rotateLeft(mix, 23) ^ value;
            h *= 0x9E3779B97F4A7C15L;
            mix = h ^ (h >>> 29);
            length++;
            if (Long.bitCount(length) == 1) {
                prefixes.add(mix);
            }
            return this;
        }

        /**
         * The fingerprint of the values added.
         *
         * @return the fingerprint
         * @throws IllegalArgumentException if none was added
         */
        public Fingerprint build() {
            return new Fingerprint(length, mix, prefixes);
        }
    }
}
