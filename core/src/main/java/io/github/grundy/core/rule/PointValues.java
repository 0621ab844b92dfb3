package io.github.grundy.core.rule;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.core.normal.MexSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How a {@link CoordinateGame} values its points: a walk over the points a point reaches, each
 * valued once as the mex of its options' values; where the walk comes back to a point (a loopy
 * rule), the generalized Sprague–Grundy labelling of every point reachable ({@link BoxValues}
 * values a grid or box of points at once). Stateless but for the rule and its limit: the values
 * go into the {@link Known} tables it is handed.
 */
final class PointValues {

    private final BoundRule rule;
    private final String description;
    private final long maxPoints;
    private final String limitName;

    PointValues(BoundRule rule, String description, long maxPoints, String limitName) {
        this.rule = rule;
        this.description = description;
        this.maxPoints = maxPoints;
        this.limitName = limitName;
    }

    private int k() {
        return rule.width();
    }

    /**
     * The points valued: their values ({@link PointTable#INFINITE} for {@code ∞(K)}) and, for the
     * points a loopy labelling valued, the order it gave their finite values (the counter a
     * winner moves down, so that the win comes in finitely many moves).
     */
    record Known(PointTable values, PointTable counters) {
        Known copy() {
            return new Known(values.copy(), counters.copy());
        }
    }

    /**
     * The value of the point at {@code start[at..at+k)}, by an iterative walk over the points it
     * reaches, each valued once and kept in {@code known}; a point's options are walked from where
     * the walk left them (a cursor), so each option is looked at twice in all, not once per child.
     * A point met again on the walk, or one of infinite value, makes the rule loopy from here: the
     * points reachable are then valued together ({@link #loopy}).
     */
    long value(long[] start, int at, Known known) {
        long done = known.values.get(start, at);
        if (done >= 0 || done == PointTable.INFINITE) {
            return done;
        }
        long[] root = Arrays.copyOfRange(start, at, at + k());
        ArrayDeque<Step> stack = new ArrayDeque<>();
        stack.push(new Step(root, options(root)));
        known.values.put(root, 0, PointTable.OPEN);
        long added = 0;
        while (!stack.isEmpty()) {
            Step step = stack.peek();
            long[] next = null;
            while (next == null && step.option < step.options.size()) {
                long[] option = step.options.get(step.option);
                for (; step.part < option.length; step.part += k()) {
                    long v = known.values.get(option, step.part);
                    if (v == PointTable.OPEN || v == PointTable.INFINITE) {
                        return loopy(root, known);
                    }
                    if (v < 0) {
                        next = Arrays.copyOfRange(option, step.part, step.part + k());
                        break;
                    }
                }
                if (next == null) {
                    step.option++;
                    step.part = 0;
                }
            }
            if (next != null) {
                if (++added > maxPoints) {
                    throw tooMany(root);
                }
                if ((added & 0x3FF) == 0) {
                    Cancellation.checkpoint();
                }
                stack.push(new Step(next, options(next)));
                known.values.put(next, 0, PointTable.OPEN);
                continue;
            }
            MexSet seen = new MexSet();
            for (long[] option : step.options) {
                seen.add(optionValue(option, option.length, known.values));
            }
            known.values.put(step.point, 0, seen.mex());
            stack.pop();
        }
        return known.values.get(root, 0);
    }

    /**
     * Values every point reachable from {@code root} by the generalized Sprague–Grundy function
     * of the graph they make (an option of no point is a vertex with no move), at most
     * {@code maxPoints} of them; an option that is a sum of points is refused, naming it.
     */
    private long loopy(long[] root, Known known) {
        int k = k();
        PointTable index = new PointTable(k, 64);
        List<long[]> points = new ArrayList<>();
        points.add(root);
        index.put(root, 0, 0);
        int[][] edges = {new int[64], new int[64]};
        int[] count = {0};
        boolean[] ends = {false};
        for (int p = 0; p < points.size(); p++) {
            if ((p & 0x3FF) == 0) {
                Cancellation.checkpoint();
            }
            long[] from = points.get(p);
            int source = p;
            rule.forEachOptionInPlace(from, (option, length) -> {
                int target;
                if (length == 0) {
                    target = END;
                    ends[0] = true;
                } else if (length > k) {
                    throw new IllegalArgumentException(description + ": the rule is loopy (play from " + point(root, 0)
                            + " can come back to a point), and the option " + optionText(option, length) + " of "
                            + point(from, 0) + " is a sum of points; a loopy rule is played here only when each option"
                            + " is one point or none");
                } else {
                    long seen = index.get(option, 0);
                    if (seen < 0) {
                        if (points.size() >= maxPoints) {
                            throw new LimitExceededException(description + ": the loopy game from " + point(root, 0)
                                    + " reaches more than " + maxPoints + " points (" + limitName + ")");
                        }
                        seen = points.size();
                        index.put(option, 0, seen);
                        points.add(Arrays.copyOf(option, length));
                    }
                    target = (int) seen;
                }
                if (count[0] == edges[0].length) {
                    edges[0] = Arrays.copyOf(edges[0], count[0] * 2);
                    edges[1] = Arrays.copyOf(edges[1], count[0] * 2);
                }
                edges[0][count[0]] = source;
                edges[1][count[0]++] = target;
                return true;
            });
        }
        // The end (an option of no point), if any, is one more vertex, after the points.
        int n = points.size() + (ends[0] ? 1 : 0);
        for (int e = 0; e < count[0]; e++) {
            if (edges[1][e] == END) {
                edges[1][e] = points.size();
            }
        }
        GeneralizedGrundy g = GeneralizedGrundy.of(DirectedGraph.of(n, edges[0], edges[1], count[0]));
        for (int p = 0; p < points.size(); p++) {
            long v = g.value(p);
            known.values.put(points.get(p), 0, v == GeneralizedGrundy.INFINITE ? PointTable.INFINITE : v);
            if (v != GeneralizedGrundy.INFINITE) {
                known.counters.put(points.get(p), 0, g.counter(p));
            }
        }
        return known.values.get(root, 0);
    }

    /** The target of an edge to the end, an option of no point, until the end has its vertex. */
    private static final int END = -1;

    private LimitExceededException tooMany(long[] root) {
        return new LimitExceededException(description + ": the value of " + point(root, 0) + " needs more than "
                + maxPoints + " points valued (" + limitName + ")");
    }

    private String optionText(long[] option, int length) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i += k()) {
            s.append(i > 0 ? " + " : "").append(point(option, i));
        }
        return s.toString();
    }

    /** The xor of an option's points' values, or {@link PointTable#INFINITE} when one is infinite. */
    long optionValue(long[] option, int length, PointTable values) {
        long x = 0;
        for (int i = 0; i < length; i += k()) {
            long v = values.get(option, i);
            if (v == PointTable.INFINITE) {
                return PointTable.INFINITE;
            }
            if (v < 0) {
                throw new IllegalStateException(description + ": " + point(option, i) + " was not valued");
            }
            x ^= v;
        }
        return x;
    }

    /** The options of a point, each its coordinates flattened (a twice-listed option changes no mex). */
    private List<long[]> options(long[] point) {
        List<long[]> all = new ArrayList<>();
        rule.forEachOption(point, option -> {
            all.add(option);
            return true;
        });
        return all;
    }

    /** A point on the walk, with its options and how far the walk has looked through them. */
    private static final class Step {
        final long[] point;
        final List<long[]> options;
        int option;
        int part;

        Step(long[] point, List<long[]> options) {
            this.point = point;
            this.options = options;
        }
    }

    /** The point at {@code coordinates[at..at+k)} as the messages write it, {@code (3, 5)}. */
    String point(long[] coordinates, int at) {
        return BoundRule.tuple(coordinates, at, at + k());
    }
}
