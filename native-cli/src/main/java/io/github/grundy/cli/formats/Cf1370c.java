package io.github.grundy.cli.formats;

import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.divisor.Divisor;
import java.io.IOException;
import java.util.List;

/** Codeforces 1370C: the odd-divisor game, one number per case: Ashishgup/FastestFinger. */
public final class Cf1370c implements JudgeFormat {

    private static final StatedLimit T = new StatedLimit("t", 1, 100);
    private static final StatedLimit N = new StatedLimit("n", 1, 1_000_000_000L);

    @Override
    public String id() {
        return "cf-1370c";
    }

    @Override
    public String summary() {
        return "odd-divisor game, one n per case: 'Ashishgup' if the first player wins, else 'FastestFinger'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        // No table: one heap at a time is answered by the game's closed-form outcome.
        Divisor game = new Divisor(Divisor.DEFAULT_MAX_TABLE);
        int cases = in.nextCount("the number of cases t", Counts.MAX);
        for (int c = 0; c < cases; c++) {
            long n = in.next("a number n");
            if (n < 1) {
                throw in.rejectLast("a number n of at least 1", n);
            }
            out.text(game.outcome(n) == Outcome.N ? "Ashishgup" : "FastestFinger").newline();
        }
        in.expectEnd("all " + cases + " cases were read");
    }

    @Override
    public String statedLimits() {
        return "1 <= t <= 100, 1 <= n <= 10^9 (the Codeforces 1370C statement)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(T, N);
    }

    @Override
    public void validate(Validation v) throws IOException {
        int cases = v.count(T);
        for (int c = 0; c < cases; c++) {
            v.heap(N);
            v.caseRead();
        }
        v.end("all " + cases + " cases were read");
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.oneHeap();
        int cases = g.cases(T.max());
        long max = g.max(N, N.max());
        Divisor game = new Divisor(Divisor.DEFAULT_MAX_TABLE);
        // One number per case: its outcome is all that matters, and lost numbers are dense enough
        // (1, powers of 2, twice an odd prime) for a short scan from any number to find one.
        HeapPicker numbers = HeapPicker.scanning(n -> game.outcome(n) == Outcome.N ? 1 : 0, 1, max);
        g.line(cases);
        for (int c = 0; c < cases; c++) {
            g.line(g.sum(numbers, 1)[0]);
        }
    }
}
