package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.bash.Bash;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A sum of Bash heaps, each with its own limit: Win/Lose per case. */
public final class BashSum implements JudgeFormat {

    // No statement: the game's own bounds.
    private static final StatedLimit T = StatedLimit.atLeast("T", 0);
    private static final StatedLimit COUNT = StatedLimit.atLeast("N", 0);
    private static final StatedLimit HEAP = StatedLimit.atLeast("n", 0);
    private static final StatedLimit M = StatedLimit.atLeast("m", 1);

    /** A heap and its game: 8 bytes, a reference and a small {@code Bash} object. */
    private static final long BYTES_PER_HEAP = 40;

    @Override
    public String id() {
        return "bash-sum";
    }

    @Override
    public String summary() {
        return "sum of Bash heaps, each 'n m' with its own limit: 'Win' or 'Lose' per case";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        int cases = in.nextCount("the number of cases T", Counts.MAX);
        for (int c = 0; c < cases; c++) {
            int n = in.nextCount("the number of heaps N", Counts.MAX);
            int first = Counts.first(in, n);
            long[] heaps = Counts.allocate(in, first, n, BYTES_PER_HEAP, "heaps", () -> new long[first]);
            HeapGame[] games = Counts.allocate(in, first, n, BYTES_PER_HEAP, "heaps", () -> new HeapGame[first]);
            for (int i = 0; i < n; i++) {
                if (i == heaps.length) {
                    int next = Counts.grown(i, n);
                    long[] fullHeaps = heaps;
                    HeapGame[] fullGames = games;
                    heaps = Counts.allocate(in, next, n, BYTES_PER_HEAP, "heaps", () -> Arrays.copyOf(fullHeaps, next));
                    games = Counts.allocate(in, next, n, BYTES_PER_HEAP, "heaps", () -> Arrays.copyOf(fullGames, next));
                }
                heaps[i] = in.next("a heap size n");
                games[i] = BashLimit.read(in);
            }
            Outcome outcome = Analyses.of(HeapSum.of(games, heaps)).outcome();
            out.text(outcome == Outcome.N ? "Win" : "Lose").newline();
        }
        in.expectEnd("all " + cases + " cases were read");
    }

    @Override
    public String statedLimits() {
        return "none stated (a local judge's problem, seed 001): n >= 0 and m >= 1, the game's own, are checked";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(T, COUNT, HEAP, M);
    }

    @Override
    public void validate(Validation v) throws IOException {
        int cases = v.count(T);
        for (int c = 0; c < cases; c++) {
            int n = v.count(COUNT);
            for (int i = 0; i < n; i++) {
                v.heap(HEAP);
                v.number(M);
            }
            v.caseRead();
        }
        v.end("all " + cases + " cases were read");
    }

    @Override
    public void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        long max = g.max(new StatedLimit(HEAP.name(), 1, HEAP.max()), 1_000_000_000L);
        g.line(cases);
        for (int c = 0; c < cases; c++) {
            int n = g.heaps(COUNT);
            // Limits up to 1000: a heap of each value is then within a short scan of any heap.
            long[] limits = new long[n];
            List<HeapPicker> pickers = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                limits[i] = g.random().between(1, Math.min(1000, Math.max(1, max - 1)));
                pickers.add(HeapPicker.scanning(new Bash(limits[i])::grundy, 1, max));
            }
            long[] heaps = g.sum(pickers);
            g.line(n);
            for (int i = 0; i < n; i++) {
                g.line(heaps[i], limits[i]);
            }
        }
    }
}
