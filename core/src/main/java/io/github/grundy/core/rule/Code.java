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
}
