package io.github.grundy.cli.judge;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;

/** AcWing 893: a subtraction game (S-Nim), Yes/No. */
final class Acwing893 implements JudgeFormat {

    @Override
    public String id() {
        return "acwing-893";
    }

    @Override
    public String summary() {
        return "subtraction game: k sizes S, then n heaps: 'Yes' if the first player wins, else 'No'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        YesNo.heaps(in, out, SubtractionSet.read(in, "the number of sizes k"));
    }
}
