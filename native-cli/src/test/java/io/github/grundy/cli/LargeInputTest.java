package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve -i} on a generated file of 10^6 heaps, checked against plain loops. */
class LargeInputTest {

    private static final int HEAPS = 1_000_000;

    @Test
    void millionHeapsFromAFile(@TempDir Path dir) throws IOException {
        SplittableRandom random = new SplittableRandom(20261129);
        long[] heaps = new long[HEAPS];
        Path file = dir.resolve("heaps.txt");
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            for (int i = 0; i < HEAPS; i++) {
                // Mostly up to 10^9, some up to 2^63-1, mixed separators.
                heaps[i] = i % 97 == 0 ? random.nextLong(Long.MAX_VALUE) : random.nextLong(1_000_000_001L);
                w.write(Long.toString(heaps[i]));
                w.write(i % 10 == 9 ? "\n" : i % 7 == 0 ? "\t" : " ");
            }
        }
        long nimSum = 0;
        for (long h : heaps) {
            nimSum ^= h;
        }
        long winningMoves = 0;
        for (long h : heaps) {
            // A Nim heap h has a winning move iff it can be lowered to h xor nimSum.
            if ((h ^ nimSum) < h) {
                winningMoves++;
            }
        }
        String expected = "{\"variant\":\"nim\",\"parameters\":{},\"heaps\":" + HEAPS + ",\"grundy\":" + nimSum
                + ",\"outcome\":\"" + (nimSum != 0 ? "N\",\"winner\":\"first" : "P\",\"winner\":\"second") + "\",\"winningMoves\":{\"count\":"
                + winningMoves + ",\"moves\":[],\"truncated\":" + (winningMoves > 0) + "}}\n";

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"solve", "nim", "-i", file.toString(), "--moves=count", "--json"},
                new ByteArrayInputStream(new byte[0]), out, new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, exit);
        assertEquals(expected, out.toString(StandardCharsets.UTF_8));
    }
}
