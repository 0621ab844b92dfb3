package io.github.grundy.core.sequence;

import java.math.BigInteger;

/**
 * What a stretch of a Grundy sequence amounts to, as published tables and the octal solvers sum it
 * up: the largest value and where it first occurs, the number of P-positions (value 0), and a
 * checksum to compare runs without the values themselves.
 *
 * <p>The checksum is the one the published octal solvers print (beling's {@code ogsolve};
 * tczajka's {@code analyze} with the same formula): two running sums over the values taken as
 * 16-bit numbers, {@code c0 += v}, {@code c1 += c0}, both modulo 2^16, printed as
 * {@code (c1 << 16) | c0} in upper-case hexadecimal. Over heaps {@code 0..N-1} it equals theirs.
 * It is Fletcher's idea but not Fletcher-32, whose sums are taken modulo 65535.
 *
 * @param from     the first heap summed
 * @param to       the last heap summed
 * @param maxValue the largest value
 * @param maxAt    the first heap with that value
 * @param zeros    how many heaps have value 0 (P-positions)
 * @param checksum the two running 16-bit sums of the values, {@code (c1 << 16) | c0}
 * @since SPI version 2
 */
public record SequenceSummary(long from, long to, long maxValue, long maxAt, long zeros, int checksum) {

    /**
     * The checksum of the values in hexadecimal, upper case, as the peers print it.
     *
     * @return the checksum in hexadecimal digits, without leading zeros, e.g. {@code 3A0F12}
     */
    public String checksumHex() {
        return Integer.toHexString(checksum).toUpperCase();
    }

    /** Sums up values as they come, without keeping them. Not thread-safe. */
    public static final class Builder {
        private final long from;
        private long next;
        private long maxValue = -1;
        private long maxAt = -1;
        private long zeros;
        private int c0;
        private int c1;

        /**
         * A summary of the values of heaps {@code from}, {@code from + 1}, ... in that order.
         *
         * @param from the heap whose value is added first
         */
        public Builder(long from) {
            this.from = from;
            this.next = from;
        }

        /**
         * The value of the next heap.
         *
         * @param value the Grundy value, 0 or more
         * @return this builder
         */
        public Builder add(long value) {
            if (value > maxValue) {
                maxValue = value;
                maxAt = next;
            }
            if (value == 0) {
                zeros++;
            }
            c0 = (c0 + (int) (value & 0xFFFF)) & 0xFFFF;
            c1 = (c1 + c0) & 0xFFFF;
            next++;
            return this;
        }

        /**
         * The values of the next {@code count} heaps, which repeat with {@code period}: heap
         * {@code i} of them ({@code 0 <= i < count}) is worth {@code cycle.applyAsLong(i % period)}.
         * In time proportional to the period, not to {@code count}: a summary over a proved period
         * is arithmetic (the checksum's sums are linear in the values).
         *
         * @param count  how many heaps, 0 or more (up to 2^63-1)
         * @param period the length of the cycle, at least 1
         * @param cycle  the value at each place of the cycle, asked for {@code 0..min(count, period)-1}
         * @return this builder
         * @throws IllegalArgumentException if {@code count < 0} or {@code period < 1}
         * @since SPI version 2
         */
        public Builder addPeriodic(long count, int period, java.util.function.LongUnaryOperator cycle) {
            if (count < 0 || period < 1) {
                throw new IllegalArgumentException("count " + count + " and period " + period);
            }
            int places = (int) Math.min(count, period);
            // Sums modulo 2^16, in longs that wrap modulo 2^64 (a multiple of 2^16).
            long sum = 0;
            long weighted = 0;
            for (int r = 0; r < places; r++) {
                long value = cycle.applyAsLong(r);
                if (value > maxValue) {
                    maxValue = value;
                    maxAt = next + r;
                }
                // Places r, r + period, ... below count: how many, and their sum of (count - i).
                long times = (count - 1 - r) / period + 1;
                long pairs = times % 2 == 0 ? (times / 2) * (times - 1) : times * ((times - 1) / 2);
                long rest = times * (count - r) - (long) period * pairs;
                if (value == 0) {
                    zeros += times;
                }
                long v = value & 0xFFFF;
                sum += v * times;
                weighted += v * rest;
            }
            // c1 gains c0 once per heap added and each value once per heap from its own on.
            c1 = (int) ((c1 + count * c0 + weighted) & 0xFFFF);
            c0 = (int) ((c0 + sum) & 0xFFFF);
            next += count;
            return this;
        }

        /**
         * The values of the next {@code count} heaps when each is worth the one before it plus one,
         * from {@code first}: {@code first, first + 1, ...} (heaps worth themselves, as in Nim,
         * start at their own heap). In constant time: the checksum's sums of an arithmetic
         * progression are sums of powers, taken modulo 2^16 exactly.
         *
         * @param first the value of the first of these heaps, 0 or more
         * @param count how many heaps, 0 or more, with {@code first + count - 1} a long
         * @return this builder
         * @throws IllegalArgumentException if {@code first} or {@code count} is negative, or the
         *                                  last value overflows a long
         * @since SPI version 2
         */
        public Builder addRamp(long first, long count) {
            if (first < 0 || count < 0 || count > 0 && first - 1 > Long.MAX_VALUE - count) {
                throw new IllegalArgumentException("first " + first + " and count " + count);
            }
            if (count == 0) {
                return this;
            }
            long last = first + (count - 1);
            if (last > maxValue) {
                // The values rise: the largest is the last, and it is new.
                maxValue = last;
                maxAt = next + (count - 1);
            }
            if (first == 0) {
                zeros++;
            }
            // Sums of first + i and of (count - i)(first + i), i < count: exact, then modulo 2^16.
            BigInteger a = BigInteger.valueOf(first);
            BigInteger l = BigInteger.valueOf(count);
            BigInteger sum = l.multiply(a).add(triangle(l.subtract(BigInteger.ONE)));
            BigInteger squares = l.subtract(BigInteger.ONE).multiply(l).multiply(l.shiftLeft(1).subtract(BigInteger.ONE))
                    .divide(BigInteger.valueOf(6));
            BigInteger weighted = a.multiply(triangle(l)).add(l.multiply(triangle(l.subtract(BigInteger.ONE))))
                    .subtract(squares);
            c1 = (int) ((c1 + count * c0 + weighted.longValue()) & 0xFFFF);
            c0 = (int) ((c0 + sum.longValue()) & 0xFFFF);
            next += count;
            return this;
        }

        /** 0 + 1 + ... + n. */
        private static BigInteger triangle(BigInteger n) {
            return n.multiply(n.add(BigInteger.ONE)).shiftRight(1);
        }

        /**
         * The summary of the values added.
         *
         * @return the summary of heaps {@code from} to the last one added
         * @throws IllegalStateException if none was
         */
        public SequenceSummary build() {
            if (next == from) {
                throw new IllegalStateException("no values to sum up");
            }
            return new SequenceSummary(from, next - 1, maxValue, maxAt, zeros, (c1 << 16) | c0);
        }
    }
}
