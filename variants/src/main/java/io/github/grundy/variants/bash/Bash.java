package io.github.grundy.variants.bash;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import java.util.Optional;

/**
 * Bash's game: a move takes 1..max objects from one heap. A heap of n is worth n mod (max+1):
 * by induction, the options of n are n-1 .. n-min(max, n), whose values are every residue mod
 * (max+1) except n's own (and, for n <= max, exactly 0..n-1), so their mex is n mod (max+1).
 *
 * @param max the most objects one move may take, at least 1
 */
public record Bash(long max) implements HeapGame {

    public Bash {
        if (max < 1) {
            throw new IllegalArgumentException("bash: max must be at least 1, found " + max);
        }
    }

    @Override
    public String describe() {
        return "bash --max=" + max;
    }

    @Override
    public long grundy(long heap) {
        // heap <= max needs no modulus, and keeps max+1 from overflowing when max = 2^63-1.
        return heap <= max ? heap : heap % (max + 1);
    }

    /** The class comment's induction; n mod 2^63 is n, for the largest max. */
    @Override
    public Optional<String> closedForm() {
        return Optional.of(max == Long.MAX_VALUE ? "g(n) = n" : "g(n) = n mod " + (max + 1));
    }

    /** Heaps up to max, whose options are all the smaller heaps (the class comment's induction). */
    @Override
    public long worthItselfUpTo() {
        return max;
    }

    /**
     * Period {@code max + 1} from heap 0, proved by the closed form (no table to check), when it
     * fits a {@link Period}.
     */
    @Override
    public Optional<PeriodProof> periodProof() {
        // A Period's table, preperiod + period, is indexed by an int.
        if (max > Integer.MAX_VALUE - 1) {
            return Optional.empty();
        }
        return Optional.of(new PeriodProof(new Period(0, (int) max + 1), "the closed form " + closedForm().get()
                + ", proved by induction in docs/games.md", 0));
    }

    @Override
    public String describeMove(long heap, long[] option) {
        return HeapGame.describeTake(heap, option);
    }

    /** Options in order of objects taken: 1, 2, ..., min(max, heap). */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        long[] option = new long[1];
        long most = Math.min(max, heap);
        for (long take = 1; take <= most; take++) {
            option[0] = heap - take;
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        long take = takeFor(heap, value);
        if (take > 0) {
            sink.accept(new long[] {heap - take});
        }
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        return takeFor(heap, value) > 0 ? 1 : 0;
    }

    /**
     * The one number of objects to take that leaves a heap worth {@code value}, or 0 if none: it
     * is (g - value) mod (max+1), which must be 1..min(max, heap).
     */
    private long takeFor(long heap, long value) {
        long g = grundy(heap);
        if (value == g || value > max) {
            return 0;
        }
        // value < g: take g - value; value > g: wrap around, max - (value - g) + 1 (no overflow).
        long take = value < g ? g - value : max - (value - g) + 1;
        return take <= heap ? take : 0;
    }
}
