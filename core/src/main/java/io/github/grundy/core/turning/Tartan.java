package io.github.grundy.core.turning;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.nimber.Nimbers;
import java.util.List;

/**
 * The Tartan (direct) product of coin-turning strips: a move on the board turns over the cells
 * (x_i, y_j, ...) of a move x_1..x_k of the first strip and a move y_1..y_l of the second (and so
 * on), its far corner from heads to tails. By the Tartan theorem (<i>Winning Ways</i>, ch. 14) a
 * head at (x, y, ...) is worth the nim product of the strips' single-head values g1(x) ⊗ g2(y) ⊗ ...,
 * and a board of heads the nim-sum of its heads' worths.
 *
 * @param strips the factors, two or more, each a strip as a heap game (heap n: a head at coin n)
 */
public record Tartan(List<HeapGame> strips) {

    /**
     * The product of {@code strips}, copied.
     *
     * @param strips the factors, two or more
     */
    public Tartan {
        strips = List.copyOf(strips);
        if (strips.size() < 2) {
            throw new IllegalArgumentException("a Tartan product has two strips or more, found " + strips.size());
        }
    }

    /**
     * The worth of a head at {@code cell}: one coordinate per strip, each a coin of that strip.
     *
     * @param cell the coordinates, as many as strips; not kept
     * @return the nim product of the strips' values at those coins
     */
    public long value(long[] cell) {
        checkDimensions(cell.length);
        long v = 1;
        for (int i = 0; i < cell.length && v != 0; i++) {
            v = Nimbers.product(v, strips.get(i).grundy(cell[i]));
        }
        return v;
    }

    /**
     * {@link #value(long[])} of a board of two strips, with no array.
     *
     * @param x the coin of the first strip
     * @param y the coin of the second strip
     * @return g1(x) ⊗ g2(y)
     */
    public long value(long x, long y) {
        checkDimensions(2);
        return Nimbers.product(strips.get(0).grundy(x), strips.get(1).grundy(y));
    }

    /**
     * {@link #value(long[])} of a board of three strips, with no array.
     *
     * @param x the coin of the first strip
     * @param y the coin of the second strip
     * @param z the coin of the third strip
     * @return g1(x) ⊗ g2(y) ⊗ g3(z)
     */
    public long value(long x, long y, long z) {
        checkDimensions(3);
        return Nimbers.product(Nimbers.product(strips.get(0).grundy(x), strips.get(1).grundy(y)), strips.get(2).grundy(z));
    }

    private void checkDimensions(int n) {
        if (strips.size() != n) {
            throw new IllegalArgumentException("a cell of " + strips.size() + " coordinates, found " + n);
        }
    }
}
