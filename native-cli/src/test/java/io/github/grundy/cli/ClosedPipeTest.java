package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.StandardOutput;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reader that closes the pipe ({@code grundy table kayles --no-stop --raw | head -n 1000}, the
 * help's own example): grundy stops, says nothing, and exits 141, as a Unix program killed by
 * SIGPIPE. In a process of its own, since only a real pipe can be closed under it. Not on Windows:
 * its closed pipe has other words ({@code StandardOutput.Failure.closedPipe} knows two), not yet
 * seen on a runner.
 */
class ClosedPipeTest {

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aClosedPipeStopsTheCommandQuietly(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "table", "kayles", "--no-stop", "--raw"));
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
            for (int i = 0; i < 1000; i++) {
                String line = out.readLine();
                assertTrue(line != null && line.matches("\\d+"), "line " + (i + 1) + ": " + line);
            }
        }
        // Kayles with --no-stop never ends by itself: only the closed pipe can end it.
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "still running after its reader closed the pipe");
        assertEquals("", Files.readString(err));
        assertEquals(ExitCode.CLOSED_PIPE, p.exitValue());
    }
}
