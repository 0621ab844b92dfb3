package io.github.grundy.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * An RGB picture drawn pixel by pixel and written as PNG (the format's own chunks: IHDR, one IDAT
 * of deflated rows, IEND), with nothing of AWT or ImageIO, which the native binary lacks.
 * Drawing outside the picture is clipped.
 */
final class PngCanvas {

    private final int width;
    private final int height;
    private final int[] rgb;
    private final PixelFont font = new PixelFont();

    PngCanvas(int width, int height, int background) {
        this.width = width;
        this.height = height;
        this.rgb = new int[width * height];
        java.util.Arrays.fill(rgb, background);
    }

    void set(int x, int y, int color) {
        if (x >= 0 && x < width && y >= 0 && y < height) {
            rgb[y * width + x] = color;
        }
    }

    /** The pixels {@code x0 <= x < x1}, {@code y0 <= y < y1}. */
    void fill(int x0, int y0, int x1, int y1, int color) {
        for (int y = Math.max(0, y0); y < Math.min(height, y1); y++) {
            for (int x = Math.max(0, x0); x < Math.min(width, x1); x++) {
                rgb[y * width + x] = color;
            }
        }
    }

    /** A round dot of radius {@code r} around {@code (cx, cy)}. */
    void dot(int cx, int cy, int r, int color) {
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                if (dx * dx + dy * dy <= r * r + r) {
                    set(cx + dx, cy + dy, color);
                }
            }
        }
    }

    /** {@code text} with its top left corner at {@code (x, y)}, each font pixel a square of {@code scale}. */
    void text(String text, int x, int y, int scale, int color) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            for (int row = 0; row < PixelFont.ROWS; row++) {
                for (int col = 0; col < 5; col++) {
                    if (font.pixel(c, row, col)) {
                        int px = x + (i * PixelFont.ADVANCE + col) * scale;
                        fill(px, y + row * scale, px + scale, y + (row + 1) * scale, color);
                    }
                }
            }
        }
    }

    /** {@code text} read upwards (turned a quarter left), its baseline end at the bottom: {@code (x, y)} is its bottom left. */
    void textUp(String text, int x, int y, int scale, int color) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            for (int row = 0; row < PixelFont.ROWS; row++) {
                for (int col = 0; col < 5; col++) {
                    if (font.pixel(c, row, col)) {
                        int py = y - (i * PixelFont.ADVANCE + col + 1) * scale;
                        int px = x + row * scale;
                        fill(px, py, px + scale, py + scale, color);
                    }
                }
            }
        }
    }

    /** The picture as a PNG file: 8-bit RGB, rows unfiltered, deflated. */
    void writePng(OutputStream out) throws IOException {
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        header.write(bigEndian(width));
        header.write(bigEndian(height));
        // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering (type 0 on every row), no interlace.
        header.write(new byte[] {8, 2, 0, 0, 0});
        chunk(out, "IHDR", header.toByteArray());
        byte[] raw = new byte[height * (1 + 3 * width)];
        int at = 0;
        for (int y = 0; y < height; y++) {
            raw[at++] = 0;
            for (int x = 0; x < width; x++) {
                int c = rgb[y * width + x];
                raw[at++] = (byte) (c >> 16);
                raw[at++] = (byte) (c >> 8);
                raw[at++] = (byte) c;
            }
        }
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        try {
            deflater.setInput(raw);
            deflater.finish();
            byte[] buffer = new byte[1 << 16];
            while (!deflater.finished()) {
                data.write(buffer, 0, deflater.deflate(buffer));
            }
        } finally {
            deflater.end();
        }
        chunk(out, "IDAT", data.toByteArray());
        chunk(out, "IEND", new byte[0]);
    }

    private static void chunk(OutputStream out, String type, byte[] data) throws IOException {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.write(bigEndian(data.length));
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.write(bigEndian((int) crc.getValue()));
    }

    /** The four bytes of {@code v}, most significant first, as PNG writes numbers. */
    private static byte[] bigEndian(int v) {
        return new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
    }
}
