package io.github.grundy.core;

/**
 * The xor engine: the nim-sum (bitwise xor) of Grundy values. By the Sprague–Grundy theorem the
 * Grundy value of a sum of games is the nim-sum of the components' values, and the player to
 * move wins iff it is non-zero.
 */
public final class NimSum {

    private NimSum() {
    }

    /** The nim-sum of plain values (Nim heaps are their own Grundy values). */
    public static long of(long[] values) {
        return of(values, 0, values.length);
    }

    /** The nim-sum of {@code values[from..to)}. */
    public static long of(long[] values, int from, int to) {
        long x = 0;
        for (int i = from; i < to; i++) {
            x ^= values[i];
        }
        return x;
    }

    /** The Grundy value of a sum of heaps: the nim-sum of each heap's Grundy value. */
    public static long of(HeapSum sum) {
        if (sum instanceof HeapSum.Uniform u) {
            // One game for every heap: a monomorphic loop the JIT can inline.
            HeapGame game = u.game();
            long x = 0;
            for (long h : u.heaps()) {
                x ^= game.grundy(h);
            }
            return x;
        }
        long x = 0;
        for (int i = 0, n = sum.size(); i < n; i++) {
            x ^= sum.game(i).grundy(sum.heap(i));
        }
        return x;
    }
}
