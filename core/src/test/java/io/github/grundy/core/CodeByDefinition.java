package io.github.grundy.core;

import io.github.grundy.core.game.HeapMoves;

/**
 * A finite take-and-break code read and played by its definition alone, sharing no code with
 * grundy's parser, move generator or engines: the independent side of the proof audits.
 *
 * <p>{@code d0.d1d2...dt} in hexadecimal digits, no {@code !}, no tail: taking {@code j} objects
 * (1 to {@code t}; 0 only with {@code d0}) may leave no heap (bit 1, the heap was exactly {@code j}),
 * one non-empty heap (bit 2), two (bit 4) or three (bit 8).
 */
public final class CodeByDefinition {

    private final String text;
    private final int[] digits;

    private CodeByDefinition(String text, int[] digits) {
        this.text = text;
        this.digits = digits;
    }

    /** The code {@code text}, such as {@code 0.77} or {@code C.0F}. */
    public static CodeByDefinition of(String text) {
        int point = text.indexOf('.');
        if (point > 1 || point < 0) {
            throw new IllegalArgumentException("not a plain code: " + text);
        }
        String all = (point == 0 ? "0" : text.substring(0, 1)) + text.substring(point + 1);
        int[] digits = new int[all.length()];
        for (int i = 0; i < all.length(); i++) {
            digits[i] = Character.digit(all.charAt(i), 16);
            if (digits[i] < 0) {
                throw new IllegalArgumentException("not a plain code: " + text);
            }
        }
        return new CodeByDefinition(text, digits);
    }

    /** Every option of {@code heap}, as the heaps left (no empty ones). */
    public HeapMoves moves() {
        return (heap, sink) -> {
            for (int j = 0; j < digits.length && j <= heap; j++) {
                int d = digits[j];
                long rest = heap - j;
                if (j > 0 && (d & 1) != 0 && rest == 0 && !sink.accept(new long[0])) {
                    return;
                }
                if (j > 0 && (d & 2) != 0 && rest >= 1 && !sink.accept(new long[] {rest})) {
                    return;
                }
                for (long a = 1; (d & 4) != 0 && a <= rest - a; a++) {
                    if (!sink.accept(new long[] {a, rest - a})) {
                        return;
                    }
                }
                for (long a = 1; (d & 8) != 0 && 3 * a <= rest; a++) {
                    for (long b = a; b <= rest - a - b; b++) {
                        if (!sink.accept(new long[] {a, b, rest - a - b})) {
                            return;
                        }
                    }
                }
            }
        };
    }

    /**
     * The Grundy values of heaps {@code 0..length-1}: each the least number that is not the xor of
     * the values of the heaps an option leaves (the options of {@link #moves()}, written out as
     * loops so that long tables cost no allocation per option).
     */
    public int[] values(int length) {
        int[] g = new int[length];
        boolean[] seen = new boolean[2 * length + 64];
        for (int n = 0; n < length; n++) {
            java.util.Arrays.fill(seen, false);
            for (int j = 0; j < digits.length && j <= n; j++) {
                int d = digits[j];
                int rest = n - j;
                if (j > 0 && (d & 1) != 0 && rest == 0) {
                    mark(seen, 0);
                }
                if (j > 0 && (d & 2) != 0 && rest >= 1) {
                    mark(seen, g[rest]);
                }
                for (int a = 1; (d & 4) != 0 && a <= rest - a; a++) {
                    mark(seen, g[a] ^ g[rest - a]);
                }
                for (int a = 1; (d & 8) != 0 && 3 * a <= rest; a++) {
                    for (int b = a; b <= rest - a - b; b++) {
                        mark(seen, g[a] ^ g[b] ^ g[rest - a - b]);
                    }
                }
            }
            int m = 0;
            while (m < seen.length && seen[m]) {
                m++;
            }
            if (m == seen.length) {
                throw new IllegalStateException(text + ": heap " + n + " has a value past " + m + ", more than this"
                        + " check counts");
            }
            g[n] = m;
        }
        return g;
    }

    /** Values past the array cannot be the mex unless every value below is seen, which is checked. */
    private static void mark(boolean[] seen, int value) {
        if (value < seen.length) {
            seen[value] = true;
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
