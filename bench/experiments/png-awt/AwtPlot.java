import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Random;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/**
 * A stand-in for grundy's PNG plot drawn with java.awt + ImageIO.
 *
 * Usage: java AwtPlot OUT.png [WIDTH HEIGHT [WARM_REPEATS]]   (defaults 800 500 0)
 *        java AwtPlot --minimal OUT.png   (only new BufferedImage(1,1) + ImageIO.write)
 *        java AwtPlot --empty             (returns at once; JVM start-up baseline in the same class)
 *
 * Timing lines go to stderr: first (cold) draw, first (cold) PNG encode+write; then, if WARM_REPEATS > 0,
 * the median of that many further draw / encode calls (warm).
 */
public final class AwtPlot {

    static final int DISCS = 10_000;

    public static void main(String[] args) throws IOException {
        long t0 = System.nanoTime();
        if (args.length > 0 && args[0].equals("--empty")) {
            return;
        }
        if (args.length > 0 && args[0].equals("--minimal")) {
            BufferedImage img = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
            ImageIO.write(img, "png", new File(args[1]));
            System.err.printf("minimal: %.1f ms%n", (System.nanoTime() - t0) / 1e6);
            return;
        }
        File out = new File(args.length > 0 ? args[0] : "awt.png");
        int w = args.length > 2 ? Integer.parseInt(args[1]) : 800;
        int h = args.length > 2 ? Integer.parseInt(args[2]) : 500;
        int warm = args.length > 3 ? Integer.parseInt(args[3]) : 0;

        long a = System.nanoTime();
        BufferedImage img = draw(w, h);
        long b = System.nanoTime();
        byte[] png = encode(img);
        Files.write(out.toPath(), png);
        long c = System.nanoTime();
        System.err.printf("cold phases: image+rects %.1f ms, discs+triangles %.1f ms, text %.1f ms%n",
                (phase[1] - phase[0]) / 1e6, (phase[2] - phase[1]) / 1e6, (phase[3] - phase[2]) / 1e6);
        System.err.printf("cold: draw %.1f ms, encode+write %.1f ms, main-to-end %.1f ms, png %d bytes%n",
                (b - a) / 1e6, (c - b) / 1e6, (c - t0) / 1e6, png.length);
        if (warm > 0) {
            double[] d = new double[warm];
            double[] e = new double[warm];
            for (int i = 0; i < warm; i++) {
                long x = System.nanoTime();
                BufferedImage im = draw(w, h);
                long y = System.nanoTime();
                encode(im);
                long z = System.nanoTime();
                d[i] = (y - x) / 1e6;
                e[i] = (z - y) / 1e6;
            }
            Arrays.sort(d);
            Arrays.sort(e);
            System.err.printf("warm (median of %d): draw %.2f ms, encode %.2f ms%n", warm, d[warm / 2], e[warm / 2]);
        }
    }

    /** -Dawtplot.level9=true: deflate level 9 (compression quality 0), as grundy's own encoder; default ImageIO uses level 4. */
    static final boolean LEVEL9 = Boolean.getBoolean("awtplot.level9");

    static byte[] encode(BufferedImage img) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream(1 << 16);
        if (LEVEL9) {
            ImageWriter w = ImageIO.getImageWritersByFormatName("png").next();
            ImageWriteParam p = w.getDefaultWriteParam();
            p.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            p.setCompressionQuality(0f);
            try (ImageOutputStream o = ImageIO.createImageOutputStream(bos)) {
                w.setOutput(o);
                w.write(null, new IIOImage(img, null, null), p);
            }
            w.dispose();
            return bos.toByteArray();
        }
        if (!ImageIO.write(img, "png", bos)) {
            throw new IOException("no PNG writer");
        }
        return bos.toByteArray();
    }

    static long[] phase = new long[4];

    static BufferedImage draw(int w, int h) {
        phase[0] = System.nanoTime();
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h);
            int left = 40, right = w - 20, top = 50, axis = h - 50;
            // shading rectangles
            g.setColor(new Color(0xf7ebd3));
            g.fillRect(left, top, 11, axis - top);
            g.setColor(new Color(0xdde8f8));
            g.fillRect(left + 11, top, right - left - 11, axis - top);
            g.setColor(new Color(0xb8cff0));
            g.fillRect(left + 11, top, 3, axis - top);
            // grid lines (translucent) and tick marks
            g.setColor(new Color(0, 0, 0, 33));
            for (int i = 0; i <= 5; i++) {
                int x = left + 4 + i * (right - left - 8) / 5;
                g.fillRect(x, top, 1, axis - top);
            }
            for (int i = 0; i < 10; i++) {
                int y = axis - 8 - i * (axis - top - 16) / 9;
                g.fillRect(left + 1, y, right - left - 1, 1);
            }
            // axes
            g.setColor(new Color(0x333333));
            g.fillRect(left, top, 1, axis - top + 1);
            g.fillRect(left, axis, right - left, 1);

            phase[1] = System.nanoTime();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            // 10000 small anti-aliased discs (deterministic pseudo-data)
            // period-34 pseudo-data (grundy's example is periodic), fixed seed: deterministic
            Random rnd = new Random(42);
            int[] pattern = new int[34];
            for (int i = 0; i < pattern.length; i++) {
                pattern[i] = 1 + rnd.nextInt(9);
            }
            Ellipse2D.Double disc = new Ellipse2D.Double();
            g.setColor(new Color(0x1f4e9c));
            double r = 1.25;
            for (int i = 0; i < DISCS; i++) {
                double x = left + 4 + (right - left - 8) * (double) i / DISCS;
                int v = pattern[i % pattern.length];
                double y = axis - 8 - v * (axis - top - 16) / 9.0;
                disc.setFrame(x - r, y - r, 2 * r, 2 * r);
                g.fill(disc);
            }
            // a few triangles (P-position marks)
            g.setColor(new Color(0xd62728));
            for (int i = 0; i < 12; i++) {
                double x = left + 20 + i * (right - left - 40) / 11.0;
                Path2D.Double t = new Path2D.Double();
                t.moveTo(x, axis + 3);
                t.lineTo(x + 4, axis + 10);
                t.lineTo(x - 4, axis + 10);
                t.closePath();
                g.fill(t);
            }
            phase[2] = System.nanoTime();
            // text: ~40 labels + title, sans-serif, anti-aliased
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
            Font bold = plain.deriveFont(Font.BOLD);
            g.setFont(plain);
            g.setColor(new Color(0x222222));
            FontMetrics fm = g.getFontMetrics();
            for (int i = 0; i <= 5; i++) {
                String s = Integer.toString(i * 2000);
                int x = left + 4 + i * (right - left - 8) / 5;
                g.drawString(s, x - fm.stringWidth(s) / 2, axis + 24);
            }
            for (int i = 0; i < 10; i++) {
                String s = Integer.toString(i);
                int y = axis - 8 - i * (axis - top - 16) / 9;
                g.drawString(s, left - 8 - fm.stringWidth(s), y + 5);
            }
            // 24 more small labels (legend-like words, annotations) to reach ~40 strings
            for (int i = 0; i < 24; i++) {
                String s = "p" + i + ": " + (i * 34 + 52);
                g.drawString(s, left + 10 + (i % 8) * ((right - left) / 8), top + 10 + (i / 8) * 13);
            }
            g.drawString("heap n", (left + right) / 2 - fm.stringWidth("heap n") / 2, h - 8);
            AffineTransform saved = g.getTransform();
            g.rotate(-Math.PI / 2, 14, (top + axis) / 2.0);
            g.drawString("g(n)", 14 - fm.stringWidth("g(n)") / 2, (top + axis) / 2 + 4);
            g.setTransform(saved);
            g.setFont(bold);
            g.setColor(Color.BLACK);
            String title = "octal --code=0.137: g(n) for heaps n = 0..10000";
            g.drawString(title, w / 2 - g.getFontMetrics().stringWidth(title) / 2, 18);
        } finally {
            g.dispose();
        }
        phase[3] = System.nanoTime();
        return img;
    }
}
