package io.github.grundy.cli.plot;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.period.Period;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * {@code table --plot FILE.svg} (or {@code .png}): heap n against its Grundy value g(n), as papers
 * on octal games draw them: a dot a heap, or, when there are more heaps than pixels across, a dot
 * for each pixel some heap of the column reaches (the bands of values show); the P-positions
 * (value 0) in red, and marked again by red triangles in a strip below the x axis, where no value
 * hides them; the preperiod and the proved period shaded, or, where none is proved and the values
 * climb by a saltus each period, the line they climb along dashed; round ticks and a light grid on both
 * axes, axis titles, a legend above the plot and a title with the game's spec and range.
 * The SVG ({@link SvgPlot}) is plain SVG 1.1, no script, its text in the viewer's sans-serif; the
 * PNG ({@link PngPlot}) is the same layout ({@link PlotLayout}) in pixels, for tools and pages
 * that take no SVG.
 */
public final class SequencePlot {

    public static final int VALUE = 0x1F4E9C;
    public static final int P_POSITION = 0xD62728;
    public static final int PREPERIOD = 0xF7EBD3;
    public static final int PERIOD = 0xDDE8F8;
    public static final int FIRST_PERIOD = 0xB8CFF0;
    /** The dashed line values climb along (proved or observed). */
    public static final int CLIMB = 0x2CA02C;
    public static final int AXIS = 0x333333;
    public static final int TEXT = 0x222222;
    static final int QUIET_TEXT = 0x666666;
    static final int SAMPLE_EDGE = 0x999999;
    /** The grid: black this opaque over white or shading, light enough to stay behind the points. */
    static final double GRID_OPACITY = 0.13;

    private SequencePlot() {
    }

    /**
     * The shaded stretches across the plot area, as x: the preperiod from {@code preFrom} to
     * {@code periodFrom} (none where they are equal), the period from there to the right edge,
     * its first period darker up to {@code firstTo}.
     *
     * @param preFrom    where the preperiod's shading starts
     * @param periodFrom where the preperiod ends and the period starts
     * @param firstTo    where the first period ends
     * @param periodTo   the plot area's right edge
     */
    record Shading(double preFrom, double periodFrom, double firstTo, double periodTo) {

        static Optional<Shading> of(PlotData data, PlotLayout layout) {
            if (data.proof().isEmpty()) {
                return Optional.empty();
            }
            Period p = data.proof().get().period();
            long start = p.preperiod();
            return Optional.of(new Shading(layout.edge(0), layout.edge(start), layout.edge(start + p.period()),
                    layout.right()));
        }
    }

    /**
     * Writes the plot of heaps {@code from..to} of {@code game} (prepared that far) to {@code out}
     * at {@code size}: PNG when {@code png}, else SVG.
     */
    public static void write(OutputStream out, HeapGame game, long from, long to, PlotSize size, boolean png)
            throws IOException {
        PlotData data = PlotData.of(game, from, to);
        PlotFont font = new PlotFont();
        PlotLayout layout = PlotLayout.of(size, data, PlotLegend.of(data), font);
        PlotGrid grid = PlotGrid.of(game, from, to, data.count(), layout.columns(), layout.rows(), layout.yTop());
        if (png) {
            PngPlot.draw(layout, grid, data, font).writePng(out);
        } else {
            Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
            SvgPlot.write(w, layout, grid, data);
            w.flush();
        }
    }
}
