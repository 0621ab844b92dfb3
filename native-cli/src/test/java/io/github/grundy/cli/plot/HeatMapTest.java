package io.github.grundy.cli.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.grid.ValueGrid;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The heat map of a grid: each P-position's cell red and no other, where it is (row a up, column
 * b across), in the SVG's paths and in the PNG's pixels alike; blocks of cells where there are more
 * cells than pixels; infinite values grey.
 */
class HeatMapTest {

    private static final List<String> NAMES = List.of("a", "b");

    /** Wythoff's values of {@code n x n} points by their definition (mex over the three directions). */
    private static ValueGrid wythoff(int rows, int columns) {
        long[] v = new long[rows * columns];
        for (int a = 0; a < rows; a++) {
            for (int b = 0; b < columns; b++) {
                Set<Long> seen = new HashSet<>();
                for (int k = 1; k <= a; k++) {
                    seen.add(v[(a - k) * columns + b]);
                }
                for (int k = 1; k <= b; k++) {
                    seen.add(v[a * columns + b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    seen.add(v[(a - k) * columns + b - k]);
                }
                long m = 0;
                while (seen.contains(m)) {
                    m++;
                }
                v[a * columns + b] = m;
            }
        }
        return new ValueGrid(rows, columns, v);
    }

    private static byte[] draw(ValueGrid grid, boolean png) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        HeatMap.write(out, PlotSize.DEFAULT, png, "wythoff", NAMES, grid);
        return out.toByteArray();
    }

    /** The cells (a, b) the SVG's P-positions path covers, one square a cell. */
    private static Set<List<Integer>> svgPCells(String svg, HeatMap.Layout l) {
        Matcher path = Pattern.compile("<path id=\"p-positions\" d=\"([^\"]*)\"").matcher(svg);
        assertTrue(path.find(), "no P-positions path");
        Set<List<Integer>> cells = new HashSet<>();
        Matcher square = Pattern.compile("M([0-9.]+) ([0-9.]+)H([0-9.]+)V([0-9.]+)H[0-9.]+z").matcher(path.group(1));
        while (square.find()) {
            double x0 = Double.parseDouble(square.group(1));
            double y0 = Double.parseDouble(square.group(2));
            double x1 = Double.parseDouble(square.group(3));
            double y1 = Double.parseDouble(square.group(4));
            int b = (int) Math.floor(((x0 + x1) / 2 - l.left()) / l.cell());
            int a = (int) Math.floor((l.bottom() - (y0 + y1) / 2) / l.cell());
            cells.add(List.of(a, b));
        }
        return cells;
    }

    @Test
    void wythoffsPPositionsAreTheRedCellsInTheSvgAndThePng() throws Exception {
        ValueGrid grid = wythoff(30, 40);
        HeatMap.Layout l = HeatMap.Layout.of(PlotSize.DEFAULT, new PlotFont(), "wythoff", NAMES, grid);
        assertEquals(1, l.block(), "a cell a patch at 30 x 40");
        Set<List<Integer>> expected = new HashSet<>();
        for (int a = 0; a < 30; a++) {
            for (int b = 0; b < 40; b++) {
                if (grid.value(a, b) == 0) {
                    expected.add(List.of(a, b));
                }
            }
        }
        // The golden pairs: (0, 0), (1, 2), (3, 5), (4, 7), ... and their mirror images.
        assertTrue(expected.containsAll(List.of(List.of(0, 0), List.of(1, 2), List.of(2, 1), List.of(3, 5),
                List.of(5, 3), List.of(17, 28))), expected.toString());
        String svg = new String(draw(grid, false), StandardCharsets.UTF_8);
        assertEquals(expected, svgPCells(svg, l));
        assertTrue(svg.contains(">P-positions (g = 0): " + expected.size() + "</text>"), svg);
        PngDecoder png = PngDecoder.decode(draw(grid, true));
        assertEquals(960, png.width());
        for (int a = 0; a < 30; a++) {
            for (int b = 0; b < 40; b++) {
                int x = (int) (l.left() + (b + 0.5) * l.cell());
                int y = (int) (l.bottom() - (a + 0.5) * l.cell());
                boolean red = png.at(x, y) == HeatMap.P_POSITION;
                assertEquals(grid.value(a, b) == 0, red, "the pixel of (" + a + ", " + b + ")");
            }
        }
    }

    /** More cells than pixels: blocks of cells, a block red where it holds a P-position. */
    @Test
    void aLargeGridIsDrawnInBlocks() throws Exception {
        ValueGrid grid = wythoff(600, 600);
        HeatMap.Layout l = HeatMap.Layout.of(PlotSize.DEFAULT, new PlotFont(), "wythoff", NAMES, grid);
        assertTrue(l.block() > 1 && l.block() * l.cell() >= 2, "block " + l.block() + ", cell " + l.cell());
        HeatMap.Patches patches = HeatMap.Patches.of(grid, l.block());
        for (int r = 0; r < patches.rows(); r++) {
            for (int c = 0; c < patches.columns(); c++) {
                boolean p = false;
                for (int a = r * l.block(); a < Math.min(600, (r + 1) * l.block()); a++) {
                    for (int b = c * l.block(); b < Math.min(600, (c + 1) * l.block()); b++) {
                        p |= grid.value(a, b) == 0;
                    }
                }
                assertEquals(p, patches.color(r, c) == HeatMap.P_POSITION, "patch " + r + ", " + c);
            }
        }
        assertTrue(draw(grid, false).length < 2_000_000, "an SVG of blocks, not of 360000 cells");
    }

    @Test
    void infiniteValuesAreGreyAndTheScaleClimbs() throws Exception {
        ValueGrid grid = new ValueGrid(1, 3, new long[] {ValueGrid.INFINITE, 0, 4});
        HeatMap.Patches patches = HeatMap.Patches.of(grid, 1);
        assertEquals(HeatMap.INFINITE, patches.color(0, 0));
        assertEquals(HeatMap.P_POSITION, patches.color(0, 1));
        assertEquals(HeatMap.color(4, 4), patches.color(0, 2));
        assertNotEquals(HeatMap.color(0, 4), HeatMap.color(4, 4));
        assertEquals(0x440154, HeatMap.color(0, 4));
        assertEquals(0xFDE725, HeatMap.color(4, 4));
        String svg = new String(draw(grid, false), StandardCharsets.UTF_8);
        assertTrue(svg.contains(">infinite value: 1</text>"), svg);
    }
}
