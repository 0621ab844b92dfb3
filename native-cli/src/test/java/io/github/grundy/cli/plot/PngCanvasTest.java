package io.github.grundy.cli.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The PNG writer: a file a strict reader takes, pixel for pixel; shapes anti-aliased, clipped at the edges. */
class PngCanvasTest {

    private static PngDecoder written(PngCanvas canvas) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        canvas.writePng(out);
        return PngDecoder.decode(out.toByteArray());
    }

    @Test
    void thePixelsComeBack() throws IOException {
        PngCanvas c = new PngCanvas(7, 5, 0xFFFFFF);
        c.fill(1, 1, 3, 2, 0x123456);
        c.fill(-5, 4, 100, 100, 0xD62728);
        c.fill(6, 0, 7, 1, 0x000000, 0.5);
        PngDecoder png = written(c);
        assertEquals(7, png.width());
        assertEquals(5, png.height());
        assertEquals(List.of("IHDR", "IDAT", "IEND"), png.chunks());
        assertEquals(0x123456, png.at(1, 1));
        assertEquals(0x123456, png.at(2, 1));
        assertEquals(0xFFFFFF, png.at(3, 1));
        assertEquals(7, png.count(0xD62728), "the last row, clipped");
        assertEquals(0x808080, png.at(6, 0), "half black over white");
    }

    @Test
    void aCorruptFileIsRefused() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PngCanvas(3, 3, 0).writePng(out);
        byte[] bytes = out.toByteArray();
        bytes[20] ^= 1;
        assertThrows(IllegalArgumentException.class, () -> PngDecoder.decode(bytes), "the header's CRC");
        assertThrows(IllegalArgumentException.class, () -> PngDecoder.decode(new byte[] {1, 2, 3}));
    }

    /** A disc and a triangle: solid inside, partly covered pixels on their edges, nothing outside. */
    @Test
    void shapesAreAntiAliased() throws IOException {
        PngCanvas c = new PngCanvas(40, 20, 0xFFFFFF);
        c.disc(10, 10, 9, 0x000000);
        c.triangle(30, 2, 38, 18, 22, 18, 0x000000);
        c.disc(-3, -3, 4, 0x000000);
        PngDecoder png = written(c);
        assertEquals(0x000000, png.at(10, 10));
        assertEquals(0xFFFFFF, png.at(1, 1));
        assertEquals(0x000000, png.at(30, 15));
        assertEquals(0xFFFFFF, png.at(22, 3));
        long grey = 0;
        for (int rgb : png.rgb()) {
            grey += rgb != 0 && rgb != 0xFFFFFF ? 1 : 0;
            assertEquals(rgb & 0xFF, rgb >> 16 & 0xFF, "shades of grey only");
        }
        assertTrue(grey > 30, "edges in grey: " + grey);
        // The disc's area is about pi r^2: the ink adds up to it.
        double ink = 0;
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                ink += 1 - (png.at(x, y) & 0xFF) / 255.0;
            }
        }
        assertEquals(Math.PI * 4.5 * 4.5, ink, 2.0);
    }

    /** Text upright and read upwards covers the same number of pixels, turned. */
    @Test
    void textTurns() throws IOException {
        TextBitmap text = TextBitmap.of(new PlotFont(), "g(n)", 1, false);
        PngCanvas c = new PngCanvas(60, 60, 0xFFFFFF);
        c.text(text, 2, 2, 0x000000);
        c.textUp(text, 40, 50, 0x000000);
        PngDecoder png = written(c);
        long left = 0;
        long right = 0;
        for (int y = 0; y < 60; y++) {
            for (int x = 0; x < 60; x++) {
                if (png.at(x, y) == 0) {
                    if (x < 30) {
                        left++;
                    } else {
                        right++;
                        assertTrue(x >= 40 && x < 40 + 13 && y < 50 && y >= 50 - text.width(), x + "," + y);
                    }
                }
            }
        }
        assertTrue(left > 20);
        assertEquals(left, right);
    }
}
