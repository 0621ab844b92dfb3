package io.github.grundy.cli;

import io.github.grundy.core.HeapGame;
import io.github.grundy.core.PeriodProof;
import io.github.grundy.core.SequenceSummary;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.Optional;

/** The answer of {@code table}: the values in one of its layouts, and their summary. */
final class TableWriter {

    /** The values in rows of this many, the row's first heap at the left, as printed tables do. */
    private static final int ROW = 10;

    enum Layout { BLOCKS, RAW, JSON, SUMMARY }

    private final AsciiOutput out;
    private final HeapGame game;
    private final long from;
    private final long to;

    TableWriter(AsciiOutput out, HeapGame game, long from, long to) {
        this.out = out;
        this.game = game;
        this.from = from;
        this.to = to;
    }

    void write(Layout layout) throws IOException {
        switch (layout) {
            case RAW -> raw();
            case JSON -> json();
            case SUMMARY -> summaryLines(summary());
            case BLOCKS -> blocks();
            default -> throw new IllegalStateException(layout.name());
        }
    }

    private SequenceSummary summary() {
        SequenceSummary.Builder b = new SequenceSummary.Builder(from);
        for (long n = from; n <= to; n++) {
            b.add(game.grundy(n));
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
        return b.build();
    }

    private void raw() throws IOException {
        for (long n = from; n <= to; n++) {
            out.number(game.grundy(n)).newline();
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
    }

    /** {@code game, heaps A..N:}, a header of last digits, then rows {@code  120:  1 4 ...}, then the summary. */
    private void blocks() throws IOException {
        SequenceSummary s = summary();
        int width = Long.toString(s.maxValue()).length();
        int label = Long.toString(to - to % ROW).length();
        out.text(game.describe()).text(", heaps ").number(from).text("..").number(to).ascii(':').newline();
        out.text(" ".repeat(label + 1));
        for (int c = 0; c < ROW; c++) {
            out.text(" ".repeat(width)).number(c);
        }
        out.newline();
        for (long row = from - from % ROW; row <= to; row += ROW) {
            String start = Long.toString(row);
            out.text(" ".repeat(label - start.length())).text(start).ascii(':');
            for (int c = 0; c < ROW && row + c <= to; c++) {
                long n = row + c;
                String cell = n < from ? "" : Long.toString(game.grundy(n));
                out.text(" ".repeat(width + 1 - cell.length())).text(cell);
            }
            out.newline();
            if (row > Long.MAX_VALUE - ROW) {
                break;
            }
        }
        summaryLines(s);
    }

    /** {@code largest value 8 at heap 27; 25 P-positions; checksum 1A2B}, and the period's line. */
    private void summaryLines(SequenceSummary s) throws IOException {
        out.text("heaps ").number(s.from()).text("..").number(s.to()).text(": largest value ").number(s.maxValue())
                .text(" at heap ").number(s.maxAt()).text("; ").number(s.zeros()).text(s.zeros() == 1 ? " P-position"
                        : " P-positions").text("; checksum ").text(s.checksumHex()).newline();
        Optional<PeriodProof> proof = game.periodProof();
        if (proof.isPresent()) {
            out.text("period proved: ").text(proof.get().describe()).newline();
        } else {
            out.text("period: none proved").newline();
        }
    }

    private void json() throws IOException {
        SequenceSummary s = summary();
        out.text("{\"game\":");
        Json.string(out, game.describe());
        out.text(",\"from\":").number(from).text(",\"to\":").number(to).text(",\"values\":[");
        for (long n = from; n <= to; n++) {
            if (n > from) {
                out.ascii(',');
            }
            out.number(game.grundy(n));
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
        out.text("],\"period\":");
        Optional<PeriodProof> proof = game.periodProof();
        if (proof.isPresent()) {
            PeriodProof p = proof.get();
            out.text("{\"preperiod\":").number(p.period().preperiod()).text(",\"period\":").number(p.period().period())
                    .text(",\"checkedEnd\":").number(p.checkedEnd()).text(",\"valuesNeeded\":").number(p.valuesNeeded())
                    .text(",\"theorem\":");
            Json.string(out, p.theorem());
            out.ascii('}');
        } else {
            out.text("null");
        }
        out.text(",\"largest\":{\"value\":").number(s.maxValue()).text(",\"heap\":").number(s.maxAt())
                .text("},\"pPositions\":").number(s.zeros()).text(",\"checksum\":\"").text(s.checksumHex()).text("\"}")
                .newline();
    }
}
