package io.github.grundy.core.sequence;

import java.nio.charset.StandardCharsets;

/**
 * How many of heaps {@code 1..heaps} have each Grundy value, as record runs publish them at every
 * power of two (Rogalski's files {@code results/<code>/<N>}): one line {@code value count} for
 * every value from 0 to the largest, zero counts included. Heap 0 is not counted.
 *
 * @param heaps  the last heap counted, {@code N}
 * @param counts {@code counts[v]}: how many heaps have the value {@code v}; its last is the
 *               largest value's, not zero
 * @since SPI version 2
 */
public record ValueFrequencies(long heaps, long[] counts) {

    /**
     * Copies the counts.
     *
     * @param heaps  the last heap counted
     * @param counts how many heaps have each value
     */
    public ValueFrequencies {
        counts = counts.clone();
    }

    /**
     * The counts.
     *
     * @return a copy: how many heaps have each value
     */
    @Override
    public long[] counts() {
        return counts.clone();
    }

    /**
     * The file's text: {@code value count} a line, values from 0.
     *
     * @return the lines, each ending in a line feed, as ASCII bytes
     */
    public byte[] text() {
        StringBuilder s = new StringBuilder(counts.length * 12);
        for (int v = 0; v < counts.length; v++) {
            s.append(v).append(' ').append(counts[v]).append('\n');
        }
        return s.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
