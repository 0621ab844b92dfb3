package io.github.grundy.variants.turning;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;
import java.util.Optional;

/**
 * Turning Turtles: turn over one or two coins, the rightmost from heads to tails. A head at coin
 * n is worth n: its options are no head (the coin alone turned) and one head at each coin a < n
 * (a second coin turned), the options of a Nim heap of n less nothing (<i>Winning Ways</i>, ch. 14).
 */
public record TurningTurtles() implements HeapGame {

    @Override
    public String describe() {
        return "turning-turtles";
    }

    @Override
    public long grundy(long coin) {
        return coin;
    }

    @Override
    public Optional<String> closedForm() {
        return Optional.of("g(n) = n");
    }

    @Override
    public long worthItselfUpTo() {
        return Long.MAX_VALUE;
    }

    /** The coin alone, then with each coin to its left, the nearest first. */
    @Override
    public void forEachOption(long coin, OptionSink sink) {
        if (coin == 0 || !sink.accept(new long[0])) {
            return;
        }
        long[] option = new long[1];
        for (long a = coin - 1; a >= 1; a--) {
            option[0] = a;
            if (!sink.accept(option)) {
                return;
            }
        }
    }
}
