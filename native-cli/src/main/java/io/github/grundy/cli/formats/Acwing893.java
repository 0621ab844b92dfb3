package io.github.grundy.cli.formats;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.subtraction.Subtraction;
import java.io.IOException;
import java.util.List;

/** AcWing 893: a subtraction game (S-Nim), Yes/No. */
public final class Acwing893 implements JudgeFormat {

    private static final StatedLimit K = new StatedLimit("k", 1, 100);
    private static final StatedLimit S_I = new StatedLimit("s_i", 1, 10_000);
    private static final StatedLimit N = new StatedLimit("n", 1, 100);
    private static final StatedLimit H_I = new StatedLimit("h_i", 1, 10_000);

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

    @Override
    public String statedLimits() {
        return "1 <= n, k <= 100, 1 <= s_i, h_i <= 10000, the s_i distinct (seed 002)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(K, S_I, N, H_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        int k = v.count(K);
        v.distinct(S_I, k);
        v.countedHeaps(N, H_I);
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.oneCase();
        long max = g.max(H_I, H_I.max(), Subtraction.MAX_ELEMENT, "its heaps are tabled, and a subtraction set's"
                + " elements are at most " + Subtraction.MAX_ELEMENT);
        long[] set = g.distinct((int) g.random().between(1, Math.min(Generation.DEFAULT_MAX_COUNT, max)), 1, max);
        HeapGame game = new Subtraction(set).prepare(max);
        long[] heaps = g.position(HeapPicker.tabled(game::grundy, 1, max), N);
        g.line(set.length);
        g.line(set);
        g.line(heaps.length);
        g.line(heaps);
    }
}
