package io.github.grundy.core.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A table of Grundy values (0..65535) of heaps {@code 0..size()-1}, appended in order, a byte a
 * heap: in memory, or in a directory of memory-mapped files that a kill does not damage.
 *
 * <p>Heaps are grouped in segments of {@code 2^segmentBits}. A segment's coding is fixed when its
 * first heap is appended: the value itself while the values so far are below 128 or no class was
 * hinted ({@link #classHint}), else Grossman's trick under the last hint (a common value up to
 * 511 drops a bit its class implies). A segment begun direct takes up the hinted class from the
 * first heap appended after values reached 128 (once: see {@link SegmentCoding}). A value the
 * byte cannot hold is escaped: the byte 255, and the value in the segment's list of escapes.
 *
 * <p>On disk ({@link #create}, {@link #open}), the directory holds a manifest and, for each
 * segment {@code N}, {@code seg-N.bin} (its bytes, mapped) and {@code seg-N.esc} (its escapes as
 * big-endian records of an int offset and a char value). {@link #commit()} forces them, then
 * replaces the manifest atomically; {@link #open} reads back and checks everything committed and
 * goes on after it, so a kill loses at most what was appended since the last commit.
 *
 * <p>One run writes a store on disk: it holds the store's lock from {@link #create} or {@link #open}
 * to {@link #close}, and another is refused ({@link StoreLock}). {@link #openToRead} takes no lock.
 * One thread writes and reads; a store is not safe for concurrent use.
 */
public final class ValueStore implements AutoCloseable {

    /** The default base-2 logarithm of the heaps a segment: 2^26 heaps, 64 MB. */
    public static final int DEFAULT_SEGMENT_BITS = 26;

    /** The fewest segment bits: a segment starts at an even heap, whose parity its coding uses. */
    static final int MIN_SEGMENT_BITS = 1;

    /** The most segment bits: a segment is one mapping, whose index is an int. */
    static final int MAX_SEGMENT_BITS = 30;

    /** The heaps coded or decoded at once, through {@link #scratch}. */
    static final int CHUNK = 8192;

    private final String game;
    private final int segmentBits;
    private final int offsetMask;
    private final StoreFiles files;
    private final List<Segment> segments;
    private final byte[] scratch = new byte[CHUNK];
    private long size;
    private long escapes;
    private boolean wide;
    private Coding hint;
    private boolean closed;

    private ValueStore(String game, int segmentBits, StoreFiles files, List<Segment> segments, Coding hint, boolean wide) {
        this.game = game;
        this.segmentBits = segmentBits;
        this.offsetMask = (1 << segmentBits) - 1;
        this.files = files;
        this.segments = new ArrayList<>(segments);
        this.hint = hint;
        this.wide = wide;
        for (Segment s : segments) {
            size += s.filled();
            escapes += s.escapes().count();
        }
    }

    /**
     * An empty store in memory.
     *
     * @param game        the game's spec, one line (the store only keeps it)
     * @param segmentBits the base-2 logarithm of the heaps a segment, 1..30
     * @return the store
     * @throws IllegalArgumentException if {@code game} is not one line or {@code segmentBits} is out of range
     */
    public static ValueStore inMemory(String game, int segmentBits) {
        check(game, segmentBits);
        return new ValueStore(game, segmentBits, null, List.of(), new Coding.Direct(), false);
    }

    /**
     * A new, empty store on disk, its manifest written.
     *
     * @param dir         the directory, absent (it is made) or empty
     * @param game        the game's spec, one line, which {@link #open} asks for again
     * @param segmentBits the base-2 logarithm of the heaps a segment (a file), 1..30
     * @return the store
     * @throws StoreException           if {@code dir} holds a store or anything else, or is a file
     * @throws IllegalArgumentException if {@code game} is not one line or {@code segmentBits} is out of range
     * @throws IOException              if the directory or the manifest cannot be made
     */
    public static ValueStore create(Path dir, String game, int segmentBits) throws IOException {
        check(game, segmentBits);
        StoreFiles files = StoreFiles.create(dir, game, segmentBits);
        return new ValueStore(game, segmentBits, files, List.of(), new Coding.Direct(), false);
    }

    /**
     * Opens a store on disk, checks everything it has committed, and makes ready to append after
     * it: the heaps appended after its last commit are gone.
     *
     * @param dir  the store's directory
     * @param game the game the store must be of
     * @return the store, of {@link #committed()} heaps
     * @throws StoreException naming the file and what is wrong: no store, another game's, a file
     *                        missing, damaged or of the wrong length, another run holding it
     * @throws IOException    if a file cannot be read
     */
    public static ValueStore open(Path dir, String game) throws IOException {
        return opened(dir, game, true);
    }

    /**
     * Opens a store on disk to read, as {@link #open} does but with no lock and no change to its
     * files, so that it may be read while a run appends to it: it holds what was committed when it
     * was opened, and refuses to append or commit ({@link IllegalStateException}).
     *
     * @param dir  the store's directory
     * @param game the game the store must be of
     * @return the store, of {@link #committed()} heaps
     * @throws StoreException as {@link #open}, but for the lock
     * @throws IOException    if a file cannot be read
     */
    public static ValueStore openToRead(Path dir, String game) throws IOException {
        return opened(dir, game, false);
    }

    private static ValueStore opened(Path dir, String game, boolean toWrite) throws IOException {
        Objects.requireNonNull(game, "game");
        StoreOpener.Opened o = StoreOpener.open(dir, game, toWrite);
        return new ValueStore(game, o.files().segmentBits(), o.files(), o.segments(), o.hint(), o.wide());
    }

    /**
     * Whether a directory holds a store.
     *
     * @param dir a directory
     * @return whether it holds a manifest
     */
    public static boolean exists(Path dir) {
        return Files.isRegularFile(dir.resolve(StoreFiles.MANIFEST));
    }

    private static void check(String game, int segmentBits) {
        if (game.indexOf('\n') >= 0 || game.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a game's spec is one line");
        }
        if (segmentBits < MIN_SEGMENT_BITS || segmentBits > MAX_SEGMENT_BITS) {
            throw new IllegalArgumentException("a segment is 2^" + MIN_SEGMENT_BITS + "..2^" + MAX_SEGMENT_BITS
                    + " heaps, not 2^" + segmentBits);
        }
    }

    /** {@return the game the values are of: its spec, as given to {@link #create} or {@link #inMemory}} */
    public String game() {
        return game;
    }

    /** {@return the size of a segment: the base-2 logarithm of its heaps} */
    public int segmentBits() {
        return segmentBits;
    }

    /** {@return the number of heaps stored, {@code 0..size()-1}: appended, or committed when opened} */
    public long size() {
        return size;
    }

    /**
     * The value of one heap.
     *
     * @param heap the heap, {@code 0..size()-1}
     * @return its value, 0..65535
     * @throws IllegalArgumentException if the heap is not stored
     * @throws IllegalStateException    if the store is closed
     */
    public int get(long heap) {
        if (heap < 0 || heap >= size || closed) {
            checkRange(heap, 1);
        }
        return segments.get((int) (heap >>> segmentBits)).get((int) heap & offsetMask);
    }

    /**
     * Decodes the values of consecutive heaps, faster than one {@link #get} a heap.
     *
     * @param from   the first heap
     * @param into   where the values go
     * @param offset where in {@code into} the first goes
     * @param count  how many heaps, with {@code from + count <= size()}
     * @throws IllegalArgumentException  if a heap is not stored
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code into}
     * @throws IllegalStateException     if the store is closed
     */
    public void read(long from, char[] into, int offset, int count) {
        read(from, into, offset, count, scratch);
    }

    void read(long from, char[] into, int offset, int count, byte[] bytes) {
        Objects.checkFromIndexSize(offset, count, into.length);
        checkRange(from, count);
        while (count > 0) {
            int at = (int) from & offsetMask;
            int n = Math.min(Math.min(count, CHUNK), offsetMask + 1 - at);
            segments.get((int) (from >>> segmentBits)).read(at, into, offset, n, bytes);
            from += n;
            offset += n;
            count -= n;
        }
    }

    /**
     * A reader of this store for another thread: {@link #read} through buffers of its own, so
     * that several threads may read at once while nothing is appended (a thread that reads after
     * an append must have seen it happen, through a lock or a barrier).
     *
     * @return a new reader
     */
    public StoreReader reader() {
        return new StoreReader(this);
    }

    private void checkRange(long from, long count) {
        ensureOpen();
        if (from < 0 || count < 0 || from > size - count) {
            throw new IllegalArgumentException(count == 1 ? "heap " + from + " is not in the store, which holds heaps 0.."
                    + (size - 1) : "heaps " + from + ".." + (from + count - 1) + " are not all in the store, which holds"
                    + " heaps 0.." + (size - 1));
        }
    }

    /**
     * Appends the values of heaps {@code size()..size()+count-1}.
     *
     * @param values the values
     * @param offset where in {@code values} the first is
     * @param count  how many
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code values}
     * @throws UncheckedIOException      if a segment's files cannot be made or written (the values
     *                                   appended before the failure stay appended)
     * @throws IllegalStateException     if the store is closed, or was opened to read
     */
    public void append(char[] values, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, values.length);
        ensureOpen();
        if (files != null) {
            files.ensureWritable();
        }
        // A file channel closes when its thread is interrupted (a run being stopped): the files'
        // writes wait for the flag, so that a stopped run still keeps what it computed.
        boolean interrupted = Thread.interrupted();
        try {
            while (count > 0) {
                int at = (int) size & offsetMask;
                if (at == 0) {
                    begin();
                }
                Segment s = segments.get(segments.size() - 1);
                if (wide && hint instanceof Coding.ByParity && !s.coding().switched()
                        && s.coding().first() instanceof Coding.Direct) {
                    // Values grew within a segment begun direct: code the rest of it by class.
                    s.switchTo(hint);
                }
                int n = Math.min(Math.min(count, CHUNK), offsetMask + 1 - at);
                int before = s.escapes().count();
                int or = s.append(values, offset, n, scratch);
                escapes += s.escapes().count() - before;
                size += n;
                wide |= or >= 128;
                if (files != null) {
                    files.appended(s, scratch, n, before);
                }
                offset += n;
                count -= n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void begin() throws IOException {
        long index = size >>> segmentBits;
        if (index >= Integer.MAX_VALUE) {
            throw new IllegalStateException("a store holds at most 2^31-1 segments; make them larger");
        }
        // The values so far decide: a store of small values needs no class to fit in a byte.
        Coding coding = wide ? hint : new Coding.Direct();
        segments.add(files == null ? Segment.inMemory(coding, offsetMask + 1, size)
                : files.begin((int) index, coding));
    }

    /**
     * Hints the class of the values to come, for the coding of the segments begun after this: a
     * value {@code v} at heap {@code n} is common when the parity of {@code v & mask}, flipped when
     * {@code position} and {@code n}'s parity is not {@code positionBit}, is odd. Once a value of
     * 128 or more has been appended, a new segment codes a common value up to 511 in its byte and
     * escapes the rare ones; a mask of 0 withdraws the hint. On disk, the hint is kept by the next
     * commit.
     *
     * @param mask        the bits whose parity is the class, 0..511
     * @param position    whether the heap's parity is in the class
     * @param positionBit the heap parity, 0 or 1, at which the class is not flipped (ignored
     *                    without {@code position})
     * @throws IllegalArgumentException if {@code mask} or {@code positionBit} is out of range
     * @throws IllegalStateException    if the store is closed
     */
    public void classHint(int mask, boolean position, int positionBit) {
        ensureOpen();
        hint = mask == 0 ? new Coding.Direct() : new Coding.ByParity(mask, position, positionBit);
    }

    /**
     * Makes every heap appended durable: forces the segments' bytes and escapes to the disk, then
     * replaces the manifest atomically. In memory, nothing.
     *
     * @throws IOException           if a file cannot be written or forced (the last commit then
     *                               stands)
     * @throws IllegalStateException if the store is closed
     */
    public void commit() throws IOException {
        ensureOpen();
        if (files != null) {
            // As in append: an interrupt set aside while the files are written.
            boolean interrupted = Thread.interrupted();
            try {
                files.commit(segments, size, hint);
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /**
     * The heaps a kill would keep.
     *
     * @return the heaps committed on disk; in memory, {@link #size()}
     */
    public long committed() {
        return files == null ? size : files.committed();
    }

    /** {@return the store's directory on disk, or {@code null} in memory} */
    public Path directory() {
        return files == null ? null : files.directory();
    }

    /**
     * The bytes the values take, for a table's bytes a heap.
     *
     * @return a byte a heap and 6 an escape (its offset and value)
     */
    public long bytes() {
        return size + Escapes.RECORD_BYTES * escapes;
    }

    /**
     * The heaps whose values are escaped, held in the segments' escape lists.
     *
     * @return how many
     */
    public long escapes() {
        return escapes;
    }

    /**
     * Releases the files and the memory. Commits nothing: on disk, what was appended since the
     * last commit is lost to the next {@link #open}. Closing again does nothing.
     *
     * @throws IOException if a file cannot be closed
     */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        // The mappings go when the collector finds them unreachable.
        segments.clear();
        if (files != null) {
            files.close();
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException((files == null ? "the store of " + game : StoreFiles.where(files.directory()))
                    + " is closed");
        }
    }
}
