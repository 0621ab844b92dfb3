package io.github.grundy.cli.plot;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/**
 * A {@link PlotLayout} as SVG text: plain SVG 1.1 that browsers and converters render, its words
 * as text in a sans-serif font the viewer has, scaling with its viewBox. Each part is an element
 * with an id ({@code values}, {@code p-marks}, {@code legend}, ...) so that tests and people
 * reading the file find it; the P marks are one path with a closed triangle a marked column.
 */
public final class SvgPlot {

    private SvgPlot() {
    }

    static void write(Writer out, PlotLayout l, PlotGrid grid, PlotData data) throws IOException {
        int s = l.scale();
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\""
                + " height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\""
                + " font-size=\"%d\">%n", l.width(), l.height(), l.width(), l.height(), 12 * s));
        out.write("<title>" + escape(data.title()) + "</title>\n");
        out.write(rect(0, 0, l.width(), l.height(), "#ffffff", "id=\"background\""));
        java.util.Optional<SequencePlot.Shading> shading = SequencePlot.Shading.of(data, l);
        if (shading.isPresent()) {
            shading(out, l, shading.get());
        }
        StringBuilder grids = new StringBuilder();
        StringBuilder ticks = new StringBuilder();
        for (int i = 0; i < l.xTicks().count(); i++) {
            double x = Math.floor(l.x(l.xTicks().value(i))) + s / 2.0;
            grids.append("M").append(n(x)).append(' ').append(l.top()).append("V").append(l.axis());
            ticks.append("M").append(n(x)).append(' ').append(l.axis()).append("v").append(4 * s);
        }
        for (int i = 0; i < l.yTicks().count(); i++) {
            double y = Math.floor(l.valueY(l.yTicks().value(i))) + s / 2.0;
            grids.append("M").append(l.left()).append(' ').append(n(y)).append("H").append(l.right());
            ticks.append("M").append(l.left() - 4 * s).append(' ').append(n(y)).append("h").append(4 * s);
        }
        out.write("<path id=\"grid\" d=\"" + grids + "\" stroke=\"#000000\" stroke-opacity=\""
                + n(SequencePlot.GRID_OPACITY) + "\" stroke-width=\"" + s + "\" fill=\"none\"/>\n");
        if (data.climb().isPresent()) {
            double[] line = l.climbLine(data);
            out.write("<path id=\"climb\" d=\"M" + n(line[0]) + ' ' + n(line[1]) + "L" + n(line[2]) + ' ' + n(line[3])
                    + "\" stroke=\"" + color(SequencePlot.CLIMB) + "\" stroke-width=\"" + s + "\" stroke-dasharray=\""
                    + 6 * s + ' ' + 4 * s + "\" fill=\"none\"><title>the line the values climb along (observed)</title>"
                    + "</path>\n");
        }
        StringBuilder dots = new StringBuilder();
        StringBuilder zeros = new StringBuilder();
        for (int c = 0; c < grid.columns(); c++) {
            double x = l.columnX(c);
            grid.forEachHit(c, r -> (r == 0 ? zeros : dots).append('M').append(n(x)).append(' ')
                    .append(n(l.rowY(r))).append("h0"));
        }
        StringBuilder marks = new StringBuilder();
        for (PlotLayout.PMark m : l.pMarks(grid)) {
            marks.append('M').append(n(m.x())).append(' ').append(l.pTip()).append('L').append(n(m.x() + m.half()))
                    .append(' ').append(l.pBase()).append('H').append(n(m.x() - m.half())).append('z');
        }
        String round = "\" stroke-linecap=\"round\" fill=\"none\"";
        out.write("<path id=\"values\" d=\"" + dots + "\" stroke=\"" + color(SequencePlot.VALUE) + "\" stroke-width=\""
                + n(l.dot()) + round + "/>\n");
        out.write("<path id=\"zeros\" d=\"" + zeros + "\" stroke=\"" + color(SequencePlot.P_POSITION)
                + "\" stroke-width=\"" + n(l.zeroDot()) + round + "/>\n");
        double half = s / 2.0;
        out.write("<path id=\"axes\" d=\"M" + n(l.left() + half) + ' ' + l.top() + "V" + n(l.axis() + half) + "H"
                + l.right() + ticks + "\" stroke=\"" + color(SequencePlot.AXIS) + "\" stroke-width=\"" + s
                + "\" fill=\"none\"/>\n");
        out.write("<path id=\"p-marks\" d=\"" + marks + "\" fill=\"" + color(SequencePlot.P_POSITION)
                + "\"><title>P-positions (value 0)</title></path>\n");
        out.write("<g id=\"labels\" fill=\"" + color(SequencePlot.TEXT) + "\">\n");
        for (PlotLayout.Text t : l.labels()) {
            out.write(text(t, s, ""));
        }
        out.write("</g>\n");
        PlotLayout.Text yt = l.yTitle();
        double baseline = yt.y() + (PlotFont.ASCENT - PlotFont.ROWS / 2.0) * s;
        out.write(String.format(Locale.ROOT, "<text id=\"y-title\" x=\"%s\" y=\"%s\" text-anchor=\"middle\""
                + " transform=\"rotate(-90 %s %s)\" fill=\"%s\">%s</text>%n", n(yt.x()), n(baseline), n(yt.x()),
                n(yt.y()), color(SequencePlot.TEXT), escape(yt.text())));
        legend(out, l);
        out.write(text(l.title(), s, "id=\"title\" font-weight=\"bold\" fill=\"#000000\""));
        out.write("</svg>\n");
    }

    private static void shading(Writer out, PlotLayout l, SequencePlot.Shading sh) throws IOException {
        out.write("<g id=\"shading\">\n");
        double height = l.axis() - l.top();
        if (sh.periodFrom() > sh.preFrom()) {
            out.write(rect(sh.preFrom(), l.top(), sh.periodFrom() - sh.preFrom(), height,
                    color(SequencePlot.PREPERIOD), "id=\"preperiod\""));
        }
        out.write(rect(sh.periodFrom(), l.top(), sh.periodTo() - sh.periodFrom(), height, color(SequencePlot.PERIOD),
                "id=\"period\""));
        out.write(rect(sh.periodFrom(), l.top(), Math.max(l.scale(), sh.firstTo() - sh.periodFrom()), height,
                color(SequencePlot.FIRST_PERIOD), "id=\"first-period\""));
        out.write("</g>\n");
    }

    private static void legend(Writer out, PlotLayout l) throws IOException {
        int s = l.scale();
        out.write("<g id=\"legend\">\n");
        for (PlotLayout.LegendItem item : l.legend()) {
            int x = item.x();
            int y = item.y();
            switch (item.entry().mark()) {
                case VALUE -> out.write(String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\"/>%n",
                        n(x + 7.0 * s), n(y + 5.5 * s), n(2.5 * s), color(SequencePlot.VALUE)));
                case P_POSITION -> out.write(String.format(Locale.ROOT, "<path d=\"M%s %sl%d %dh%dz\" fill=\"%s\"/>%n",
                        n(x + 7.0 * s), n(y + 1.5 * s), 4 * s, 8 * s, -8 * s, color(SequencePlot.P_POSITION)));
                case PREPERIOD -> out.write(swatch(x, y, s, SequencePlot.PREPERIOD));
                case PERIOD -> {
                    out.write(swatch(x, y, s, SequencePlot.PERIOD));
                    out.write(rect(x + s, y + 2 * s, 4 * s, 8 * s, color(SequencePlot.FIRST_PERIOD), ""));
                }
                case CLIMB -> out.write("<path d=\"M" + n(x + 1.0 * s) + ' ' + n(y + 6.0 * s) + "h" + 14 * s
                        + "\" stroke=\"" + color(SequencePlot.CLIMB) + "\" stroke-width=\"" + 2 * s
                        + "\" stroke-dasharray=\"" + 4 * s + ' ' + 2 * s + "\" fill=\"none\"/>\n");
                case NONE -> {
                }
            }
            boolean quiet = item.entry().mark() == PlotLegend.Mark.NONE;
            out.write(text(item.words(), s, "fill=\"" + color(quiet ? SequencePlot.QUIET_TEXT : SequencePlot.TEXT)
                    + "\""));
        }
        out.write("</g>\n");
    }

    /** A legend's sample of a shading: the colour, edged so that a light one shows on white. */
    private static String swatch(int x, int y, int s, int color) {
        return rect(x + 0.5 * s, y + 1.5 * s, 14 * s, 9 * s, color(color),
                "stroke=\"" + color(SequencePlot.SAMPLE_EDGE) + "\" stroke-width=\"" + s + "\"");
    }

    static String rect(double x, double y, double w, double h, String fill, String more) {
        return "<rect x=\"" + n(x) + "\" y=\"" + n(y) + "\" width=\"" + n(w) + "\" height=\"" + n(h) + "\" fill=\""
                + fill + "\"" + (more.isEmpty() ? "" : " " + more) + "/>\n";
    }

    /** A text line: its top as the layout has it, the baseline where the bitmap font has its own. */
    static String text(PlotLayout.Text t, int s, String more) {
        String anchor = switch (t.anchor()) {
            case START -> "";
            case MIDDLE -> " text-anchor=\"middle\"";
            case END -> " text-anchor=\"end\"";
        };
        return "<text x=\"" + n(t.x()) + "\" y=\"" + n(t.y() + PlotFont.ASCENT * s) + "\"" + anchor
                + (more.isEmpty() ? "" : " " + more) + ">" + escape(t.text()) + "</text>\n";
    }

    /** A number as SVG takes it: at most two decimals, no exponent, no trailing zeros. */
    static String n(double v) {
        String t = String.format(Locale.ROOT, "%.2f", v);
        int end = t.length();
        while (t.charAt(end - 1) == '0') {
            end--;
        }
        if (t.charAt(end - 1) == '.') {
            end--;
        }
        t = t.substring(0, end);
        return t.equals("-0") ? "0" : t;
    }

    static String color(int rgb) {
        return String.format(Locale.ROOT, "#%06x", rgb);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
