package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store that cannot be used is refused with one line that names the directory, the file and what
 * is wrong; damage is found by reading back everything committed.
 */
class ValueStoreDamageTest {

    private static final String GAME = "dawson";

    @TempDir
    Path dir;

    /** A store of 2500 heaps in segments of 1024: two full, one of 452 committed heaps. */
    @BeforeEach
    void write() throws Exception {
        try (ValueStore store = ValueStore.create(dir, GAME, 10)) {
            StoreValues.PARITY.hint(store);
            store.append(StoreValues.PARITY.values(11, 0, 2500), 0, 2500);
            store.commit();
            store.append(StoreValues.PARITY.values(11, 2500, 100), 0, 100);
        }
    }

    @Test
    void aFlippedByteInACommittedSegmentIsFound() throws Exception {
        flip(dir.resolve("seg-000001.bin"), 700);
        assertRefused("store " + dir + ": segment seg-000001.bin is damaged: its first 1024 heaps do not match their CRC-32");
    }

    @Test
    void aFlippedByteInTheLastSegmentIsFoundInItsCommittedPartOnly() throws Exception {
        // Heap 2560 was never committed: its byte is ignored, and written again.
        flip(dir.resolve("seg-000002.bin"), 2560 - 2048);
        try (ValueStore store = ValueStore.open(dir, GAME)) {
            assertEquals(2500, store.size());
        }
        flip(dir.resolve("seg-000002.bin"), 2400 - 2048);
        assertRefused("store " + dir + ": segment seg-000002.bin is damaged: its first 452 heaps do not match their CRC-32");
    }

    @Test
    void aTruncatedSegmentFileIsRefused() throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("seg-000000.bin").toFile(), "rw")) {
            f.setLength(1000);
        }
        assertRefused("store " + dir + ": segment seg-000000.bin is 1000 bytes long, not 1024 (truncated, or not this"
                + " store's)");
    }

    @Test
    void aMissingFileIsRefused() throws Exception {
        Files.delete(dir.resolve("seg-000002.esc"));
        assertRefused("store " + dir + ": escape file seg-000002.esc is missing");
        Files.delete(dir.resolve("seg-000001.bin"));
        assertRefused("store " + dir + ": segment seg-000001.bin is missing");
    }

    @Test
    void damagedOrTruncatedEscapesAreRefused() throws Exception {
        long size = Files.size(dir.resolve("seg-000001.esc"));
        assertTrue(size > 0, "segment 1 has escapes");
        flip(dir.resolve("seg-000001.esc"), 5);
        assertTrue(message().matches("store " + dir + ": escape file seg-000001\\.esc is damaged: its \\d+ escapes do not"
                + " match their CRC-32"), message());
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("seg-000001.esc").toFile(), "rw")) {
            f.setLength(size - 1);
        }
        assertEquals("store " + dir + ": escape file seg-000001.esc is truncated: " + (size - 1) + " bytes where its "
                + size / 6 + " escapes take " + size, message());
    }

    @Test
    void anotherGamesStoreIsRefused() {
        assertEquals("store " + dir + " is of the game 'dawson', not 'kayles'",
                assertThrows(StoreException.class, () -> ValueStore.open(dir, "kayles")).getMessage());
    }

    @Test
    void aManifestThatIsNotOneIsRefused() throws Exception {
        Path manifest = dir.resolve("manifest");
        String text = Files.readString(manifest, StandardCharsets.UTF_8);
        Files.write(manifest, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0, 1, 2});
        assertRefused("store " + dir + ": its manifest is not a grundy store's (it does not start with 'grundy store 1')");
        Files.writeString(manifest, text.replace("grundy store 1", "grundy store 2"));
        assertRefused("store " + dir + ": its manifest is of the format 'grundy store 2', where this grundy reads"
                + " 'grundy store 1'");
        Files.writeString(manifest, text.replace("heaps: 2500", "heaps: 3500"));
        assertRefused("store " + dir + ": its manifest is damaged: 3 segment lines where 3500 heaps take 4");
        Files.writeString(manifest, text.replace("heaps: 2500", "heaps: 2400"));
        assertTrue(message().startsWith("store " + dir + ": segment seg-000002.bin is damaged"), message());
        Files.writeString(manifest, text.replace("; crc32 ", "; crc ").replace("heaps: 2500", "heaps: 2400"));
        assertRefused("store " + dir + ": its manifest is damaged: line 6 is not 'segment 0: CODING; crc32 X; escapes N;"
                + " escapes-crc32 X'");
        Files.writeString(manifest, text.substring(0, text.length() - 20));
        assertRefused("store " + dir + ": its manifest is damaged: it is cut short");
        Files.writeString(manifest, text);
        ValueStore.open(dir, GAME).close();
    }

    @Test
    void aDirectoryThatHoldsNoStoreIsRefused(@TempDir Path other) throws Exception {
        Path missing = other.resolve("missing");
        assertEquals("store " + missing + " does not exist",
                assertThrows(StoreException.class, () -> ValueStore.open(missing, GAME)).getMessage());
        assertEquals("directory " + other + " holds no grundy store (no manifest)",
                assertThrows(StoreException.class, () -> ValueStore.open(other, GAME)).getMessage());
        assertFalse(ValueStore.exists(other));
        assertFalse(ValueStore.exists(missing));
        Files.writeString(other.resolve("results.txt"), "1 2 3");
        assertEquals("directory " + other + " is not empty and holds no grundy store",
                assertThrows(StoreException.class, () -> ValueStore.create(other, GAME, 10)).getMessage());
        assertEquals("directory " + dir + " already holds a grundy store (open it, or delete it first)",
                assertThrows(StoreException.class, () -> ValueStore.create(dir, GAME, 10)).getMessage());
        assertEquals("directory " + other.resolve("results.txt") + " is a file, where a store would be made",
                assertThrows(StoreException.class, () -> ValueStore.create(other.resolve("results.txt"), GAME, 10))
                        .getMessage());
        // A directory absent is made, its parents too.
        ValueStore.create(missing.resolve("deeper"), GAME, 10).close();
        assertTrue(ValueStore.exists(missing.resolve("deeper")));
        assertEquals("1 2 3", Files.readString(other.resolve("results.txt")));
    }

    private void assertRefused(String message) {
        assertEquals(message, message());
    }

    /** The message of the store's refusal to open, checked to be one line. */
    private String message() {
        Executable open = () -> ValueStore.open(dir, GAME).close();
        String m = assertThrows(StoreException.class, open).getMessage();
        assertFalse(m.contains("\n") || m.contains("\r"), m);
        return m;
    }

    private static void flip(Path file, long at) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0x10);
        }
    }
}
