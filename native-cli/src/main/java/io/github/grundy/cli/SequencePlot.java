package io.github.grundy.cli;

import io.github.grundy.core.HeapGame;
import io.github.grundy.core.PeriodProof;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code table --plot FILE.svg}: heap n against its Grundy value g(n), as papers on octal games
 * draw them: a dot a heap (P-positions, value 0, in red), or, when there are more heaps than
 * columns, a dot for each pixel some heap of the column reaches (the bands of values show); the
 * proved period's range shaded.
 * Plain SVG 1.1, no script, readable by any browser or converter.
 */
final class SequencePlot {

    private static final int WIDTH = 960;
    private static final int HEIGHT = 480;
    private static final int MARGIN = 50;

    private SequencePlot() {
    }

    /** Writes the plot of heaps {@code from..to} of {@code game} (prepared that far). */
    static void write(Writer out, HeapGame game, long from, long to) throws IOException {
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
        // Which pixels of the plot some heap reaches: one bit a pixel.
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
        double plotW = WIDTH - 2.0 * MARGIN;
        double plotH = HEIGHT - 2.0 * MARGIN;
        double colW = plotW / columns;
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        out.write("<title>" + escape(game.describe()) + ": g(n) for n = " + from + ".." + to + "</title>\n");
        out.write(String.format(Locale.ROOT, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"white\"/>%n",
                WIDTH, HEIGHT));
        Optional<PeriodProof> proof = game.periodProof();
        if (proof.isPresent()) {
            long e = proof.get().period().preperiod();
            long p = proof.get().period().period();
            double x0 = MARGIN + Math.max(0, Math.min(count, e - from)) * plotW / count;
            double x1 = MARGIN + Math.max(0, Math.min(count, e + p - from)) * plotW / count;
            double xEnd = MARGIN + plotW;
            out.write(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%.1f\""
                    + " fill=\"#dde8f8\"/>%n", x0, MARGIN, xEnd - x0, plotH));
            out.write(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%.1f\""
                    + " fill=\"#b8cff0\"/>%n", x0, MARGIN, Math.max(1, x1 - x0), plotH));
            out.write(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" fill=\"#335\">period %d from %d (proved)</text>%n",
                    x0 + 4, MARGIN + 14, p, e));
        }
        // Axes, with the first and last heap and the largest value.
        out.write(String.format(Locale.ROOT, "<path d=\"M%d %d V%d H%d\" stroke=\"black\" fill=\"none\"/>%n",
                MARGIN, MARGIN, HEIGHT - MARGIN, WIDTH - MARGIN));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%d</text>%n", MARGIN, HEIGHT - MARGIN + 16, from));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n",
                WIDTH - MARGIN, HEIGHT - MARGIN + 16, to));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n",
                MARGIN - 6, MARGIN + 4, max));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>%n",
                MARGIN - 6, HEIGHT - MARGIN + 4));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">heap n</text>%n",
                WIDTH / 2, HEIGHT - 14));
        out.write(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\""
                + " text-anchor=\"middle\">g(n)</text>%n", HEIGHT / 2, HEIGHT / 2));
        out.write(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                WIDTH / 2, MARGIN - 18, escape(game.describe())));
        StringBuilder dots = new StringBuilder();
        StringBuilder zeros = new StringBuilder();
        for (int c = 0; c < columns; c++) {
            double x = MARGIN + (c + 0.5) * colW;
            for (int r = hit.nextSetBit(c * (rows + 1)); r >= 0 && r < (c + 1) * (rows + 1); r = hit.nextSetBit(r + 1)) {
                double y = HEIGHT - MARGIN - (r - c * (rows + 1));
                dots.append(String.format(Locale.ROOT, "M%.1f %.1fh0.01", x, y));
            }
            if (zero[c]) {
                zeros.append(String.format(Locale.ROOT, "M%.1f %.1fh0.01", x, (double) HEIGHT - MARGIN));
            }
        }
        out.write("<path d=\"" + dots + "\" stroke=\"#1f4e9c\" stroke-width=\"" + String.format(Locale.ROOT, "%.1f",
                Math.max(2.0, Math.min(4.0, colW * 0.8))) + "\" stroke-linecap=\"round\" fill=\"none\"/>\n");
        out.write("<path d=\"" + zeros + "\" stroke=\"#d62728\" stroke-width=\"5\" stroke-linecap=\"round\""
                + " fill=\"none\"><title>P-positions (value 0)</title></path>\n");
        out.write("</svg>\n");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
