package io.github.grundy.cli.plot;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.ObservedPeriod;
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
 * @param climb       where no period is proved: the saltus with which the plotted values climb,
 *                    proved ({@link HeapGame#arithmeticProof()}) or observed
 *                    ({@link ObservedPeriod#findArithmetic}; not 0), drawn as a line
 */
public record PlotData(String spec, long from, long to, long max, long pPositions, long lastP,
        Optional<PeriodProof> proof, Optional<Climb> climb) {

    /**
     * Values that climb, and the line they climb along: through the value of the heap where the
     * climb starts, rising by the saltus each period, so that every period-th heap from there lies
     * on it.
     *
     * @param regularity the period and saltus (and the preperiod: of the game's heaps when proved,
     *                   from the plot's first heap when observed)
     * @param heap       the heap where the line starts: where the climb starts, or the plot's
     *                   first heap if that is later
     * @param value      that heap's value
     * @param proved     whether a theorem proves the climb (else it is observed)
     */
    record Climb(ArithmeticPeriod regularity, long heap, long value, boolean proved) {
        /** The line's value at heap {@code n}. */
        double at(long n) {
            return value + (double) regularity.saltus() / regularity.period().period() * (n - heap);
        }
    }

    /** A plot without a climb: a proved period, or values that show none. */
    PlotData(String spec, long from, long to, long max, long pPositions, long lastP, Optional<PeriodProof> proof) {
        this(spec, from, to, max, pPositions, lastP, proof, Optional.empty());
    }

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
        Optional<PeriodProof> proof = game.periodProof();
        return new PlotData(game.describe(), from, to, max, zeros, lastP, proof,
                proof.isPresent() ? Optional.empty() : climb(game, from, to, max));
    }

    /** The climb a theorem proves, else the one the plotted values show, else none. */
    private static Optional<Climb> climb(HeapGame game, long from, long to, long max) {
        Optional<ArithmeticProof> proved = game.arithmeticProof();
        if (proved.isPresent()) {
            long start = Math.max(from, proved.get().period().period().preperiod());
            return start > to ? Optional.empty()
                    : Optional.of(new Climb(proved.get().period(), start, game.grundy(start), true));
        }
        long count = to - from + 1;
        if (count <= 0 || count > Integer.MAX_VALUE || max > Integer.MAX_VALUE) {
            return Optional.empty();
        }
        return ObservedPeriod.findArithmetic(i -> (int) game.grundy(from + i), (int) count).filter(a -> !a.plain())
                .map(a -> new Climb(a, from + a.period().preperiod(), game.grundy(from + a.period().preperiod()), false));
    }

    /** How many heaps: {@code to - from + 1}, or {@link Long#MAX_VALUE} where that overflows. */
    long count() {
        long count = to - from + 1;
        return count > 0 ? count : Long.MAX_VALUE;
    }

    /** The picture's title: the game's spec and the range of heaps. */
    String title() {
        return spec + range();
    }

    /** What the title says after the game's spec: the range of heaps. */
    String range() {
        return ": g(n) for heaps n = " + (from == to ? Long.toString(from) : from + ".." + to);
    }
}
