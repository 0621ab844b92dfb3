package io.github.grundy.cli.judge;

import io.github.grundy.core.Analysis;
import io.github.grundy.core.Outcome;
import io.github.grundy.core.HeapGame;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.Arrays;

/** POJ 2960: S-Nim; per case a set S and several positions, one W/L letter per position. */
final class Poj2960 implements JudgeFormat {

    @Override
    public String id() {
        return "poj-2960";
    }

    @Override
    public String summary() {
        return "S-Nim: per case k sizes S and m positions: one line of W/L, a letter per position, until k = 0";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        while (Counts.more(in)) {
            int k = in.nextCount("the number of sizes k (0 ends the input)", Counts.MAX);
            if (k == 0) {
                in.expectEnd("k = 0 ends the input");
                return;
            }
            HeapGame game = SubtractionSet.read(in, k);
            int m = in.nextCount("the number of positions m", Counts.MAX);
            // Letters of a case are kept until the case is read whole: no partial line on an error.
            int first = Counts.first(in, m);
            byte[] letters = Counts.allocate(in, first, m, 1, "positions", () -> new byte[first]);
            for (int p = 0; p < m; p++) {
                if (p == letters.length) {
                    int next = Counts.grown(p, m);
                    byte[] full = letters;
                    letters = Counts.allocate(in, next, m, 1, "positions", () -> Arrays.copyOf(full, next));
                }
                long[] heaps = Counts.heaps(in, "the number of heaps l", "a heap size", game);
                HeapSum sum = Games.sum(game, heaps, in);
                if (sum.size() > 0) {
                    // The game as prepared, its table kept for the next positions of the case.
                    game = sum.game(0);
                }
                Outcome outcome = Analysis.of(sum).outcome();
                letters[p] = (byte) (outcome == Outcome.N ? 'W' : 'L');
            }
            for (byte letter : letters) {
                out.ascii((char) letter);
            }
            out.newline();
        }
    }
}
