package io.github.grundy.cli.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The PNG plots' bitmap font and its text bitmaps. */
class PlotFontTest {

    private final PlotFont font = new PlotFont();

    private int ink(char c) {
        int n = 0;
        for (int row = 0; row < PlotFont.ROWS; row++) {
            for (int col = 0; col < font.width(c); col++) {
                n += font.pixel(c, row, col) ? 1 : 0;
            }
        }
        return n;
    }

    private String picture(char c) {
        StringBuilder b = new StringBuilder();
        for (int row = 0; row < PlotFont.ROWS; row++) {
            for (int col = 0; col < font.width(c); col++) {
                b.append(font.pixel(c, row, col) ? '#' : '.');
            }
            b.append('/');
        }
        return b.toString();
    }

    /** Every printable ASCII character has a glyph of its own, each different, none empty but the space. */
    @Test
    void everyPrintableCharacterHasItsOwnGlyph() {
        Set<String> pictures = new HashSet<>();
        for (char c = ' '; c < 127; c++) {
            assertTrue(font.has(c), "no glyph for '" + c + "'");
            assertTrue(font.width(c) >= 1 && font.width(c) <= 7, c + ": width " + font.width(c));
            if (c != ' ') {
                assertTrue(ink(c) >= 2, c + " is (nearly) empty");
                assertTrue(pictures.add(picture(c)), c + " looks like another glyph: " + picture(c));
            }
        }
        assertFalse(font.has('\u00e9'));
        assertEquals(5, font.width('\u00e9'), "a character without a glyph is a box");
        assertTrue(font.pixel('\u00e9', 1, 0) && font.pixel('\u00e9', 5, 4) && !font.pixel('\u00e9', 5, 2));
    }

    /** Figures all as wide (tick labels line up), capitals and figures on rows 1..9, small letters from row 3. */
    @Test
    void glyphsStandOnTheirLines() {
        for (char c = '0'; c <= '9'; c++) {
            assertEquals(6, font.width(c), "figure " + c);
        }
        for (String line : new String[] {"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZbdfhklt", "acemnorsuvwxz"}) {
            int topRow = line.startsWith("0") ? 1 : 3;
            for (char c : line.toCharArray()) {
                for (int col = 0; col < font.width(c); col++) {
                    for (int row = 0; row < PlotFont.ROWS; row++) {
                        if (font.pixel(c, row, col)) {
                            assertTrue(row >= topRow && row <= 9, c + " has ink on row " + row);
                        }
                    }
                }
                boolean top = false;
                boolean bottom = false;
                for (int col = 0; col < font.width(c); col++) {
                    top |= font.pixel(c, topRow, col);
                    bottom |= font.pixel(c, 9, col);
                }
                assertTrue(top && bottom, c + " does not reach from row " + topRow + " to the baseline");
            }
        }
        for (char c : "gjpqy".toCharArray()) {
            boolean below = false;
            for (int col = 0; col < font.width(c); col++) {
                below |= font.pixel(c, 11, col);
            }
            assertTrue(below, c + " descends");
        }
    }

    @Test
    void widthsAddUp() {
        // 'g' 6, '(' 3, 'n' 6, ')' 3, a pixel between each: 21.
        assertEquals(21, font.width("g(n)", 1, false));
        assertEquals(42, font.width("g(n)", 2, false));
        assertEquals(25, font.width("g(n)", 1, true), "bold: a pixel more a glyph");
        assertEquals(0, font.width("", 1, false));
        int[] at = font.offsets("ab", false);
        assertEquals(0, at[0]);
        assertEquals(7, at[1]);
        assertEquals(14, at[2]);
    }

    /** At scale 1 the text is sharp (ink or none); from scale 2 the diagonals' steps are half filled. */
    @Test
    void largerTextIsSmoothed() {
        TextBitmap one = TextBitmap.of(font, "kayles 0.6 /", 1, false);
        assertEquals(font.width("kayles 0.6 /", 1, false), one.width());
        assertEquals(13, one.height());
        Set<Float> levels = new HashSet<>();
        for (float f : one.coverage()) {
            levels.add(f);
        }
        assertEquals(Set.of(0f, 1f), levels);
        TextBitmap two = TextBitmap.of(font, "kayles 0.6 /", 2, false);
        assertEquals(2 * one.width(), two.width());
        assertEquals(26, two.height());
        int partial = 0;
        int full = 0;
        for (float f : two.coverage()) {
            partial += f > 0 && f < 1 ? 1 : 0;
            full += f == 1 ? 1 : 0;
        }
        for (int y = 0; y < one.height(); y++) {
            for (int x = 0; x < one.width(); x++) {
                if (one.at(x, y) == 1) {
                    for (int d = 0; d < 4; d++) {
                        assertEquals(1f, two.at(2 * x + d % 2, 2 * y + d / 2), "each font pixel a 2x2 square");
                    }
                }
            }
        }
        assertTrue(full > 4 * 100, "and some more from the half squares: " + full);
        assertTrue(partial > 20, "the slants of k, y, / are smoothed: " + partial);
        // The inside of a glyph stays open: the middle of the 0 has no ink.
        TextBitmap zero = TextBitmap.of(font, "0", 2, false);
        assertEquals(0f, zero.at(6, 10));
        assertEquals(0f, zero.at(-1, 0), "outside: nothing");
    }
}
