package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.nim.Nim;
import java.io.IOException;
import java.util.Optional;
import java.util.List;

/** Luogu P1247: Nim; the first winning move (take a from heap b) and the heaps after it. */
public final class LuoguP1247 implements JudgeFormat {

    private static final StatedLimit K = new StatedLimit("k", 1, 500_000);
    private static final StatedLimit N_I = new StatedLimit("n_i", 1, 1_000_000_000L);

    @Override
    public String id() {
        return "luogu-p1247";
    }

    @Override
    public String summary() {
        return "Nim: 'lose', or the first winning move 'a b' (take a from heap b) and the heaps after it";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        long[] heaps = Counts.heaps(in, "the number of heaps k", "a heap size");
        in.expectEnd("all heaps were read");
        Optional<HeapMove> first = Analyses.of(HeapSum.of(new Nim(), heaps)).first();
        if (first.isEmpty()) {
            out.text("lose").newline();
            return;
        }
        HeapMove m = first.get();
        long left = m.optionHeap(0);
        out.number(m.heap() - left).ascii(' ').number(m.component() + 1L).newline();
        heaps[m.component()] = left;
        for (int i = 0; i < heaps.length; i++) {
            if (i > 0) {
                out.ascii(' ');
            }
            out.number(heaps[i]);
        }
        out.newline();
    }

    @Override
    public String statedLimits() {
        return "1 <= k <= 500000, 1 <= n_i <= 10^9 (the Luogu P1247 statement)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(K, N_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        v.countedHeaps(K, N_I);
    }

    @Override
    public void generate(Generation g) throws IOException {
        g.nimCase(K, N_I);
    }

    @Override
    public boolean answersWithMoves() {
        return true;
    }
}
