package io.github.grundy.core.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputFilesTest {

    @Test
    void opensAFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("heaps.txt"), "3 4 5\n", StandardCharsets.US_ASCII);
        try (InputStream in = InputFiles.open(file.toString())) {
            assertArrayEquals("3 4 5\n".getBytes(StandardCharsets.US_ASCII), in.readAllBytes());
        }
    }

    @Test
    void saysWhyAFileCannotBeRead(@TempDir Path dir) {
        String missing = dir.resolve("missing.txt").toString();
        assertEquals("cannot read " + missing + ": no such file", refusal(missing));
        assertEquals("cannot read " + dir + ": it is a directory", refusal(dir.toString()));
        assertEquals("cannot read a\0b: not a valid path (Nul character not allowed)", refusal("a\0b"));
    }

    private static String refusal(String name) {
        return assertThrows(IllegalArgumentException.class, () -> InputFiles.open(name)).getMessage();
    }
}
