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
