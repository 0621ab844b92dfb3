package io.github.grundy.core.rule;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What an expression of a rule is, known before it runs: a number, a truth value, a tuple (a
 * position of coordinates, or a sum), or a list whose items may have several shapes (a list of
 * heaps followed by a list of pairs of heaps is the options of one heap).
 */
sealed interface Shape {

    /** A whole number, 64 bits, exact. */
    record Int() implements Shape {
        @Override
        public String toString() {
            return "a number";
        }
    }

    /** {@code true} or {@code false}. */
    record Bool() implements Shape {
        @Override
        public String toString() {
            return "a truth value";
        }
    }

    /** {@code (x, y, ...)}, each item a shape. */
    record Tuple(List<Shape> items) implements Shape {

        /** How many numbers the tuple holds, flattened. */
        int width() {
            int w = 0;
            for (Shape s : items) {
                w += Shape.width(s);
            }
            return w;
        }

        @Override
        public String toString() {
            return items.stream().map(Tuple::item).collect(Collectors.joining(", ", "a tuple (", ")"));
        }

        private String pattern() {
            return items.stream().map(Tuple::item).collect(Collectors.joining(", ", "(", ")"));
        }

        private static String item(Shape s) {
            return s instanceof Int ? "n" : s instanceof Tuple t ? t.pattern() : s instanceof Parts ? "sum of [...]" : "?";
        }
    }

    /**
     * A vector rule's whole position, {@code h} of {@code [h] -> ...}, or one made from it
     * ({@code set(h, i, x)}): as many numbers as the position has heaps, known when it runs.
     */
    record Vector() implements Shape {
        @Override
        public String toString() {
            return "a vector of heaps";
        }
    }

    /**
     * {@code sum of LIST}: the items of a list, flattened, as one option (a sum of heaps); how many
     * is known when it runs, at most {@link ListSums#MAX_PARTS}.
     *
     * @param items the shapes the list's items may have
     */
    record Parts(Set<Shape> items) implements Shape {
        @Override
        public String toString() {
            return "a sum of a list's items (sum of [...])";
        }

        /** The most numbers one item of the list holds. */
        int itemWidth() {
            int w = 1;
            for (Shape s : items) {
                w = Math.max(w, Shape.width(s));
            }
            return w;
        }
    }

    /** {@code [x, ...]}: the shapes its items may have (none known for an empty list). */
    record ListOf(Set<Shape> items) implements Shape {
        @Override
        public String toString() {
            return items.size() == 1 ? "a list of " + plural(items.iterator().next()) : "a list";
        }

        private static String plural(Shape s) {
            return s instanceof Int ? "numbers" : s instanceof Tuple ? "tuples" : s instanceof Bool ? "truth values"
                    : s instanceof Vector ? "vectors" : "lists";
        }
    }

    Shape INT = new Int();
    Shape BOOL = new Bool();
    Shape VECTOR = new Vector();

    /** How many numbers a value of {@code shape} may hold when flattened (1 for a number; a vector, the most it may have). */
    static int width(Shape shape) {
        if (shape instanceof Int) {
            return 1;
        }
        if (shape instanceof Vector) {
            return VectorGame.MAX_HEAPS;
        }
        if (shape instanceof Tuple t) {
            return t.width();
        }
        if (shape instanceof Parts p) {
            return ListSums.MAX_PARTS * p.itemWidth();
        }
        throw new IllegalStateException("no width: " + shape);
    }
}
