package io.github.grundy.core.rule;

/**
 * Compiled code for the commonest shapes of numbers and comparisons: a name, a number as written,
 * and {@code +}, {@code -} or a comparison whose sides are names or numbers as written. Each is a
 * final class that reads its slots and constants itself: as closures, {@code n - 1 - a} was five
 * calls through call sites that every subtraction of the rule shares (one closure class for all
 * of them), which the JIT inlines only as far as their profile lets it. The general closures
 * ({@link Operators}) compute the same; RuleDifferentialTest holds each of these to them.
 */
final class Nodes {

    private Nodes() {
    }

    /** A name's value: a slot of the frame. */
    static final class Slot implements Code.Number {
        final int slot;

        Slot(int slot) {
            this.slot = slot;
        }

        @Override
        public long eval(Frame f) {
            return f.slots[slot];
        }
    }

    /** A number as written. */
    static final class Const implements Code.Number {
        final long value;

        Const(long value) {
            this.value = value;
        }

        @Override
        public long eval(Frame f) {
            return value;
        }
    }

    /** {@code x + y} or {@code x - y} for names and numbers as written, or null for other sides. */
    static Code.Number additive(boolean plus, Code.Number x, Code.Number y, int at, String what) {
        if (x instanceof Slot a && y instanceof Slot b) {
            return plus ? new AddSS(a.slot, b.slot, at, what) : new SubSS(a.slot, b.slot, at, what);
        }
        if (x instanceof Slot a && y instanceof Const b) {
            return plus ? new AddSC(a.slot, b.value, at, what) : new SubSC(a.slot, b.value, at, what);
        }
        if (x instanceof Const a && y instanceof Slot b) {
            return plus ? new AddCS(a.value, b.slot, at, what) : new SubCS(a.value, b.slot, at, what);
        }
        if (x instanceof Slot || x instanceof Const) {
            return null;
        }
        if (y instanceof Slot b) {
            return plus ? new AddNS(x, b.slot, at, what) : new SubNS(x, b.slot, at, what);
        }
        if (y instanceof Const b) {
            return plus ? new AddNC(x, b.value, at, what) : new SubNC(x, b.value, at, what);
        }
        return null;
    }

    /** {@code p + q}, exactly (the message as {@link Operators} writes it). */
    static long add(long p, long q, int at, String what) {
        long r = p + q;
        if (((p ^ r) & (q ^ r)) < 0) {
            throw Operators.overflow(at, what, p + " + " + q);
        }
        return r;
    }

    /** {@code p - q}, exactly. */
    static long sub(long p, long q, int at, String what) {
        long r = p - q;
        if (((p ^ q) & (p ^ r)) < 0) {
            throw Operators.overflow(at, what, p + " - " + q);
        }
        return r;
    }

    /** {@code a + b}, names. */
    record AddSS(int a, int b, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return add(f.slots[a], f.slots[b], at, what);
        }
    }

    /** {@code a + c}. */
    record AddSC(int a, long c, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return add(f.slots[a], c, at, what);
        }
    }

    /** {@code c + a} (its own class: a message writes the values in the order of the text). */
    record AddCS(long c, int a, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return add(c, f.slots[a], at, what);
        }
    }

    /** {@code x + b}. */
    record AddNS(Code.Number x, int b, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return add(x.eval(f), f.slots[b], at, what);
        }
    }

    /** {@code x + c}. */
    record AddNC(Code.Number x, long c, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return add(x.eval(f), c, at, what);
        }
    }

    /** {@code a - b}. */
    record SubSS(int a, int b, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return sub(f.slots[a], f.slots[b], at, what);
        }
    }

    /** {@code a - c}. */
    record SubSC(int a, long c, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return sub(f.slots[a], c, at, what);
        }
    }

    /** {@code c - a}. */
    record SubCS(long c, int a, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return sub(c, f.slots[a], at, what);
        }
    }

    /** {@code x - b}. */
    record SubNS(Code.Number x, int b, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return sub(x.eval(f), f.slots[b], at, what);
        }
    }

    /** {@code x - c}. */
    record SubNC(Code.Number x, long c, int at, String what) implements Code.Number {
        @Override
        public long eval(Frame f) {
            return sub(x.eval(f), c, at, what);
        }
    }

    /** The comparisons, as {@link #compare} takes them. */
    static final int EQ = 0;
    static final int NE = 1;
    static final int LT = 2;
    static final int LE = 3;
    static final int GT = 4;
    static final int GE = 5;

    static boolean compare(int op, long p, long q) {
        switch (op) {
            case EQ:
                return p == q;
            case NE:
                return p != q;
            case LT:
                return p < q;
            case LE:
                return p <= q;
            case GT:
                return p > q;
            default:
                return p >= q;
        }
    }

    /** A comparison of names and numbers as written, or null for other sides. */
    static Code.Truth comparison(int op, Code.Number x, Code.Number y) {
        if (x instanceof Slot a && y instanceof Slot b) {
            return new CmpSS(op, a.slot, b.slot);
        }
        if (x instanceof Slot a && y instanceof Const b) {
            return new CmpSC(op, a.slot, b.value);
        }
        if (x instanceof Const a && y instanceof Slot b) {
            return new CmpCS(op, a.value, b.slot);
        }
        if (x instanceof Slot a) {
            return y instanceof Const ? null : new CmpSN(op, a.slot, y);
        }
        if (x instanceof Const) {
            return null;
        }
        if (y instanceof Slot b) {
            return new CmpNS(op, x, b.slot);
        }
        if (y instanceof Const b) {
            return new CmpNC(op, x, b.value);
        }
        return null;
    }

    /** {@code a < b}, ... */
    record CmpSS(int op, int a, int b) implements Code.Truth {
        @Override
        public boolean test(Frame f) {
            return compare(op, f.slots[a], f.slots[b]);
        }
    }

    /** {@code a < c}, ... */
    record CmpSC(int op, int a, long c) implements Code.Truth {
        @Override
        public boolean test(Frame f) {
            return compare(op, f.slots[a], c);
        }
    }

    /** {@code c < a}, ... */
    record CmpCS(int op, long c, int a) implements Code.Truth {
        @Override
        public boolean test(Frame f) {
            return compare(op, c, f.slots[a]);
        }
    }

    /** {@code a < y}, ... */
    record CmpSN(int op, int a, Code.Number y) implements Code.Truth {
        @Override
        public boolean test(Frame f) {
            long p = f.slots[a];
            return compare(op, p, y.eval(f));
        }
    }

    /** {@code x < b}, ... */
    record CmpNS(int op, Code.Number x, int b) implements Code.Truth {
        @Override
        public boolean test(Frame f) {
            return compare(op, x.eval(f), f.slots[b]);
        }
    }

    /** {@code x < c}, ... */
    record CmpNC(int op, Code.Number x, long c) implements Code.Truth {
        @Override
        public boolean test(Frame f) {
            return compare(op, x.eval(f), c);
        }
    }

    /** A tuple of numbers, {@code (a, n - 1 - a)}: its numbers, for code that reads them one by one ({@link LeafLoop}). */
    static final class Numbers implements Code.Flat {
        final Code.Number[] items;

        Numbers(Code.Number[] items) {
            this.items = items;
        }

        @Override
        public int write(Frame f, long[] out, int at) {
            int next = at;
            for (Code.Number n : items) {
                out[next++] = n.eval(f);
            }
            return next;
        }
    }

    /** A list of numbers, {@code [1, 3, 4]}: each item a step, then to the sink. */
    static final class NumberList implements Code.Items {
        private final Code.Number[] items;
        private final int buffer;

        NumberList(Code.Number[] items, int buffer) {
            this.items = items;
            this.buffer = buffer;
        }

        /** The numbers, to evaluate one by one. */
        Code.Number[] items() {
            return items;
        }

        /** The numbers when every one is written as a number, else null. */
        long[] constants() {
            long[] values = new long[items.length];
            for (int i = 0; i < items.length; i++) {
                if (!(items[i] instanceof Const c)) {
                    return null;
                }
                values[i] = c.value;
            }
            return values;
        }

        @Override
        public boolean run(Frame f, Code.Sink sink) {
            long[] out = f.buffers[buffer];
            for (Code.Number n : items) {
                f.step();
                out[0] = n.eval(f);
                if (!sink.accept(out, 1)) {
                    return false;
                }
            }
            return true;
        }
    }
}
