package io.github.grundy.core.turning;

import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import java.util.Arrays;
import java.util.Optional;

/**
 * A strip as one whole position, its heads (distinct coins): the coin-turning game as it is
 * played, where a move flips its coins (a tail becomes a head, a head a tail) rather than adding
 * heaps. In normal play its value is the nim-sum of its heads' (the coin-turning theorem); in
 * misère play the heap form is a different game, and this one is searched as it is played. A move
 * is encoded as the coins it turns, ascending, the head turned to tails last.
 *
 * @param strip the strip's moves and single-head values
 */
public record WholeStrip(CoinStrip strip) implements PositionGame {

    /** Strips shown as letters up to this many coins; longer ones as their heads. */
    private static final int LETTERS = 80;

    @Override
    public String describe() {
        return strip.describe();
    }

    /** Heads are coins from 1, each once. */
    @Override
    public void checkPosition(long[] heads) {
        long[] sorted = heads.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            if (sorted[i] < 1) {
                throw new IllegalArgumentException(describe() + ": coins are numbered from 1, found " + sorted[i]);
            }
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException(describe() + ": coin " + sorted[i]
                        + " is listed twice (a coin is heads or tails: list each head once)");
            }
            strip.checkHeap(sorted[i]);
        }
    }

    @Override
    public PositionGame prepare(long[] heads) {
        long largest = 0;
        for (long h : heads) {
            largest = Math.max(largest, h);
        }
        CoinStrip prepared = (CoinStrip) strip.prepare(largest);
        return prepared == strip ? this : new WholeStrip(prepared);
    }

    /** The coin-turning theorem: the nim-sum of the heads' values. */
    @Override
    public long grundy(long[] heads) {
        long sum = 0;
        for (long h : heads) {
            sum ^= strip.grundy(h);
        }
        return sum;
    }

    @Override
    public void forEachMove(long[] heads, OptionSink sink) {
        long[] sorted = heads.clone();
        Arrays.sort(sorted);
        boolean[] going = {true};
        for (int i = sorted.length - 1; i >= 0 && going[0]; i--) {
            long coin = sorted[i];
            strip.forEachOption(coin, others -> going[0] = sink.accept(move(others, coin)));
        }
    }

    /** The moves to value {@code value}: from each head, its options of the value that head must take. */
    @Override
    public void forEachMoveToValue(long[] heads, long value, OptionSink sink) {
        long total = grundy(heads);
        long[] sorted = heads.clone();
        Arrays.sort(sorted);
        boolean[] going = {true};
        for (int i = sorted.length - 1; i >= 0 && going[0]; i--) {
            long coin = sorted[i];
            // Turning coins flips heads: the same value as adding heaps (a head turned twice is worth 0).
            long wanted = total ^ strip.grundy(coin) ^ value;
            strip.forEachOptionOfValue(coin, wanted, others -> going[0] = sink.accept(move(others, coin)));
        }
    }

    private static long[] move(long[] others, long coin) {
        long[] m = Arrays.copyOf(others, others.length + 1);
        m[others.length] = coin;
        return m;
    }

    @Override
    public long[] play(long[] heads, long[] move) {
        if (move.length == 0) {
            throw new IllegalArgumentException("a move turns one coin at least");
        }
        long coin = move[move.length - 1];
        long[] others = Arrays.copyOf(move, move.length - 1);
        if (Arrays.stream(heads).noneMatch(h -> h == coin)) {
            throw new IllegalArgumentException("coin " + coin + " is not a head: a move turns a head to tails, its rightmost coin");
        }
        for (int i = 0; i < others.length; i++) {
            if (others[i] < 1 || others[i] >= coin || i > 0 && others[i] <= others[i - 1]) {
                throw new IllegalArgumentException("list the coins turned from left to right, each once, the head last");
            }
        }
        if (!strip.turns(coin, others)) {
            throw new IllegalArgumentException(describe() + " does not turn " + describeMove(heads, move).substring(5));
        }
        return CoinStrip.turned(heads, coin, others);
    }

    @Override
    public String describeMove(long[] heads, long[] move) {
        return strip.describeMove(move[move.length - 1], Arrays.copyOf(move, move.length - 1));
    }

    /** The strip in letters, {@code thht}, up to its last head; far strips as their heads. */
    @Override
    public Optional<String> describePosition(long[] heads) {
        long last = 0;
        for (long h : heads) {
            last = Math.max(last, h);
        }
        if (last > LETTERS) {
            return Optional.empty();
        }
        return Optional.of(heads.length == 0 ? "all tails" : CoinStrip.strip(heads, (int) last));
    }
}
