package io.github.grundy.core.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Opens a store on disk and checks all it has committed: the manifest, every segment file's
 * length, the CRC-32 of every committed byte and escape record, and that the escapes and the
 * bytes agree. Reading everything back is intended: it is how damage is found. Opened to write,
 * the store is locked first ({@link StoreLock}) and its escape files are then cut to their
 * committed records, so that appending goes on after them; opened to read, nothing is locked or
 * changed, and what a writer appends after the manifest read is not seen.
 */
final class StoreOpener {

    /** The bytes read at once. */
    private static final int CHUNK = 1 << 16;

    private final Path dir;
    private final boolean toWrite;
    private final String where;
    private final byte[] chunk = new byte[CHUNK];
    /** The escape bytes {@link #checkBytes} counted in the segment it checked last. */
    private int escapeBytes;

    /**
     * A store opened: its files, its committed segments, its class hint and whether any value
     * committed is 128 or more.
     *
     * @param files    the store's files
     * @param segments its committed segments
     * @param hint     its last class hint
     * @param wide     whether a committed value is 128 or more
     */
    record Opened(StoreFiles files, List<Segment> segments, Coding hint, boolean wide) {
    }

    private StoreOpener(Path dir, boolean toWrite) {
        this.dir = dir;
        this.toWrite = toWrite;
        this.where = StoreFiles.where(dir);
    }

    /**
     * Opens the store in {@code dir}.
     *
     * @param dir     its directory
     * @param game    the game it must be of
     * @param toWrite whether to lock it and make it ready to append, or to read it only
     * @return the store, checked
     * @throws StoreException naming the file and what is wrong, or the run that holds its lock
     * @throws IOException    if a file cannot be read
     */
    static Opened open(Path dir, String game, boolean toWrite) throws IOException {
        return new StoreOpener(dir, toWrite).open(game);
    }

    private Opened open(String game) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new StoreException(Files.exists(dir) ? "store " + dir + " is a file, not a directory"
                    : "store " + dir + " does not exist");
        }
        if (!Files.isRegularFile(dir.resolve(StoreFiles.MANIFEST))) {
            throw new StoreException("directory " + dir + " holds no grundy store (no manifest)");
        }
        StoreLock lock = toWrite ? StoreLock.acquire(dir) : null;
        try {
            return open(game, lock);
        } catch (IOException | RuntimeException e) {
            if (lock != null) {
                lock.close();
            }
            throw e;
        }
    }

    private Opened open(String game, StoreLock lock) throws IOException {
        // Checked present before the lock; a commit replaces it atomically, so it stays so.
        byte[] text = Files.readAllBytes(dir.resolve(StoreFiles.MANIFEST));
        Manifest m = Manifest.parse(new String(text, StandardCharsets.UTF_8), where);
        if (!m.game().equals(game)) {
            throw new StoreException(where + " is of the game '" + m.game() + "', not '" + game + "'");
        }
        List<Segment> segments = new ArrayList<>();
        List<SegmentFiles> files = new ArrayList<>();
        boolean wide = false;
        for (int i = 0; i < m.segments().size(); i++) {
            Manifest.Line line = m.segments().get(i);
            long start = (long) i << m.segmentBits();
            int filled = (int) Math.min(1L << m.segmentBits(), m.heaps() - start);
            CRC32 bytesCrc = new CRC32();
            MappedByteBuffer data = map(i, m.segmentBits());
            boolean high = checkBytes(i, data, filled, line.crc(), bytesCrc);
            CRC32 escapesCrc = new CRC32();
            Escapes escapes = readEscapes(i, data, filled, line, escapesCrc);
            segments.add(Segment.mapped(line.coding(), data, start, filled, escapes));
            files.add(new SegmentFiles(dir.resolve(SegmentFiles.escapesName(i)), bytesCrc, escapesCrc,
                    (long) line.escapes() * Escapes.RECORD_BYTES, false));
            // Only a store whose values reached 128 codes by parity (ValueStore.begin, ValueStore.append).
            wide |= line.coding().then() instanceof Coding.ByParity || high || line.escapes() > 0;
        }
        return new Opened(new StoreFiles(dir, m.game(), m.segmentBits(), files, m.heaps(), lock), segments, m.hint(),
                wide);
    }

    /** A file of the store, open to read, and to write when the store is opened to write. */
    private FileChannel channel(String name) throws IOException {
        return toWrite ? FileChannel.open(dir.resolve(name), StandardOpenOption.READ, StandardOpenOption.WRITE)
                : FileChannel.open(dir.resolve(name), StandardOpenOption.READ);
    }

    private MappedByteBuffer map(int i, int segmentBits) throws IOException {
        String name = SegmentFiles.bytesName(i);
        try (FileChannel c = channel(name)) {
            // Checked before the mapping, which would lengthen a short file.
            if (c.size() != 1L << segmentBits) {
                throw new StoreException(where + ": segment " + name + " is " + c.size() + " bytes long, not "
                        + (1L << segmentBits) + " (truncated, or not this store's)");
            }
            return c.map(toWrite ? FileChannel.MapMode.READ_WRITE : FileChannel.MapMode.READ_ONLY, 0, 1L << segmentBits);
        } catch (NoSuchFileException e) {
            throw new StoreException(where + ": segment " + name + " is missing");
        }
    }

    /**
     * Checks a segment's committed bytes against their CRC-32, and counts its escape bytes into
     * {@link #escapeBytes}.
     *
     * @return whether a byte is in 128..254, a value of 128 or more in a direct segment
     */
    private boolean checkBytes(int i, MappedByteBuffer data, int filled, long crc, CRC32 into) {
        boolean high = false;
        int escaped = 0;
        for (int at = 0; at < filled; at += CHUNK) {
            int n = Math.min(CHUNK, filled - at);
            data.get(at, chunk, 0, n);
            into.update(chunk, 0, n);
            for (int j = 0; j < n; j++) {
                int u = chunk[j] & 0xFF;
                high |= u >= 128 && u != Coding.ESCAPE;
                escaped += u == Coding.ESCAPE ? 1 : 0;
            }
        }
        if (into.getValue() != crc) {
            throw new StoreException(where + ": segment " + SegmentFiles.bytesName(i) + " is damaged: its first " + filled
                    + " heaps do not match their CRC-32");
        }
        escapeBytes = escaped;
        return high;
    }

    /**
     * Reads a segment's committed escape records, checks them against their CRC-32 and the bytes,
     * and cuts the file after them.
     */
    private Escapes readEscapes(int i, MappedByteBuffer data, int filled, Manifest.Line line, CRC32 crc)
            throws IOException {
        String name = SegmentFiles.escapesName(i);
        long bytes = (long) line.escapes() * Escapes.RECORD_BYTES;
        Escapes escapes = new Escapes();
        escapes.reserve(line.escapes());
        try (FileChannel c = channel(name)) {
            if (c.size() < bytes) {
                throw new StoreException(where + ": escape file " + name + " is truncated: " + c.size() + " bytes where its "
                        + line.escapes() + " escapes take " + bytes);
            }
            ByteBuffer b = ByteBuffer.wrap(chunk);
            int span = CHUNK / Escapes.RECORD_BYTES * Escapes.RECORD_BYTES;
            int last = -1;
            boolean ordered = true;
            for (long at = 0; at < bytes; ) {
                b.clear().limit((int) Math.min(span, bytes - at));
                while (b.hasRemaining()) {
                    if (c.read(b, at + b.position()) < 0) {
                        throw new StoreException(where + ": escape file " + name + " is truncated");
                    }
                }
                crc.update(chunk, 0, b.position());
                b.flip();
                while (b.hasRemaining()) {
                    int offset = b.getInt();
                    char value = b.getChar();
                    ordered &= offset > last && offset < filled && (data.get(offset) & 0xFF) == Coding.ESCAPE;
                    escapes.add(offset, value);
                    last = offset;
                }
                at += b.limit();
            }
            if (crc.getValue() != line.escapesCrc()) {
                throw new StoreException(where + ": escape file " + name + " is damaged: its " + line.escapes()
                        + " escapes do not match their CRC-32");
            }
            if (!ordered || escapeBytes != line.escapes()) {
                throw new StoreException(where + ": segment " + SegmentFiles.bytesName(i) + " and its escape file " + name
                        + " disagree on which heaps are escaped");
            }
            if (toWrite) {
                c.truncate(bytes);
            }
        } catch (NoSuchFileException e) {
            throw new StoreException(where + ": escape file " + name + " is missing");
        }
        return escapes;
    }
}
