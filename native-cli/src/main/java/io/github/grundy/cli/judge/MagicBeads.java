package io.github.grundy.cli.judge;

import io.github.grundy.core.HeapGame;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.beads.Beads;
import java.io.IOException;

/** Magic beads: the divisor-splitting game, cases until the end of input: freda/rainbow. */
final class MagicBeads implements JudgeFormat {

    @Override
    public String id() {
        return "magic-beads";
    }

    @Override
    public String summary() {
        return "magic beads (a heap becomes its proper divisors, less one): 'freda' if the first player wins, else 'rainbow'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        // One table for the whole run, grown (at least doubled) when a case needs more of it.
        HeapGame game = new Beads(Beads.DEFAULT_MAX_TABLE);
        while (Counts.more(in)) {
            long[] heaps = Counts.heaps(in, "the number of heaps n", "a heap size");
            long max = 0;
            for (long h : heaps) {
                max = Math.max(max, h);
            }
            if (max > game.maxGrundyHeap()) {
                long grown = Math.min(Beads.DEFAULT_MAX_TABLE, 2 * Math.max(1, game.maxGrundyHeap()));
                game = Games.prepared(game, new long[] {Math.max(max, grown)}, in);
            }
            Games.prepared(game, heaps, in);
            boolean wins = WinningMoves.of(HeapSum.of(game, heaps)).firstPlayerWins();
            out.text(wins ? "freda" : "rainbow").newline();
        }
    }
}
