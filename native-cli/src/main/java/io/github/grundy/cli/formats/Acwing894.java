package io.github.grundy.cli.formats;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.split.Split;
import java.io.IOException;
import java.util.List;

/** AcWing 894: split Nim, Yes/No. */
public final class Acwing894 implements JudgeFormat {

    private static final StatedLimit N = new StatedLimit("n", 1, 100);
    private static final StatedLimit A_I = new StatedLimit("a_i", 1, 100);

    @Override
    public String id() {
        return "acwing-894";
    }

    @Override
    public String summary() {
        return "split Nim (a heap becomes two smaller heaps): 'Yes' if the first player wins, else 'No'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        YesNo.heaps(in, out, new Split());
    }

    @Override
    public String statedLimits() {
        return "1 <= n, a_i <= 100 (seed 002)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(N, A_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        v.countedHeaps(N, A_I);
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.oneCase();
        long max = g.max(A_I, A_I.max(), (1 << 24) - 1, "the game's values are tabled to pick heaps, 2^24 at most");
        HeapGame game = new Split().prepare(max);
        long[] heaps = g.position(HeapPicker.tabled(game::grundy, 1, max), N);
        g.line(heaps.length);
        g.line(heaps);
    }
}
