package io.github.grundy.cli.formats;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.Arrays;
import java.util.function.Supplier;

/** Reading the numbers that size a case: counts, then that many heaps. */
public final class Counts {

    /** The largest array Java can allocate. */
    static final int MAX = Integer.MAX_VALUE - 8;

    /** Arrays start this large and double: a count is not trusted beyond what the input can hold. */
    private static final int FIRST_CHUNK = 1 << 16;

    private Counts() {
    }

    /** A count followed by that many heap sizes. */
    static long[] heaps(NumberReader in, String count, String heap) throws IOException {
        return heaps(in, count, heap, null);
    }

    /**
     * A count followed by that many heap sizes, each checked by {@code game} as it is read (so
     * that an error points at the heap), unless {@code game} is null. The array grows as numbers
     * arrive: an announced count of 2^31 with three numbers after it is an input that ends early,
     * not an out-of-memory error.
     */
    static long[] heaps(NumberReader in, String count, String heap, HeapGame game) throws IOException {
        int n = in.nextCount(count, MAX);
        int first = first(in, n);
        long[] heaps = allocate(in, first, n, Long.BYTES, "heaps", () -> new long[first]);
        for (int i = 0; i < n; i++) {
            if (i == heaps.length) {
                int next = grown(i, n);
                long[] full = heaps;
                heaps = allocate(in, next, n, Long.BYTES, "heaps", () -> Arrays.copyOf(full, next));
            }
            heaps[i] = in.next(heap);
            if (game != null) {
                check(in, game, heaps[i]);
            }
        }
        return heaps;
    }

    /**
     * The first length of an array for {@code n} announced items: all of them when the input can
     * hold them (a file tells its size: no copies), else a small array to grow as they arrive.
     */
    static int first(NumberReader in, int n) {
        return n <= in.numbersAvailableHint() ? n : Math.min(n, FIRST_CHUNK);
    }

    /** The next length of an array of {@code length} items, of {@code n} announced: twice as long. */
    static int grown(int length, int n) {
        return (int) Math.min(n, 2L * length);
    }

    /**
     * An array of {@code length} of {@code n} announced {@code items}, about {@code bytes} each,
     * from {@code allocation}: one too large for memory is a limit (exit 3) that says where in the
     * input and how many, not an {@link OutOfMemoryError} (see {@link Memory}).
     */
    static <T> T allocate(NumberReader in, int length, int n, long bytes, String items, Supplier<T> allocation) {
        return Memory.allocate(length * bytes, () -> in.source() + ":" + in.line() + ":" + in.column() + ": "
                + (length == n ? n + " " + items : length + " " + items + " (of " + n + " announced)"), allocation);
    }

    /** The game's check of a heap just read, as an error at that heap's position. */
    static void check(NumberReader in, HeapGame game, long heap) throws IOException {
        try {
            game.checkHeap(heap);
        } catch (IllegalArgumentException e) {
            throw in.rejectLast(e.getMessage());
        }
    }

    /**
     * The next case of a format whose cases are a count {@code name} and that many heaps, until a
     * count of 0 (nothing may follow it) or the end of the input: null when there is no more.
     */
    static long[] untilZero(NumberReader in, String name) throws IOException {
        if (!more(in)) {
            return null;
        }
        long[] heaps = heaps(in, "the number of heaps " + name + " (0 ends the input)", "a heap size");
        if (heaps.length == 0) {
            in.expectEnd(name + " = 0 ends the input");
            return null;
        }
        return heaps;
    }

    /**
     * For formats whose cases run until a terminating 0: true when the input has another case. The
     * end of input in place of the 0 is accepted (many judges' files omit it).
     */
    static boolean more(NumberReader in) throws IOException {
        return !in.atEnd();
    }
}
