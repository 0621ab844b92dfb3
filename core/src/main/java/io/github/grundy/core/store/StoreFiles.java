package io.github.grundy.core.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * A store's directory: its segments' files, made as segments begin, and its manifest, replaced
 * atomically at each commit after everything it names is forced to the disk. A kill at any moment
 * leaves the last manifest written whole, and the files' bytes after what it names are ignored and
 * overwritten later. A store opened to write holds its {@link StoreLock}; one opened to read holds
 * none and writes nothing.
 */
final class StoreFiles {

    /** The manifest's name in the directory. */
    static final String MANIFEST = "manifest";

    private final Path dir;
    private final String game;
    private final int segmentBits;
    private final List<SegmentFiles> files;
    private final StoreLock lock;
    private long committed;
    private boolean newFiles;

    /**
     * The files of a store created or opened.
     *
     * @param dir         its directory
     * @param game        its game
     * @param segmentBits the base-2 logarithm of the heaps a segment
     * @param files       the files of its segments, in order
     * @param committed   the heaps its manifest names
     * @param lock        the lock its writer holds, or {@code null} for a store opened to read
     */
    StoreFiles(Path dir, String game, int segmentBits, List<SegmentFiles> files, long committed, StoreLock lock) {
        this.dir = dir;
        this.game = game;
        this.segmentBits = segmentBits;
        this.files = new ArrayList<>(files);
        this.committed = committed;
        this.lock = lock;
    }

    /**
     * How messages name a store.
     *
     * @param dir its directory
     * @return {@code store /x/y}
     */
    static String where(Path dir) {
        return "store " + dir;
    }

    /**
     * Makes a store with no heaps in {@code dir}, its manifest written.
     *
     * @param dir         the directory, absent or empty
     * @param game        the game
     * @param segmentBits the base-2 logarithm of the heaps a segment
     * @return the store's files, locked
     * @throws StoreException if {@code dir} is a file, or a directory that holds anything but a
     *                        lock file (a creation cut short), or another run holds the lock
     * @throws IOException    if it cannot be made
     */
    static StoreFiles create(Path dir, String game, int segmentBits) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new StoreException("directory " + dir + " is a file, where a store would be made");
        }
        if (Files.isDirectory(dir)) {
            if (Files.exists(dir.resolve(MANIFEST))) {
                throw new StoreException("directory " + dir + " already holds a grundy store (open it, or delete it first)");
            }
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.anyMatch(p -> !p.getFileName().toString().equals(StoreLock.NAME))) {
                    throw new StoreException("directory " + dir + " is not empty and holds no grundy store");
                }
            }
        }
        Files.createDirectories(dir);
        StoreLock lock = StoreLock.acquire(dir);
        try {
            StoreFiles store = new StoreFiles(dir, game, segmentBits, List.of(), 0, lock);
            store.writeManifest(List.of(), new Coding.Direct());
            forceDirectory(dir.toAbsolutePath().getParent());
            return store;
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    Path directory() {
        return dir;
    }

    long committed() {
        return committed;
    }

    int segmentBits() {
        return segmentBits;
    }

    /**
     * Makes segment {@code index}'s files, over those an uncommitted run may have left, and maps
     * its bytes; finishes the segment before it, which is full.
     *
     * @param index  the segment's index, the number of segments so far
     * @param coding its coding
     * @return the empty segment
     * @throws IOException if the files cannot be made or mapped
     */
    Segment begin(int index, Coding coding) throws IOException {
        if (index > 0) {
            files.get(index - 1).finish();
        }
        MappedByteBuffer data;
        try (FileChannel c = FileChannel.open(dir.resolve(SegmentFiles.bytesName(index)), StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            // Mapping past the end makes the file its full length, sparse.
            data = c.map(FileChannel.MapMode.READ_WRITE, 0, 1L << segmentBits);
        }
        Path escapes = dir.resolve(SegmentFiles.escapesName(index));
        Files.newByteChannel(escapes, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE).close();
        files.add(new SegmentFiles(escapes, new CRC32(), new CRC32(), 0, true));
        newFiles = true;
        return Segment.mapped(SegmentCoding.of(coding), data, (long) index << segmentBits, 0, new Escapes());
    }

    /**
     * Takes note of bytes appended to the last segment.
     *
     * @param segment       the last segment
     * @param bytes         the bytes appended
     * @param count         how many
     * @param escapesBefore the segment's escapes before them
     * @throws IOException if escape records cannot be written
     */
    void appended(Segment segment, byte[] bytes, int count, int escapesBefore) throws IOException {
        files.get(files.size() - 1).appended(bytes, count, segment.escapes(), escapesBefore);
    }

    /**
     * Makes every heap appended durable: forces the segments' bytes and escapes, then writes the
     * manifest.
     *
     * @param segments the store's segments
     * @param size     the heaps appended
     * @param hint     the class hint, for the manifest
     * @throws IOException if a file cannot be written or forced (the last commit then stands)
     */
    void commit(List<Segment> segments, long size, Coding hint) throws IOException {
        ensureWritable();
        int mask = (1 << segmentBits) - 1;
        for (int i = (int) (committed >>> segmentBits); i < segments.size(); i++) {
            int from = i == committed >>> segmentBits ? (int) (committed & mask) : 0;
            files.get(i).force(segments.get(i), from, dir.resolve(SegmentFiles.bytesName(i)));
        }
        if (newFiles) {
            // The new files' names, before a manifest names them.
            forceDirectory(dir);
            newFiles = false;
        }
        writeManifest(segments, hint);
        committed = size;
    }

    /** Refuses a store opened to read, which holds no lock: before an append changes anything, and at a commit. */
    void ensureWritable() {
        if (lock == null) {
            throw new IllegalStateException(where(dir) + " was opened to read: nothing is written to it");
        }
    }

    private void writeManifest(List<Segment> segments, Coding hint) throws IOException {
        List<Manifest.Line> lines = new ArrayList<>();
        long heaps = 0;
        for (int i = 0; i < segments.size(); i++) {
            Segment s = segments.get(i);
            SegmentFiles f = files.get(i);
            lines.add(new Manifest.Line(s.coding(), f.bytesCrc(), s.escapes().count(), f.escapesCrc()));
            heaps += s.filled();
        }
        byte[] text = new Manifest(game, segmentBits, heaps, hint, lines).text().getBytes(StandardCharsets.UTF_8);
        Path tmp = dir.resolve(MANIFEST + ".tmp");
        try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.wrap(text);
            while (b.hasRemaining()) {
                out.write(b);
            }
            out.force(true);
        }
        Files.move(tmp, dir.resolve(MANIFEST), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        forceDirectory(dir);
    }

    /**
     * Forces a directory's entries to the disk, where the platform lets a directory be opened so.
     *
     * @param dir the directory, or {@code null} for none
     */
    static void forceDirectory(Path dir) {
        if (dir == null) {
            return;
        }
        try (FileChannel c = FileChannel.open(dir, StandardOpenOption.READ)) {
            c.force(true);
        } catch (IOException e) {
            // Some platforms (Windows) open no directory; their renames are durable by themselves.
        }
    }

    /**
     * Closes the files' channels, then releases the lock. Commits nothing.
     *
     * @throws IOException if a channel cannot be closed
     */
    void close() throws IOException {
        IOException failure = null;
        for (SegmentFiles f : files) {
            try {
                f.close();
            } catch (IOException e) {
                failure = e;
            }
        }
        if (lock != null) {
            try {
                lock.close();
            } catch (IOException e) {
                failure = e;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
