package io.github.grundy.core.rule;

import io.github.grundy.core.game.OptionSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An option of a coordinate rule as a sum: a multiset of points, so that (1, 2) + (3, 4) and
 * (3, 4) + (1, 2) are one option, while (1, 2) and (2, 1) are two points.
 */
final class PointSums {

    private PointSums() {
    }

    /**
     * The points of {@code option} (k coordinates each, one after another), in order: the option
     * as a sum, equal to any other listing of the same points.
     */
    static List<Point> sorted(long[] option, int k) {
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < option.length; i += k) {
            points.add(new Point(Arrays.copyOfRange(option, i, i + k)));
        }
        points.sort((x, y) -> Arrays.compare(x.coordinates(), y.coordinates()));
        return points;
    }

    /** A sink passing each option of one point on once, however its points are ordered. */
    static OptionSink distinct(OptionSink sink, int k) {
        Set<List<Point>> seen = new HashSet<>();
        return option -> !seen.add(sorted(option, k)) || sink.accept(option);
    }

    /** A point's coordinates as a key. */
    record Point(long[] coordinates) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Point p && Arrays.equals(coordinates, p.coordinates);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(coordinates);
        }
    }
}
