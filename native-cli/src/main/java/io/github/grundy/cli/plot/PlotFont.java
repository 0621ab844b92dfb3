package io.github.grundy.cli.plot;

/**
 * A proportional bitmap font of printable ASCII for the text of PNG plots, drawn for this tool
 * ({@link PlotGlyphs}; no AWT: the native binary has none): 13 pixel rows, capitals 9 high, small
 * letters 7, one pixel between glyphs. The plot's layout measures its SVG text with it too, so
 * both pictures place their words alike. A character without a glyph is drawn as a box.
 */
public final class PlotFont {

    /** The rows of a glyph: 10 above the baseline (one blank, for accents and brackets), 3 below. */
    static final int ROWS = PlotGlyphs.ROWS;
    /** Rows from the top of a line of text to its baseline. */
    static final int ASCENT = 10;
    /** The height of a line of text, two rows apart. */
    static final int LINE = 15;
    private static final int SPACE = 3;

    /** A glyph: its width and each row's pixels, bit {@code width - 1 - column} of {@code rows[row]}. */
    private record Glyph(int width, int[] rows) {
    }

    private final Glyph[] glyphs = new Glyph[95];
    private final Glyph box;

    PlotFont() {
        String[] lines = PlotGlyphs.SHEET.split("\n", -1);
        int at = 0;
        while (at < lines.length) {
            if (lines[at].isEmpty()) {
                at++;
                continue;
            }
            String chars = lines[at];
            for (int row = 0; row < ROWS; row++) {
                String[] words = lines[at + 1 + row].split(" ");
                if (words.length != chars.length()) {
                    throw new IllegalStateException("glyph strip " + chars + ", row " + row + ": " + words.length
                            + " glyphs");
                }
                for (int i = 0; i < words.length; i++) {
                    char c = chars.charAt(i);
                    if (row == 0) {
                        glyphs[c - 32] = new Glyph(words[i].length(), new int[ROWS]);
                    }
                    Glyph g = glyphs[c - 32];
                    if (words[i].length() != g.width()) {
                        throw new IllegalStateException("glyph " + c + ": row " + row + " has another width");
                    }
                    for (int col = 0; col < g.width(); col++) {
                        if (words[i].charAt(col) == '#') {
                            g.rows()[row] |= 1 << (g.width() - 1 - col);
                        }
                    }
                }
            }
            at += 1 + ROWS;
        }
        glyphs[0] = new Glyph(SPACE, new int[ROWS]);
        int[] outline = new int[ROWS];
        outline[1] = 0b11111;
        outline[9] = 0b11111;
        for (int row = 2; row < 9; row++) {
            outline[row] = 0b10001;
        }
        box = new Glyph(5, outline);
    }

    private Glyph glyph(char c) {
        Glyph g = c >= ' ' && c < 127 ? glyphs[c - 32] : null;
        return g != null ? g : box;
    }

    /** Whether {@code c} has a glyph of its own (else it is drawn as a box). */
    boolean has(char c) {
        return c >= ' ' && c < 127 && glyphs[c - 32] != null;
    }

    /** The width of {@code c}'s glyph in font pixels (the space between glyphs not counted). */
    int width(char c) {
        return glyph(c).width();
    }

    /** Whether the pixel at {@code row} 0..12, {@code column} 0..width-1 of {@code c} is on. */
    boolean pixel(char c, int row, int column) {
        Glyph g = glyph(c);
        return row >= 0 && row < ROWS && column >= 0 && column < g.width()
                && (g.rows()[row] >>> (g.width() - 1 - column) & 1) != 0;
    }

    /** The width of {@code text} in pixels at {@code scale}; {@code bold} adds a pixel a glyph. */
    int width(String text, int scale, boolean bold) {
        return Math.max(0, offsets(text, bold)[text.length()] - 1) * scale;
    }

    /** The left edge of each character of {@code text}, in font pixels from the start, and its end. */
    int[] offsets(String text, boolean bold) {
        int[] x = new int[text.length() + 1];
        for (int i = 0; i < text.length(); i++) {
            x[i + 1] = x[i] + width(text.charAt(i)) + 1 + (bold ? 1 : 0);
        }
        return x;
    }
}
