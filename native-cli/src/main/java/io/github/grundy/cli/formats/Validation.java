package io.github.grundy.cli.formats;

import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.BitSet;

/**
 * A judge input read against its problem's stated limits (docs/formats.md), not grundy's own:
 * the first number outside them is an error at its line and column; a valid input ends in one
 * line of statistics. Each format walks its input through this with its own limits.
 */
public final class Validation {

    private final NumberReader in;
    private final String problem;
    private long cases;
    private long positions;
    private long heaps;
    private long largest = -1;
    private long words;
    private long largestWord;

    /** Reads {@code in} for the problem named {@code problem} (as in "Luogu P1247's"). */
    public Validation(NumberReader in, String problem) {
        this.in = in;
        this.problem = problem;
    }

    /** The next number, which must be within {@code limit}. */
    long number(StatedLimit limit) throws IOException {
        return number(limit.name(), limit.min(), limit.max());
    }

    private long number(String name, long lo, long hi) throws IOException {
        long v = in.next(name);
        if (v < lo || v > hi) {
            throw in.rejectLast(name + " = " + v + " is outside " + problem + "'s stated limit " + range(name, lo, hi));
        }
        return v;
    }

    /** A 64-bit word within {@code limit}, read unsigned: counted for the statistics. */
    long word(StatedLimit limit) throws IOException {
        long v = in.nextUnsigned(limit.name());
        if (Long.compareUnsigned(v, limit.min()) < 0 || Long.compareUnsigned(v, limit.max()) > 0) {
            throw in.rejectLast(limit.name() + " = " + Long.toUnsignedString(v) + " is outside " + problem
                    + "'s stated limit " + limit);
        }
        words++;
        largestWord = Long.compareUnsigned(v, largestWord) > 0 ? v : largestWord;
        return v;
    }

    /** A count: a number within {@code limit} (and an array's length) that sizes what follows. */
    int count(StatedLimit limit) throws IOException {
        return (int) number(limit.name(), limit.min(), Math.min(limit.max(), Counts.MAX));
    }

    /** A heap (or a number of coins, a position's number): counted for the statistics. */
    long heap(StatedLimit limit) throws IOException {
        long v = number(limit);
        heaps++;
        largest = Math.max(largest, v);
        return v;
    }

    /**
     * One case of a count within {@code count} and that many heaps within {@code heap}, and
     * nothing after it: the single-case formats.
     */
    void countedHeaps(StatedLimit count, StatedLimit heap) throws IOException {
        int n = count(count);
        for (int i = 0; i < n; i++) {
            heap(heap);
        }
        caseRead();
        end("all " + n + " numbers were read");
    }

    /** {@code k} numbers within {@code limit} (at most 2^31), no two equal, as a set S. */
    long[] distinct(StatedLimit limit, int k) throws IOException {
        long[] set = new long[k];
        BitSet seen = new BitSet();
        String name = limit.name();
        for (int i = 0; i < k; i++) {
            set[i] = number(name, limit.min(), Math.min(limit.max(), Integer.MAX_VALUE));
            if (seen.get((int) set[i])) {
                throw in.rejectLast(name + " = " + set[i] + " is already in S: " + problem + " states the sizes are distinct");
            }
            seen.set((int) set[i]);
        }
        return set;
    }

    /** A cell just read, of a case whose statement says its cells are distinct: refused when {@code cells} has it. */
    void distinctCell(DistinctCells cells, long x, long y, long z, String cell) throws IOException {
        if (!cells.add(x, y, z)) {
            throw in.rejectLast(cell + " is listed twice: " + problem + " states the lights are distinct");
        }
    }

    /** One case read whole. */
    void caseRead() {
        cases++;
    }

    /** One position of a case read whole (for formats with several per case). */
    void positionRead() {
        positions++;
    }

    /** True when the input has more than whitespace left. */
    boolean more() throws IOException {
        return !in.atEnd();
    }

    /** Nothing may follow: {@code why} says what was complete. */
    void end(String why) throws IOException {
        in.expectEnd(why);
    }

    /** The statistics line of a valid input, e.g. "valid: 1 case, 3 heaps, the largest 9". */
    public String summary() {
        StringBuilder s = new StringBuilder("valid: ").append(plural(cases, "case"));
        if (positions > 0) {
            s.append(", ").append(plural(positions, "position"));
        }
        if (words > 0) {
            return s.append(", ").append(plural(words, "number")).append(", the largest ")
                    .append(Long.toUnsignedString(largestWord)).toString();
        }
        s.append(", ").append(plural(heaps, "heap"));
        if (largest >= 0) {
            s.append(", the largest ").append(largest);
        }
        return s.toString();
    }

    /** {@code lo <= name <= hi}, with powers of ten of a million and more as 10^k. */
    static String range(String name, long lo, long hi) {
        return hi == Long.MAX_VALUE ? name + " >= " + show(lo) : show(lo) + " <= " + name + " <= " + show(hi);
    }

    /** An unsigned 64-bit number as {@link #show} writes it, 2^64-1 as itself. */
    static String showUnsigned(long v) {
        return v == -1L ? "2^64-1" : v < 0 ? Long.toUnsignedString(v) : show(v);
    }

    /** 1000000000 as 10^9, other numbers as they are. */
    static String show(long v) {
        if (v >= 1_000_000) {
            long p = 1;
            for (int k = 0; k <= 18; k++, p *= 10) {
                if (p == v) {
                    return "10^" + k;
                }
                if (p > Long.MAX_VALUE / 10) {
                    break;
                }
            }
        }
        return Long.toString(v);
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
