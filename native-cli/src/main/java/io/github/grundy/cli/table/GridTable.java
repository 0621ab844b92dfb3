package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Working;
import io.github.grundy.cli.plot.HeatMap;
import io.github.grundy.cli.plot.PlotSize;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.Period;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The answer of {@code table} for a game of points {@code (a, b)}: the grid of values, a row a
 * line and a column of the header each {@code b}, the P-positions marked {@code *} and listed, and
 * each row's period as the computed columns show it (observed: no theorem stands behind it).
 * An infinite value (a loopy rule's point from which play can go on for ever) is written {@code inf}.
 */
final class GridTable {

    /** P-positions listed by the text layout; JSON lists them all. */
    private static final int LISTED = 40;

    private final AsciiOutput out;
    private final TableWriter.Layout layout;
    private final String game;
    private final List<String> names;
    private final ValueGrid grid;

    GridTable(AsciiOutput out, TableWriter.Layout layout, String game, List<String> names, ValueGrid grid) {
        this.out = out;
        this.layout = layout;
        this.game = game;
        this.names = names;
        this.grid = grid;
    }

    /** The last row and column of a grid without --to. */
    private static final long DEFAULT_GRID = 19;

    /**
     * {@code table} of a game of points: the grid from (0, 0) to {@code end} ({@code AxB}, or
     * {@code N} for N x N; 19 x 19 without), written in {@code layout}, and its heat map if
     * {@code plot} is given (its name and place already checked).
     */
    static int table(Console console, GridGame game, String name, TableEnd end, TableWriter.Layout layout, PlotTarget plot,
            PlotSize size) throws IOException {
        long lastRow = end == null ? DEFAULT_GRID : end instanceof TableEnd.Point p ? p.lastRow()
                : ((TableEnd.Heap) end).last();
        long lastColumn = end == null ? DEFAULT_GRID : end instanceof TableEnd.Point p ? p.lastColumn() : lastRow;
        if (lastRow < 0 || lastColumn < 0 || lastRow >= 4096 || lastColumn >= 4096) {
            throw new UserError("--to=" + lastRow + "x" + lastColumn + ": a grid goes from 0x0 to 4095x4095");
        }
        ValueGrid grid;
        Working working = Working.start(console, "table");
        try {
            grid = game.grid((int) lastRow + 1, (int) lastColumn + 1);
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        } catch (LimitExceededException e) {
            throw UserError.of(e);
        } finally {
            working.close();
        }
        new GridTable(new AsciiOutput(console.out()), layout, name, game.coordinateNames(), grid).write();
        if (plot != null) {
            plot.write(w -> HeatMap.write(w, size, plot.png(), name, game.coordinateNames(), grid));
        }
        return ExitCode.OK;
    }

    void write() throws IOException {
        try {
            switch (layout) {
                case BLOCKS -> {
                    head();
                    rows();
                    summary();
                    periods();
                }
                case SUMMARY -> {
                    summary();
                    periods();
                }
                case RAW -> raw();
                case JSON -> json();
                default -> throw new IllegalStateException(layout.name());
            }
        } finally {
            out.flush();
        }
    }

    private String a() {
        return names.get(0);
    }

    private String b() {
        return names.get(1);
    }

    private String range() {
        return a() + " = 0.." + (grid.rows() - 1) + " (rows), " + b() + " = 0.." + (grid.columns() - 1) + " (columns)";
    }

    private void head() throws IOException {
        out.text(game).text(": g(").text(a()).text(", ").text(b()).text(") for ").text(range())
                .text("; P-positions (value 0) marked *").text(grid.infinite() > 0
                        ? ", inf: an infinite value (play from there can go on for ever)" : "").newline();
    }

    private static String cell(long v) {
        return v == ValueGrid.INFINITE ? "inf" : Long.toString(v);
    }

    private void rows() throws IOException {
        int width = Math.max(cell(grid.max()).length(), grid.infinite() > 0 ? 3 : 1);
        width = Math.max(width, Integer.toString(grid.columns() - 1).length());
        String corner = a() + "\\" + b();
        int label = Math.max(corner.length(), Integer.toString(grid.rows() - 1).length());
        pad(corner, label);
        for (int b = 0; b < grid.columns(); b++) {
            out.ascii(' ');
            pad(Integer.toString(b), width);
            if (b + 1 < grid.columns()) {
                out.ascii(' ');
            }
        }
        out.newline();
        for (int a = 0; a < grid.rows(); a++) {
            pad(Integer.toString(a), label);
            for (int b = 0; b < grid.columns(); b++) {
                long v = grid.value(a, b);
                out.ascii(' ');
                pad(cell(v), width);
                if (v == 0 || b + 1 < grid.columns()) {
                    out.ascii(v == 0 ? '*' : ' ');
                }
            }
            out.newline();
        }
    }

    private void pad(String text, int width) throws IOException {
        for (int i = text.length(); i < width; i++) {
            out.ascii(' ');
        }
        out.text(text);
    }

    /** {@code points ...: largest value 9 at (4, 5); 7 P-positions: (0, 0) (1, 2) ...}. */
    private void summary() throws IOException {
        long max = -1;
        int maxA = 0;
        int maxB = 0;
        for (int a = 0; a < grid.rows(); a++) {
            for (int b = 0; b < grid.columns(); b++) {
                if (grid.value(a, b) > max) {
                    max = grid.value(a, b);
                    maxA = a;
                    maxB = b;
                }
            }
        }
        out.text("points ").text(range()).text(": ");
        if (max >= 0) {
            out.text("largest value ").number(max).text(" at (").number(maxA).text(", ").number(maxB).text("); ");
        }
        long p = grid.pPositions();
        out.number(p).text(p == 1 ? " P-position" : " P-positions");
        int listed = 0;
        for (int a = 0; a < grid.rows() && listed < LISTED; a++) {
            for (int b = 0; b < grid.columns() && listed < LISTED; b++) {
                if (grid.value(a, b) == 0) {
                    out.text(listed == 0 ? ": " : " ").text("(").number(a).text(", ").number(b).text(")");
                    listed++;
                }
            }
        }
        if (p > listed) {
            out.text(" ... (--json lists all)");
        }
        if (grid.infinite() > 0) {
            out.text("; ").number(grid.infinite()).text(grid.infinite() == 1 ? " point" : " points")
                    .text(" of infinite value");
        }
        out.newline();
    }

    /**
     * Each row's period, as observed on the columns computed: a line a row in the full table; in
     * the summary, how many rows show one, and the first {@value #LISTED} of them.
     */
    private void periods() throws IOException {
        String observed = " observed on columns 0.." + (grid.columns() - 1)
                + " (seen over 3 periods and the row's last half; no theorem proves them)";
        if (layout == TableWriter.Layout.BLOCKS) {
            out.text("row periods,").text(observed).ascii(':').newline();
            for (int a = 0; a < grid.rows(); a++) {
                Optional<ArithmeticPeriod> p = grid.rowPeriod(a);
                out.text("  ").text(a()).text(" = ").number(a).text(": ").text(p.map(GridTable::period).orElse("none"))
                        .newline();
            }
            return;
        }
        int rows = 0;
        StringBuilder listed = new StringBuilder();
        for (int a = 0; a < grid.rows(); a++) {
            Optional<ArithmeticPeriod> p = grid.rowPeriod(a);
            if (p.isPresent() && rows++ < LISTED) {
                listed.append(rows == 1 ? ": " : "; ").append(a()).append(" = ").append(a).append(' ')
                        .append(period(p.get()));
            }
        }
        out.text("rows with a period").text(observed).text(": ").number(rows).text(" of ").number(grid.rows())
                .text(listed.toString()).text(rows > LISTED ? " ..." : "").newline();
    }

    private static String period(ArithmeticPeriod a) {
        Period p = a.period();
        return "period " + p.period() + (a.plain() ? "" : " with saltus " + a.saltus()) + " from column " + p.preperiod();
    }

    private void raw() throws IOException {
        for (int a = 0; a < grid.rows(); a++) {
            for (int b = 0; b < grid.columns(); b++) {
                out.text(b == 0 ? "" : " ").text(cell(grid.value(a, b)));
            }
            out.newline();
        }
    }

    private void json() throws IOException {
        out.text("{\"game\":");
        Json.string(out, game);
        out.text(",\"coordinates\":[");
        Json.string(out, a());
        out.ascii(',');
        Json.string(out, b());
        out.text("],\"rows\":").number(grid.rows()).text(",\"columns\":").number(grid.columns()).text(",\"values\":[");
        for (int a = 0; a < grid.rows(); a++) {
            out.text(a == 0 ? "[" : ",[");
            for (int b = 0; b < grid.columns(); b++) {
                long v = grid.value(a, b);
                out.text(b == 0 ? "" : ",");
                if (v == ValueGrid.INFINITE) {
                    out.text("null");
                } else {
                    out.number(v);
                }
            }
            out.ascii(']');
        }
        out.text("],\"pPositions\":[");
        boolean first = true;
        for (int a = 0; a < grid.rows(); a++) {
            for (int b = 0; b < grid.columns(); b++) {
                if (grid.value(a, b) == 0) {
                    out.text(first ? "[" : ",[").number(a).ascii(',').number(b).ascii(']');
                    first = false;
                }
            }
        }
        out.text("],\"infinite\":").number(grid.infinite()).text(",\"rowPeriods\":[");
        for (int a = 0; a < grid.rows(); a++) {
            Optional<ArithmeticPeriod> p = grid.rowPeriod(a);
            out.text(a == 0 ? "" : ",");
            if (p.isPresent()) {
                Period q = p.get().period();
                out.text("{\"preperiod\":").number(q.preperiod()).text(",\"period\":").number(q.period())
                        .text(",\"saltus\":").number(p.get().saltus()).ascii('}');
            } else {
                out.text("null");
            }
        }
        out.text("],\"observed\":true}").newline();
    }
}
