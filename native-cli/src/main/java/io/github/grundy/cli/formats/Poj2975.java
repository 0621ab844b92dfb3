package io.github.grundy.cli.formats;

import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.variants.nim.Nim;
import java.io.IOException;
import java.util.List;

/** POJ 2975 and HDU 1850: the number of winning moves of Nim positions, until n = 0. */
public final class Poj2975 implements JudgeFormat {

    private final String id;
    private final String limits;
    private final NimCases cases;

    /** The format {@code id}, whose statement gives {@code limits} (in words) and {@code cases}. */
    Poj2975(String id, String limits, NimCases cases) {
        this.id = id;
        this.limits = limits;
        this.cases = cases;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String summary() {
        return "Nim: the number of winning moves, per case until n = 0";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        Nim nim = new Nim();
        for (long[] heaps; (heaps = Counts.untilZero(in, "n")) != null; ) {
            out.number(WinningMoves.of(HeapSum.of(nim, heaps)).count()).newline();
        }
    }

    @Override
    public String statedLimits() {
        return limits;
    }

    @Override
    public List<StatedLimit> limits() {
        return cases.limits();
    }

    @Override
    public void validate(Validation v) throws IOException {
        cases.validate(v);
    }

    @Override
    public void generate(Generation g) throws IOException {
        cases.generate(g);
    }

    @Override
    public boolean answersWithMoves() {
        return true;
    }
}
