package io.github.grundy.cli.plot;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A strict reader of the PNG files the plots write (8-bit RGB, not interlaced), for tests: it
 * checks the signature, every chunk's CRC, the header's fields and the order IHDR, IDAT..., IEND,
 * inflates the data and undoes the five row filters, so that a test sees the pixels as a viewer
 * would, without AWT.
 *
 * @param width  in pixels
 * @param height in pixels
 * @param rgb    0xRRGGBB, row by row
 * @param chunks the chunk types in file order
 */
public record PngDecoder(int width, int height, int[] rgb, List<String> chunks) {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    public static PngDecoder decode(byte[] file) {
        if (file.length < 8 || !Arrays.equals(Arrays.copyOf(file, 8), SIGNATURE)) {
            throw new IllegalArgumentException("not a PNG signature");
        }
        ByteBuffer in = ByteBuffer.wrap(file, 8, file.length - 8);
        List<String> chunks = new ArrayList<>();
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        int width = -1;
        int height = -1;
        while (in.hasRemaining()) {
            int length = in.getInt();
            byte[] type = new byte[4];
            in.get(type);
            byte[] body = new byte[length];
            in.get(body);
            CRC32 crc = new CRC32();
            crc.update(type);
            crc.update(body);
            if ((int) crc.getValue() != in.getInt()) {
                throw new IllegalArgumentException("bad CRC in " + new String(type, StandardCharsets.US_ASCII));
            }
            String name = new String(type, StandardCharsets.US_ASCII);
            chunks.add(name);
            switch (name) {
                case "IHDR" -> {
                    ByteBuffer h = ByteBuffer.wrap(body);
                    width = h.getInt();
                    height = h.getInt();
                    byte[] rest = new byte[5];
                    h.get(rest);
                    if (!Arrays.equals(rest, new byte[] {8, 2, 0, 0, 0})) {
                        throw new IllegalArgumentException("not 8-bit RGB, deflate, no interlace: "
                                + Arrays.toString(rest));
                    }
                }
                case "IDAT" -> data.writeBytes(body);
                default -> {
                }
            }
        }
        if (chunks.isEmpty() || !chunks.get(0).equals("IHDR") || !chunks.get(chunks.size() - 1).equals("IEND")) {
            throw new IllegalArgumentException("chunks out of order: " + chunks);
        }
        return new PngDecoder(width, height, unfilter(inflate(data.toByteArray()), width, height), chunks);
    }

    /** The colour at {@code (x, y)}, 0xRRGGBB. */
    public int at(int x, int y) {
        return rgb[y * width + x];
    }

    /** How many pixels have exactly this colour. */
    public long count(int color) {
        return Arrays.stream(rgb).filter(c -> c == color).count();
    }

    private static byte[] inflate(byte[] deflated) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(deflated);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[1 << 16];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new IllegalArgumentException("the image data ends early");
                }
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("bad deflate data", e);
        } finally {
            inflater.end();
        }
    }

    private static int[] unfilter(byte[] raw, int width, int height) {
        int stride = 3 * width;
        if (raw.length != height * (1 + stride)) {
            throw new IllegalArgumentException("image data of " + raw.length + " bytes for " + width + "x" + height);
        }
        int[] rgb = new int[width * height];
        byte[] previous = new byte[stride];
        for (int y = 0; y < height; y++) {
            int filter = raw[y * (1 + stride)];
            byte[] line = Arrays.copyOfRange(raw, y * (1 + stride) + 1, (y + 1) * (1 + stride));
            for (int i = 0; i < stride; i++) {
                int a = i >= 3 ? line[i - 3] & 0xFF : 0;
                int b = previous[i] & 0xFF;
                int c = i >= 3 ? previous[i - 3] & 0xFF : 0;
                int add = switch (filter) {
                    case 0 -> 0;
                    case 1 -> a;
                    case 2 -> b;
                    case 3 -> (a + b) / 2;
                    case 4 -> paeth(a, b, c);
                    default -> throw new IllegalArgumentException("row " + y + ": filter " + filter);
                };
                line[i] = (byte) (line[i] + add);
            }
            for (int x = 0; x < width; x++) {
                rgb[y * width + x] = (line[3 * x] & 0xFF) << 16 | (line[3 * x + 1] & 0xFF) << 8 | line[3 * x + 2] & 0xFF;
            }
            previous = line;
        }
        return rgb;
    }

    private static int paeth(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
}
