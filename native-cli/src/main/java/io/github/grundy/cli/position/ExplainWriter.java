package io.github.grundy.cli.position;

import io.github.grundy.cli.common.Json;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.normal.NimSumExplanation;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.rule.PointSumExplanation;
import java.io.IOException;
import java.util.function.IntFunction;

/**
 * {@code solve --explain}: core's {@link NimSumExplanation} in words (the binary column table of
 * the seeds) or as the {@code explanation} member of the JSON answer. The steps are core's; this
 * class only lays them out. A position with no nim-sum to lay out (misere play, a whole-position
 * game, a draw) keeps its answer and says why it has no steps: {@link #unexplained}.
 */
public final class ExplainWriter {

    private final AsciiOutput out;
    private final WinningMoves analysis;
    private final NimSumExplanation steps;
    /** Why there are no steps, or null when there are. */
    private final String unexplained;
    /** The steps of a sum of points (a coordinate rule), or null for a sum of heaps. */
    private final PointSumExplanation points;
    /** How a component is called: {@code heap 1}, or as {@code play} numbers it. */
    private final IntFunction<String> place;
    /** The largest value shown, and the digits of its binary and decimal forms (the columns). */
    private final long largest;
    private final int bits;

    public ExplainWriter(AsciiOutput out, WinningMoves analysis) {
        this(out, analysis, analysis::placeOf);
    }

    /** With the components called by {@code place} (their index in the sum, 0-based). */
    public ExplainWriter(AsciiOutput out, WinningMoves analysis, IntFunction<String> place) {
        this.out = out;
        this.analysis = analysis;
        this.place = place;
        this.steps = NimSumExplanation.of(analysis);
        this.unexplained = null;
        this.points = null;
        long m = steps.nimSum();
        for (NimSumExplanation.Row r : steps.rows()) {
            m = Math.max(m, r.grundy());
        }
        this.largest = m;
        this.bits = Math.max(1, 64 - Long.numberOfLeadingZeros(m));
    }

    /** The steps of a position of a coordinate rule: a sum of points. */
    public ExplainWriter(AsciiOutput out, PointSumExplanation points) {
        this.out = out;
        this.analysis = null;
        this.steps = null;
        this.place = null;
        this.unexplained = null;
        this.points = points;
        long m = points.nimSum();
        for (PointSumExplanation.Row r : points.rows()) {
            m = Math.max(m, r.value());
        }
        this.largest = m;
        this.bits = Math.max(1, 64 - Long.numberOfLeadingZeros(m));
    }

    private ExplainWriter(AsciiOutput out, String unexplained) {
        this.out = out;
        this.analysis = null;
        this.steps = null;
        this.place = null;
        this.unexplained = unexplained;
        this.points = null;
        this.largest = 0;
        this.bits = 1;
    }

    /** An explanation that says why there are no steps: {@code reason} completes "--explain lays out ..., and". */
    public static ExplainWriter unexplained(AsciiOutput out, String reason) {
        return new ExplainWriter(out, reason);
    }

    private String whyNot() {
        return "--explain lays out the nim-sum of heaps in normal play, and " + unexplained;
    }

    private String binary(long v) {
        String b = Long.toBinaryString(v);
        return "0".repeat(Math.max(0, bits - b.length())) + b;
    }

    public void text() throws IOException {
        if (unexplained != null) {
            out.text("Not explained step by step: ").text(whyNot()).ascii('.').newline();
            return;
        }
        if (points != null) {
            pointsText();
            return;
        }
        out.text("Why, step by step (Sprague-Grundy: a sum is lost by the player to move iff the xor of its"
                + " components' Grundy values is 0):").newline();
        for (NimSumExplanation.HeapValue v : steps.values()) {
            HeapGame game = analysis.sum().game(v.component());
            out.text("  ").text(place.apply(v.component())).text(", ").text(game.describeHeap(v.heap())).text(": ");
            if (v.period().isPresent()) {
                out.text(v.period().get()).ascii('.').newline();
                continue;
            }
            if (v.options().isEmpty()) {
                out.text("it has no move, so its value is 0.").newline();
                continue;
            }
            out.text("its options are");
            for (int i = 0; i < v.options().size(); i++) {
                NimSumExplanation.Option o = v.options().get(i);
                out.text(i == 0 ? " " : ", ").text(game.describeOption(o.heaps())).text(" (value ").number(o.grundy())
                        .ascii(')');
            }
            out.text(v.more() ? ", and more" : "").text("; its value is the least value not among them (the mex), ")
                    .number(v.grundy()).ascii('.').newline();
        }
        int width = 0;
        for (NimSumExplanation.Row r : steps.rows()) {
            width = Math.max(width, place.apply(r.component()).length() + 2 + Long.toString(r.heap()).length());
        }
        int digits = Long.toString(largest).length();
        for (NimSumExplanation.Row r : steps.rows()) {
            String left = place.apply(r.component()) + ": " + r.heap();
            out.text("  ").text(left).text(" ".repeat(width - left.length())).text("  value ")
                    .text(String.format("%" + digits + "d", r.grundy())).text(" = ")
                    .text(binary(r.grundy())).newline();
        }
        if (steps.hidden() > 0) {
            out.text("  ... and ").number(steps.hidden()).text(" more, in the xor too").newline();
        }
        String xorLabel = "xor";
        out.text("  ").text(xorLabel).text(" ".repeat(Math.max(0, width - xorLabel.length()))).text("        ")
                .text(" ".repeat(Math.max(0, digits - Long.toString(steps.nimSum()).length())))
                .number(steps.nimSum()).text(" = ").text(binary(steps.nimSum())).newline();
        if (steps.outcome() == Outcome.P) {
            out.text("  The xor is 0: every move changes one value, so it leaves a non-zero xor, from which the other"
                    + " player can make it 0 again. The player to move loses.").newline();
            return;
        }
        int bit = steps.bit().getAsInt();
        int chosen = steps.chosen().getAsInt();
        long g = steps.chosenValue();
        HeapMove move = steps.move().orElseThrow();
        out.text("  The xor is not 0, so the player to move wins. Its highest set bit is 2^").number(bit).text(" (")
                .number(1L << bit).text("); the first value with that bit is ").text(place.apply(chosen)).text("'s, ")
                .number(g).text(". Moving there to value ").number(g).text(" xor ").number(steps.nimSum()).text(" = ")
                .number(steps.target()).text(" (smaller, since the bit is cleared, so an option has it) makes the xor 0: ")
                .text(analysis.describe(move)).ascii('.').newline();
    }


    /** The {@code ,"explanation":{...}} member. */
    public void json() throws IOException {
        if (unexplained != null) {
            out.text(",\"explanation\":null,\"unexplained\":");
            Json.string(out, whyNot());
            return;
        }
        if (points != null) {
            pointsJson();
            return;
        }
        out.text(",\"explanation\":{\"rows\":[");
        for (int i = 0; i < steps.rows().size(); i++) {
            NimSumExplanation.Row r = steps.rows().get(i);
            out.text(i > 0 ? "," : "").text("{\"component\":").number(r.component() + 1L).text(",\"heap\":")
                    .number(r.heap()).text(",\"grundy\":").number(r.grundy()).text(",\"binary\":\"")
                    .text(binary(r.grundy())).text("\"}");
        }
        out.text("],\"hidden\":").number(steps.hidden()).text(",\"nimSum\":").number(steps.nimSum())
                .text(",\"binary\":\"").text(binary(steps.nimSum())).ascii('"');
        if (steps.outcome() == Outcome.N) {
            HeapMove move = steps.move().orElseThrow();
            out.text(",\"highestBit\":").number(steps.bit().getAsInt()).text(",\"chosen\":")
                    .number(steps.chosen().getAsInt() + 1L).text(",\"target\":").number(steps.target())
                    .text(",\"move\":{\"from\":").number(move.heap()).text(",\"to\":[");
            for (int k = 0; k < move.option().length; k++) {
                out.text(k > 0 ? "," : "").number(move.option()[k]);
            }
            out.text("],\"text\":");
            Json.string(out, analysis.describe(move));
            out.ascii('}');
        }
        out.text(",\"values\":[");
        for (int i = 0; i < steps.values().size(); i++) {
            NimSumExplanation.HeapValue v = steps.values().get(i);
            out.text(i > 0 ? "," : "").text("{\"component\":").number(v.component() + 1L).text(",\"heap\":")
                    .number(v.heap()).text(",\"grundy\":").number(v.grundy()).text(",\"options\":[");
            for (int k = 0; k < v.options().size(); k++) {
                NimSumExplanation.Option o = v.options().get(k);
                out.text(k > 0 ? "," : "").text("{\"to\":[");
                for (int j = 0; j < o.heaps().length; j++) {
                    out.text(j > 0 ? "," : "").number(o.heaps()[j]);
                }
                out.text("],\"grundy\":").number(o.grundy()).ascii('}');
            }
            out.text("],\"more\":").text(v.more() ? "true" : "false").text(",\"period\":");
            if (v.period().isPresent()) {
                Json.string(out, v.period().get());
            } else {
                out.text("null");
            }
            out.ascii('}');
        }
        out.text("]}");
    }

    /** The steps of a sum of points, laid out as those of a sum of heaps. */
    private void pointsText() throws IOException {
        out.text("Why, step by step (Sprague-Grundy: a sum is lost by the player to move iff the xor of its"
                + " points' Grundy values is 0):").newline();
        for (PointSumExplanation.PointValue v : points.values()) {
            out.text("  ").text(v.point()).text(": ");
            if (v.options().isEmpty()) {
                out.text("it has no move, so its value is 0.").newline();
                continue;
            }
            out.text("its options are");
            for (int i = 0; i < v.options().size(); i++) {
                PointSumExplanation.Option o = v.options().get(i);
                out.text(i == 0 ? " " : ", ").text(o.option()).text(" (value ").number(o.value()).ascii(')');
            }
            out.text(v.more() ? ", and more" : "").text("; its value is the least value not among them (the mex), ")
                    .number(v.value()).ascii('.').newline();
        }
        int width = "xor".length();
        for (int i = 0; i < points.rows().size(); i++) {
            width = Math.max(width, ("point " + (i + 1) + ": " + points.rows().get(i).point()).length());
        }
        int digits = Long.toString(largest).length();
        for (int i = 0; i < points.rows().size(); i++) {
            PointSumExplanation.Row r = points.rows().get(i);
            String left = "point " + (i + 1) + ": " + r.point();
            out.text("  ").text(left).text(" ".repeat(width - left.length())).text("  value ")
                    .text(String.format("%" + digits + "d", r.value())).text(" = ").text(binary(r.value())).newline();
        }
        if (points.hidden() > 0) {
            out.text("  ... and ").number(points.hidden()).text(" more, in the xor too (--each lists every point's value)")
                    .newline();
        }
        out.text("  xor").text(" ".repeat(width - 3)).text("        ")
                .text(" ".repeat(Math.max(0, digits - Long.toString(points.nimSum()).length())))
                .number(points.nimSum()).text(" = ").text(binary(points.nimSum())).newline();
        if (points.move().isEmpty()) {
            out.text("  The xor is 0: every move changes one value, so it leaves a non-zero xor, from which the other"
                    + " player can make it 0 again. The player to move loses.").newline();
            return;
        }
        int bit = points.bit().getAsInt();
        int chosen = points.chosen().getAsInt();
        // The chosen point may be past the rows shown: its value is the target's xor the nim-sum.
        long g = points.target() ^ points.nimSum();
        out.text("  The xor is not 0, so the player to move wins. Its highest set bit is 2^").number(bit).text(" (")
                .number(1L << bit).text("); the first value with that bit is point ").number(chosen + 1L).text("'s, ")
                .number(g).text(". Moving it to an option of value ").number(g).text(" xor ").number(points.nimSum())
                .text(" = ").number(points.target()).text(" makes the xor 0: ").text(points.move().get().text())
                .ascii('.').newline();
    }

    private void pointsJson() throws IOException {
        out.text(",\"explanation\":{\"rows\":[");
        for (int i = 0; i < points.rows().size(); i++) {
            PointSumExplanation.Row r = points.rows().get(i);
            out.text(i > 0 ? "," : "").text("{\"point\":");
            Json.string(out, r.point());
            out.text(",\"grundy\":").number(r.value()).text(",\"binary\":\"").text(binary(r.value())).text("\"}");
        }
        out.text("],\"hidden\":").number(points.hidden()).text(",\"nimSum\":").number(points.nimSum())
                .text(",\"binary\":\"").text(binary(points.nimSum())).ascii('"');
        if (points.move().isPresent()) {
            out.text(",\"highestBit\":").number(points.bit().getAsInt()).text(",\"chosen\":")
                    .number(points.chosen().getAsInt() + 1L).text(",\"target\":").number(points.target())
                    .text(",\"move\":{\"move\":[");
            long[] m = points.move().get().encoding();
            for (int k = 0; k < m.length; k++) {
                out.text(k > 0 ? "," : "").number(m[k]);
            }
            out.text("],\"text\":");
            Json.string(out, points.move().get().text());
            out.ascii('}');
        }
        out.text(",\"values\":[");
        for (int i = 0; i < points.values().size(); i++) {
            PointSumExplanation.PointValue v = points.values().get(i);
            out.text(i > 0 ? ",{\"point\":" : "{\"point\":");
            Json.string(out, v.point());
            out.text(",\"grundy\":").number(v.value()).text(",\"options\":[");
            for (int k = 0; k < v.options().size(); k++) {
                out.text(k > 0 ? ",{\"to\":" : "{\"to\":");
                Json.string(out, v.options().get(k).option());
                out.text(",\"grundy\":").number(v.options().get(k).value()).ascii('}');
            }
            out.text("],\"more\":").text(v.more() ? "true" : "false").ascii('}');
        }
        out.text("]}");
    }
}
