package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.beads.Beads;
import java.io.IOException;
import java.util.List;

/** Magic beads: the divisor-splitting game, cases until the end of input: freda/rainbow. */
public final class MagicBeads implements JudgeFormat {

    /** The largest heap drawn when --max does not say: the seed states no limit. */
    private static final long DEFAULT_MAX = 1000;

    private static final StatedLimit N = StatedLimit.atLeast("n", 0);
    private static final StatedLimit A_I = StatedLimit.atLeast("a_i", 1);

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
            long[] heaps = Counts.heaps(in, "the number of heaps n", "a heap size", game);
            long max = 0;
            for (long h : heaps) {
                max = Math.max(max, h);
            }
            if (max > Beads.DEFAULT_MAX_TABLE) {
                // The judge has no --max-table: its table is the game's default size.
                throw new LimitExceededException(in.rejectLast("magic-beads: heaps up to " + Beads.DEFAULT_MAX_TABLE
                        + " (the Grundy table's limit), found " + max).getMessage());
            }
            if (max > game.maxGrundyHeap()) {
                game = game.prepare(Math.max(max, Math.min(Beads.DEFAULT_MAX_TABLE, 2 * Math.max(1, game.maxGrundyHeap()))));
            }
            Outcome outcome = Analyses.of(Games.sum(game, heaps, in)).outcome();
            out.text(outcome == Outcome.N ? "freda" : "rainbow").newline();
        }
    }

    @Override
    public String statedLimits() {
        return "a_i >= 1; the seed (004) states no other limits";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(N, A_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        while (v.more()) {
            int n = v.count(N);
            for (int i = 0; i < n; i++) {
                v.heap(A_I);
            }
            v.caseRead();
        }
    }

    @Override
    public void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        // Drawn within the judge's table (the seed states no limit).
        long max = g.max(new StatedLimit(A_I.name(), A_I.min(), Beads.DEFAULT_MAX_TABLE), DEFAULT_MAX,
                Beads.DEFAULT_MAX_TABLE, "its heaps are picked from the judge's table of values");
        HeapGame game = new Beads(Beads.DEFAULT_MAX_TABLE).prepare(max);
        HeapPicker beads = HeapPicker.tabled(game::grundy, 1, max);
        for (int c = 0; c < cases; c++) {
            long[] heaps = g.position(beads, N);
            g.line(heaps.length);
            g.line(heaps);
        }
    }
}
