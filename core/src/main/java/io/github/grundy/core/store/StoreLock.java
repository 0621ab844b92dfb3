package io.github.grundy.core.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The one run that may write a store: an exclusive lock on the file {@code lock} of its
 * directory, from open to close, which names its holder. Two runs of one store would write the
 * same files (a job submitted twice, or requeued on another node while the old one still runs);
 * the second is refused before it reads or cuts anything. The operating system drops the lock when
 * its process ends, however it ends. Where the file system has no locks (some network file
 * systems), the store opens without one.
 */
final class StoreLock implements AutoCloseable {

    /** The lock file's name in the directory. */
    static final String NAME = "lock";

    private final FileChannel channel;
    private final FileLock lock;

    private StoreLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks the store in {@code dir}.
     *
     * @param dir the store's directory, which exists
     * @return the lock, held until {@link #close}
     * @throws StoreException naming the holder, if another run holds it
     * @throws IOException    if the lock file cannot be made
     */
    static StoreLock acquire(Path dir) throws IOException {
        FileChannel c = FileChannel.open(dir.resolve(NAME), StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = c.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        } catch (IOException e) {
            // A file system without locks: the store is the user's to keep to one run.
            c.close();
            return new StoreLock(null, null);
        }
        if (lock == null) {
            c.close();
            String holder = holder(dir);
            throw new StoreException(StoreFiles.where(dir) + " is in use by another run" + (holder.isEmpty() ? ""
                    : " (" + holder + ")") + ": a store is written by one run at a time");
        }
        try {
            byte[] text = ("process " + ProcessHandle.current().pid() + host() + "\n").getBytes(StandardCharsets.UTF_8);
            c.truncate(0);
            c.write(ByteBuffer.wrap(text), 0);
        } catch (IOException e) {
            c.close();
            throw e;
        }
        return new StoreLock(c, lock);
    }

    /** What the holder wrote in the lock file, on one line, or nothing. */
    private static String holder(Path dir) {
        try {
            String text = Files.readString(dir.resolve(NAME), StandardCharsets.UTF_8).strip();
            return text.length() <= 200 && text.indexOf('\n') < 0 ? text : "";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** " on HOST" where the host's name is at hand without a network lookup, else nothing. */
    private static String host() {
        try {
            Path linux = Path.of("/proc/sys/kernel/hostname");
            if (Files.isReadable(linux)) {
                return " on " + Files.readString(linux, StandardCharsets.UTF_8).strip();
            }
        } catch (IOException | RuntimeException e) {
            // No name: the process number alone.
        }
        String name = System.getenv("COMPUTERNAME");
        return name == null || name.isBlank() ? "" : " on " + name.strip();
    }

    /**
     * Releases the lock.
     *
     * @throws IOException if its file cannot be closed
     */
    @Override
    public void close() throws IOException {
        if (channel != null) {
            // Closing the channel releases its lock.
            channel.close();
        }
    }
}
