package io.github.grundy.cli.judge;

import io.github.grundy.core.Analysis;
import io.github.grundy.core.Outcome;
import io.github.grundy.core.HeapGame;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.Arrays;

/** A sum of Bash heaps, each with its own limit: Win/Lose per case. */
final class BashSum implements JudgeFormat {

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
            Outcome outcome = Analysis.of(HeapSum.of(games, heaps)).outcome();
            out.text(outcome == Outcome.N ? "Win" : "Lose").newline();
        }
        in.expectEnd("all " + cases + " cases were read");
    }
}
