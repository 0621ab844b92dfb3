package io.github.grundy.cli.table;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.sequence.RareHeaps;
import io.github.grundy.core.sequence.StoredTakeBreak;
import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;

/** A record run's rare heaps in a table's summary: the mask, how many, each heap with its value. */
final class RareWords {

    /** Heaps a line. */
    private static final int ROW = 10;

    private RareWords() {
    }

    /**
     * A record run's rare heaps up to heap {@code last}, for after its summary: empty for another
     * table, or once a period is proved (it says all there is to say).
     */
    static Optional<RareHeaps> of(HeapGame known, long last) {
        if (!(known instanceof StoredTakeBreak kept) || kept.periodProof().isPresent()) {
            return Optional.empty();
        }
        RareHeaps r = kept.values().rareHeaps();
        long[] heaps = r.heaps();
        int n = 0;
        while (n < heaps.length && heaps[n] <= last) {
            n++;
        }
        return Optional.of(n == heaps.length ? r
                : new RareHeaps(r.mask(), r.position(), Arrays.copyOf(heaps, n), Arrays.copyOf(r.values(), n)));
    }

    /** The lines after the summary: {@code rare values (mask 3d): 60 heaps, ...}, then ten {@code heap:value} a line. */
    static void lines(AsciiOutput out, RareHeaps r) throws IOException {
        long[] heaps = r.heaps();
        int[] values = r.values();
        out.text("rare values (mask ").text(r.maskText()).text("): ").number(heaps.length).text(heaps.length == 1
                ? " heap" : " heaps");
        if (heaps.length > 0) {
            out.text(", the last ").number(heaps[heaps.length - 1]).text(" (value ").number(values[heaps.length - 1])
                    .ascii(')');
        }
        out.newline();
        for (int i = 0; i < heaps.length; i++) {
            out.text(i % ROW == 0 ? "  " : " ").number(heaps[i]).ascii(':').number(values[i]);
            if (i % ROW == ROW - 1 || i == heaps.length - 1) {
                out.newline();
            }
        }
    }

    /** The JSON member {@code ,"rare":{"mask":"3d","count":60,"heaps":[[0,0],...]}}. */
    static void json(AsciiOutput out, RareHeaps r) throws IOException {
        long[] heaps = r.heaps();
        int[] values = r.values();
        out.text(",\"rare\":{\"mask\":\"").text(r.maskText()).text("\",\"count\":").number(heaps.length)
                .text(",\"heaps\":[");
        for (int i = 0; i < heaps.length; i++) {
            out.text(i == 0 ? "[" : ",[").number(heaps[i]).ascii(',').number(values[i]).ascii(']');
        }
        out.text("]}");
    }
}
