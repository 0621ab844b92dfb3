package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Working;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.grid.BoxGame;
import io.github.grundy.core.grid.PointFilter;
import io.github.grundy.core.grid.ValueBox;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer of {@code table} for a game of points of three coordinates or more, or of whole
 * vectors of heaps: every point of the box {@code --to=AxBxC} (or those {@code --where} keeps), a
 * line a point, {@code a b c g}, and a summary; every value computed once, in one pass
 * ({@link BoxGame#box}). An infinite value is written {@code inf} ({@code null} in JSON).
 */
final class BoxTable {

    /** P-positions listed by the text layouts; JSON lists them all. */
    private static final int LISTED = 40;

    /** Each coordinate's last value of a box without --to. */
    private static final long DEFAULT_LAST = 9;

    private final AsciiOutput out;
    private final TableWriter.Layout layout;
    private final String game;
    private final List<String> names;
    private final String where;
    private final ValueBox box;

    private BoxTable(AsciiOutput out, TableWriter.Layout layout, String game, List<String> names, String where,
            ValueBox box) {
        this.out = out;
        this.layout = layout;
        this.game = game;
        this.names = names;
        this.where = where;
        this.box = box;
    }

    /**
     * {@code table} of a box of points: from the origin to {@code end} ({@code AxBxC}; {@code N} for
     * N along every coordinate of a rule's points, or one heap of a vector rule), the points
     * {@code where} keeps (all when null), written in {@code layout}.
     */
    static int table(Console console, BoxGame game, String name, TableEnd end, String where,
            TableWriter.Layout layout) throws IOException {
        long[] lasts = lasts(game, name, end);
        ValueBox box;
        List<String> names;
        Working working = Working.start(console, "table");
        try {
            names = game.coordinateNames(lasts.length);
            PointFilter keep = PointFilter.ALL;
            if (where != null) {
                PointFilter filter;
                try {
                    filter = game.filter(where, lasts.length);
                } catch (IllegalArgumentException e) {
                    throw new UserError("--where='" + where + "': " + e.getMessage());
                }
                // The condition's failure at a point is named as the condition's, not the rule's.
                keep = point -> {
                    try {
                        return filter.keeps(point);
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("--where='" + where + "': " + e.getMessage(), e);
                    }
                };
            }
            box = game.box(lasts, keep);
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        } catch (LimitExceededException e) {
            throw UserError.of(e);
        } finally {
            working.close();
        }
        new BoxTable(new AsciiOutput(console.out()), layout, name, names, where, box).write();
        return ExitCode.OK;
    }

    /** The box's last point, from --to and the game's number of coordinates. */
    private static long[] lasts(BoxGame game, String name, TableEnd end) {
        int k = game.width();
        List<Long> given = end == null ? null : end instanceof TableEnd.Heap h ? null
                : end instanceof TableEnd.Point p ? List.of(p.lastRow(), p.lastColumn()) : ((TableEnd.Box) end).lasts();
        if (k == 0) {
            // A vector rule: --to's numbers are its heaps' last sizes, as many as the positions have heaps.
            if (end == null) {
                throw new UserError(name + ": a vector rule's positions have any number of heaps: give each heap's last"
                        + " size, e.g. --to=8x8x8 for the positions of three heaps of 0 to 8");
            }
            return given == null ? new long[] {((TableEnd.Heap) end).last()} : unbox(given);
        }
        if (given == null) {
            long last = end == null ? DEFAULT_LAST : ((TableEnd.Heap) end).last();
            long[] lasts = new long[k];
            java.util.Arrays.fill(lasts, last);
            return lasts;
        }
        if (given.size() != k) {
            throw new UserError("--to=" + end.text() + " is a point of " + given.size() + " coordinates, and " + name
                    + "'s have " + k + ": give " + k + " numbers, " + String.join("x", java.util.Collections.nCopies(k,
                    "9")) + " (or one, N, for each)");
        }
        return unbox(given);
    }

    private static long[] unbox(List<Long> lasts) {
        return lasts.stream().mapToLong(Long::longValue).toArray();
    }

    private void write() throws IOException {
        try {
            switch (layout) {
                case BLOCKS -> {
                    head();
                    lines();
                    summary();
                }
                case SUMMARY -> summary();
                case RAW -> lines();
                case JSON -> json();
                default -> throw new IllegalStateException(layout.name());
            }
        } finally {
            out.flush();
        }
    }

    /** {@code a = 0..3, b = 0..3, c = 0..3}, and the condition when there is one. */
    private String range() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            parts.add(names.get(i) + " = 0.." + box.last(i));
        }
        return String.join(", ", parts) + (where == null ? "" : " where " + where);
    }

    private void head() throws IOException {
        out.text(game).text(": g(").text(String.join(", ", names)).text(") for ").text(range())
                .text("; a line a point: ").text(String.join(" ", names)).text(" g")
                .text(box.infinite() > 0 ? " (inf: an infinite value, play from there can go on for ever)" : "")
                .newline();
    }

    private static String cell(long v) {
        return v == ValueBox.INFINITE ? "inf" : Long.toString(v);
    }

    private void lines() throws IOException {
        for (int i = 0; i < box.size(); i++) {
            long v = box.value(i);
            if (v == ValueBox.LEFT_OUT) {
                continue;
            }
            for (long c : box.point(i)) {
                out.number(c).ascii(' ');
            }
            out.text(cell(v)).newline();
        }
    }

    private static String point(long[] p) {
        StringBuilder s = new StringBuilder("(");
        for (int i = 0; i < p.length; i++) {
            s.append(i > 0 ? ", " : "").append(p[i]);
        }
        return s.append(')').toString();
    }

    /** {@code points ...: 64 points; largest value 9 at (3, 3, 3); 5 P-positions: (0, 0, 0) ...}. */
    private void summary() throws IOException {
        long tabled = box.tabled();
        out.text("points ").text(range()).text(": ");
        if (where != null) {
            out.number(tabled).text(" of ").number(box.size()).text(box.size() == 1 ? " point" : " points");
        } else {
            out.number(tabled).text(tabled == 1 ? " point" : " points");
        }
        int largest = box.largest();
        if (largest >= 0) {
            out.text("; largest value ").number(box.value(largest)).text(" at ").text(point(box.point(largest)));
        }
        long p = box.pPositions();
        out.text("; ").number(p).text(p == 1 ? " P-position" : " P-positions");
        int listed = 0;
        for (int i = 0; i < box.size() && listed < LISTED; i++) {
            if (box.value(i) == 0) {
                out.text(listed == 0 ? ": " : " ").text(point(box.point(i)));
                listed++;
            }
        }
        if (p > listed) {
            out.text(" ... (--json lists all)");
        }
        if (box.infinite() > 0) {
            out.text("; ").number(box.infinite()).text(box.infinite() == 1 ? " point" : " points")
                    .text(" of infinite value");
        }
        out.newline();
    }

    private void json() throws IOException {
        out.text("{\"game\":");
        Json.string(out, game);
        out.text(",\"coordinates\":[");
        for (int i = 0; i < names.size(); i++) {
            out.text(i > 0 ? "," : "");
            Json.string(out, names.get(i));
        }
        out.text("],\"last\":[");
        for (int i = 0; i < names.size(); i++) {
            out.text(i > 0 ? "," : "").number(box.last(i));
        }
        out.text("],\"where\":");
        if (where == null) {
            out.text("null");
        } else {
            Json.string(out, where);
        }
        out.text(",\"points\":").number(box.tabled()).text(",\"values\":[");
        boolean first = true;
        for (int i = 0; i < box.size(); i++) {
            long v = box.value(i);
            if (v == ValueBox.LEFT_OUT) {
                continue;
            }
            out.text(first ? "[" : ",[");
            first = false;
            for (long c : box.point(i)) {
                out.number(c).ascii(',');
            }
            if (v == ValueBox.INFINITE) {
                out.text("null");
            } else {
                out.number(v);
            }
            out.ascii(']');
        }
        out.text("],\"pPositions\":[");
        first = true;
        for (int i = 0; i < box.size(); i++) {
            if (box.value(i) == 0) {
                out.text(first ? "[" : ",[");
                first = false;
                long[] p = box.point(i);
                for (int c = 0; c < p.length; c++) {
                    out.text(c > 0 ? "," : "").number(p[c]);
                }
                out.ascii(']');
            }
        }
        out.text("],\"infinite\":").number(box.infinite()).ascii('}').newline();
    }
}
