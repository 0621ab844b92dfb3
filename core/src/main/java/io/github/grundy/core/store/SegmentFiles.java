package io.github.grundy.core.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * A segment's files on disk, beside its {@link Segment}: the running CRC-32s of its bytes and of
 * its escape records (so that a commit does not read them back), and the escape records not yet
 * written to {@code seg-NNNNNN.esc}. The bytes themselves go through the segment's mapping.
 */
final class SegmentFiles {

    /** The escape records kept before a write: 4096 of them, 24 KiB. */
    private static final int PENDING_BYTES = 4096 * Escapes.RECORD_BYTES;

    private final Path escapeFile;
    private final CRC32 bytesCrc;
    private final CRC32 escapesCrc;
    private long written;
    private ByteBuffer pending;
    private FileChannel channel;
    private boolean unforced;
    private boolean created;

    /**
     * The files of a segment.
     *
     * @param escapeFile the segment's escape file
     * @param bytesCrc   the CRC-32 of its bytes so far
     * @param escapesCrc the CRC-32 of its escape records so far
     * @param written    the bytes of escape records in the file
     * @param created    whether its files were made since the last commit (their lengths, and
     *                   their names in the directory, are not yet durable)
     */
    SegmentFiles(Path escapeFile, CRC32 bytesCrc, CRC32 escapesCrc, long written, boolean created) {
        this.escapeFile = escapeFile;
        this.bytesCrc = bytesCrc;
        this.escapesCrc = escapesCrc;
        this.written = written;
        this.created = created;
    }

    /**
     * The name of segment {@code index}'s file of bytes.
     *
     * @param index the segment's index
     * @return {@code seg-000003.bin}
     */
    static String bytesName(int index) {
        return String.format("seg-%06d.bin", index);
    }

    /**
     * The name of segment {@code index}'s escape file.
     *
     * @param index the segment's index
     * @return {@code seg-000003.esc}
     */
    static String escapesName(int index) {
        return String.format("seg-%06d.esc", index);
    }

    long bytesCrc() {
        return bytesCrc.getValue();
    }

    long escapesCrc() {
        return escapesCrc.getValue();
    }

    boolean created() {
        return created;
    }

    /**
     * Adds bytes appended to the segment, and the escapes among them.
     *
     * @param bytes   the bytes
     * @param count   how many
     * @param escapes the segment's escapes
     * @param from    the first of them that is new
     * @throws IOException if escape records cannot be written
     */
    void appended(byte[] bytes, int count, Escapes escapes, int from) throws IOException {
        bytesCrc.update(bytes, 0, count);
        for (int i = from; i < escapes.count(); i++) {
            if (pending == null) {
                pending = ByteBuffer.allocate(PENDING_BYTES);
            } else if (!pending.hasRemaining()) {
                write();
            }
            int start = pending.position();
            pending.putInt(escapes.offset(i)).putChar(escapes.value(i));
            escapesCrc.update(pending.array(), start, Escapes.RECORD_BYTES);
        }
    }

    /**
     * Makes everything appended durable but the directory's entries: forces the bytes appended
     * from {@code from}, writes and forces the escape records.
     *
     * @param segment the segment
     * @param from    the offset of its first byte appended since the last commit
     * @param bytesFile its file of bytes, whose length is forced if it is new
     * @throws IOException if a file cannot be written or forced
     */
    void force(Segment segment, int from, Path bytesFile) throws IOException {
        if (segment.filled() > from) {
            segment.mapping().force(from, segment.filled() - from);
        }
        if (created) {
            // The mapping's force writes pages; the file's new length is its metadata.
            try (FileChannel c = FileChannel.open(bytesFile, StandardOpenOption.WRITE)) {
                c.force(true);
            }
        }
        write();
        if (unforced) {
            channel().force(true);
            unforced = false;
        }
        created = false;
        if (segment.filled() == segment.mapping().capacity()) {
            finish();
        }
    }

    /**
     * Writes the escape records kept, then lets go of the buffer and the channel: for a segment
     * that is full, to which nothing more is appended.
     *
     * @throws IOException if they cannot be written
     */
    void finish() throws IOException {
        write();
        pending = null;
        close();
    }

    /**
     * Closes the escape file's channel, if it is open.
     *
     * @throws IOException if it cannot be closed
     */
    void close() throws IOException {
        if (channel != null) {
            FileChannel c = channel;
            channel = null;
            c.close();
        }
    }

    private void write() throws IOException {
        if (pending == null || pending.position() == 0) {
            return;
        }
        pending.flip();
        FileChannel c = channel();
        // Each write at the file's offset of the buffer's position: a write cut by an interrupt
        // has moved the position by what it wrote, and the next goes on from there.
        while (pending.hasRemaining()) {
            c.write(pending, written + pending.position());
        }
        written += pending.limit();
        pending.clear();
        unforced = true;
    }

    private FileChannel channel() throws IOException {
        // A channel that an interrupt closed (a stop during a write) is opened again: the stop's
        // last commit still writes. Writes are positional, so none is lost or written twice.
        if (channel == null || !channel.isOpen()) {
            channel = FileChannel.open(escapeFile, StandardOpenOption.WRITE);
        }
        return channel;
    }
}
