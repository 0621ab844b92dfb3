package io.github.grundy.cli.formats;

import io.github.grundy.core.gen.SplitMix64;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.nimber.Nimbers;
import io.github.grundy.core.turning.Tartan;
import io.github.grundy.variants.turning.TurningTurtlesVariant;
import java.io.IOException;
import java.util.Collections;

/**
 * The lights of HDU 3404 and POJ 3533: a board of Turning Turtles in two or three dimensions
 * (coordinates from 1), whose move toggles the corners of a box with its far corner on. By the
 * Tartan theorem a light at (x, y) is worth x ⊗ y (x ⊗ y ⊗ z in three), Turning Turtles' coin
 * n being worth n; a light listed twice is one light, on.
 */
final class Lights implements CoinBoard {

    private static final String[] AXES = {"a light's x", "a light's y", "a light's z"};

    private final Tartan board;

    Lights(int dimensions) {
        this.board = new Tartan(Collections.nCopies(dimensions, new TurningTurtlesVariant().strip()));
    }

    @Override
    public int dimensions() {
        return board.strips().size();
    }

    @Override
    public long worth(long[] cell) {
        return board.value(cell);
    }

    /** All coordinates but the last drawn; the last is the worth over their product, if in range. */
    @Override
    public boolean cellWorth(long value, long[] cell, long lo, long hi, SplitMix64 random) {
        long rest = 1;
        for (int i = 0; i < cell.length - 1; i++) {
            cell[i] = random.between(lo, hi);
            rest = Nimbers.product(rest, cell[i]);
        }
        long last = Nimbers.quotient(value, rest);
        cell[cell.length - 1] = last;
        return Long.compareUnsigned(last, lo) >= 0 && Long.compareUnsigned(last, hi) <= 0;
    }

    /**
     * Reads the {@code n} lights of a case into {@code lights} (cleared first) and returns the
     * nim-sum of their worths: 0 when the player to move loses.
     */
    long read(NumberReader in, int n, DistinctCells lights) throws IOException {
        lights.clear();
        int d = dimensions();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long x = coordinate(in, 0);
            long y = coordinate(in, 1);
            long z = d == 3 ? coordinate(in, 2) : 0;
            if (lights.add(x, y, z)) {
                sum ^= d == 3 ? board.value(x, y, z) : board.value(x, y);
            }
        }
        return sum;
    }

    private static long coordinate(NumberReader in, int axis) throws IOException {
        long v = in.next(AXES[axis]);
        if (v == 0) {
            throw in.rejectLast(AXES[axis] + " of at least 1 (numbered from 1)", 0);
        }
        return v;
    }
}
