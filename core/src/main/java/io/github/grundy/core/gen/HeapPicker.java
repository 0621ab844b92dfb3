package io.github.grundy.core.gen;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.function.LongUnaryOperator;

/**
 * Heaps of one game within bounds {@code lo..hi}, drawn at random, and found by their Grundy
 * value: what {@link RandomSums} needs to build a sum with a given nim-sum. Three kinds, by how a
 * heap of a given value is found: {@link #identity} (the value is the heap: Nim), {@link #tabled}
 * (every heap's value computed once: small bounds) and {@link #scanning} (a search from a random
 * heap: games whose values recur often). Not thread-safe when it draws: one per generated input.
 */
public sealed interface HeapPicker {

    /** How far {@link #scanning} looks for a heap of a value before it says there is none. */
    int MAX_SCAN = 1 << 16;

    /**
     * The smallest heap drawn.
     *
     * @return {@code lo}, 0 or more
     */
    long lo();

    /**
     * The largest heap drawn.
     *
     * @return {@code hi}, at least {@link #lo()}
     */
    long hi();

    /**
     * The Grundy value of {@code heap} (a heap within the bounds).
     *
     * @param heap a heap in {@code lo()..hi()}
     * @return its Grundy value
     */
    long value(long heap);

    /**
     * A uniform heap within the bounds.
     *
     * @param random the generator drawn from
     * @return a heap in {@code lo()..hi()}
     */
    default long any(SplitMix64 random) {
        return random.between(lo(), hi());
    }

    /**
     * A heap within the bounds whose value is {@code value}, empty when there is none (or none found).
     *
     * @param value  the Grundy value wanted
     * @param random the generator drawn from
     * @return a heap of that value, or empty
     */
    OptionalLong withValue(long value, SplitMix64 random);

    /**
     * A heap within the bounds whose value is not {@code value}, empty when there is none (or none
     * found): a few uniform draws, then a walk from {@link #lo()} of at most {@link #MAX_SCAN} heaps.
     *
     * @param value  the Grundy value to avoid
     * @param random the generator drawn from
     * @return a heap of another value, or empty
     */
    default OptionalLong withValueOtherThan(long value, SplitMix64 random) {
        for (int attempt = 0; attempt < 32; attempt++) {
            long h = any(random);
            if (value(h) != value) {
                return OptionalLong.of(h);
            }
        }
        for (long h = lo(), scanned = 0; h <= hi() && scanned < MAX_SCAN; h++, scanned++) {
            if (value(h) != value) {
                return OptionalLong.of(h);
            }
        }
        return OptionalLong.empty();
    }

    /**
     * Heaps {@code lo..hi} of a game whose value is the heap itself, as in Nim.
     *
     * @param lo the smallest heap, 0 or more
     * @param hi the largest heap, at least {@code lo}
     * @return the picker
     * @throws IllegalArgumentException if the bounds are empty or negative
     */
    static HeapPicker identity(long lo, long hi) {
        checkBounds(lo, hi);
        return new Identity(lo, hi);
    }

    /**
     * Heaps {@code lo..hi} whose values {@code value} gives (a game prepared that far): each value
     * is computed once, here, and heaps are grouped by value, so that a heap of any value present
     * is found at once. For bounds of at most 2^24 heaps.
     *
     * @param value the Grundy value of a heap, asked once for each heap in {@code lo..hi}
     * @param lo    the smallest heap, 0 or more
     * @param hi    the largest heap, less than {@code lo + 2^24}
     * @return the picker, holding every heap's value
     * @throws IllegalArgumentException if the bounds are empty, negative or too wide
     */
    static HeapPicker tabled(LongUnaryOperator value, long lo, long hi) {
        checkBounds(lo, hi);
        if (hi - lo >= 1 << 24) {
            throw new IllegalArgumentException("a table of heaps " + lo + ".." + hi + " is too large (at most 2^24 heaps)");
        }
        return Tabled.of(value, lo, hi);
    }

    /**
     * Heaps {@code lo..hi} whose values {@code value} gives, for a game whose values recur within
     * short runs of heaps (a periodic game, or a value that is only the outcome, 0 or 1): a heap
     * of a value is searched for upwards from a random heap, wrapping from {@code hi} to {@code lo},
     * at most {@link #MAX_SCAN} heaps.
     *
     * @param value the Grundy value of a heap, asked as the search goes
     * @param lo    the smallest heap, 0 or more
     * @param hi    the largest heap, at least {@code lo}
     * @return the picker
     * @throws IllegalArgumentException if the bounds are empty or negative
     */
    static HeapPicker scanning(LongUnaryOperator value, long lo, long hi) {
        checkBounds(lo, hi);
        return new Scanning(value, lo, hi);
    }

    private static void checkBounds(long lo, long hi) {
        if (lo < 0 || lo > hi) {
            throw new IllegalArgumentException("no heaps in " + lo + ".." + hi);
        }
    }

    /**
     * The value is the heap: what {@link #identity} returns.
     *
     * @param lo the smallest heap, 0 or more
     * @param hi the largest heap, at least {@code lo}
     */
    record Identity(long lo, long hi) implements HeapPicker {

        @Override
        public long value(long heap) {
            return heap;
        }

        @Override
        public OptionalLong withValue(long value, SplitMix64 random) {
            return value >= lo && value <= hi ? OptionalLong.of(value) : OptionalLong.empty();
        }

        @Override
        public OptionalLong withValueOtherThan(long value, SplitMix64 random) {
            if (value < lo || value > hi) {
                return OptionalLong.of(any(random));
            }
            if (lo == hi) {
                return OptionalLong.empty();
            }
            // Uniform over the other heaps: skip the one excluded.
            long h = random.between(lo, hi - 1);
            return OptionalLong.of(h >= value ? h + 1 : h);
        }
    }

    /** Every heap's value, and the heaps grouped by value. */
    final class Tabled implements HeapPicker {

        private final long lo;
        private final long[] valueOf;
        /** The distinct values, ascending, and where each one's heaps start in {@link #heaps}. */
        private final long[] values;
        private final int[] starts;
        private final long[] heaps;

        private Tabled(long lo, long[] valueOf, long[] values, int[] starts, long[] heaps) {
            this.lo = lo;
            this.valueOf = valueOf;
            this.values = values;
            this.starts = starts;
            this.heaps = heaps;
        }

        static Tabled of(LongUnaryOperator value, long lo, long hi) {
            int n = (int) (hi - lo + 1);
            long[] valueOf = new long[n];
            // (value, heap) packed into one long, value above the 24 bits of the index: one
            // primitive sort groups the heaps by value, each group in heap order.
            long[] keys = new long[n];
            for (int i = 0; i < n; i++) {
                valueOf[i] = value.applyAsLong(lo + i);
                if (valueOf[i] < 0 || valueOf[i] >= 1L << 39) {
                    throw new IllegalArgumentException("heap " + (lo + i) + " has value " + valueOf[i]
                            + ", outside 0..2^39-1");
                }
                keys[i] = valueOf[i] << 24 | i;
            }
            Arrays.sort(keys);
            long[] heaps = new long[n];
            int distinct = 0;
            for (int i = 0; i < n; i++) {
                heaps[i] = lo + (keys[i] & 0xffffff);
                if (i == 0 || keys[i] >>> 24 != keys[i - 1] >>> 24) {
                    distinct++;
                }
            }
            long[] values = new long[distinct];
            int[] starts = new int[distinct + 1];
            for (int i = 0, d = 0; i < n; i++) {
                if (i == 0 || keys[i] >>> 24 != keys[i - 1] >>> 24) {
                    values[d] = keys[i] >>> 24;
                    starts[d++] = i;
                }
            }
            starts[distinct] = n;
            return new Tabled(lo, valueOf, values, starts, heaps);
        }

        @Override
        public long lo() {
            return lo;
        }

        @Override
        public long hi() {
            return lo + valueOf.length - 1;
        }

        @Override
        public long value(long heap) {
            return valueOf[(int) (heap - lo)];
        }

        @Override
        public OptionalLong withValue(long value, SplitMix64 random) {
            int d = Arrays.binarySearch(values, value);
            if (d < 0) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(heaps[random.between(starts[d], starts[d + 1] - 1)]);
        }

        @Override
        public OptionalLong withValueOtherThan(long value, SplitMix64 random) {
            int d = Arrays.binarySearch(values, value);
            int skipFrom = d < 0 ? heaps.length : starts[d];
            int skip = d < 0 ? 0 : starts[d + 1] - starts[d];
            if (heaps.length - skip == 0) {
                return OptionalLong.empty();
            }
            int k = random.between(0, heaps.length - skip - 1);
            return OptionalLong.of(heaps[k >= skipFrom ? k + skip : k]);
        }
    }

    /**
     * A search from a random heap: what {@link #scanning} returns.
     *
     * @param valueOf the Grundy value of a heap
     * @param lo      the smallest heap, 0 or more
     * @param hi      the largest heap, at least {@code lo}
     */
    record Scanning(LongUnaryOperator valueOf, long lo, long hi) implements HeapPicker {

        @Override
        public long value(long heap) {
            return valueOf.applyAsLong(heap);
        }

        @Override
        public OptionalLong withValue(long value, SplitMix64 random) {
            long h = any(random);
            // Every heap once at most (the bounds may hold fewer than MAX_SCAN), wrapping at hi.
            for (long scanned = 0, limit = hi - lo < MAX_SCAN ? hi - lo + 1 : MAX_SCAN; scanned < limit; scanned++) {
                if (value(h) == value) {
                    return OptionalLong.of(h);
                }
                h = h == hi ? lo : h + 1;
            }
            return OptionalLong.empty();
        }
    }
}
