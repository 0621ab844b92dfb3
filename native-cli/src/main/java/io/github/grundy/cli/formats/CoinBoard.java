package io.github.grundy.cli.formats;

import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.SplitMix64;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The board of a coin-turning format, for {@code gen}: cells of one to three coordinates, each in
 * {@code lo..hi}, what a head on a cell is worth, and a random cell of a given worth. Positions
 * are drawn here: distinct heads whose worths nim-add to 0 (lost) or not (won).
 */
interface CoinBoard {

    /** Draws of a lost position before the request is refused. */
    int TRIES = 64;

    /** The coordinates of a cell. */
    int dimensions();

    /** The worth of a head on {@code cell}. */
    long worth(long[] cell);

    /**
     * Fills {@code cell} with a random cell of {@code lo..hi} worth {@code value}.
     *
     * @return false when this draw found none (another may)
     */
    boolean cellWorth(long value, long[] cell, long lo, long hi, SplitMix64 random);

    /**
     * {@code n} distinct heads in {@code lo..hi} with the verdict (null: any), their coordinates one
     * cell after another.
     *
     * @throws IllegalArgumentException when no such position was found
     */
    default long[] position(int n, long lo, long hi, Outcome verdict, SplitMix64 random) {
        int d = dimensions();
        double cellsThere = Math.pow(hi - lo + 1.0, d);
        if (cellsThere < n) {
            throw new IllegalArgumentException("a board of " + (long) cellsThere + " cells has no " + n + " distinct heads");
        }
        if (n == 0) {
            if (verdict == Outcome.N) {
                throw new IllegalArgumentException("no head is a lost position, not a won one");
            }
            return new long[0];
        }
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Set<List<Long>> seen = new HashSet<>();
            long[] cells = new long[n * d];
            long[] cell = new long[d];
            long sum = 0;
            int placed = 0;
            int last = verdict == Outcome.P ? n - 1 : n;
            while (placed < last) {
                for (int i = 0; i < d; i++) {
                    cell[i] = random.between(lo, hi);
                }
                if (seen.add(key(cell))) {
                    System.arraycopy(cell, 0, cells, placed * d, d);
                    sum ^= worth(cell);
                    placed++;
                }
            }
            if (verdict == Outcome.P) {
                if (sum != 0 && cellWorth(sum, cell, lo, hi, random) && !seen.contains(key(cell))) {
                    System.arraycopy(cell, 0, cells, placed * d, d);
                    return cells;
                }
            } else if (verdict == null || sum != 0) {
                return cells;
            }
        }
        throw new IllegalArgumentException("no " + (verdict == Outcome.P ? "lost" : "won") + " position of " + n
                + (n == 1 ? " head" : " heads") + " found in " + TRIES + " draws");
    }

    private static List<Long> key(long[] cell) {
        return Arrays.stream(cell).boxed().toList();
    }
}
