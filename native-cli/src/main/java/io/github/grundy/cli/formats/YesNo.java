package io.github.grundy.cli.formats;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;

/**
 * The AcWing formats that read one position of heaps and answer {@code Yes} when the first
 * player wins, else {@code No}.
 */
public final class YesNo {

    private YesNo() {
    }

    /** {@code n}, then {@code n} heaps of {@code game}; the game prepared for the largest. */
    static void heaps(NumberReader in, AsciiOutput out, HeapGame game) throws IOException {
        long[] heaps = Counts.heaps(in, "the number of heaps n", "a heap size", game);
        in.expectEnd("all heaps were read");
        answer(out, Analyses.of(Games.sum(game, heaps, in)).outcome());
    }

    static void answer(AsciiOutput out, Outcome outcome) throws IOException {
        out.text(outcome == Outcome.N ? "Yes" : "No").newline();
    }
}
