package io.github.grundy.variants.turning;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;
import java.util.Optional;

/**
 * Mock Turtles: turn over one, two or three coins, the rightmost from heads to tails. A head at
 * coin n (from 1) is worth the n-th odious number (a number with an odd count of 1 bits: 1, 2, 4,
 * 7, 8, 11, ...), that is 2(n - 1) plus the bit that makes the count odd (<i>Winning Ways</i>,
 * ch. 14; the proof: the odious numbers are closed under the xor of three, and the mex of the xors
 * of up to two smaller ones is the next). Winning Ways numbers its coins from 0; coin n here is
 * its coin n - 1.
 */
public record MockTurtles() implements HeapGame {

    /** The largest coin: its value, about 2n, stays below 2^63. */
    public static final long MAX_COIN = (Long.MAX_VALUE >> 1) - 1;

    @Override
    public String describe() {
        return "mock-turtles";
    }

    @Override
    public long grundy(long coin) {
        if (coin == 0) {
            return 0;
        }
        long m = coin - 1;
        return 2 * m + ((Long.bitCount(m) & 1) ^ 1);
    }

    @Override
    public void checkHeap(long coin) {
        if (coin > MAX_COIN) {
            throw new IllegalArgumentException("a coin of Mock Turtles is at most " + MAX_COIN + ", found " + coin);
        }
    }

    @Override
    public Optional<String> closedForm() {
        return Optional.of("g(n) = 2(n - 1) + 1 when n - 1 has an even number of 1 bits, else 2(n - 1): the odious numbers");
    }

    /** The coin alone, then with one coin to its left, then with two, the nearest first. */
    @Override
    public void forEachOption(long coin, OptionSink sink) {
        if (coin == 0 || !sink.accept(new long[0])) {
            return;
        }
        long[] one = new long[1];
        for (long a = coin - 1; a >= 1; a--) {
            one[0] = a;
            if (!sink.accept(one)) {
                return;
            }
        }
        long[] two = new long[2];
        for (long b = coin - 1; b >= 2; b--) {
            for (long a = b - 1; a >= 1; a--) {
                two[0] = a;
                two[1] = b;
                if (!sink.accept(two)) {
                    return;
                }
            }
        }
    }

    /**
     * The coin whose head is worth {@code value}: the inverse of {@link #grundy}.
     *
     * @param value a value
     * @return the coin, or 0 when no coin is worth it (it is not odious)
     */
    public static long coinWorth(long value) {
        return value > 0 && (Long.bitCount(value) & 1) == 1 ? (value >> 1) + 1 : 0;
    }

    /** Options of a value in O(n): the second coin of a pair is the one worth the rest. */
    @Override
    public void forEachOptionOfValue(long coin, long value, OptionSink sink) {
        if (coin == 0) {
            return;
        }
        if (value == 0 && !sink.accept(new long[0])) {
            return;
        }
        long single = coinWorth(value);
        if (single >= 1 && single < coin && !sink.accept(new long[] {single})) {
            return;
        }
        for (long b = coin - 1; b >= 2; b--) {
            long a = coinWorth(value ^ grundy(b));
            if (a >= 1 && a < b && !sink.accept(new long[] {a, b})) {
                return;
            }
        }
    }
}
