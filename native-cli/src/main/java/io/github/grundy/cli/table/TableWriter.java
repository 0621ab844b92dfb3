package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Json;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.ObservedPeriod;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.period.RulerRegularity;
import io.github.grundy.core.sequence.RareHeaps;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.turning.CoinStrip;
import java.io.IOException;
import java.util.Optional;

/**
 * The answer of {@code table}, written as the values become known: {@link #values} for each
 * stretch computed, then {@link #end}. A table stopped midway (Ctrl-C, {@code --timeout}) still
 * ends whole, with the summary of what it wrote.
 */
public final class TableWriter {

    /** The values in rows of this many, the row's first heap at the left, as printed tables do. */
    private static final int ROW = 10;

    enum Layout { BLOCKS, RAW, JSON, SUMMARY }

    private final AsciiOutput out;
    private final Layout layout;
    private final String game;
    private final long from;
    private final long to;
    private final SequenceSummary.Builder summary;
    private long next;
    private Optional<PeriodProof> laterProof = Optional.empty();
    private Optional<ArithmeticProof> climbProof = Optional.empty();
    /** A record run's rare heaps, said after the summary; empty for other tables. */
    private Optional<RareHeaps> rare = Optional.empty();
    /** The ruler the values written show, once looked for (null before). */
    private Optional<RulerRegularity> ruler;
    private int width;
    private int label;
    /** What the table's n is in words: a heap, or a strip's coin (heap n of a strip is a head at coin n). */
    private final String noun;

    TableWriter(AsciiOutput out, Layout layout, HeapGame game, long from, long to) {
        this(out, layout, game.describe(), from, to, game instanceof CoinStrip ? "coin" : "heap");
    }

    TableWriter(AsciiOutput out, Layout layout, String game, long from, long to, String noun) {
        this.noun = noun;
        this.out = out;
        this.layout = layout;
        this.game = game;
        this.from = from;
        this.to = to;
        this.summary = new SequenceSummary.Builder(from);
        this.next = from;
    }

    /** The first heap not written yet. */
    long next() {
        return next;
    }

    /**
     * Writes the values of heaps {@link #next()}..{@code last} from {@code known} (prepared that
     * far); the first call also writes the head, its column width from the values it has (a later
     * larger value widens the rows after it).
     */
    void values(HeapGame known, long last) throws IOException {
        if (next == from) {
            head(known, last);
        }
        if (layout == Layout.SUMMARY && (summedByPeriod(known, last) || summedAsHeaps(known, last))) {
            return;
        }
        for (long n = next; n <= last; n++) {
            if ((n & 0xFFFF) == 0) {
                // A stretch read from a period can be practically endless (--no-stop): a stop ends it here.
                io.github.grundy.core.game.Cancellation.checkpoint();
            }
            long v = known.grundy(n);
            summary.add(v);
            switch (layout) {
                case RAW -> out.number(v).newline();
                case JSON -> {
                    if (n > from) {
                        out.ascii(',');
                    }
                    out.number(v);
                }
                case BLOCKS -> cell(n, v);
                case SUMMARY -> {
                }
                default -> throw new IllegalStateException(layout.name());
            }
            next = n + 1;
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
    }

    /**
     * Sums up heaps {@link #next()}..{@code last} from a proved period, in time proportional to the
     * period rather than to the heaps (a summary of Kayles to heap 10^10 is arithmetic): the heaps
     * before the preperiod one by one, the rest as whole cycles. False, with nothing done, without
     * a period or when the stretch is short enough to walk.
     */
    private boolean summedByPeriod(HeapGame known, long last) {
        Optional<PeriodProof> proof = known.periodProof();
        if (proof.isEmpty()) {
            return false;
        }
        int e = proof.get().period().preperiod();
        int p = proof.get().period().period();
        if (last - next < 4L * p + Math.max(0, e - next)) {
            return false;
        }
        for (; next < e; next++) {
            summary.add(known.grundy(next));
        }
        if (next == 0 && last == Long.MAX_VALUE) {
            // 2^63 heaps are one more than a long counts: heap 0 by itself.
            summary.add(known.grundy(0));
            next = 1;
        }
        long start = next;
        summary.addPeriodic(last - start + 1, p, i -> known.grundy(start + i));
        next = last == Long.MAX_VALUE ? last : last + 1;
        return true;
    }

    /**
     * Sums up heaps {@link #next()}..{@code last} of a game whose heaps are worth themselves that
     * far ({@link HeapGame#worthItselfUpTo()}: Nim, Bash up to its largest take) in constant time.
     * False, with nothing done, when the game claims it for fewer heaps.
     */
    private boolean summedAsHeaps(HeapGame known, long last) {
        if (known.worthItselfUpTo() < last || next < known.leastHeap()) {
            return false;
        }
        if (next == 0 && last == Long.MAX_VALUE) {
            // 2^63 heaps are one more than a long counts: heap 0 by itself.
            summary.add(0);
            next = 1;
        }
        summary.addRamp(next, last - next + 1);
        next = last == Long.MAX_VALUE ? last : last + 1;
        return true;
    }

    /** A proof of the period beyond the table written, found by looking further: said in the last line. */
    void laterProof(PeriodProof proof) {
        this.laterProof = Optional.of(proof);
    }

    /**
     * A proof that the values climb ({@link HeapGame#arithmeticProof()}), from the values written or
     * found by looking further: said in the last line, and as the JSON regularity.
     */
    /** The rare heaps of a record run's table, said in the summary (text and JSON). */
    void rare(RareHeaps heaps) {
        this.rare = Optional.of(heaps);
    }

    void climbProof(ArithmeticProof proof) {
        this.climbProof = Optional.of(proof);
    }

    /** What comes before any value: the JSON object's start, or the table's title line. */
    private void opening() throws IOException {
        if (layout == Layout.JSON) {
            out.text("{\"game\":");
            Json.string(out, game);
            out.text(",\"from\":").number(from).text(",\"to\":");
            // --no-stop has no last heap: null, not the largest long.
            if (to == Long.MAX_VALUE) {
                out.text("null");
            } else {
                out.number(to);
            }
            out.text(",\"values\":[");
        } else if (layout == Layout.BLOCKS) {
            out.text(game).text(", ").text(noun).text("s ").number(from);
            if (to == Long.MAX_VALUE) {
                out.text(" on, until stopped:").newline();
            } else {
                out.text("..").number(to).ascii(':').newline();
            }
        }
    }

    private void head(HeapGame known, long last) throws IOException {
        opening();
        if (layout == Layout.BLOCKS) {
            long max = 0;
            for (long n = from; n <= last; n++) {
                max = Math.max(max, known.grundy(n));
            }
            width = Long.toString(max).length();
            label = Long.toString(to - to % ROW).length();
            out.text(" ".repeat(label + 1));
            for (int c = 0; c < ROW; c++) {
                out.text(" ".repeat(width)).number(c);
            }
            out.newline();
        }
    }

    private void cell(long n, long v) throws IOException {
        long row = n - n % ROW;
        if (n == from || n % ROW == 0) {
            String start = Long.toString(row);
            out.text(" ".repeat(Math.max(0, label - start.length()))).text(start).ascii(':');
            for (long blank = row; blank < n; blank++) {
                out.text(" ".repeat(width + 1));
            }
        }
        String cell = Long.toString(v);
        out.text(" ".repeat(Math.max(1, width + 1 - cell.length()))).text(cell);
        if (n % ROW == ROW - 1 || n == to) {
            out.newline();
        }
    }

    /**
     * Ends the answer: the summary of the values written and the period's certificate from
     * {@code known}; when {@code stopped}, says where the table stopped.
     */
    void end(HeapGame known, boolean stopped) throws IOException {
        if (next == from) {
            opening();
        }
        if (layout == Layout.BLOCKS && next > from && (next - 1) % ROW != ROW - 1 && next - 1 != to) {
            out.newline();
        }
        Optional<PeriodProof> proof = known == null ? Optional.empty() : known.periodProof();
        Optional<String> closedForm = known == null ? Optional.empty() : known.closedForm();
        Optional<SequenceSummary> s = next == from ? Optional.empty() : Optional.of(summary.build());
        switch (layout) {
            case RAW -> {
            }
            case JSON -> json(s, proof, known, stopped);
            case BLOCKS, SUMMARY -> lines(s, proof, closedForm, known, stopped);
            default -> throw new IllegalStateException(layout.name());
        }
    }

    /** {@code heaps 0..99: largest value 8 at heap 27; 25 P-positions; checksum 1A2B}, and the period's line. */
    private void lines(Optional<SequenceSummary> summary, Optional<PeriodProof> proof, Optional<String> closedForm,
            HeapGame known, boolean stopped) throws IOException {
        if (stopped) {
            out.text("stopped: ").text(next == from ? "no value computed" : noun + "s " + from + ".." + (next - 1)
                    + (to == Long.MAX_VALUE ? "" : " of " + from + ".." + to) + " written").newline();
        }
        if (summary.isPresent()) {
            SequenceSummary s = summary.get();
            out.text(noun).text("s ").number(s.from()).text("..").number(s.to()).text(": largest value ")
                    .number(s.maxValue()).text(" at ").text(noun).ascii(' ').number(s.maxAt()).text("; ").number(s.zeros()).text(s.zeros() == 1
                            ? " P-position" : " P-positions").text("; checksum ").text(s.checksumHex()).newline();
        }
        if (rare.isPresent()) {
            RareWords.lines(out, rare.get());
        }
        if (proof.isPresent()) {
            out.text("period proved: ").text(proof.get().describe()).newline();
        } else if (closedForm.isPresent()) {
            out.text("closed form proved: ").text(closedForm.get()).text(" for every ").text(noun).newline();
        } else if (climbProof.isPresent()) {
            out.text("arithmetic periodicity proved: ").text(climbProof.get().describe()).newline();
        } else {
            // "None proved" would read as "not periodic": say how far the table looked, what it shows, and what more would do.
            out.text("period: not proved");
            Optional<ArithmeticPeriod> seen = observed(known, summary);
            if (seen.isPresent()) {
                ArithmeticPeriod a = seen.get();
                long start = from + a.period().preperiod();
                out.text("; observed up to ").text(noun).ascii(' ').number(next - 1).text(": period ").number(a.period().period());
                if (!a.plain()) {
                    out.text(" with saltus ").number(a.saltus());
                }
                out.text(" from ").text(noun).ascii(' ').number(start);
                if (!a.plain()) {
                    // Values that climb: the equation, and where it was seen to hold.
                    out.text(", ").text(a.equation("g")).text(" for ").number(start).text(" <= n <= ")
                            .number(next - 1 - a.period().period());
                }
                out.text(" (seen over 3 periods or more; no theorem says it goes on")
                        .text(known.unprovedPeriodNote(next - 1).map(n -> ": " + n).orElse("")).text(")");
            } else if (ruler(known, summary).isPresent()) {
                out.text(RulerWords.line(ruler(known, summary).get(), next - 1, noun));
            } else if (next > from) {
                out.text(" within ").text(noun).text("s ").number(from).text("..").number(next - 1);
            }
            if (laterProof.isPresent()) {
                PeriodProof later = laterProof.get();
                out.text("; ").text(noun).text("s 0..").number(later.valuesNeeded() - 1).text(" prove preperiod ")
                        .number(later.period().preperiod()).text(", period ").number(later.period().period())
                        .text(" (table without --to)");
            }
            out.newline();
        }
    }

    /**
     * The period the values written show ({@link ObservedPeriod}), where no theorem proves one:
     * read from the game's table as they are, no copy; empty for a table with a value beyond an
     * {@code int} or longer than {@code int} indices reach.
     */
    private Optional<ArithmeticPeriod> observed(HeapGame known, Optional<SequenceSummary> written) {
        long length = next - from;
        if (rare.isPresent()) {
            // A record run's values are not guessed at: a guess reads the whole table into memory.
            return Optional.empty();
        }
        // A game with a periodicity theorem says what its period is: a short table's guess would contradict it.
        if (known == null || written.isEmpty() || length > Integer.MAX_VALUE || laterProof.isPresent()
                || written.get().maxValue() > Integer.MAX_VALUE) {
            return Optional.empty();
        }
        return ObservedPeriod.findArithmetic(i -> (int) known.grundy(from + i), (int) length);
    }

    /** Where the values show no climb: the ruler they may show (observed), from the values written. */
    private Optional<RulerRegularity> ruler(HeapGame known, Optional<SequenceSummary> written) {
        if (laterProof.isPresent() || written.isEmpty() || rare.isPresent()) {
            return Optional.empty();
        }
        if (ruler == null) {
            ruler = RulerWords.find(known, from, next - 1, written.get().maxValue());
        }
        return ruler;
    }

    private void regularity(ArithmeticPeriod found, String theorem, long provedTo) throws IOException {
        RegularityJson.write(out, found, theorem, provedTo, from, next);
    }

    private void regularity(PeriodProof proof) throws IOException {
        regularity(new ArithmeticPeriod(proof.period(), 0), proof.theorem(), proof.valuesNeeded() - 1);
    }

    private void json(Optional<SequenceSummary> summary, Optional<PeriodProof> proof, HeapGame known, boolean stopped)
            throws IOException {
        out.text("],\"period\":");
        if (proof.isPresent()) {
            PeriodProof p = proof.get();
            out.text("{\"preperiod\":").number(p.period().preperiod()).text(",\"period\":").number(p.period().period())
                    .text(",\"checkedEnd\":").number(p.checkedEnd()).text(",\"valuesNeeded\":").number(p.valuesNeeded())
                    .text(",\"theorem\":");
            Json.string(out, p.theorem());
            out.ascii('}');
            regularity(p);
        } else {
            // No theorem: what the values written show, worded as observed (no "proof" member).
            out.text("null,\"observedPeriod\":");
            Optional<ArithmeticPeriod> seen = observed(known, summary);
            if (seen.isPresent() && seen.get().plain()) {
                Period p = seen.get().period();
                out.text("{\"preperiod\":").number(from + p.preperiod()).text(",\"period\":")
                        .number(p.period()).text(",\"checkedTo\":").number(next - 1).ascii('}');
            } else {
                out.text("null");
            }
            if (laterProof.isPresent()) {
                // Proved by heaps beyond the table's end (found by looking further): a proof all the same.
                regularity(laterProof.get());
            } else if (climbProof.isPresent()) {
                ArithmeticProof c = climbProof.get();
                regularity(c.period(), c.theorem(), c.valuesNeeded() - 1);
            } else if (seen.isEmpty() && ruler(known, summary).isPresent()) {
                RulerWords.json(out, ruler(known, summary).get(), next - 1);
            } else {
                regularity(seen.orElse(null), null, 0);
            }
        }
        if (summary.isPresent()) {
            SequenceSummary s = summary.get();
            out.text(",\"largest\":{\"value\":").number(s.maxValue()).text(",\"heap\":").number(s.maxAt())
                    .text("},\"pPositions\":").number(s.zeros()).text(",\"checksum\":\"").text(s.checksumHex())
                    .ascii('"');
        }
        if (rare.isPresent()) {
            RareWords.json(out, rare.get());
        }
        if (stopped) {
            out.text(",\"stopped\":true,\"last\":").number(next - 1);
        }
        out.text("}").newline();
    }
}
