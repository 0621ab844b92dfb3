package io.github.grundy.core.rule;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.grid.PointFilter;
import io.github.grundy.core.grid.ValueBox;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.normal.MexSet;
import io.github.grundy.core.rule.PointValues.Known;

/**
 * How a {@link CoordinateGame} values every point of a rectangle (a grid) or of a box of any
 * dimension at once: the points in order, each one's mex read straight where its options lie when
 * they are all valued, else by {@link PointValues}'s walk, into one table shared by all, so that
 * each point is valued once.
 */
final class BoxValues {

    private final BoundRule rule;
    private final String description;
    private final PointValues walk;
    /** How many points' options this evaluated (and the walks it started): each point of a box once. */
    private long evaluations;

    BoxValues(BoundRule rule, String description, PointValues walk) {
        this.rule = rule;
        this.description = description;
        this.walk = walk;
    }

    /** How many times the rule was evaluated at a point of the box, or a walk started from one: once a point. */
    long evaluations() {
        return evaluations;
    }

    private int k() {
        return rule.width();
    }

    /**
     * The values of the points of a {@code rows x columns} rectangle, row after row: each point's
     * mex read straight from its options when they are all valued (the usual case, a rule that
     * moves down and left), else by the walk. The rectangle's values are kept in an array; points
     * outside it that the walk needs count towards the game's limit of points.
     */
    ValueGrid grid(int rows, int columns) {
        if (k() != 2) {
            throw new IllegalArgumentException(description + ": a grid is of points of two coordinates; this rule's"
                    + " have " + k());
        }
        if (rows < 1 || columns < 1) {
            throw new IllegalArgumentException("a grid has at least one row and one column, found " + rows + " x "
                    + columns);
        }
        if ((long) rows * columns > CoordinateGame.MAX_GRID) {
            throw new LimitExceededException(description + ": a grid of " + rows + " x " + columns + " points is more"
                    + " than the " + CoordinateGame.MAX_GRID + " (4096 x 4096) valued at once");
        }
        long[] values = valuesOf(new long[] {rows, columns}, PointFilter.ALL);
        for (int i = 0; i < values.length; i++) {
            values[i] = values[i] == PointTable.INFINITE ? ValueGrid.INFINITE : values[i];
        }
        return new ValueGrid(rows, columns, values);
    }

    /**
     * The values of the points of the box whose coordinate {@code i} goes from 0 to {@code lasts[i]},
     * those {@code keep} keeps ({@link ValueBox#LEFT_OUT} for the others), each valued once.
     */
    ValueBox box(long[] lasts, PointFilter keep) {
        if (lasts.length != k()) {
            throw new IllegalArgumentException(description + ": a point has " + k() + " coordinates, and the box "
                    + lasts.length);
        }
        long n = ValueBox.points(lasts);
        if (n < 0) {
            StringBuilder size = new StringBuilder();
            for (long last : lasts) {
                size.append(size.length() == 0 ? "" : " x ").append(last + 1L);
            }
            throw new LimitExceededException(description + ": a box of " + size + " points is more than the "
                    + ValueBox.MAX_POINTS + " valued at once");
        }
        long[] sizes = new long[lasts.length];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = lasts[i] + 1;
        }
        long[] values = valuesOf(sizes, keep);
        for (int i = 0; i < values.length; i++) {
            values[i] = values[i] == PointTable.INFINITE ? ValueBox.INFINITE : values[i];
        }
        return new ValueBox(lasts, values);
    }

    /**
     * The values of the points {@code 0 <= x_i < sizes[i]} in order (the last coordinate fastest),
     * {@link ValueBox#LEFT_OUT} for those {@code keep} leaves out: each point's mex read straight
     * from its options when they are all valued (the usual case, a rule that moves down), else by
     * the walk. The box's values are kept in an array, shared by all; points outside it that the
     * walk needs count towards the game's limit of points.
     */
    private long[] valuesOf(long[] sizes, PointFilter keep) {
        int k = k();
        Known known = new Known(new PointTable(k, 16, sizes), new PointTable(k, 16));
        long[] values = new long[Math.toIntExact(ValueBox.points(lastsOf(sizes)))];
        long[] point = new long[k];
        DirectMex mex = new DirectMex(known.values(), k);
        for (int i = 0; i < values.length; i++) {
            if ((i & 0xFFF) == 0) {
                Cancellation.checkpoint();
            }
            if (!keep.keeps(point)) {
                values[i] = ValueBox.LEFT_OUT;
            } else {
                long v = known.values().get(point, 0);
                if (v == PointTable.ABSENT) {
                    v = direct(point, mex);
                    if (v >= 0) {
                        known.values().put(point, 0, v);
                    } else {
                        evaluations++;
                        v = walk.value(point, 0, known);
                    }
                }
                values[i] = v;
            }
            // The next point: the last coordinate fastest.
            for (int c = k - 1; c >= 0 && ++point[c] == sizes[c]; c--) {
                point[c] = 0;
            }
        }
        return values;
    }

    private static long[] lastsOf(long[] sizes) {
        long[] lasts = new long[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            lasts[i] = sizes[i] - 1;
        }
        return lasts;
    }

    /**
     * The value of {@code point} as the mex of its options' values when every point of every
     * option is valued and finite; -1 (nothing stored) when one is not. No allocation: the
     * options are read where the rule writes them, into {@code mex}, one for all the points of a grid.
     */
    private long direct(long[] point, DirectMex mex) {
        evaluations++;
        mex.clear();
        if (rule.rule().vector()) {
            rule.forEachOptionInPlace(point, mex);
        } else {
            // Unchecked: an option with a negative coordinate is never valued, so the walk meets it and says so.
            rule.forEachPointInPlace(point, mex);
        }
        return mex.whole ? mex.seen.mex() : -1;
    }

    /**
     * The mex of a point's options read in place: one final class, so that the JIT sees one sink.
     * A line of options that lies in the table's box is read along its array, in one loop: on the
     * native binary, where no profile inlines this sink into the rule's loops, a call an option was
     * most of Wythoff's grid.
     */
    static final class DirectMex implements Code.LineSink {
        private final PointTable table;
        private final MexSet seen = new MexSet();
        private final int k;
        /** An item of a line the box does not hold, written out for {@link #accept}. */
        private final long[] item = new long[2];
        boolean whole = true;

        DirectMex(PointTable table, int k) {
            this.table = table;
            this.k = k;
        }

        /** Ready for the next point: no option seen. */
        void clear() {
            seen.clear();
            whole = true;
        }

        @Override
        public int acceptLine(long x, long dx, long y, long dy, int width, int turns) {
            if (width == 2 && k == 2) {
                int first = table.boxIndex(x, y);
                // The box is convex: a line whose two ends are in it lies in it.
                if (first >= 0 && table.boxIndex(x + (turns - 1) * dx, y + (turns - 1) * dy) >= 0) {
                    long[] box = table.box();
                    int step = (int) (dx * table.boxColumns() + dy);
                    int at = first;
                    for (int t = 0; t < turns; t++, at += step) {
                        long v = box[at];
                        if (v < 0) {
                            whole = false;
                            return t;
                        }
                        seen.add(v);
                    }
                    return turns;
                }
            }
            for (int t = 0; t < turns; t++) {
                item[0] = x + t * dx;
                item[1] = y + t * dy;
                if (!accept(item, width)) {
                    return t;
                }
            }
            return turns;
        }

        @Override
        public boolean accept(long[] option, int length) {
            long x = 0;
            for (int i = 0; i < length; i += k) {
                long v = table.get(option, i);
                if (v < 0) {
                    whole = false;
                    return false;
                }
                x ^= v;
            }
            seen.add(x);
            return true;
        }
    }

}
