package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckpointTest {

    @Test
    void writesAndReadsBackTheSameValues(@TempDir Path dir) throws Exception {
        int[] values = MexTable.build(TakeBreakCode.parse("0.6"), 5000).toArray();
        Path file = dir.resolve("six.checkpoint");
        new Checkpoint("octal --code=0.6", values).write(file);
        Checkpoint back = Checkpoint.read(file, "octal --code=0.6");
        assertArrayEquals(values, back.values());
        assertEquals(5001, back.size());
        // Atomic: no temporary file is left, and a second save replaces the first.
        new Checkpoint("octal --code=0.6", Arrays.copyOf(values, 10)).write(file);
        assertEquals(10, Checkpoint.read(file, "octal --code=0.6").size());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
        assertTrue(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1)
                .startsWith("grundy checkpoint 1\ngame: octal --code=0.6\nvalues: 10\nchecksum: "));
    }

    @Test
    void refusesAnotherGameATruncatedOrCorruptedFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c");
        new Checkpoint("kayles", new int[] {0, 1, 2, 3, 1, 4}).write(file);
        assertEquals("checkpoint " + file + " is of the game 'kayles', not 'dawson'",
                assertThrows(IllegalArgumentException.class, () -> Checkpoint.read(file, "dawson")).getMessage());
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 3));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Checkpoint.read(file, "kayles")).getMessage()
                .contains("is truncated or damaged: 21 bytes of values where 6 values need 24"));
        bytes[bytes.length - 1] ^= 1;
        Files.write(file, bytes);
        assertEquals("checkpoint " + file + " is corrupted: its values do not match their CRC-32",
                assertThrows(IllegalArgumentException.class, () -> Checkpoint.read(file, "kayles")).getMessage());
        Files.writeString(file, "hello\n\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Checkpoint.read(file, "kayles")).getMessage()
                .endsWith("is not a grundy checkpoint (it does not start with 'grundy checkpoint 1')"));
        assertEquals("checkpoint " + dir.resolve("none") + ": no such file",
                assertThrows(IllegalArgumentException.class, () -> Checkpoint.read(dir.resolve("none"), "x"))
                        .getMessage());
    }
}
