package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.nim.Nim;
import java.io.IOException;

/** AcWing 891: Nim, Yes/No. */
public final class Acwing891 implements JudgeFormat {

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
    public void validate(Validation v) throws IOException {
        v.countedHeaps("n", 100_000, "a_i", 1, 1_000_000_000L);
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.nimCase("n", 100_000, "a_i", 1_000_000_000L);
    }
}
