package io.github.grundy.cli;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code table --plot FILE.svg} (or {@code .png}): heap n against its Grundy value g(n), as papers on octal games
 * draw them: a dot a heap (P-positions, value 0, in red), or, when there are more heaps than
 * columns, a dot for each pixel some heap of the column reaches (the bands of values show); the
 * proved period's range shaded.
 * Plain SVG 1.1, no script, readable by any browser or converter; or the same picture as a PNG
 * of 960x480 pixels ({@link PngCanvas}), for tools and pages that take no SVG.
 */
final class SequencePlot {

    private static final int WIDTH = 960;
    private static final int HEIGHT = 480;
    private static final int MARGIN = 50;

    private SequencePlot() {
    }

    /** What both pictures draw: which pixels of the plot some heap reaches, and where the value 0 is. */
    private record Points(String title, long from, long to, long count, int columns, int rows, long max,
            java.util.BitSet hit, boolean[] zero, Optional<PeriodProof> proof) {

        static Points of(HeapGame game, long from, long to) {
            long count = to - from + 1;
            int columns = (int) Math.min(count, WIDTH - 2L * MARGIN);
            int rows = HEIGHT - 2 * MARGIN;
            long max = 1;
            for (long n = from; n <= to; n++) {
                max = Math.max(max, game.grundy(n));
                if (n == Long.MAX_VALUE) {
                    break;
                }
            }
            // One bit a pixel: column c, row r (0 at the bottom) at c * (rows + 1) + r.
            java.util.BitSet hit = new java.util.BitSet(columns * (rows + 1));
            boolean[] zero = new boolean[columns];
            for (long n = from; n <= to; n++) {
                int c = (int) ((n - from) * columns / count);
                long v = game.grundy(n);
                hit.set(c * (rows + 1) + (int) (v * rows / max));
                zero[c] |= v == 0;
                if (n == Long.MAX_VALUE) {
                    break;
                }
            }
            return new Points(game.describe(), from, to, count, columns, rows, max, hit, zero, game.periodProof());
        }

        /** The x of heap {@code n}'s left edge, clipped to the plot. */
        double x(long n) {
            return MARGIN + Math.max(0, Math.min(count, n - from)) * (WIDTH - 2.0 * MARGIN) / count;
        }

        String periodLabel() {
            Period p = proof.orElseThrow().period();
            return "period " + p.period() + " from " + p.preperiod() + " (proved)";
        }
    }

    /**
     * Writes the plot of heaps {@code from..to} of {@code game} (prepared that far) to {@code out}:
     * PNG when {@code png}, else SVG.
     */
    static void write(java.io.OutputStream out, HeapGame game, long from, long to, boolean png) throws IOException {
        Points points = Points.of(game, from, to);
        if (png) {
            png(points).writePng(out);
        } else {
            Writer w = new java.io.OutputStreamWriter(out, java.nio.charset.StandardCharsets.UTF_8);
            svg(w, points);
            w.flush();
        }
    }

    private static void svg(Writer out, Points pts) throws IOException {
        long from = pts.from();
        long to = pts.to();
        int columns = pts.columns();
        int rows = pts.rows();
        double plotW = WIDTH - 2.0 * MARGIN;
        double plotH = HEIGHT - 2.0 * MARGIN;
        double colW = plotW / columns;
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        out.write("<title>" + escape(pts.title()) + ": g(n) for n = " + from + ".." + to + "</title>\n");
        out.write(String.format(Locale.ROOT, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"white\"/>%n",
                WIDTH, HEIGHT));
        if (pts.proof().isPresent()) {
            Period p = pts.proof().get().period();
            double x0 = pts.x(p.preperiod());
            double x1 = pts.x((long) p.preperiod() + p.period());
            double xEnd = MARGIN + plotW;
            out.write(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%.1f\""
                    + " fill=\"#dde8f8\"/>%n", x0, MARGIN, xEnd - x0, plotH));
            out.write(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%.1f\""
                    + " fill=\"#b8cff0\"/>%n", x0, MARGIN, Math.max(1, x1 - x0), plotH));
            out.write(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" fill=\"#335\">%s</text>%n",
                    x0 + 4, MARGIN + 14, pts.periodLabel()));
        }
        // Axes, with the first and last heap and the largest value.
        out.write(String.format(Locale.ROOT, "<path d=\"M%d %d V%d H%d\" stroke=\"black\" fill=\"none\"/>%n",
                MARGIN, MARGIN, HEIGHT - MARGIN, WIDTH - MARGIN));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%d</text>%n", MARGIN, HEIGHT - MARGIN + 16, from));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n",
                WIDTH - MARGIN, HEIGHT - MARGIN + 16, to));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n",
                MARGIN - 6, MARGIN + 4, pts.max()));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>%n",
                MARGIN - 6, HEIGHT - MARGIN + 4));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">heap n</text>%n",
                WIDTH / 2, HEIGHT - 14));
        out.write(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\""
                + " text-anchor=\"middle\">g(n)</text>%n", HEIGHT / 2, HEIGHT / 2));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                WIDTH / 2, MARGIN - 18, escape(pts.title())));
        StringBuilder dots = new StringBuilder();
        StringBuilder zeros = new StringBuilder();
        java.util.BitSet hit = pts.hit();
        for (int c = 0; c < columns; c++) {
            double x = MARGIN + (c + 0.5) * colW;
            for (int r = hit.nextSetBit(c * (rows + 1)); r >= 0 && r < (c + 1) * (rows + 1); r = hit.nextSetBit(r + 1)) {
                double y = HEIGHT - MARGIN - (r - c * (rows + 1));
                dots.append(String.format(Locale.ROOT, "M%.1f %.1fh0.01", x, y));
            }
            if (pts.zero()[c]) {
                zeros.append(String.format(Locale.ROOT, "M%.1f %.1fh0.01", x, (double) HEIGHT - MARGIN));
            }
        }
        out.write("<path d=\"" + dots + "\" stroke=\"#1f4e9c\" stroke-width=\"" + String.format(Locale.ROOT, "%.1f",
                dotSize(colW)) + "\" stroke-linecap=\"round\" fill=\"none\"/>\n");
        out.write("<path d=\"" + zeros + "\" stroke=\"#d62728\" stroke-width=\"5\" stroke-linecap=\"round\""
                + " fill=\"none\"><title>P-positions (value 0)</title></path>\n");
        out.write("</svg>\n");
    }

    /** The diameter of a heap's dot: most of a column, 2 to 4 pixels. */
    private static double dotSize(double columnWidth) {
        return Math.max(2.0, Math.min(4.0, columnWidth * 0.8));
    }

    /** The same picture in pixels: the same layout and colours, the text in {@link PixelFont}. */
    private static PngCanvas png(Points pts) {
        PngCanvas c = new PngCanvas(WIDTH, HEIGHT, 0xFFFFFF);
        int bottom = HEIGHT - MARGIN;
        int right = WIDTH - MARGIN;
        if (pts.proof().isPresent()) {
            Period p = pts.proof().get().period();
            int x0 = (int) Math.round(pts.x(p.preperiod()));
            int x1 = Math.max(x0 + 1, (int) Math.round(pts.x((long) p.preperiod() + p.period())));
            c.fill(x0, MARGIN, right, bottom, 0xDDE8F8);
            c.fill(x0, MARGIN, x1, bottom, 0xB8CFF0);
            c.text(pts.periodLabel(), x0 + 4, MARGIN + 4, 1, 0x333355);
        }
        c.fill(MARGIN, MARGIN, MARGIN + 1, bottom + 1, 0x000000);
        c.fill(MARGIN, bottom, right + 1, bottom + 1, 0x000000);
        int scale = 2;
        int line = PixelFont.HEIGHT * scale;
        c.text(Long.toString(pts.from()), MARGIN, bottom + 6, scale, 0x000000);
        String to = Long.toString(pts.to());
        c.text(to, right - PixelFont.width(to, scale), bottom + 6, scale, 0x000000);
        String max = Long.toString(pts.max());
        c.text(max, MARGIN - 6 - PixelFont.width(max, scale), MARGIN - 4, scale, 0x000000);
        c.text("0", MARGIN - 6 - PixelFont.width("0", scale), bottom - line / 2, scale, 0x000000);
        c.text("heap n", (WIDTH - PixelFont.width("heap n", scale)) / 2, HEIGHT - 6 - line, scale, 0x000000);
        c.textUp("g(n)", 8, (HEIGHT + PixelFont.width("g(n)", scale)) / 2, scale, 0x000000);
        c.text(pts.title(), (WIDTH - PixelFont.width(pts.title(), scale)) / 2, MARGIN - 12 - line, scale, 0x000000);
        double colW = (WIDTH - 2.0 * MARGIN) / pts.columns();
        int radius = (int) Math.max(1, Math.round(dotSize(colW) / 2 - 0.25));
        java.util.BitSet hit = pts.hit();
        int rows = pts.rows();
        for (int col = 0; col < pts.columns(); col++) {
            int x = (int) (MARGIN + (col + 0.5) * colW);
            for (int r = hit.nextSetBit(col * (rows + 1)); r >= 0 && r < (col + 1) * (rows + 1); r = hit.nextSetBit(r + 1)) {
                c.dot(x, bottom - (r - col * (rows + 1)), radius, 0x1F4E9C);
            }
        }
        for (int col = 0; col < pts.columns(); col++) {
            if (pts.zero()[col]) {
                c.dot((int) (MARGIN + (col + 0.5) * colW), bottom, 2, 0xD62728);
            }
        }
        return c;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
