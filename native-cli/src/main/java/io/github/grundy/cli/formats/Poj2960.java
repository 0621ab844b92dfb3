package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.subtraction.Subtraction;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/** POJ 2960: S-Nim; per case a set S and several positions, one W/L letter per position. */
public final class Poj2960 implements JudgeFormat {

    // k = 0 ends the input: 0 is read, and ends it.
    private static final StatedLimit K = new StatedLimit("k", 0, 100);
    private static final StatedLimit S_I = new StatedLimit("s_i", 1, 10_000);
    private static final StatedLimit M = new StatedLimit("m", 1, 100);
    private static final StatedLimit L = new StatedLimit("l", 1, 100);
    private static final StatedLimit H_I = new StatedLimit("h_i", 0, 10_000);

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
                Outcome outcome = Analyses.of(sum).outcome();
                letters[p] = (byte) (outcome == Outcome.N ? 'W' : 'L');
            }
            for (byte letter : letters) {
                out.ascii((char) letter);
            }
            out.newline();
        }
    }

    @Override
    public String statedLimits() {
        return "0 < k <= 100, 0 < s_i <= 10000; 0 < m <= 100; 0 < l <= 100, 0 <= h_i <= 10000 (the POJ 2960 statement)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(K, S_I, M, L, H_I);
    }

    @Override
    public void validate(Validation v) throws IOException {
        while (v.more()) {
            int k = v.count(K);
            if (k == 0) {
                v.end("k = 0 ends the input");
                return;
            }
            for (int i = 0; i < k; i++) {
                v.number(S_I);
            }
            int m = v.count(M);
            for (int p = 0; p < m; p++) {
                int l = v.count(L);
                for (int i = 0; i < l; i++) {
                    v.heap(H_I);
                }
                v.positionRead();
            }
            v.caseRead();
        }
    }

    @Override
    public void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        long max = g.max(new StatedLimit(H_I.name(), 1, H_I.max()), H_I.max(), Subtraction.MAX_ELEMENT,
                "its heaps are tabled, and a subtraction set's elements are at most " + Subtraction.MAX_ELEMENT);
        for (int c = 0; c < cases; c++) {
            long[] set = g.distinct((int) g.random().between(1, Math.min(Generation.DEFAULT_MAX_COUNT, max)), 1, max);
            HeapGame game = new Subtraction(set).prepare(max);
            HeapPicker heaps = HeapPicker.tabled(game::grundy, 0, max);
            int m = g.random().between(1, 5);
            long[] line = new long[set.length + 1];
            line[0] = set.length;
            System.arraycopy(set, 0, line, 1, set.length);
            g.line(line);
            g.line(m);
            for (int p = 0; p < m; p++) {
                long[] position = g.position(heaps, L);
                int l = position.length;
                long[] row = new long[l + 1];
                row[0] = l;
                System.arraycopy(position, 0, row, 1, l);
                g.line(row);
            }
        }
        g.line(0);
    }
}
