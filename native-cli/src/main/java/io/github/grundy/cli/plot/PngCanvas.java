package io.github.grundy.cli.plot;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * An RGB picture drawn pixel by pixel and written as PNG (the format's own chunks: IHDR, one IDAT
 * of deflated rows, IEND), with nothing of AWT or ImageIO, which the native binary lacks. Round
 * and slanted shapes are anti-aliased: a pixel takes the share of its 16 sample points that fall
 * inside. Drawing outside the picture is clipped.
 */
public final class PngCanvas {

    /** Sample points across (and down) a pixel for anti-aliasing. */
    private static final int SAMPLES = 4;

    /** A shape to fill, as the test of a point. */
    @FunctionalInterface
    interface Shape {
        boolean contains(double x, double y);
    }

    private final int width;
    private final int height;
    private final int[] rgb;

    PngCanvas(int width, int height, int background) {
        this.width = width;
        this.height = height;
        this.rgb = new int[width * height];
        java.util.Arrays.fill(rgb, background);
    }

    /** Lays {@code color} over the pixel with opacity {@code alpha} (0 to 1). */
    void blend(int x, int y, int color, double alpha) {
        if (x < 0 || x >= width || y < 0 || y >= height || alpha <= 0) {
            return;
        }
        if (alpha >= 1) {
            rgb[y * width + x] = color;
            return;
        }
        int under = rgb[y * width + x];
        int mixed = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            int a = under >> shift & 0xFF;
            int b = color >> shift & 0xFF;
            mixed |= (int) Math.round(a + (b - a) * alpha) << shift;
        }
        rgb[y * width + x] = mixed;
    }

    /** The pixels {@code x0 <= x < x1}, {@code y0 <= y < y1}. */
    void fill(int x0, int y0, int x1, int y1, int color) {
        fill(x0, y0, x1, y1, color, 1);
    }

    /** The pixels {@code x0 <= x < x1}, {@code y0 <= y < y1}, with opacity {@code alpha}. */
    void fill(int x0, int y0, int x1, int y1, int color, double alpha) {
        for (int y = Math.max(0, y0); y < Math.min(height, y1); y++) {
            for (int x = Math.max(0, x0); x < Math.min(width, x1); x++) {
                blend(x, y, color, alpha);
            }
        }
    }

    /** {@code shape}, anti-aliased, within the box {@code x0..x1, y0..y1} (pixel edges). */
    void fill(Shape shape, double x0, double y0, double x1, double y1, int color) {
        for (int y = (int) Math.floor(y0); y < Math.ceil(y1); y++) {
            for (int x = (int) Math.floor(x0); x < Math.ceil(x1); x++) {
                if (x < 0 || x >= width || y < 0 || y >= height) {
                    continue;
                }
                int inside = 0;
                for (int sy = 0; sy < SAMPLES; sy++) {
                    for (int sx = 0; sx < SAMPLES; sx++) {
                        if (shape.contains(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) {
                            inside++;
                        }
                    }
                }
                blend(x, y, color, inside / (double) (SAMPLES * SAMPLES));
            }
        }
    }

    /** A round dot of diameter {@code d} centred on {@code (cx, cy)} (pixel coordinates, 0 a pixel's edge). */
    void disc(double cx, double cy, double d, int color) {
        double r2 = d * d / 4;
        fill((x, y) -> (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r2, cx - d / 2, cy - d / 2, cx + d / 2,
                cy + d / 2, color);
    }

    /** The triangle with corners {@code (ax, ay)}, {@code (bx, by)}, {@code (cx, cy)}. */
    void triangle(double ax, double ay, double bx, double by, double cx, double cy, int color) {
        fill((x, y) -> {
            double d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
            double d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
            double d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
            boolean negative = d1 < 0 || d2 < 0 || d3 < 0;
            boolean positive = d1 > 0 || d2 > 0 || d3 > 0;
            return !(negative && positive);
        }, Math.min(ax, Math.min(bx, cx)), Math.min(ay, Math.min(by, cy)), Math.max(ax, Math.max(bx, cx)),
                Math.max(ay, Math.max(by, cy)), color);
    }

    /** {@code text} with its top left corner at {@code (x, y)}. */
    void text(TextBitmap text, int x, int y, int color) {
        for (int ty = 0; ty < text.height(); ty++) {
            for (int tx = 0; tx < text.width(); tx++) {
                blend(x + tx, y + ty, color, text.at(tx, ty));
            }
        }
    }

    /** {@code text} read upwards (turned a quarter left): {@code (x, y)} is the bottom left of its first letter. */
    void textUp(TextBitmap text, int x, int y, int color) {
        for (int ty = 0; ty < text.height(); ty++) {
            for (int tx = 0; tx < text.width(); tx++) {
                blend(x + ty, y - 1 - tx, color, text.at(tx, ty));
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
