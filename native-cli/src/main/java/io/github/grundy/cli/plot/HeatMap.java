package io.github.grundy.cli.plot;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.grid.ValueGrid;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code table --plot} of a game of points {@code (a, b)}: its grid as a heat map, column
 * {@code b} across and row {@code a} up from the corner (0, 0) at the bottom left, as the
 * literature draws Wythoff's game; each cell coloured by its value on a dark-to-light scale
 * (viridis), the P-positions (value 0) in red, where their rays and curves show; infinite values
 * (a loopy rule's) grey. Where the grid has more cells than the picture pixels, a square block of
 * cells is one patch: red if it holds a P-position, else the colour of its cells' mean value.
 * SVG and PNG from the same layout ({@link Layout}); the title, legend, ticks and axis titles are
 * those of {@link SequencePlot}'s pictures.
 */
public final class HeatMap {

    /** The P-positions' colour, as in the sequence plot. */
    static final int P_POSITION = SequencePlot.P_POSITION;
    /** Infinite values. */
    static final int INFINITE = 0xB0B0B0;
    /** The scale's anchors, from the value 0 up: viridis at 0, 1/4, 1/2, 3/4 and 1. */
    private static final int[] SCALE = {0x440154, 0x3B528B, 0x21918C, 0x5EC962, 0xFDE725};
    /** Patches of the legend's colour bar. */
    private static final int BAR = 12;

    private HeatMap() {
    }

    /**
     * Writes the heat map of {@code grid} to {@code out} at {@code size}: PNG when {@code png},
     * else SVG.
     *
     * @param out   where the picture goes
     * @param size  the picture's size
     * @param png   PNG rather than SVG
     * @param game  the game's spec, for the title
     * @param names the names of the coordinates, row first
     * @param grid  the values
     * @throws IOException if writing fails
     */
    public static void write(OutputStream out, PlotSize size, boolean png, String game, List<String> names,
            ValueGrid grid) throws IOException {
        PlotFont font = new PlotFont();
        Layout l = Layout.of(size, font, game, names, grid);
        Patches patches = Patches.of(grid, l.block());
        if (png) {
            png(l, patches, font).writePng(out);
        } else {
            Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
            svg(w, l, patches);
            w.flush();
        }
    }

    /** The colour of value {@code v} on a scale from 0 to {@code max}. */
    static int color(double v, long max) {
        double t = max <= 0 ? 0 : Math.max(0, Math.min(1, v / max)) * (SCALE.length - 1);
        int i = Math.min(SCALE.length - 2, (int) t);
        double f = t - i;
        int rgb = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            int a = SCALE[i] >> shift & 0xFF;
            int b = SCALE[i + 1] >> shift & 0xFF;
            rgb |= (int) Math.round(a + (b - a) * f) << shift;
        }
        return rgb;
    }

    /**
     * The patches drawn: blocks of {@code block x block} cells, each a colour.
     *
     * @param rows    patches up
     * @param columns patches across
     * @param colors  each patch's colour, row 0 (the bottom) first
     */
    record Patches(int rows, int columns, int[] colors) {

        static Patches of(ValueGrid grid, int block) {
            int rows = (grid.rows() + block - 1) / block;
            int columns = (grid.columns() + block - 1) / block;
            int[] colors = new int[rows * columns];
            long max = Math.max(1, grid.max());
            for (int r = 0; r < rows; r++) {
                Cancellation.checkpoint();
                for (int c = 0; c < columns; c++) {
                    double sum = 0;
                    int finite = 0;
                    boolean p = false;
                    for (int a = r * block; a < Math.min(grid.rows(), (r + 1) * block); a++) {
                        for (int b = c * block; b < Math.min(grid.columns(), (c + 1) * block); b++) {
                            long v = grid.value(a, b);
                            p |= v == 0;
                            if (v != ValueGrid.INFINITE) {
                                sum += v;
                                finite++;
                            }
                        }
                    }
                    colors[r * columns + c] = p ? P_POSITION : finite == 0 ? INFINITE : HeatMap.color(sum / finite, max);
                }
            }
            return new Patches(rows, columns, colors);
        }

        int color(int r, int c) {
            return colors[r * columns + c];
        }
    }

    /**
     * Where everything goes, in pixels.
     *
     * @param width   the picture's width
     * @param height  the picture's height
     * @param scale   the size of text and marks, 1 at 960x480
     * @param title   the title line
     * @param legend  the legend's texts, placed after their samples
     * @param samples the legend's samples: x, y of each, and what it shows (a colour, or -1 for the bar)
     * @param left    the grid's left edge
     * @param bottom  the grid's bottom edge: the x axis
     * @param cell    the side of a cell in pixels
     * @param block   cells a patch, across and up
     * @param rows    the grid's rows
     * @param columns the grid's columns
     * @param xTicks  the columns with a tick and a label
     * @param yTicks  the rows with a tick and a label
     * @param labels  the tick labels and axis titles, but the rows' title
     * @param yTitle  the rows' title, read upwards; its x and y are its centre
     */
    record Layout(int width, int height, int scale, PlotLayout.Text title, List<PlotLayout.Text> legend,
            List<int[]> samples, int left, int bottom, double cell, int block, int rows, int columns, Ticks xTicks,
            Ticks yTicks, List<PlotLayout.Text> labels, PlotLayout.Text yTitle) {

        static Layout of(PlotSize size, PlotFont font, String game, List<String> names, ValueGrid grid) {
            int s = size.scale();
            int w = size.width();
            int h = size.height();
            String titleText = PlotLayout.fit(font, PlotLayout.title(font, game, ": g(" + names.get(0) + ", "
                    + names.get(1) + ") for " + names.get(0) + " = 0.." + (grid.rows() - 1) + ", " + names.get(1)
                    + " = 0.." + (grid.columns() - 1), w - 16 * s, s), w - 16 * s, s);
            PlotLayout.Text title = new PlotLayout.Text(titleText, w / 2.0, 8 * s, PlotLayout.Anchor.MIDDLE,
                    font.width(titleText, s, true), true);
            // The legend: the colour bar with its ends, the P-positions, the infinite values if any.
            List<String> words = new ArrayList<>();
            List<Integer> kinds = new ArrayList<>();
            words.add("value 0.." + Math.max(0, grid.max()));
            kinds.add(-1);
            long p = grid.pPositions();
            words.add((p == 1 ? "P-position" : "P-positions") + " (g = 0): " + p);
            kinds.add(P_POSITION);
            if (grid.infinite() > 0) {
                words.add("infinite value: " + grid.infinite());
                kinds.add(INFINITE);
            }
            int legendY = 26 * s;
            int total = 0;
            for (int i = 0; i < words.size(); i++) {
                total += (i > 0 ? 18 * s : 0) + sampleWidth(kinds.get(i), s) + font.width(words.get(i), s, false);
            }
            int x = Math.max(8 * s, (w - total) / 2);
            List<PlotLayout.Text> legend = new ArrayList<>();
            List<int[]> samples = new ArrayList<>();
            for (int i = 0; i < words.size(); i++) {
                samples.add(new int[] {x, legendY, kinds.get(i)});
                x += sampleWidth(kinds.get(i), s);
                int tw = font.width(words.get(i), s, false);
                legend.add(new PlotLayout.Text(words.get(i), x, legendY, PlotLayout.Anchor.START, tw, false));
                x += tw + 18 * s;
            }
            int top = legendY + PlotFont.LINE * s + 8 * s;
            int bottom = h - 47 * s;
            int yLabelWidth = font.width(Integer.toString(grid.rows() - 1), s, false);
            int minLeft = 32 * s + yLabelWidth;
            double cell = Math.min((double) (w - 16 * s - minLeft) / grid.columns(),
                    (double) (bottom - top) / grid.rows());
            // The grid under the legend (not at the foot of a picture wider than it is tall), centred across.
            bottom = (int) Math.min(bottom, Math.ceil(top + grid.rows() * cell));
            // The grid centred across, its labels and title at its left.
            int left = Math.max(minLeft, (int) Math.round((w - grid.columns() * cell) / 2));
            // Patches of at least two pixels (times the scale): finer ones are noise, and a large SVG.
            int block = Math.max(1, (int) Math.ceil(2.0 * s / cell));
            int xLabelWidth = font.width(Integer.toString(grid.columns() - 1), s, false);
            Ticks xTicks = Ticks.within(0, grid.columns() - 1, PlotLayout.MAX_TICKS,
                    (long) Math.max(1, Math.ceil((xLabelWidth + 14.0 * s) / cell)));
            Ticks yTicks = Ticks.within(0, grid.rows() - 1, PlotLayout.MAX_TICKS,
                    (long) Math.max(1, Math.ceil(2.0 * PlotFont.LINE * s / cell)));
            List<PlotLayout.Text> labels = new ArrayList<>();
            for (int i = 0; i < xTicks.count(); i++) {
                String label = Long.toString(xTicks.value(i));
                labels.add(new PlotLayout.Text(label, left + (xTicks.value(i) + 0.5) * cell, bottom + 8 * s,
                        PlotLayout.Anchor.MIDDLE, font.width(label, s, false), false));
            }
            for (int i = 0; i < yTicks.count(); i++) {
                String label = Long.toString(yTicks.value(i));
                labels.add(new PlotLayout.Text(label, left - 7 * s, Math.round(bottom - (yTicks.value(i) + 0.5) * cell
                        - 5.5 * s), PlotLayout.Anchor.END, font.width(label, s, false), false));
            }
            String xTitle = names.get(1) + " (column)";
            labels.add(new PlotLayout.Text(xTitle, left + grid.columns() * cell / 2, bottom + 24 * s,
                    PlotLayout.Anchor.MIDDLE, font.width(xTitle, s, false), false));
            String yText = names.get(0) + " (row)";
            PlotLayout.Text yTitle = new PlotLayout.Text(yText, left - minLeft + 6 * s + PlotFont.ROWS * s / 2.0,
                    bottom - grid.rows() * cell / 2, PlotLayout.Anchor.MIDDLE, font.width(yText, s, false), false);
            return new Layout(w, h, s, title, legend, samples, left, bottom, cell, block, grid.rows(), grid.columns(),
                    xTicks, yTicks, labels, yTitle);
        }

        private static int sampleWidth(int kind, int s) {
            return kind == -1 ? BAR * 3 * s + 6 * s : 20 * s;
        }

        /** The pixel edges of patch column {@code c}: from, to. */
        double patchX(int c) {
            return left + Math.min((double) c * block, columns) * cell;
        }

        /** The pixel y of the bottom edge of patch row {@code r} (rows go up). */
        double patchY(int r) {
            return bottom - Math.min((double) r * block, rows) * cell;
        }

        double right() {
            return left + columns * cell;
        }

        double top() {
            return bottom - rows * cell;
        }
    }

    private static void svg(Writer out, Layout l, Patches patches) throws IOException {
        int s = l.scale();
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\""
                + " height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\""
                + " font-size=\"%d\">%n", l.width(), l.height(), l.width(), l.height(), 12 * s));
        out.write("<title>" + SvgPlot.escape(l.title().text()) + "</title>\n");
        out.write("<rect id=\"background\" x=\"0\" y=\"0\" width=\"" + l.width() + "\" height=\"" + l.height()
                + "\" fill=\"#ffffff\"/>\n");
        // One path a colour: a patch is a square of it; crisp edges so that neighbours leave no seams.
        java.util.Map<Integer, StringBuilder> byColor = new java.util.TreeMap<>();
        for (int r = 0; r < patches.rows(); r++) {
            for (int c = 0; c < patches.columns(); c++) {
                double x0 = l.patchX(c);
                double x1 = l.patchX(c + 1);
                double y0 = l.patchY(r + 1);
                double y1 = l.patchY(r);
                byColor.computeIfAbsent(patches.color(r, c), k -> new StringBuilder()).append('M')
                        .append(SvgPlot.n(x0)).append(' ').append(SvgPlot.n(y0)).append('H').append(SvgPlot.n(x1))
                        .append('V').append(SvgPlot.n(y1)).append('H').append(SvgPlot.n(x0)).append('z');
            }
        }
        out.write("<g id=\"cells\" shape-rendering=\"crispEdges\">\n");
        for (java.util.Map.Entry<Integer, StringBuilder> e : byColor.entrySet()) {
            boolean p = e.getKey() == P_POSITION;
            out.write("<path" + (p ? " id=\"p-positions\"" : "") + " d=\"" + e.getValue() + "\" fill=\""
                    + SvgPlot.color(e.getKey()) + "\"/>\n");
        }
        out.write("</g>\n");
        StringBuilder ticks = new StringBuilder();
        for (int i = 0; i < l.xTicks().count(); i++) {
            double x = l.left() + (l.xTicks().value(i) + 0.5) * l.cell();
            ticks.append('M').append(SvgPlot.n(x)).append(' ').append(l.bottom()).append('v').append(4 * s);
        }
        for (int i = 0; i < l.yTicks().count(); i++) {
            double y = l.bottom() - (l.yTicks().value(i) + 0.5) * l.cell();
            ticks.append('M').append(l.left() - 4 * s).append(' ').append(SvgPlot.n(y)).append('h').append(4 * s);
        }
        double half = s / 2.0;
        out.write("<path id=\"axes\" d=\"M" + SvgPlot.n(l.left() - half) + ' ' + SvgPlot.n(l.top()) + "V"
                + SvgPlot.n(l.bottom() + half) + "H" + SvgPlot.n(l.right()) + ticks + "\" stroke=\""
                + SvgPlot.color(SequencePlot.AXIS) + "\" stroke-width=\"" + s + "\" fill=\"none\"/>\n");
        out.write("<g id=\"labels\" fill=\"" + SvgPlot.color(SequencePlot.TEXT) + "\">\n");
        for (PlotLayout.Text t : l.labels()) {
            out.write(SvgPlot.text(t, s, ""));
        }
        out.write("</g>\n");
        PlotLayout.Text yt = l.yTitle();
        double baseline = yt.y() + (PlotFont.ASCENT - PlotFont.ROWS / 2.0) * s;
        out.write(String.format(Locale.ROOT, "<text id=\"y-title\" x=\"%s\" y=\"%s\" text-anchor=\"middle\""
                + " transform=\"rotate(-90 %s %s)\" fill=\"%s\">%s</text>%n", SvgPlot.n(yt.x()), SvgPlot.n(baseline),
                SvgPlot.n(yt.x()), SvgPlot.n(yt.y()), SvgPlot.color(SequencePlot.TEXT), SvgPlot.escape(yt.text())));
        out.write("<g id=\"legend\">\n");
        for (int i = 0; i < l.samples().size(); i++) {
            int[] sample = l.samples().get(i);
            if (sample[2] == -1) {
                for (int k = 0; k < BAR; k++) {
                    out.write(SvgPlot.rect(sample[0] + 3 * s * k, sample[1] + 1.5 * s, 3 * s, 9 * s,
                            SvgPlot.color(color(k, BAR - 1)), ""));
                }
            } else {
                out.write(SvgPlot.rect(sample[0] + 0.5 * s, sample[1] + 1.5 * s, 14 * s, 9 * s,
                        SvgPlot.color(sample[2]), ""));
            }
            out.write(SvgPlot.text(l.legend().get(i), s, "fill=\"" + SvgPlot.color(SequencePlot.TEXT) + "\""));
        }
        out.write("</g>\n");
        out.write(SvgPlot.text(l.title(), s, "id=\"title\" font-weight=\"bold\" fill=\"#000000\""));
        out.write("</svg>\n");
    }

    private static PngCanvas png(Layout l, Patches patches, PlotFont font) {
        int s = l.scale();
        PngCanvas c = new PngCanvas(l.width(), l.height(), 0xFFFFFF);
        for (int r = 0; r < patches.rows(); r++) {
            for (int col = 0; col < patches.columns(); col++) {
                c.fill((int) Math.round(l.patchX(col)), (int) Math.round(l.patchY(r + 1)),
                        (int) Math.round(l.patchX(col + 1)), (int) Math.round(l.patchY(r)), patches.color(r, col));
            }
        }
        int left = l.left();
        c.fill(left - s, (int) Math.round(l.top()), left, l.bottom() + s, SequencePlot.AXIS);
        c.fill(left - s, l.bottom(), (int) Math.round(l.right()), l.bottom() + s, SequencePlot.AXIS);
        for (int i = 0; i < l.xTicks().count(); i++) {
            int x = (int) Math.floor(l.left() + (l.xTicks().value(i) + 0.5) * l.cell());
            c.fill(x, l.bottom(), x + s, l.bottom() + 4 * s, SequencePlot.AXIS);
        }
        for (int i = 0; i < l.yTicks().count(); i++) {
            int y = (int) Math.floor(l.bottom() - (l.yTicks().value(i) + 0.5) * l.cell());
            c.fill(left - 4 * s, y, left, y + s, SequencePlot.AXIS);
        }
        for (PlotLayout.Text t : l.labels()) {
            PngPlot.text(c, font, t, s, SequencePlot.TEXT);
        }
        PlotLayout.Text yt = l.yTitle();
        TextBitmap up = TextBitmap.of(font, yt.text(), s, false);
        c.textUp(up, (int) Math.round(yt.x() - up.height() / 2.0), (int) Math.round(yt.y() + up.width() / 2.0),
                SequencePlot.TEXT);
        for (int i = 0; i < l.samples().size(); i++) {
            int[] sample = l.samples().get(i);
            if (sample[2] == -1) {
                for (int k = 0; k < BAR; k++) {
                    int x = sample[0] + 3 * s * k;
                    c.fill(x, sample[1] + 2 * s, x + 3 * s, sample[1] + 11 * s, color(k, BAR - 1));
                }
            } else {
                c.fill(sample[0] + s, sample[1] + 2 * s, sample[0] + 15 * s, sample[1] + 11 * s, sample[2]);
            }
            PngPlot.text(c, font, l.legend().get(i), s, SequencePlot.TEXT);
        }
        PngPlot.text(c, font, l.title(), s, 0x000000);
        return c;
    }

}
