package io.github.grundy.core.rule;

/**
 * What the options of a rule may be: for a heap rule, heaps ({@code n - 1}) or tuples of heaps
 * (a heap broken into several, {@code (a, n - 1 - a)}, or none, {@code ()}); for a rule of k
 * coordinates, positions of k numbers or tuples of them (a sum of positions); for a vector rule,
 * vectors ({@code set(h, i, x)}) or tuples of numbers, as many as the position has heaps (checked
 * as each is made, {@link BoundRule}).
 */
final class OptionShapes {

    private OptionShapes() {
    }

    static void check(Compiler compiler, Expr options, Shape shape, int coordinates, boolean vector) {
        if (!(shape instanceof Shape.ListOf list)) {
            throw compiler.error(options, "the options are a list, [ ... ]; this is " + shape
                    + (coordinates == 1 && shape instanceof Shape.Int ? " (one option: write [ ... ] around it)" : ""));
        }
        for (Shape item : list.items()) {
            if (coordinates != 1 && (item instanceof Shape.Parts || item instanceof Shape.Tuple t
                    && t.items().stream().anyMatch(s -> s instanceof Shape.Parts))) {
                throw compiler.error(options, "'sum of [...]' is an option of a heap rule (n -> ...), a sum of"
                        + " heaps; a sum of points is a tuple of points, ((a, h), (w - a, h))");
            }
            if (vector) {
                if (!(item instanceof Shape.Vector) && !(item instanceof Shape.Tuple t
                        && t.items().stream().allMatch(s -> s instanceof Shape.Int))) {
                    throw compiler.error(options, "an option of a vector rule is a vector of heaps (set(h, i, x),"
                            + " or a tuple of numbers, as many as the position's); this list holds " + item);
                }
                continue;
            }
            if (coordinates == 1 ? !heaps(item) : !positions(item, coordinates)) {
                throw compiler.error(options, "an option of " + (coordinates == 1 ? "a heap is a heap or a tuple of"
                        + " heaps (a heap broken into heaps)" : "a position of " + coordinates + " coordinates is a"
                        + " tuple of " + coordinates + " numbers, or a tuple of such tuples (a sum)")
                        + "; this list holds " + item);
            }
        }
    }

    /** A heap, a tuple of heaps or sums of a list's heaps ({@link ListSums}: their items are checked there). */
    private static boolean heaps(Shape item) {
        return item instanceof Shape.Int || item instanceof Shape.Parts || item instanceof Shape.Tuple t
                && t.items().stream().allMatch(s -> s instanceof Shape.Int || s instanceof Shape.Parts);
    }

    private static boolean positions(Shape item, int k) {
        if (position(item, k)) {
            return true;
        }
        return item instanceof Shape.Tuple t && t.items().stream().allMatch(s -> position(s, k));
    }

    private static boolean position(Shape s, int k) {
        return s instanceof Shape.Tuple t && t.items().size() == k
                && t.items().stream().allMatch(x -> x instanceof Shape.Int);
    }
}
