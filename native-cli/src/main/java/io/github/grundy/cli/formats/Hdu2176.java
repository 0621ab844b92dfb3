package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.nim.Nim;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/** HDU 2176: Nim; No, or Yes and every heap's winning move 'a b' (size, size to leave), until m = 0. */
public final class Hdu2176 implements JudgeFormat {

    @Override
    public String id() {
        return "hdu-2176";
    }

    @Override
    public String summary() {
        return "Nim: 'No', or 'Yes' and each winning move 'a b' (heap size, size to leave), per case until m = 0";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        Nim nim = new Nim();
        for (long[] heaps; (heaps = Counts.untilZero(in, "m")) != null; ) {
            HeapSumAnalysis analysis = Analyses.of(HeapSum.of(nim, heaps));
            if (analysis.outcome() != Outcome.N) {
                out.text("No").newline();
                continue;
            }
            out.text("Yes").newline();
            try {
                // As parts: no HeapMove for each of up to 200,000 moves a case.
                analysis.forEachMove((component, heap, option) -> {
                    write(out, heap, option[0]);
                    return true;
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
    }

    private static void write(AsciiOutput out, long heap, long left) {
        try {
            out.number(heap).ascii(' ').number(left).newline();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final NimCases CASES = new NimCases(new StatedLimit("m", 0, 200_000), StatedLimit.atLeast("a heap", 1));

    @Override
    public String statedLimits() {
        return "m <= 200000, heaps positive (seed 003)";
    }

    @Override
    public List<StatedLimit> limits() {
        return CASES.limits();
    }

    @Override
    public void validate(Validation v) throws IOException {
        CASES.validate(v);
    }

    @Override
    public void generate(Generation g) throws IOException {
        CASES.generate(g);
    }

    @Override
    public boolean answersWithMoves() {
        return true;
    }
}
