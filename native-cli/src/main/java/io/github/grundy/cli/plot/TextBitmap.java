package io.github.grundy.cli.plot;

/**
 * A line of text in {@link PlotFont} as a grey-scale coverage map, ready to be laid on a
 * {@link PngCanvas} (upright or turned): each font pixel a square of {@code scale} pixels, and,
 * from scale 2, the steps of diagonal strokes filled with half a square (anti-aliased), so that a
 * larger picture's text is smooth instead of blocky. Bold doubles each font pixel to its right.
 *
 * @param width    in pixels
 * @param height   in pixels, the font's 13 rows times the scale
 * @param coverage row by row, 0 (none) to 1 (ink)
 */
public record TextBitmap(int width, int height, float[] coverage) {

    /** Samples across (and down) a pixel, for the coverage of the half squares. */
    private static final int SAMPLES = 4;

    static TextBitmap of(PlotFont font, String text, int scale, boolean bold) {
        int[] offsets = font.offsets(text, bold);
        int width = Math.max(1, font.width(text, scale, bold));
        int height = PlotFont.ROWS * scale;
        float[] coverage = new float[width * height];
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int glyphWidth = font.width(c) + (bold ? 1 : 0);
            for (int row = 0; row < PlotFont.ROWS; row++) {
                for (int col = 0; col < glyphWidth; col++) {
                    int x0 = (offsets[i] + col) * scale;
                    int y0 = row * scale;
                    if (on(font, c, row, col, bold)) {
                        for (int y = y0; y < y0 + scale; y++) {
                            for (int x = x0; x < Math.min(width, x0 + scale); x++) {
                                coverage[y * width + x] = 1;
                            }
                        }
                    } else if (scale > 1) {
                        smooth(font, c, row, col, bold, x0, y0, scale, width, coverage);
                    }
                }
            }
        }
        return new TextBitmap(width, height, coverage);
    }

    /** The coverage at {@code (x, y)}, 0 outside. */
    float at(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? 0 : coverage[y * width + x];
    }

    private static boolean on(PlotFont font, char c, int row, int col, boolean bold) {
        return font.pixel(c, row, col) || bold && font.pixel(c, row, col - 1);
    }

    /**
     * An empty font pixel in the inside corner of two inked neighbours (above and left, say) with
     * the other two empty: the half of its square towards that corner is inked, which turns a
     * staircase into a slanted edge.
     */
    private static void smooth(PlotFont font, char c, int row, int col, boolean bold, int x0, int y0, int scale,
            int width, float[] coverage) {
        boolean up = on(font, c, row - 1, col, bold);
        boolean down = on(font, c, row + 1, col, bold);
        boolean left = on(font, c, row, col - 1, bold);
        boolean right = on(font, c, row, col + 1, bold);
        // The corner to fill: -1 none, else (dx, dy) in {0, 1} as bits: 0 top left, 1 top right, 2 bottom left, 3 bottom right.
        int corner = up && left && !down && !right ? 0 : up && right && !down && !left ? 1
                : down && left && !up && !right ? 2 : down && right && !up && !left ? 3 : -1;
        if (corner < 0) {
            return;
        }
        boolean rightSide = (corner & 1) != 0;
        boolean bottom = (corner & 2) != 0;
        for (int y = y0; y < y0 + scale; y++) {
            for (int x = x0; x < Math.min(width, x0 + scale); x++) {
                int inside = 0;
                for (int sy = 0; sy < SAMPLES; sy++) {
                    for (int sx = 0; sx < SAMPLES; sx++) {
                        // The sample's place in the square, 0..1 from the corner's sides.
                        double u = (x - x0 + (sx + 0.5) / SAMPLES) / scale;
                        double v = (y - y0 + (sy + 0.5) / SAMPLES) / scale;
                        double fromSide = rightSide ? 1 - u : u;
                        double fromTop = bottom ? 1 - v : v;
                        if (fromSide + fromTop < 1) {
                            inside++;
                        }
                    }
                }
                coverage[y * width + x] = Math.max(coverage[y * width + x], inside / (float) (SAMPLES * SAMPLES));
            }
        }
    }
}
