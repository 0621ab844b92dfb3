package io.github.grundy.core.rule;

/**
 * The innermost loop of a comprehension with the filters and the item after it, in one method:
 * {@code [(a, n - 1 - a) for a in 0..n - 1]} or {@code [n - s for s in [1, 3, 4] if s <= n]}.
 * Built of closures ({@link Loops#wrap}), each item went through four calls (loop, filter, item,
 * tuple) before it reached the sink. It counts the same steps at the same moments, evaluates the
 * same parts in the same order, and hands the sink the same items; RuleDifferentialTest holds it
 * to the closures.
 */
final class LeafLoop {

    private LeafLoop() {
    }

    /**
     * The loop {@code loop} around {@code item}, or null when its source is none that this
     * runs (a list that is not written out as numbers, such as {@code divisors(n)}, or a very long one).
     */
    static Code.Items of(Loops.Bound loop, Item item) {
        if (loop.source() instanceof Loops.Span span) {
            return new OverSpan(span.low(), span.high(), loop.slot(), item, item.linear(loop.slot()));
        }
        // A list longer than CHECK_EVERY numbers (written out!) runs as closures, which check for cancellation as they go.
        if (((Loops.Listed) loop.source()).items() instanceof Nodes.NumberList list
                && list.items().length <= Frame.CHECK_EVERY) {
            long[] constants = list.constants();
            return constants != null ? new OverConstants(constants, loop.slot(), item)
                    : new OverNumbers(list.items(), loop.slot(), item);
        }
        return null;
    }

    /** The filters and the item after a comprehension's last loop, and the buffer it is written to. */
    static final class Item {
        private final Code.Truth test;
        private final Code.Number first;
        private final Code.Number second;
        private final Code.Flat flat;
        private final int buffer;

        /**
         * @param tests   the filters, in order (none: an empty array)
         * @param numbers the item's numbers when it is a number or a tuple of numbers, else null
         * @param flat    the item, written by the general code
         * @param buffer  the buffer of the comprehension
         */
        Item(Code.Truth[] tests, Code.Number[] numbers, Code.Flat flat, int buffer) {
            this.test = tests.length == 0 ? null : tests.length == 1 ? tests[0] : new AllOf(tests);
            // One number or two (a heap, a split in two) read by fields of their own: two call
            // sites, each seeing one kind of node. Wider items go through the general code.
            boolean fields = numbers != null && numbers.length >= 1 && numbers.length <= 2;
            this.first = fields ? numbers[0] : null;
            this.second = fields && numbers.length == 2 ? numbers[1] : null;
            this.flat = fields ? null : flat;
            this.buffer = buffer;
        }

        /**
         * The item's numbers as linear in the variable of slot {@code loop} ({@link Linear}), or
         * null when it has a filter or a number that is not.
         */
        Linear[] linear(int loop) {
            if (test != null || first == null) {
                return null;
            }
            Linear a = Linear.of(first, loop);
            Linear b = second == null ? null : Linear.of(second, loop);
            return a == null || second != null && b == null ? null : second == null ? new Linear[] {a}
                    : new Linear[] {a, b};
        }

        /** The filters, then the item to the sink if they hold; false when the sink said stop. */
        boolean emit(Frame f, Code.Sink sink) {
            if (test != null && !test.test(f)) {
                return true;
            }
            long[] out = f.buffers[buffer];
            int width;
            if (flat != null) {
                width = flat.write(f, out, 0);
            } else if (second != null) {
                out[0] = first.eval(f);
                out[1] = second.eval(f);
                width = 2;
            } else {
                out[0] = first.eval(f);
                width = 1;
            }
            return sink.accept(out, width);
        }
    }

    /** Several filters: each in turn, while they hold. */
    private static final class AllOf implements Code.Truth {
        private final Code.Truth[] tests;

        AllOf(Code.Truth[] tests) {
            this.tests = tests;
        }

        @Override
        public boolean test(Frame f) {
            for (Code.Truth t : tests) {
                if (!t.test(f)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** {@code for x in a..b}. */
    private static final class OverSpan implements Code.Items {
        private final Code.Number low;
        private final Code.Number high;
        private final int slot;
        private final Item item;
        /** The item's numbers as linear in the loop's variable, or null ({@link Item#linear}). */
        private final Linear[] linear;

        OverSpan(Code.Number low, Code.Number high, int slot, Item item, Linear[] linear) {
            this.low = low;
            this.high = high;
            this.slot = slot;
            this.item = item;
            this.linear = linear;
        }

        @Override
        public boolean run(Frame f, Code.Sink sink) {
            long a = low.eval(f);
            long b = high.eval(f);
            if (b < a) {
                return true;
            }
            // In runs of at most CHECK_EVERY turns, the check for cancellation before each (Frame.countStep).
            long i = a;
            while (true) {
                // b - i as unsigned: it is at least 0, and may pass 2^63 - 1.
                int turns = Long.compareUnsigned(b - i, Frame.CHECK_EVERY - 1) >= 0 ? Frame.CHECK_EVERY
                        : (int) (b - i) + 1;
                f.checkAhead(turns);
                if (!run(f, sink, i, turns)) {
                    return false;
                }
                long end = i + (turns - 1);
                if (end == b) {
                    return true; // end + 1 would pass 2^63 - 1 and wrap
                }
                i = end + 1;
            }
        }

        /** {@code turns} turns from {@code from}: an int counter, which the JIT makes a counted loop of. */
        private boolean run(Frame f, Code.Sink sink, long from, int turns) {
            if (linear != null) {
                try {
                    return linearRun(f, sink, from, turns);
                } catch (ArithmeticException e) {
                    // An end of the run passes 64 bits: turn by turn below, the error at its turn.
                }
            }
            long[] slots = f.slots;
            for (int t = 0; t < turns; t++) {
                f.countStep();
                slots[slot] = from + t;
                if (!item.emit(f, sink)) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The run of a linear item: each number written by an addition a turn (Wythoff's three
         * lines of options, 2 numbers each, evaluated as nodes, were most of its grid's time). The
         * same steps, the same items; the loop's variable is left at the run's last value.
         *
         * @throws ArithmeticException before any turn, when an end of the run passes 64 bits
         */
        private boolean linearRun(Frame f, Code.Sink sink, long from, int turns) {
            Linear a = linear[0];
            long x = a.first(f, from, turns);
            long dx = a.coefficient;
            Linear b = linear.length == 2 ? linear[1] : null;
            long y = b == null ? 0 : b.first(f, from, turns);
            long dy = b == null ? 0 : b.coefficient;
            int width = linear.length;
            f.slots[slot] = from + (turns - 1);
            if (sink instanceof Code.LineSink line && f.stepsLeft() >= turns) {
                // The whole run in the sink's own loop: the steps of the turns it took, counted after.
                int stop = line.acceptLine(x, dx, y, dy, width, turns);
                f.countSteps(stop == turns ? turns : stop + 1);
                return stop == turns;
            }
            long[] out = f.buffers[item.buffer];
            for (int t = 0; t < turns; t++) {
                f.countStep();
                out[0] = x;
                if (width == 2) {
                    out[1] = y;
                }
                if (!sink.accept(out, width)) {
                    return false;
                }
                x += dx;
                y += dy;
            }
            return true;
        }
    }

    /** {@code for x in [1, 3, 4]}: each number as written is a step of the list, then a turn. */
    private static final class OverConstants implements Code.Items {
        private final long[] values;
        private final int slot;
        private final Item item;

        OverConstants(long[] values, int slot, Item item) {
            this.values = values;
            this.slot = slot;
            this.item = item;
        }

        @Override
        public boolean run(Frame f, Code.Sink sink) {
            long[] slots = f.slots;
            f.checkAhead(values.length);
            for (long v : values) {
                f.countStep();
                slots[slot] = v;
                if (!item.emit(f, sink)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** {@code for x in [a, b + 1, ...]}: a list of numbers, each evaluated after its step. */
    private static final class OverNumbers implements Code.Items {
        private final Code.Number[] values;
        private final int slot;
        private final Item item;

        OverNumbers(Code.Number[] values, int slot, Item item) {
            this.values = values;
            this.slot = slot;
            this.item = item;
        }

        @Override
        public boolean run(Frame f, Code.Sink sink) {
            f.checkAhead(values.length);
            for (Code.Number v : values) {
                f.countStep();
                long x = v.eval(f);
                f.slots[slot] = x;
                if (!item.emit(f, sink)) {
                    return false;
                }
            }
            return true;
        }
    }
}
