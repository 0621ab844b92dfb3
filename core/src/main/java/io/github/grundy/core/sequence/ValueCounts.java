package io.github.grundy.core.sequence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How many of heaps {@code 1, 2, …} have each value, as a stored table goes, and the largest
 * value and where: the frequencies that record runs publish, kept for every power of two passed
 * ({@link ValueFrequencies}). Heap 0 is not counted, as in Rogalski's files.
 */
final class ValueCounts {

    private long[] counts = new long[16];
    private int maxValue;
    private long maxAt = -1;
    private final List<ValueFrequencies> powers = new ArrayList<>();

    /** Heap {@code n}'s value, heaps taken in order from 0; at a power of two, its frequencies. */
    void add(long n, int v) {
        if (n == 0) {
            return;
        }
        if (v >= counts.length) {
            counts = Arrays.copyOf(counts, Math.max(2 * counts.length, v + 1));
        }
        counts[v]++;
        if (v > maxValue || maxAt < 0) {
            maxValue = v;
            maxAt = n;
        }
        if (n >= 2 && (n & (n - 1)) == 0) {
            powers.add(new ValueFrequencies(n, Arrays.copyOf(counts, maxValue + 1)));
        }
    }

    /**
     * The values of heaps {@code first..first+count-1}, in {@code values[offset..offset+count)}, as
     * {@link #add} would take them one by one: a loop over the array between powers of two.
     */
    void addAll(char[] values, int offset, int count, long first) {
        int i = 0;
        if (first == 0 && count > 0) {
            // Heap 0 is not counted.
            i = 1;
        }
        while (i < count) {
            long n = first + i;
            // The next power of two at or after heap n, where the frequencies are taken.
            long power = Math.max(2, Long.highestOneBit(n) == n ? n : Long.highestOneBit(n) << 1);
            int end = (int) Math.min(count, power - first + 1);
            int max = maxValue;
            long at = maxAt;
            for (int j = i; j < end; j++) {
                int v = values[offset + j];
                if (v >= counts.length) {
                    counts = Arrays.copyOf(counts, Math.max(2 * counts.length, v + 1));
                }
                counts[v]++;
                if (v > max || at < 0) {
                    max = v;
                    at = first + j;
                }
            }
            maxValue = max;
            maxAt = at;
            if (end - 1 + first == power && end > i) {
                powers.add(new ValueFrequencies(power, Arrays.copyOf(counts, maxValue + 1)));
            }
            i = end;
        }
    }

    /** The largest value among the heaps counted, 0 when none is. */
    int maxValue() {
        return maxValue;
    }

    /** The first heap with the largest value, -1 when none is counted. */
    long maxAt() {
        return maxAt;
    }

    /** The frequencies at each power of two passed, in order. */
    List<ValueFrequencies> powers() {
        return List.copyOf(powers);
    }
}
