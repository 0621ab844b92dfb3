package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run writes a store at a time, and a store opened to read changes nothing of it. (Another
 * process's lock: {@code TableStoreTest} in native-cli, with a run in a process of its own.)
 */
class StoreLockTest {

    private static final String GAME = "octal --code=4.007";

    @Test
    void aSecondWriterIsRefusedUntilTheFirstCloses(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("s");
        try (ValueStore first = ValueStore.create(store, GAME, 6)) {
            first.append(new char[] {1, 2, 3}, 0, 3);
            first.commit();
            StoreException refused = assertThrows(StoreException.class, () -> ValueStore.open(store, GAME));
            String holder = "process " + ProcessHandle.current().pid();
            assertTrue(refused.getMessage().startsWith("store " + store + " is in use by another run (" + holder),
                    refused.getMessage());
            assertTrue(refused.getMessage().endsWith("): a store is written by one run at a time"), refused.getMessage());
            assertTrue(Files.readString(store.resolve(StoreLock.NAME), StandardCharsets.UTF_8).startsWith(holder + " "));
            assertThrows(StoreException.class, () -> ValueStore.create(store, GAME, 6));
        }
        try (ValueStore again = ValueStore.open(store, GAME)) {
            assertEquals(3, again.size());
        }
    }

    /**
     * A reader opened while the writer has escape records not yet committed: it sees the committed
     * heaps, writes nothing, and leaves the writer's records where they are (cut to the committed
     * ones, as opening to write does, the writer's next commit would not open again).
     */
    @Test
    void aReaderBesideTheWriterChangesNothing(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("s");
        // Values over 254 are escaped; past 4096 escapes the writer writes their records to the file
        // before its commit.
        char[] values = new char[20_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = (char) (i % 3 == 1 ? i % 200 : 300 + i % 1000);
        }
        try (ValueStore writer = ValueStore.create(store, GAME, 16)) {
            writer.append(values, 0, 3);
            writer.commit();
            writer.append(values, 3, 10_000);
            try (ValueStore reader = ValueStore.openToRead(store, GAME)) {
                assertEquals(3, reader.size());
                assertEquals(values[2], reader.get(2));
                assertEquals(2, reader.escapes());
                assertThrows(IllegalStateException.class, () -> reader.append(new char[] {9}, 0, 1));
                assertThrows(IllegalStateException.class, reader::commit);
            }
            writer.append(values, 10_003, values.length - 10_003);
            writer.commit();
        }
        try (ValueStore again = ValueStore.open(store, GAME)) {
            char[] read = new char[values.length];
            again.read(0, read, 0, values.length);
            assertEquals(new String(values), new String(read));
        }
    }

    @Test
    void aDirectoryThatIsNoStoreGetsNoLockFile(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("notes.txt"), "mine");
        assertThrows(StoreException.class, () -> ValueStore.open(dir, GAME));
        assertThrows(StoreException.class, () -> ValueStore.openToRead(dir, GAME));
        assertTrue(Files.notExists(dir.resolve(StoreLock.NAME)));
        // A creation cut short after its lock file: the directory is still a place for a store.
        Path cut = dir.resolve("cut");
        Files.createDirectories(cut);
        Files.writeString(cut.resolve(StoreLock.NAME), "process 1\n");
        ValueStore.create(cut, GAME, 6).close();
        assertTrue(ValueStore.exists(cut));
    }
}
