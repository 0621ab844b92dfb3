package io.github.grundy.cli.plot;

import java.util.Optional;

/**
 * A {@link PlotLayout} in pixels on a {@link PngCanvas}: what {@link SvgPlot} draws, in the same
 * places and colours, the text in {@link PlotFont}. Lines lie on whole pixels (sharp); dots and
 * triangles are anti-aliased.
 */
public final class PngPlot {

    private PngPlot() {
    }

    /** The dashed line values climb along, as the SVG's: dashes of 6 and gaps of 4 (times the scale) along x. */
    private static void climb(PngCanvas c, double[] line, int s) {
        double x0 = line[0];
        double x1 = line[2];
        double slope = x1 > x0 ? (line[3] - line[1]) / (x1 - x0) : 0;
        for (int x = (int) Math.floor(x0); x <= (int) Math.floor(x1); x++) {
            if ((x - (int) Math.floor(x0)) % (10 * s) >= 6 * s) {
                continue;
            }
            // The span the line crosses in this column, so that a steep line has no gaps.
            double ya = line[1] + slope * (x - x0);
            double yb = line[1] + slope * (x + 1 - x0);
            int top = (int) Math.floor(Math.min(ya, yb) - s / 2.0);
            int bottom = Math.max(top + s, (int) Math.floor(Math.max(ya, yb) - s / 2.0) + s);
            c.fill(x, top, x + 1, bottom, SequencePlot.CLIMB);
        }
    }

    static PngCanvas draw(PlotLayout l, PlotGrid grid, PlotData data, PlotFont font) {
        int s = l.scale();
        PngCanvas c = new PngCanvas(l.width(), l.height(), 0xFFFFFF);
        Optional<SequencePlot.Shading> shading = SequencePlot.Shading.of(data, l);
        if (shading.isPresent()) {
            SequencePlot.Shading sh = shading.get();
            int pre = (int) Math.round(sh.preFrom());
            int from = (int) Math.round(sh.periodFrom());
            int first = Math.max(from + s, (int) Math.round(sh.firstTo()));
            c.fill(pre, l.top(), from, l.axis(), SequencePlot.PREPERIOD);
            c.fill(from, l.top(), l.right(), l.axis(), SequencePlot.PERIOD);
            c.fill(from, l.top(), first, l.axis(), SequencePlot.FIRST_PERIOD);
        }
        for (int i = 0; i < l.xTicks().count(); i++) {
            int x = (int) Math.floor(l.x(l.xTicks().value(i)));
            c.fill(x, l.top(), x + s, l.axis(), 0x000000, SequencePlot.GRID_OPACITY);
            c.fill(x, l.axis(), x + s, l.axis() + 4 * s, SequencePlot.AXIS);
        }
        for (int i = 0; i < l.yTicks().count(); i++) {
            int y = (int) Math.floor(l.valueY(l.yTicks().value(i)));
            c.fill(l.left() + s, y, l.right(), y + s, 0x000000, SequencePlot.GRID_OPACITY);
            c.fill(l.left() - 4 * s, y, l.left(), y + s, SequencePlot.AXIS);
        }
        if (data.climb().isPresent()) {
            climb(c, l.climbLine(data), s);
        }
        for (int col = 0; col < grid.columns(); col++) {
            double x = l.columnX(col);
            grid.forEachHit(col, r -> {
                if (r > 0) {
                    c.disc(x, l.rowY(r), l.dot(), SequencePlot.VALUE);
                }
            });
        }
        // The P-positions' points over the others, as they may touch those of value 1.
        for (int col = 0; col < grid.columns(); col++) {
            if (grid.zero(col)) {
                c.disc(l.columnX(col), l.zeroY(), l.zeroDot(), SequencePlot.P_POSITION);
            }
        }
        c.fill(l.left(), l.top(), l.left() + s, l.axis() + s, SequencePlot.AXIS);
        c.fill(l.left(), l.axis(), l.right(), l.axis() + s, SequencePlot.AXIS);
        for (PlotLayout.PMark m : l.pMarks(grid)) {
            c.triangle(m.x(), l.pTip(), m.x() + m.half(), l.pBase(), m.x() - m.half(), l.pBase(),
                    SequencePlot.P_POSITION);
        }
        for (PlotLayout.Text t : l.labels()) {
            text(c, font, t, s, SequencePlot.TEXT);
        }
        PlotLayout.Text yt = l.yTitle();
        TextBitmap up = TextBitmap.of(font, yt.text(), s, false);
        c.textUp(up, (int) Math.round(yt.x() - up.height() / 2.0), (int) Math.round(yt.y() + up.width() / 2.0),
                SequencePlot.TEXT);
        legend(c, l, font);
        text(c, font, l.title(), s, 0x000000);
        return c;
    }

    private static void legend(PngCanvas c, PlotLayout l, PlotFont font) {
        int s = l.scale();
        for (PlotLayout.LegendItem item : l.legend()) {
            int x = item.x();
            int y = item.y();
            switch (item.entry().mark()) {
                case VALUE -> c.disc(x + 7.0 * s, y + 5.5 * s, 5.0 * s, SequencePlot.VALUE);
                case P_POSITION -> c.triangle(x + 7.0 * s, y + 1.5 * s, x + 11.0 * s, y + 9.5 * s, x + 3.0 * s,
                        y + 9.5 * s, SequencePlot.P_POSITION);
                case PREPERIOD -> swatch(c, x, y, s, SequencePlot.PREPERIOD);
                case PERIOD -> {
                    swatch(c, x, y, s, SequencePlot.PERIOD);
                    c.fill(x + s, y + 2 * s, x + 5 * s, y + 10 * s, SequencePlot.FIRST_PERIOD);
                }
                case CLIMB -> {
                    for (int d = 0; d < 14 * s; d += 6 * s) {
                        c.fill(x + s + d, y + 5 * s, x + s + Math.min(d + 4 * s, 14 * s), y + 7 * s, SequencePlot.CLIMB);
                    }
                }
                case NONE -> {
                }
            }
            boolean quiet = item.entry().mark() == PlotLegend.Mark.NONE;
            text(c, font, item.words(), s, quiet ? SequencePlot.QUIET_TEXT : SequencePlot.TEXT);
        }
    }

    /** A legend's sample of a shading: the colour in an edge of {@code s} pixels. */
    private static void swatch(PngCanvas c, int x, int y, int s, int color) {
        c.fill(x, y + s, x + 15 * s, y + 11 * s, SequencePlot.SAMPLE_EDGE);
        c.fill(x + s, y + 2 * s, x + 14 * s, y + 10 * s, color);
    }

    static void text(PngCanvas c, PlotFont font, PlotLayout.Text t, int s, int color) {
        TextBitmap bitmap = TextBitmap.of(font, t.text(), s, t.bold());
        c.text(bitmap, (int) Math.round(t.left()), (int) Math.round(t.y()), color);
    }
}
