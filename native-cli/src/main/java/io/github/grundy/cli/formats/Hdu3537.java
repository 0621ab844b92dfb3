package io.github.grundy.cli.formats;

import io.github.grundy.core.gen.SplitMix64;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.turning.Odious;
import java.io.IOException;
import java.util.List;

/**
 * HDU 3537: Mock Turtles, coins numbered from 0, per case until the end of input: "Yes" if the
 * first player loses. Coin a of the statement (coin a + 1 of {@code mock-turtles}) is worth the a-th
 * odious number ({@link Odious}); a coin listed twice is one head.
 */
public final class Hdu3537 implements JudgeFormat {

    private static final StatedLimit N = new StatedLimit("n", 0, 100);
    private static final StatedLimit A_I = new StatedLimit("a_i", 0, 99_999_999);

    /** The strip for gen: a head's worth, and the coin worth a value (none when it is not odious). */
    private static final CoinBoard STRIP = new CoinBoard() {
        @Override
        public int dimensions() {
            return 1;
        }

        @Override
        public long worth(long[] cell) {
            return Odious.nth(cell[0]);
        }

        @Override
        public boolean cellWorth(long value, long[] cell, long lo, long hi, SplitMix64 random) {
            cell[0] = Odious.indexOf(value);
            return cell[0] >= lo && cell[0] <= hi;
        }
    };

    @Override
    public String id() {
        return "hdu-3537";
    }

    @Override
    public String summary() {
        return "Mock Turtles (turn 1 to 3 coins), heads at n coins from 0, per case until the end: 'Yes' if the first player loses";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        DistinctCells heads = new DistinctCells();
        while (!in.atEnd()) {
            int n = in.nextCount("the number of heads n", Counts.MAX);
            heads.clear();
            long sum = 0;
            for (int i = 0; i < n; i++) {
                long a = in.next("a coin a_i (numbered from 0)");
                if (a > Odious.MAX_INDEX) {
                    throw in.rejectLast("a coin a_i of at most " + Odious.MAX_INDEX, a);
                }
                if (heads.add(a, 0, 0)) {
                    sum ^= Odious.nth(a);
                }
            }
            out.text(sum == 0 ? "Yes" : "No").newline();
        }
    }

    @Override
    public String statedLimits() {
        return "0 <= n <= 100, 0 <= a_i <= 99999999, below 10^8 (the HDU 3537 statement)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(N, A_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        while (v.more()) {
            int n = v.count(N);
            for (int i = 0; i < n; i++) {
                v.heap(A_I);
            }
            v.caseRead();
        }
    }

    @Override
    public void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        long max = g.max(A_I, A_I.max(), Odious.MAX_INDEX, "a coin's value, about twice it, stays below 2^63");
        for (int c = 0; c < cases; c++) {
            long[] coins = g.counted(N, n -> g.drawn(verdict -> STRIP.position(n, 0, max, verdict, g.random())));
            g.line(coins.length);
            g.line(coins);
        }
    }
}
