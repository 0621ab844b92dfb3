package io.github.grundy.cli.plot;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import java.util.BitSet;

/**
 * The points of a plot on its pixel grid: a column a heap, or, when there are more heaps than
 * pixels across, a column for each pixel, with a point at each row some heap of the column
 * reaches (so the bands of values show); and which columns hold a P-position (value 0).
 *
 * @param columns how many columns across the plot
 * @param rows    how many rows above the value 0, up to the top of the value axis
 * @param hit     bit {@code column * (rows + 1) + row}: some heap of the column has that row's value
 *                (row 0: the value 0, a P-position)
 */
public record PlotGrid(int columns, int rows, BitSet hit) {

    /**
     * The heaps {@code from..to} of {@code game} (prepared that far) in {@code columns} columns,
     * values {@code 0..top} in {@code rows + 1} rows (row 0 the value 0).
     */
    static PlotGrid of(HeapGame game, long from, long to, long count, int columns, int rows, long top) {
        BitSet hit = new BitSet(columns * (rows + 1));
        for (long n = from; n <= to; n++) {
            if ((n & 0xFFFF) == 0) {
                // A plot of 10^8 heaps takes seconds: --timeout and Ctrl-C stop it here.
                Cancellation.checkpoint();
            }
            int c = column(n - from, count, columns);
            long v = game.grundy(n);
            // Row 0 is the P-positions' own: a value of 1 among thousands stays above it.
            int r = v == 0 ? 0 : (int) Math.max(1, Math.min(rows, Math.round((double) v * rows / top)));
            hit.set(c * (rows + 1) + r);
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
        return new PlotGrid(columns, rows, hit);
    }

    /** The column of the heap {@code offset} places after the first, of {@code count}. */
    static int column(long offset, long count, int columns) {
        if (offset <= Long.MAX_VALUE / columns) {
            return (int) (offset * columns / count);
        }
        // Only for ranges of more than 2^50 heaps or so, which no table holds: near enough.
        return (int) Math.min(columns - 1, Math.floor((double) offset / count * columns));
    }

    /** The rows of column {@code c} that some heap reaches, from the bottom; call {@code each} for each. */
    void forEachHit(int c, java.util.function.IntConsumer each) {
        int base = c * (rows + 1);
        for (int at = hit.nextSetBit(base); at >= 0 && at <= base + rows; at = hit.nextSetBit(at + 1)) {
            each.accept(at - base);
        }
    }

    /** Whether some heap of column {@code c} is a P-position (value 0, row 0). */
    boolean zero(int c) {
        return hit.get(c * (rows + 1));
    }
}
