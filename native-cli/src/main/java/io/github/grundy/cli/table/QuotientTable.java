package io.github.grundy.cli.table;

import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Json;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.misere.MisereQuotient;
import io.github.grundy.core.misere.QuotientRun;
import io.github.grundy.core.sequence.TakeBreakGame;
import java.io.IOException;
import java.util.List;

/**
 * The answer of {@code table --misere --quotient}: core's {@link MisereQuotient} written out (its
 * presentation, sizes, where it grew, {@code Φ} of each heap, and the proof of its period when
 * there is one), in text or JSON.
 */
public final class QuotientTable {

    private final AsciiOutput out;
    private final String game;
    private final MisereQuotient q;

    /**
     * {@code table --misere --quotient}: the quotient of heaps 0..{@code last} of {@code game}
     * (for a code, until its period is proved), its candidates at most {@code maxQuotient}
     * elements, run by {@code steps} (checkpoints, resume, the progress line), written as text or
     * JSON; a stop ends the answer whole, then is thrown again.
     */
    static int table(HeapGame game, int last, int maxQuotient, QuotientSteps steps, boolean json,
            AsciiOutput out) throws IOException {
        String limit = "--max-quotient=" + maxQuotient;
        QuotientRun run = game instanceof TakeBreakGame tb ? QuotientRun.of(tb.code(), maxQuotient, limit)
                : QuotientRun.of(game, maxQuotient, limit);
        QuotientSteps.Result r = steps.run(run, game.describe(), last);
        QuotientTable t = new QuotientTable(out, game.describe(), r.quotient());
        try {
            if (json) {
                t.json();
            } else {
                t.text();
            }
        } finally {
            out.flush();
        }
        if (r.stopped() != null) {
            throw r.stopped();
        }
        return ExitCode.OK;
    }

    QuotientTable(AsciiOutput out, String game, MisereQuotient q) {
        this.out = out;
        this.game = game;
        this.q = q;
    }

    void text() throws IOException {
        out.text("Misere quotient of ").text(game).text(" (Plambeck-Siegel), heaps 0..").number(q.maxHeap())
                .ascii(':').newline();
        out.text(q.presentation()).newline();
        out.text("|Q| = ").number(q.size()).text(", |P| = ").number(q.pSize())
                .text(q.isTame() ? " (tame: the quotient of misere Nim)" : " (wild: not the quotient of misere Nim)");
        if (!q.changes().isEmpty()) {
            out.text("; it grew at heaps ").text(String.join(", ", q.changes().stream().map(String::valueOf).toList()));
        }
        out.ascii('.').newline();
        out.text("Phi = ").text(String.join(" ", q.phiWords())).newline();
        if (q.proof().isPresent()) {
            out.text("Proved for every heap: ").text(q.proof().get().text()).ascii('.').newline();
        } else {
            out.text("No period proved by heap ").number(q.maxHeap()).text(": the quotient holds for sums of heaps 0..")
                    .number(q.maxHeap()).text(" (a sum is lost iff the product of its heaps' Phi is in P).").newline();
        }
    }

    void json() throws IOException {
        out.text("{\"game\":");
        Json.string(out, game);
        out.text(",\"play\":\"misere\",\"quotient\":{\"to\":").number(q.maxHeap()).text(",\"presentation\":");
        Json.string(out, q.presentation());
        out.text(",\"size\":").number(q.size()).text(",\"pSize\":").number(q.pSize()).text(",\"tame\":")
                .text(q.isTame() ? "true" : "false").text(",\"changes\":[");
        for (int i = 0; i < q.changes().size(); i++) {
            out.text(i > 0 ? "," : "").number(q.changes().get(i));
        }
        out.text("],\"phi\":[");
        List<String> words = q.phiWords();
        for (int i = 0; i < words.size(); i++) {
            out.text(i > 0 ? "," : "");
            Json.string(out, words.get(i));
        }
        out.text("],\"proof\":");
        if (q.proof().isPresent()) {
            out.text("{\"preperiod\":").number(q.proof().get().preperiod()).text(",\"period\":")
                    .number(q.proof().get().period()).text(",\"text\":");
            Json.string(out, q.proof().get().text());
            out.ascii('}');
        } else {
            out.text("null");
        }
        out.text("}}").newline();
    }
}
