package io.github.grundy.core.sequence;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.PeriodCriterion;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A take-and-break game in the code notation of Winning Ways and CGSuite: {@code d0.d1d2d3...},
 * where digit {@code d_k} is a sum of bits saying what taking {@code k} objects from a heap may
 * leave: no heap (1), one heap (2), two heaps (4) or, in hexadecimal codes, three heaps (8). The
 * heaps left are non-empty. {@code d0} (before the point) is splitting without taking, so only
 * its bits 4 and 8 mean a move. Kayles is {@code 0.77}, Dawson's Kayles {@code 0.07}, Nim
 * {@code 0.[3]}.
 *
 * <p>The notation as CGSuite reads it, for these games: hexadecimal digits {@code 0-9 A-F}
 * (either case); a {@code !} after a digit for "the heaps left are pairwise unequal" (Grundy's
 * game, split a heap into two unequal ones, is {@code 4!.0}); a repeating tail in brackets
 * ({@code 0.[3]}: every amount may be taken, leaving one heap or none). Anything else is refused
 * with the position of the bad character. {@link #toString()} prints the canonical form
 * (trailing zeros dropped, upper-case digits), which parses back to an equal code.
 *
 * <p>Immutable. It is the {@link HeapMoves} of its game: options in order of objects taken, then
 * of heaps left, then the heaps ascending.
 *
 * @since SPI version 2
 */
public final class TakeBreakCode implements HeapMoves {

    private static final String DIGITS = "0123456789ABCDEF";

    /** Bit j of digits[k]: taking k may leave j heaps. */
    private final int[] digits;
    /** unequal[k]: the heaps left by taking k must be pairwise unequal. */
    private final boolean[] unequal;
    /** The first index of the repeating tail, or -1 for a finite code. */
    private final int repeatFrom;

    private TakeBreakCode(int[] digits, boolean[] unequal, int repeatFrom) {
        this.digits = digits;
        this.unequal = unequal;
        this.repeatFrom = repeatFrom;
    }

    /**
     * Parses a code such as {@code 0.77}, {@code .6}, {@code 4!.0}, {@code 0.[37]}, {@code 0.F}.
     *
     * @param text the code, e.g. as a user typed it
     * @return the code, normalized (so {@code 0.3[3]} and {@code 0.[3]} are equal)
     * @throws IllegalArgumentException naming the character and its position (1-based) when the
     *                                  text is not a code
     */
    public static TakeBreakCode parse(String text) {
        int n = text.length();
        int i = 0;
        int[] ds = new int[n + 1];
        boolean[] ne = new boolean[n + 1];
        int count = 0;
        // d0: at most one digit before the point, 0 when there is none.
        if (i < n && text.charAt(i) != '.') {
            ds[0] = digit(text, i);
            i++;
            if (i < n && text.charAt(i) == '!') {
                ne[0] = true;
                i++;
            }
        }
        if (i >= n || text.charAt(i) != '.') {
            throw bad(text, i, i >= n ? "a '.' after the first digit" : "a '.' (one digit at most before it)");
        }
        if ((ds[0] & 3) != 0) {
            throw bad(text, 0, "a first digit of 0, 4, 8 or C (splitting without taking: leaving 0 or 1 heaps"
                    + " is no move)");
        }
        count = 1;
        i++;
        int repeat = -1;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '[') {
                if (repeat >= 0) {
                    throw bad(text, i, "one repeating tail at most");
                }
                repeat = count;
                i++;
                continue;
            }
            if (c == ']') {
                if (repeat < 0 || repeat == count || i != n - 1) {
                    throw bad(text, i, repeat < 0 ? "a digit (no '[' before this ']')"
                            : repeat == count ? "a digit in the repeating tail" : "the end of the code after ']'");
                }
                i++;
                break;
            }
            ds[count] = digit(text, i);
            i++;
            if (i < n && text.charAt(i) == '!') {
                ne[count] = true;
                i++;
            }
            count++;
        }
        if (repeat >= 0 && (i != n || text.charAt(n - 1) != ']')) {
            throw bad(text, n, "']' to close the repeating tail");
        }
        return normalized(Arrays.copyOf(ds, count), Arrays.copyOf(ne, count), repeat);
    }

    private static int digit(String text, int i) {
        int d = DIGITS.indexOf(Character.toUpperCase(text.charAt(i)));
        if (d < 0) {
            throw bad(text, i, "a digit 0-9 or A-F");
        }
        return d;
    }

    private static IllegalArgumentException bad(String text, int i, String expected) {
        String found = i >= text.length() ? "the end" : "'" + text.charAt(i) + "'";
        return new IllegalArgumentException("'" + text + "' is not a take-and-break code: expected " + expected
                + " at character " + (i + 1) + ", found " + found);
    }

    /** Trailing zero digits dropped, a repeating tail of zeros dropped, '!' only where it can matter. */
    private static TakeBreakCode normalized(int[] ds, boolean[] ne, int repeat) {
        for (int k = 0; k < ds.length; k++) {
            // Unequal heaps only matter when a move may leave two or more.
            ne[k] &= ds[k] >= 4;
        }
        if (repeat >= 0) {
            boolean zeros = true;
            for (int k = repeat; k < ds.length; k++) {
                zeros &= ds[k] == 0;
            }
            if (zeros) {
                return normalized(Arrays.copyOf(ds, repeat), Arrays.copyOf(ne, repeat), -1);
            }
            // The shortest tail: its least period, then started as early as it can (0.3[3] is 0.[3]).
            int length = ds.length - repeat;
            int q = length;
            for (int p = 1; p < length; p++) {
                if (length % p == 0 && repeats(ds, ne, repeat, p)) {
                    q = p;
                    break;
                }
            }
            int from = repeat;
            while (from > 1 && ds[from - 1] == ds[from - 1 + q] && ne[from - 1] == ne[from - 1 + q]) {
                from--;
            }
            return new TakeBreakCode(Arrays.copyOf(ds, from + q), Arrays.copyOf(ne, from + q), from);
        }
        int last = ds.length - 1;
        while (last > 0 && ds[last] == 0) {
            last--;
        }
        return new TakeBreakCode(Arrays.copyOf(ds, last + 1), Arrays.copyOf(ne, last + 1), -1);
    }

    /** True when the tail from {@code from} repeats at distance {@code p}. */
    private static boolean repeats(int[] ds, boolean[] ne, int from, int p) {
        for (int k = from; k + p < ds.length; k++) {
            if (ds[k] != ds[k + p] || ne[k] != ne[k + p]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The digit of taking {@code k} objects (its bits: the numbers of heaps it may leave).
     *
     * @param k the number of objects taken, 0 or more
     * @return the digit, 0 to 15; 0 beyond a finite code
     */
    public int digit(long k) {
        if (k < digits.length) {
            return digits[(int) k];
        }
        if (repeatFrom < 0) {
            return 0;
        }
        return digits[(int) (repeatFrom + (k - repeatFrom) % (digits.length - repeatFrom))];
    }

    /**
     * True when the heaps left by taking {@code k} objects must be pairwise unequal ({@code !}).
     *
     * @param k the number of objects taken, 0 or more
     * @return true if digit {@code k} carries a {@code !}
     */
    public boolean unequal(long k) {
        if (k < unequal.length) {
            return unequal[(int) k];
        }
        return repeatFrom >= 0 && unequal[(int) (repeatFrom + (k - repeatFrom) % (unequal.length - repeatFrom))];
    }

    /**
     * True when the code has a repeating tail: amounts without bound may be taken.
     *
     * @return true for a code with {@code [...]}
     */
    public boolean isInfinite() {
        return repeatFrom >= 0;
    }

    /**
     * The most objects one move takes, {@code t}: the last non-zero digit (0 for splitting only);
     * empty for an infinite code.
     *
     * @return {@code t}, or empty
     */
    public OptionalInt maxTake() {
        return isInfinite() ? OptionalInt.empty() : OptionalInt.of(digits.length - 1);
    }

    /**
     * The most heaps one move leaves: 1, 2 or 3 (0 when no move leaves any).
     *
     * @return from the highest bit set in any digit
     */
    public int maxParts() {
        int bits = 0;
        for (int d : digits) {
            bits |= d;
        }
        return bits >= 8 ? 3 : bits >= 4 ? 2 : bits >= 2 ? 1 : 0;
    }

    /**
     * True when some digit asks for unequal heaps ({@code !}).
     *
     * @return true if any digit carries a {@code !} that matters (one that may leave two or more heaps)
     */
    public boolean hasUnequal() {
        for (boolean b : unequal) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The theorem that proves a period of this game's values, if one applies: for a finite code
     * without {@code !}, the Guy–Smith theorem and its extension to three heaps
     * ({@link PeriodCriterion#takeAndBreak}); none for an infinite code or one with {@code !}
     * (no theorem is known to us there: such a code says so rather than guess).
     *
     * @return the criterion, or empty
     */
    public Optional<PeriodCriterion> periodCriterion() {
        if (isInfinite() || hasUnequal()) {
            return Optional.empty();
        }
        return Optional.of(PeriodCriterion.takeAndBreak(digits.length - 1, Math.max(1, maxParts())));
    }

    /**
     * The options of {@code heap}: for each amount {@code k} (0 first) whose digit allows it, each
     * way of leaving the rest as {@code j} non-empty heaps (ascending in the option), for the
     * {@code j} the digit's bits allow, fewer heaps first. The array is reused.
     */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        long most = isInfinite() ? heap : Math.min(heap, digits.length - 1);
        long[][] buffers = {new long[0], new long[1], new long[2], new long[3]};
        for (long k = 0; k <= most; k++) {
            int d = digit(k);
            if (d == 0) {
                continue;
            }
            long rest = heap - k;
            boolean ne = unequal(k);
            if (k > 0 && (d & 1) != 0 && rest == 0 && !sink.accept(buffers[0])) {
                return;
            }
            if (k > 0 && (d & 2) != 0 && rest >= 1) {
                buffers[1][0] = rest;
                if (!sink.accept(buffers[1])) {
                    return;
                }
            }
            if ((d & 4) != 0) {
                long[] two = buffers[2];
                for (long a = 1; 2 * a <= rest; a++) {
                    if (ne && 2 * a == rest) {
                        break;
                    }
                    two[0] = a;
                    two[1] = rest - a;
                    if (!sink.accept(two)) {
                        return;
                    }
                }
            }
            if ((d & 8) != 0) {
                long[] three = buffers[3];
                for (long a = 1; 3 * a <= rest; a++) {
                    for (long b = ne ? a + 1 : a; a + 2 * b <= rest; b++) {
                        long c = rest - a - b;
                        if (ne && c == b) {
                            continue;
                        }
                        three[0] = a;
                        three[1] = b;
                        three[2] = c;
                        if (!sink.accept(three)) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /**
     * Whether {@code heap} has {@code option} among its options ({@link #forEachOption}), decided
     * by the digit of the amount taken, in time independent of the heap (listing the options of a
     * heap of 2^62 would never end).
     *
     * @param heap   a heap, 0 or more
     * @param option the heaps a move leaves, in any order: none, or one to three non-empty heaps
     * @return true if some move of the code turns {@code heap} into exactly these heaps
     */
    public boolean allows(long heap, long[] option) {
        int parts = option.length;
        if (heap < 0 || parts > 3) {
            return false;
        }
        long rest = 0;
        for (long h : option) {
            if (h < 1 || h > heap - rest) {
                return false;
            }
            rest += h;
        }
        long k = heap - rest;
        // Taking nothing and leaving the heap whole (or nothing of nothing) is no move.
        if ((digit(k) & (1 << parts)) == 0 || k == 0 && parts <= 1) {
            return false;
        }
        if (unequal(k)) {
            for (int i = 0; i < parts; i++) {
                for (int j = i + 1; j < parts; j++) {
                    if (option[i] == option[j]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * The fastest mex engine for this code's values: the rare/common engine for a finite code
     * whose moves leave at most two heaps, the plain loop written out for the code otherwise
     * (three heaps, or amounts without bound). Rare/common cannot pay for three heaps: three common
     * heaps make a common value, which a walk over the rare heaps misses, and on the hexadecimal
     * codes measured ({@code bench/README.md}, "Three-heap codes") a third to a half of the heaps
     * are rare, or (0.F8) the walk misses values at 99% of the heaps. A new engine at each call; keep one for the game: it goes on from where its
     * last fill ended (any fill elsewhere rebuilds its state), one fill at a time.
     *
     * @return a new engine, not thread-safe
     */
    public ValueEngine engine() {
        return !isInfinite() && maxParts() <= 2 ? RareCommon.of(this) : new SplitEngine(this);
    }

    /** The canonical code: {@code 0.77}, {@code 4!.0}, {@code 0.[3]}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(DIGITS.charAt(digits[0])).append(unequal[0] ? "!" : "").append('.');
        if (digits.length == 1) {
            return s.append('0').toString();
        }
        for (int k = 1; k < digits.length; k++) {
            if (k == repeatFrom) {
                s.append('[');
            }
            s.append(DIGITS.charAt(digits[k])).append(unequal[k] ? "!" : "");
        }
        return repeatFrom >= 0 ? s.append(']').toString() : s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TakeBreakCode c && c.repeatFrom == repeatFrom && Arrays.equals(c.digits, digits)
                && Arrays.equals(c.unequal, unequal);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits) * 31 + Arrays.hashCode(unequal) + repeatFrom;
    }
}
