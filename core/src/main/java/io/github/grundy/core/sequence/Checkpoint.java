package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Game;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * A computation of Grundy values saved to a file, to go on from later: the game's spec and the
 * values of heaps {@code 0..n-1}. The file is a short text header and the values as 4-byte
 * big-endian integers:
 * <pre>
 * grundy checkpoint 1
 * game: octal --code=0.6
 * values: 1048576
 * checksum: B03F6294        (as grundy table and the octal solvers print it)
 * crc32: 1C291CA3           (of the values' bytes)
 *
 * (the values)
 * </pre>
 * {@link #write} is atomic: a temporary file beside it, written and forced to the disk, then
 * renamed over it, so a crash (a {@code kill -9}) leaves the previous checkpoint or the new one,
 * never half of one. {@link #read} refuses a file of another game, a truncated or corrupted one,
 * with a message that says which.
 *
 * @param game   the game's spec, as {@link Game#describe()} says it
 * @param values the values of heaps {@code 0..values.length-1}
 * @since SPI version 2
 */
public record Checkpoint(String game, int[] values) {

    /**
     * The most values a checkpoint holds: its file is written from, and read into, one byte array
     * (4 bytes a value and a header of at most 4 KiB), and a JVM's arrays end at 2^31 - 9.
     */
    public static final int MAX_VALUES = (Integer.MAX_VALUE - 8 - 4096) / Integer.BYTES;

    private static final String MAGIC = "grundy checkpoint 1";

    /**
     * Checks the spec and keeps a copy of the values.
     *
     * @param game   the game's spec, as {@link Game#describe()} says it
     * @param values the values of heaps {@code 0..values.length-1}
     * @throws IllegalArgumentException if the spec holds a line break
     */
    public Checkpoint {
        Objects.requireNonNull(game, "game");
        if (game.contains("\n")) {
            throw new IllegalArgumentException("a game's spec is one line");
        }
        values = values.clone();
    }

    /**
     * The values saved.
     *
     * @return a copy of the values of heaps {@code 0..size()-1}
     */
    @Override
    public int[] values() {
        return values.clone();
    }

    /**
     * The number of values saved.
     *
     * @return how many heaps' values the checkpoint holds, from heap 0
     */
    public int size() {
        return values.length;
    }

    /**
     * Saves this checkpoint to {@code file}, atomically.
     *
     * @param file the checkpoint's file, replaced if it exists
     * @throws IOException if it cannot be written (the previous file is then left as it was)
     */
    public void write(Path file) throws IOException {
        Path target = file.toAbsolutePath();
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        ByteBuffer body = ByteBuffer.allocate(Integer.BYTES * values.length);
        body.asIntBuffer().put(values);
        CRC32 crc = new CRC32();
        crc.update(body.array());
        SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
        for (int v : values) {
            sum.add(v);
        }
        String header = MAGIC + "\ngame: " + game + "\nvalues: " + values.length + "\nchecksum: "
                + (values.length == 0 ? "0" : sum.build().checksumHex()) + "\ncrc32: "
                + Long.toHexString(crc.getValue()).toUpperCase() + "\n\n";
        try {
            try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE)) {
                ByteBuffer head = ByteBuffer.wrap(header.getBytes(StandardCharsets.UTF_8));
                while (head.hasRemaining()) {
                    out.write(head);
                }
                body.rewind();
                while (body.hasRemaining()) {
                    out.write(body);
                }
                out.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Reads a checkpoint of {@code game} from {@code file}.
     *
     * @param file the checkpoint's file
     * @param game the spec of the game expected, as {@link Game#describe()} says it
     * @return the checkpoint, its values checked against their CRC-32 and checksum
     * @throws IllegalArgumentException naming the file and what is wrong: not a checkpoint, of
     *                                  another game, truncated, corrupted
     * @throws IOException              if it cannot be read
     */
    public static Checkpoint read(Path file, String game) throws IOException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("checkpoint " + file + ": no such file");
        }
        String where = "checkpoint " + file;
        int end = indexOf(bytes, "\n\n".getBytes(StandardCharsets.US_ASCII));
        if (end < 0 || !new String(bytes, 0, Math.min(bytes.length, MAGIC.length()), StandardCharsets.UTF_8).equals(MAGIC)) {
            throw new IllegalArgumentException(where + " is not a grundy checkpoint (it does not start with '"
                    + MAGIC + "')");
        }
        String[] lines = new String(bytes, 0, end, StandardCharsets.UTF_8).split("\n");
        if (lines.length != 5) {
            throw new IllegalArgumentException(where + " has a damaged header");
        }
        String saved = field(lines[1], "game", where);
        if (!saved.equals(game)) {
            throw new IllegalArgumentException(where + " is of the game '" + saved + "', not '" + game + "'");
        }
        long count;
        long crcSaved;
        try {
            count = Long.parseLong(field(lines[2], "values", where));
            crcSaved = Long.parseLong(field(lines[4], "crc32", where), 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + " has a damaged header");
        }
        String checksum = field(lines[3], "checksum", where);
        long bodyBytes = bytes.length - (end + 2L);
        if (count < 0 || count > MAX_VALUES) {
            throw new IllegalArgumentException(where + " has a damaged header: " + count + " values, where a checkpoint"
                    + " holds 0.." + MAX_VALUES);
        }
        if (bodyBytes != Integer.BYTES * count) {
            throw new IllegalArgumentException(where + " is truncated or damaged: " + bodyBytes + " bytes of values where "
                    + count + " values need " + Integer.BYTES * count);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, end + 2, (int) bodyBytes);
        if (crc.getValue() != crcSaved) {
            throw new IllegalArgumentException(where + " is corrupted: its values do not match their CRC-32");
        }
        int[] values = new int[(int) count];
        ByteBuffer.wrap(bytes, end + 2, (int) bodyBytes).asIntBuffer().get(values);
        SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
        for (int v : values) {
            if (v < 0) {
                throw new IllegalArgumentException(where + " is corrupted: a negative value");
            }
            sum.add(v);
        }
        if (!(count == 0 ? "0" : sum.build().checksumHex()).equals(checksum)) {
            throw new IllegalArgumentException(where + " is corrupted: its values' checksum is not " + checksum);
        }
        return new Checkpoint(saved, values);
    }

    private static String field(String line, String name, String where) {
        if (!line.startsWith(name + ": ")) {
            throw new IllegalArgumentException(where + " has a damaged header (expected '" + name + ": ...')");
        }
        return line.substring(name.length() + 2);
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= bytes.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (bytes[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
