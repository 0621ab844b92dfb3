package io.github.grundy.core.normal;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;

/**
 * The xor engine: the nim-sum (bitwise xor) of Grundy values. By the Sprague–Grundy theorem the
 * Grundy value of a sum of games is the nim-sum of the components' values, and the player to
 * move wins iff it is non-zero.
 */
public final class NimSum {

    private NimSum() {
    }

    /**
     * The nim-sum of plain values (Nim heaps are their own Grundy values).
     *
     * @param values Grundy values, each 0 or more
     * @return their xor, 0 for none
     */
    public static long of(long[] values) {
        return of(values, 0, values.length);
    }

    /**
     * The nim-sum of {@code values[from..to)}.
     *
     * @param values Grundy values, each 0 or more
     * @param from   the first index xored
     * @param to     the index after the last one xored
     * @return the xor of that range, 0 when it is empty
     */
    public static long of(long[] values, int from, int to) {
        long x = 0;
        for (int i = from; i < to; i++) {
            x ^= values[i];
        }
        return x;
    }

    /**
     * The Grundy value of a sum of heaps: the nim-sum of each heap's Grundy value.
     *
     * @param sum the position, its games prepared for its heaps
     * @return the xor of {@link HeapGame#grundy} of every heap
     * @throws IllegalArgumentException if a heap's game cannot give its value
     */
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
