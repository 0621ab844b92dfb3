package io.github.grundy.cli.solve;

import io.github.grundy.cli.formats.Counts;
import io.github.grundy.core.analysis.Analysis;
import java.math.BigInteger;

/** Counts of winning moves as decimal text: a few huge heaps can have more than 2^63-1. */
public final class Counting {

    private Counting() {
    }

    static String of(Analysis<?> analysis) {
        try {
            return Long.toString(analysis.count());
        } catch (ArithmeticException tooMany) {
            return analysis.countExact().toString();
        }
    }

    /** True iff the decimal count is more than {@code shown}. */
    static boolean exceeds(String count, long shown) {
        return new BigInteger(count).compareTo(BigInteger.valueOf(shown)) > 0;
    }
}
