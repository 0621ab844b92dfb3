package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.nimber.NimberLogarithm;
import io.github.grundy.core.nimber.Nimbers;
import java.io.IOException;
import java.util.List;
import java.util.OptionalLong;

/**
 * Codeforces 1310F (Bad Cryptography): t pairs a b of 64-bit nimbers, an x with {@code a^x = b}
 * under nim-multiplication, or -1. The judge accepts any such x below 2^64; this answers the
 * least, which is below the order of {@code a}.
 */
public final class Cf1310f implements JudgeFormat {

    private static final StatedLimit T = new StatedLimit("t", 1, 100);
    private static final StatedLimit A = new StatedLimit("a", 1, -1L, true);
    private static final StatedLimit B = new StatedLimit("b", 1, -1L, true);

    @Override
    public String id() {
        return "cf-1310f";
    }

    @Override
    public String summary() {
        return "t pairs a b of 64-bit nimbers: an x with a^x = b (nim powers; the least, any is accepted), or -1";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        int pairs = in.nextCount("the number of pairs t", Counts.MAX);
        for (int i = 0; i < pairs; i++) {
            long a = in.nextUnsigned("a 64-bit number a");
            long b = in.nextUnsigned("a 64-bit number b");
            OptionalLong x = NimberLogarithm.log(a, b);
            if (x.isPresent()) {
                out.unsigned(x.getAsLong()).newline();
            } else {
                out.number(-1).newline();
            }
        }
        in.expectEnd("all " + pairs + " pairs were read");
    }

    @Override
    public boolean answersWithVerdicts() {
        return false;
    }

    @Override
    public String statedLimits() {
        return "1 <= t <= 100, 1 <= a, b < 2^64 (the Codeforces 1310F statement)";
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

    /**
     * Half the pairs have a logarithm by construction ({@code b = a^x}). The words are of every
     * size, and a base below {@code 2^(2^k)} lies in that subfield, whose powers stay in it: the
     * other half, random values, often have none.
     */
    @Override
    public void generate(Generation g) throws IOException {
        g.noHeaps();
        int pairs = g.cases(T.max());
        g.line(pairs);
        for (int i = 0; i < pairs; i++) {
            long a = g.word(A);
            long b = g.word(B);
            if (g.coin()) {
                long power = Nimbers.power(a, g.word(StatedLimit.word("x")));
                // Under a small --max the power may leave the range asked for: keep the random b then.
                b = power != 0 && Long.compareUnsigned(power, g.wordMax(B)) <= 0 ? power : b;
            }
            g.words(a, b);
        }
    }
}
