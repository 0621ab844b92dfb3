package io.github.grundy.core.rule;

/** A rule compiled: closures over a {@link Frame}, made once, run for every position. */
final class Code {

    private Code() {
    }

    /** An expression whose value is a number. */
    @FunctionalInterface
    interface Number {
        long eval(Frame f);
    }

    /** An expression whose value is a truth value. */
    @FunctionalInterface
    interface Truth {
        boolean test(Frame f);
    }

    /** A tuple (or a number, as a tuple of one): writes its numbers, flattened, from {@code at}. */
    @FunctionalInterface
    interface Flat {
        /** Writes the numbers into {@code out} from {@code at}; returns where the next goes. */
        int write(Frame f, long[] out, int at);
    }

    /** A list: hands its items, flattened, one by one to a sink, until the sink says stop. */
    @FunctionalInterface
    interface Items {
        /** Runs the list; false when the sink stopped it. */
        boolean run(Frame f, Sink sink);
    }

    /** Receives a list's items: the first {@code length} numbers of {@code values}. */
    @FunctionalInterface
    interface Sink {
        boolean accept(long[] values, int length);
    }

    /**
     * A sink that also takes a line of items at once: {@code turns} items of {@code width}
     * numbers (1 or 2), item t being {@code (x + t·dx, y + t·dy)}, none of whose numbers passes
     * 64 bits. A comprehension's last loop whose item moves by a fixed step a turn ({@link Linear})
     * hands its run so, where the sink has a loop of its own over them that is cheaper than a call
     * an item (a grid reading its options' values in a row of its array).
     */
    interface LineSink extends Sink {
        /**
         * Takes the items of the line, in order, as {@link #accept} would one by one.
         *
         * @return {@code turns} when it took them all; else the index of the item at which it
         *         said stop (that item taken)
         */
        int acceptLine(long x, long dx, long y, long dy, int width, int turns);
    }
}
