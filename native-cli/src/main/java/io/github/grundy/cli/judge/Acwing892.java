package io.github.grundy.cli.judge;

import io.github.grundy.core.Analysis;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.staircase.Staircase;
import java.io.IOException;

/** AcWing 892: staircase Nim, Yes/No. */
final class Acwing892 implements JudgeFormat {

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
        YesNo.answer(out, Analysis.of(new Staircase(), stairs).outcome());
    }
}
