package io.github.grundy.cli.judge;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.nim.Nim;
import java.io.IOException;

/** AcWing 891: Nim, Yes/No. */
final class Acwing891 implements JudgeFormat {

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
}
