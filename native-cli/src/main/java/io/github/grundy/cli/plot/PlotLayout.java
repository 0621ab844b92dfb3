package io.github.grundy.cli.plot;

import java.util.ArrayList;
import java.util.List;

/**
 * Where everything of a plot goes, in pixels, for the SVG and the PNG alike: from the top, the
 * title, the legend (wrapped into rows, so it never reaches into the points), the plot area with
 * its grid, the x axis with a strip of P-position marks below it, the tick labels and the axis
 * titles. The value 0 stands a little above the x axis, so the points of value 0 are not hidden
 * in the axis line. Every length is a multiple of {@code scale}, the picture's size over
 * 960x480.
 *
 * @param width   the picture's width
 * @param height  the picture's height
 * @param scale   the size of text and marks, 1 at 960x480
 * @param title   the title line
 * @param legend  the legend's entries, placed
 * @param left    the plot area's left edge: the y axis
 * @param top     the plot area's top edge
 * @param right   the plot area's right edge
 * @param axis    the plot area's bottom edge: the x axis
 * @param zeroY   the y of the value 0
 * @param topY    the y of the value {@code yTop}
 * @param yTop    the top of the value axis: its last tick, or the largest value where no round tick
 *                above it fits in a {@code long}
 * @param xTicks  the heaps with a tick, a grid line and a label
 * @param yTicks  the values with a tick, a grid line and a label, from 0
 * @param labels  the tick labels and the axis titles
 * @param yTitle  the title of the value axis, read upwards; its x and y are its centre
 * @param from    the first heap
 * @param count   how many heaps
 * @param columns how many columns of points: a heap each, or a pixel each if there are more heaps
 * @param rows    how many rows of pixels from the value 0 to the top of the value axis
 * @param dot     the diameter of a point
 */
public record PlotLayout(int width, int height, int scale, Text title, List<LegendItem> legend, int left, int top,
        int right, int axis, double zeroY, double topY, long yTop, Ticks xTicks, Ticks yTicks, List<Text> labels, Text yTitle,
        long from, long count, int columns, int rows, double dot) {

    /** Ten ticks at most on an axis, as charts read best with 5 to 10. */
    static final int MAX_TICKS = 10;

    /** How a text stands on its x: from it, centred on it, or ending at it. */
    enum Anchor {
        START, MIDDLE, END
    }

    /**
     * A line of text.
     *
     * @param text   the words
     * @param x      where it is anchored across
     * @param y      the top of its line (the font's 13 rows)
     * @param anchor how it stands on x
     * @param width  its width in the bitmap font
     * @param bold   whether bold
     */
    record Text(String text, double x, double y, Anchor anchor, int width, boolean bold) {

        /** The left edge. */
        double left() {
            return anchor == Anchor.START ? x : anchor == Anchor.MIDDLE ? x - width / 2.0 : x - width;
        }
    }

    /**
     * A legend entry in place: its sample's box at {@code (x, y)}, its words after it.
     *
     * @param entry the entry
     * @param x     the sample's left edge
     * @param y     the top of the entry's line
     * @param words the words, placed
     */
    record LegendItem(PlotLegend.Entry entry, int x, int y, Text words) {
    }

    /**
     * A P-position's mark: a red triangle pointing up at the x axis from the strip below it, as
     * wide as 8 times the scale, or narrower where marks crowd, so that neighbours stay apart.
     *
     * @param x    its centre
     * @param half half its width
     */
    record PMark(double x, double half) {
    }

    public PlotLayout {
        legend = List.copyOf(legend);
        labels = List.copyOf(labels);
    }

    static PlotLayout of(PlotSize size, PlotData data, PlotLegend key, PlotFont font) {
        int s = size.scale();
        int w = size.width();
        int h = size.height();
        int line = PlotFont.LINE * s;
        Text title = new Text(fit(font, title(font, data.spec(), data.range(), w - 16 * s, s), w - 16 * s, s), w / 2.0,
                8 * s, Anchor.MIDDLE, 0, true);
        title = new Text(title.text(), title.x(), title.y(), Anchor.MIDDLE, font.width(title.text(), s, true), true);
        List<LegendItem> legend = placeLegend(key, font, s, w, 8 * s + 13 * s + 5 * s);
        int legendBottom = legend.get(legend.size() - 1).y() + line;
        int top = legendBottom + 8 * s;
        // Below the x axis: ticks (4), the P strip (5..12), the tick labels (14..27), the axis title (30..43), a margin.
        int axis = h - 47 * s;
        double zeroY = axis - 8.0 * s;
        double topY = top + 8.0 * s;
        int yCount = Math.max(2, Math.min(MAX_TICKS, (int) ((zeroY - topY) / (2 * line))));
        Ticks yTicks = Ticks.covering(0, Math.max(1, data.max()), yCount);
        long yTop = Math.max(yTicks.last(), data.max());
        int yLabelWidth = 0;
        for (int i = 0; i < yTicks.count(); i++) {
            yLabelWidth = Math.max(yLabelWidth, font.width(Long.toString(yTicks.value(i)), s, false));
        }
        int left = 32 * s + yLabelWidth;
        int xLabelWidth = Math.max(font.width(Long.toString(data.from()), s, false),
                font.width(Long.toString(data.to()), s, false));
        int right = w - Math.max(16 * s, xLabelWidth / 2 + 6 * s);
        double plotWidth = right - left - 2 * inset(s);
        long count = data.count();
        int columns = (int) Math.min(count, (long) plotWidth);
        // Ticks far enough apart for their labels, and a space between.
        long minStep = (long) Math.max(1, Math.ceil((xLabelWidth + 14.0 * s) * count / plotWidth));
        Ticks xTicks = Ticks.within(data.from(), data.to(), MAX_TICKS, minStep);
        List<Text> labels = new ArrayList<>();
        for (int i = 0; i < xTicks.count(); i++) {
            String label = Long.toString(xTicks.value(i));
            int lw = font.width(label, s, false);
            double x = left + inset(s) + (xTicks.value(i) - data.from() + 0.5) * plotWidth / count;
            // A label at the picture's edge is moved in, not cut.
            x = Math.max(lw / 2.0 + 2 * s, Math.min(w - lw / 2.0 - 2 * s, x));
            labels.add(new Text(label, x, axis + 14 * s, Anchor.MIDDLE, lw, false));
        }
        for (int i = 0; i < yTicks.count(); i++) {
            String label = Long.toString(yTicks.value(i));
            double y = zeroY - (double) yTicks.value(i) / yTop * (zeroY - topY);
            labels.add(new Text(label, left - 7 * s, Math.round(y - 5.5 * s), Anchor.END, font.width(label, s, false),
                    false));
        }
        labels.add(new Text("heap n", (left + right) / 2.0, axis + 30 * s, Anchor.MIDDLE,
                font.width("heap n", s, false), false));
        Text yTitle = new Text("g(n)", 6 * s + PlotFont.ROWS * s / 2.0, (topY + zeroY) / 2, Anchor.MIDDLE,
                font.width("g(n)", s, false), false);
        int rows = Math.max(1, (int) (zeroY - topY));
        double dot = Math.max(2.5 * s, Math.min(6.0 * s, 0.7 * plotWidth / columns));
        return new PlotLayout(w, h, s, title, legend, left, top, right, axis, zeroY, topY, yTop, xTicks, yTicks, labels,
                yTitle, data.from(), count, columns, rows, dot);
    }

    /** The legend's entries in rows under the title, each row centred, a row wrapped where the next entry does not fit. */
    private static List<LegendItem> placeLegend(PlotLegend key, PlotFont font, int s, int width, int y0) {
        List<List<LegendItem>> rows = new ArrayList<>();
        List<LegendItem> row = new ArrayList<>();
        int x = 0;
        int y = y0;
        int usable = width - 16 * s;
        for (PlotLegend.Entry e : key.entries()) {
            String words = fit(font, e.label(), usable - sampleWidth(e, s), s);
            int w = sampleWidth(e, s) + font.width(words, s, false);
            if (!row.isEmpty() && x + 18 * s + w > usable) {
                rows.add(row);
                row = new ArrayList<>();
                x = 0;
                y += PlotFont.LINE * s;
            }
            x += row.isEmpty() ? 0 : 18 * s;
            row.add(new LegendItem(e, x, y, new Text(words, x + sampleWidth(e, s), y, Anchor.START,
                    font.width(words, s, false), false)));
            x += w;
        }
        rows.add(row);
        List<LegendItem> placed = new ArrayList<>();
        for (List<LegendItem> r : rows) {
            LegendItem last = r.get(r.size() - 1);
            int rowWidth = last.x() + sampleWidth(last.entry(), s) + last.words().width();
            int shift = (width - rowWidth) / 2;
            for (LegendItem item : r) {
                Text t = item.words();
                placed.add(new LegendItem(item.entry(), item.x() + shift, item.y(),
                        new Text(t.text(), t.x() + shift, t.y(), t.anchor(), t.width(), false)));
            }
        }
        return placed;
    }

    /** The sample's width and the space after it: none for words alone. */
    static int sampleWidth(PlotLegend.Entry e, int s) {
        return e.mark() == PlotLegend.Mark.NONE ? 0 : 20 * s;
    }

    /** {@code text}, cut with "..." at its end if it is wider than {@code max} pixels. */
    /**
     * A picture's title: the game's spec, then what is drawn ({@code suffix}, always whole); a spec
     * longer than a third of the width (a rule written out) is cut, so that the title reads as one.
     */
    static String title(PlotFont font, String game, String suffix, int max, int s) {
        int room = Math.min(max / 3, max - font.width(suffix, s, true));
        return fit(font, game, Math.max(room, font.width("x...", s, true)), s) + suffix;
    }

    static String fit(PlotFont font, String text, int max, int s) {
        if (font.width(text, s, true) <= max) {
            return text;
        }
        String cut = text;
        while (!cut.isEmpty() && font.width(cut + "...", s, true) > max) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "...";
    }

    /** The marks of the columns of {@code grid} that hold a P-position, left to right. */
    List<PMark> pMarks(PlotGrid grid) {
        List<Double> xs = new ArrayList<>();
        for (int c = 0; c < grid.columns(); c++) {
            if (grid.zero(c)) {
                xs.add(columnX(c));
            }
        }
        List<PMark> marks = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            double gap = Math.min(i == 0 ? Double.MAX_VALUE : xs.get(i) - xs.get(i - 1),
                    i == xs.size() - 1 ? Double.MAX_VALUE : xs.get(i + 1) - xs.get(i));
            marks.add(new PMark(xs.get(i), Math.max(1.5 * scale, Math.min(4.0 * scale, gap / 2))));
        }
        return marks;
    }

    /** The y of the P marks' tips, below the x axis and its ticks. */
    int pTip() {
        return axis + 5 * scale;
    }

    /** The y of the P marks' bases. */
    int pBase() {
        return axis + 12 * scale;
    }

    /** The diameter of a P-position's point: at least 4 times the scale, to show among crowded points. */
    double zeroDot() {
        return Math.max(dot, 4.0 * scale);
    }

    /** The space between the plot area's sides and the first and last heap's column. */
    static int inset(int s) {
        return 6 * s;
    }

    /** The width of the heaps' columns together: the plot area's less the insets. */
    double plotWidth() {
        return right - left - 2 * inset(scale);
    }

    /** The x of heap {@code n}'s centre. */
    double x(long n) {
        return left + inset(scale) + (n - from + 0.5) * plotWidth() / count;
    }

    /**
     * The x of heap {@code n}'s left edge, for shading: the plot area's left side for the first
     * heap and before, its right side past the last.
     */
    double edge(long n) {
        if (n <= from) {
            return left;
        }
        if (n - from >= count) {
            return right;
        }
        return left + inset(scale) + (double) (n - from) * plotWidth() / count;
    }

    /** The x of column {@code c}'s centre. */
    double columnX(int c) {
        return left + inset(scale) + (c + 0.5) * plotWidth() / columns;
    }

    /** The y of row {@code r}, 0 the value 0. */
    double rowY(int r) {
        return zeroY - r * (zeroY - topY) / rows;
    }

    /** The y of the value {@code v}. */
    double valueY(long v) {
        return valueY((double) v);
    }

    /** The y of the value {@code v}, which may lie between two values (a line's). */
    double valueY(double v) {
        return zeroY - v / yTop * (zeroY - topY);
    }

    /**
     * The ends of the line the values climb along ({@link PlotData.Climb}), from the heap where
     * the climb starts to the last, as {@code {x0, y0, x1, y1}}, kept within the plot area.
     */
    double[] climbLine(PlotData data) {
        PlotData.Climb c = data.climb().orElseThrow();
        return new double[] {x(c.heap()), Math.max(topY, valueY(c.value())), x(data.to()),
            Math.max(topY, valueY(c.at(data.to())))};
    }
}
