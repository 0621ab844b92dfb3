package io.github.grundy.cli.formats;

import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.bash.Bash;
import java.io.IOException;
import java.util.List;

/** HDU 1846: one Bash heap per case (n, take 1..m): first/second. */
public final class Hdu1846 implements JudgeFormat {

    private static final StatedLimit C = StatedLimit.atLeast("C", 0);
    private static final StatedLimit N = new StatedLimit("n", 1, 1000);
    private static final StatedLimit M = new StatedLimit("m", 1, 1000);

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

    @Override
    public String statedLimits() {
        return "1 <= n, m <= 1000 (the HDU 1846 statement; C is not limited there)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(C, N, M);
    }

    @Override
    public void validate(Validation v) throws IOException {
        int cases = v.count(C);
        for (int c = 0; c < cases; c++) {
            v.heap(N);
            v.number(M);
            v.caseRead();
        }
        v.end("all " + cases + " cases were read");
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.oneHeap();
        int cases = g.cases(Counts.MAX);
        long max = g.max(N, N.max());
        g.line(cases);
        for (int c = 0; c < cases; c++) {
            // A lost heap is a multiple of m + 1: m below the largest heap makes one exist.
            long m = g.random().between(M.min(), g.lossesWanted() ? Math.max(M.min(), max - 1) : M.max());
            Bash game = new Bash(m);
            // Beyond a table's 2^24 heaps (--max past the statement's limits), Bash's values recur every m + 1 heaps.
            HeapPicker heaps = max - 1 < 1 << 24 ? HeapPicker.tabled(game::grundy, 1, max)
                    : HeapPicker.scanning(game::grundy, 1, max);
            long n = g.sum(heaps, 1)[0];
            g.line(n, m);
        }
    }
}
