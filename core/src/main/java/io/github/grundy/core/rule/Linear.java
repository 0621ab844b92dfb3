package io.github.grundy.core.rule;

/**
 * A number of a comprehension's item that moves by a fixed step as its loop's variable does:
 * sums and differences of the loop's variable, other names and numbers as written
 * ({@code a - k}, {@code n - 1 - a}, {@code k}; {@link Nodes}). Over a run of turns its value is
 * {@code start + coefficient * t}, so {@link LeafLoop} writes it by an addition a turn instead of
 * evaluating it. Each of its operations is linear too, so where none passes 64 bits at either end
 * of the run, none does within it; where one would, the run is evaluated turn by turn as ever, so
 * that the error comes at the same turn.
 */
final class Linear {

    private static final int LOOP = 0;
    private static final int NAME = 1;
    private static final int CONSTANT = 2;
    private static final int SUM = 3;

    /** What this is: the loop's variable, another name (fixed for the run), a number, or a sum or difference. */
    private final int kind;
    /** A name's slot, or a number. */
    private final long operand;
    private final Linear left;
    private final Linear right;
    private final boolean minus;
    /** How much the value moves a turn. */
    final long coefficient;

    private Linear(int kind, long operand, Linear left, Linear right, boolean minus, long coefficient) {
        this.kind = kind;
        this.operand = operand;
        this.left = left;
        this.right = right;
        this.minus = minus;
        this.coefficient = coefficient;
    }

    private static Linear leaf(int slot, int loop) {
        return slot == loop ? new Linear(LOOP, slot, null, null, false, 1) : new Linear(NAME, slot, null, null, false, 0);
    }

    private static Linear constant(long value) {
        return new Linear(CONSTANT, value, null, null, false, 0);
    }

    private static Linear sum(Linear a, Linear b, boolean minus) {
        if (a == null || b == null) {
            return null;
        }
        // Coefficients are small (how often the variable is written): no overflow here.
        return new Linear(SUM, 0, a, b, minus, minus ? a.coefficient - b.coefficient : a.coefficient + b.coefficient);
    }

    /** {@code number} as linear in the variable of slot {@code loop}, or null when it is not (a product, a call, ...). */
    static Linear of(Code.Number number, int loop) {
        if (number instanceof Nodes.Slot s) {
            return leaf(s.slot, loop);
        } else if (number instanceof Nodes.Const c) {
            return constant(c.value);
        } else if (number instanceof Nodes.AddSS n) {
            return sum(leaf(n.a(), loop), leaf(n.b(), loop), false);
        } else if (number instanceof Nodes.SubSS n) {
            return sum(leaf(n.a(), loop), leaf(n.b(), loop), true);
        } else if (number instanceof Nodes.AddSC n) {
            return sum(leaf(n.a(), loop), constant(n.c()), false);
        } else if (number instanceof Nodes.SubSC n) {
            return sum(leaf(n.a(), loop), constant(n.c()), true);
        } else if (number instanceof Nodes.AddCS n) {
            return sum(constant(n.c()), leaf(n.a(), loop), false);
        } else if (number instanceof Nodes.SubCS n) {
            return sum(constant(n.c()), leaf(n.a(), loop), true);
        } else if (number instanceof Nodes.AddNS n) {
            return sum(of(n.x(), loop), leaf(n.b(), loop), false);
        } else if (number instanceof Nodes.SubNS n) {
            return sum(of(n.x(), loop), leaf(n.b(), loop), true);
        } else if (number instanceof Nodes.AddNC n) {
            return sum(of(n.x(), loop), constant(n.c()), false);
        } else if (number instanceof Nodes.SubNC n) {
            return sum(of(n.x(), loop), constant(n.c()), true);
        }
        return null;
    }

    /**
     * The value when the loop's variable is {@code x}, the run's first turn.
     *
     * @throws ArithmeticException when an operation, at the first turn or {@code turns - 1} turns
     *                             on, passes 64 bits
     */
    long first(Frame f, long x, int turns) {
        switch (kind) {
            case LOOP:
                return x;
            case NAME:
                return f.slots[(int) operand];
            case CONSTANT:
                return operand;
            default:
                long l = left.first(f, x, turns);
                long r = right.first(f, x, turns);
                long start = minus ? Math.subtractExact(l, r) : Math.addExact(l, r);
                Math.addExact(start, Math.multiplyExact(coefficient, turns - 1L));
                return start;
        }
    }
}
