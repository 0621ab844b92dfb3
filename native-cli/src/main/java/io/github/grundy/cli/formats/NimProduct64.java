package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.nimber.Nimbers;
import java.io.IOException;
import java.util.List;

/** Library Checker's nim_product_64: T pairs of 64-bit nimbers, the nim product of each. */
public final class NimProduct64 implements JudgeFormat {

    private static final StatedLimit T = new StatedLimit("T", 0, 1_000_000);
    private static final StatedLimit A = StatedLimit.word("A");
    private static final StatedLimit B = StatedLimit.word("B");

    @Override
    public String id() {
        return "nim-product-64";
    }

    @Override
    public String summary() {
        return "T pairs A B of 64-bit numbers: the nim product of each, one a line";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        int pairs = in.nextCount("the number of pairs T", Counts.MAX);
        for (int i = 0; i < pairs; i++) {
            long a = in.nextUnsigned("a 64-bit number A");
            long b = in.nextUnsigned("a 64-bit number B");
            out.unsigned(Nimbers.product(a, b)).newline();
        }
        in.expectEnd("all " + pairs + " pairs were read");
    }

    @Override
    public boolean answersWithVerdicts() {
        return false;
    }

    @Override
    public String statedLimits() {
        return "T <= 10^6, 0 <= A, B < 2^64 (Library Checker's nim_product_64)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(T, A, B);
    }

    @Override
    public void validate(Validation v) throws IOException {
        int pairs = v.count(T);
        for (int i = 0; i < pairs; i++) {
            v.word(A);
            v.word(B);
        }
        v.caseRead();
        v.end("all " + pairs + " pairs were read");
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.noHeaps();
        int pairs = g.cases(T.max());
        g.line(pairs);
        for (int i = 0; i < pairs; i++) {
            g.words(g.word(A), g.word(B));
        }
    }
}
