package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.nim.Nim;
import java.io.IOException;
import java.util.List;

/** AcWing 891: Nim, Yes/No. */
public final class Acwing891 implements JudgeFormat {

    private static final StatedLimit N = new StatedLimit("n", 1, 100_000);
    private static final StatedLimit A_I = new StatedLimit("a_i", 1, 1_000_000_000L);

    @Override
    public String id() {
        return "acwing-891";
    }

    @Override
    public String summary() {
        return "Nim: 'Yes' if the first player wins, else 'No'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        YesNo.heaps(in, out, new Nim());
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
        g.nimCase(N, A_I);
    }
}
