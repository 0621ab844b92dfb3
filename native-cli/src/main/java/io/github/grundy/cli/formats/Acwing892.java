package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.staircase.Staircase;
import java.io.IOException;
import java.util.List;

/** AcWing 892: staircase Nim, Yes/No. */
public final class Acwing892 implements JudgeFormat {

    private static final StatedLimit N = new StatedLimit("n", 1, 100_000);
    private static final StatedLimit A_I = new StatedLimit("a_i", 1, 1_000_000_000L);

    @Override
    public String id() {
        return "acwing-892";
    }

    @Override
    public String summary() {
        return "staircase Nim (coins on stairs 1..n): 'Yes' if the first player wins, else 'No'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        long[] stairs = Counts.heaps(in, "the number of stairs n", "a number of coins");
        in.expectEnd("all stairs were read");
        YesNo.answer(out, Analyses.of(new Staircase(), stairs).outcome());
    }

    @Override
    public String statedLimits() {
        return "1 <= n <= 10^5, 1 <= a_i <= 10^9 (seed 002)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(N, A_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        v.countedHeaps(N, A_I);
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.oneCase();
        long max = g.max(A_I, A_I.max());
        long[] stairs = g.counted(N, n -> {
            // The coins on odd stairs decide (they are a Nim position); those on even stairs do not.
            long[] odd = g.nim((n + 1) / 2, 1, max);
            long[] all = new long[n];
            for (int i = 0; i < n; i++) {
                all[i] = i % 2 == 0 ? odd[i / 2] : g.random().between(1, max);
            }
            return all;
        });
        g.line(stairs.length);
        g.line(stairs);
    }
}
