package io.github.grundy.cli.judge;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.split.Split;
import java.io.IOException;

/** AcWing 894: split Nim, Yes/No. */
final class Acwing894 implements JudgeFormat {

    @Override
    public String id() {
        return "acwing-894";
    }

    @Override
    public String summary() {
        return "split Nim (a heap becomes two smaller heaps): 'Yes' if the first player wins, else 'No'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        YesNo.heaps(in, out, new Split());
    }
}
