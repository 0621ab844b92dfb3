package io.github.grundy.cli.judge;

import io.github.grundy.core.Outcome;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.bash.Bash;
import java.io.IOException;

/** HDU 1846: one Bash heap per case (n, take 1..m): first/second. */
final class Hdu1846 implements JudgeFormat {

    @Override
    public String id() {
        return "hdu-1846";
    }

    @Override
    public String summary() {
        return "Bash's game, one heap n with limit m per case: 'first' or 'second' wins";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        int cases = in.nextCount("the number of cases C", Counts.MAX);
        for (int c = 0; c < cases; c++) {
            long n = in.next("a heap size n");
            Bash game = BashLimit.read(in);
            out.text(game.outcome(n) == Outcome.N ? "first" : "second").newline();
        }
        in.expectEnd("all " + cases + " cases were read");
    }
}
