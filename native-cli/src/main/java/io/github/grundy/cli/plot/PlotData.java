package io.github.grundy.cli.plot;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.period.PeriodProof;
import java.util.Optional;

/**
 * What a plot of heaps {@code from..to} says before it is laid out: the game's spec, the largest
 * value (for the height of the value axis), the number of P-positions (value 0) and the proved
 * period, if any.
 *
 * @param spec        the game as its spec reads ({@code HeapGame.describe()})
 * @param from        the first heap
 * @param to          the last heap
 * @param max         the largest value among the heaps
 * @param pPositions  how many of the heaps have value 0
 * @param lastP       the last heap of value 0, or -1 if none
 * @param proof       the proved period of the game's values, if a theorem proves one
 */
public record PlotData(String spec, long from, long to, long max, long pPositions, long lastP,
        Optional<PeriodProof> proof) {

    /** The values of heaps {@code from..to} of {@code game} (prepared that far), read once. */
    static PlotData of(HeapGame game, long from, long to) {
        long max = 0;
        long zeros = 0;
        long lastP = -1;
        for (long n = from; n <= to; n++) {
            if ((n & 0xFFFF) == 0) {
                Cancellation.checkpoint();
            }
            long v = game.grundy(n);
            max = Math.max(max, v);
            if (v == 0) {
                zeros++;
                lastP = n;
            }
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
        return new PlotData(game.describe(), from, to, max, zeros, lastP, game.periodProof());
    }

    /** How many heaps: {@code to - from + 1}, or {@link Long#MAX_VALUE} where that overflows. */
    long count() {
        long count = to - from + 1;
        return count > 0 ? count : Long.MAX_VALUE;
    }

    /** The picture's title: the game's spec and the range of heaps. */
    String title() {
        return spec + ": g(n) for heaps n = " + (from == to ? Long.toString(from) : from + ".." + to);
    }
}
