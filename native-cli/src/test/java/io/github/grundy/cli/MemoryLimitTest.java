package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.ExitCode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs too large for the memory the process may use are refused as a limit (exit 3) with their
 * size, before or instead of an {@link OutOfMemoryError}. Run in a JVM of its own with a small
 * fixed heap ({@value #HEAP}), so the outcome does not depend on this machine's memory.
 */
class MemoryLimitTest {

    private static final String HEAP = "-Xmx32m";

    /** 10^7 heaps: 80 MB of longs, more than the whole heap. */
    private static final int HEAPS = 10_000_000;

    @Test
    void aFileAnnouncingMoreHeapsThanFitIsRefusedBeforeReadingThem(@TempDir Path dir) throws Exception {
        // The file holds them all (a file tells its size), so the array would be allocated at once.
        Path file = dir.resolve("heaps.txt");
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write((HEAPS + "\n").getBytes(StandardCharsets.US_ASCII));
            byte[] line = "1 1 1 1 1 1 1 1 1 1\n".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < HEAPS / 10; i++) {
                out.write(line);
            }
        }
        CliCase.Outcome o = run(List.of("judge", "luogu-p1247"), file);
        assertEquals(ExitCode.LIMIT, o.exit(), o.stderr());
        assertEquals("", o.stdout());
        assertTrue(o.stderr().matches("grundy: <stdin>:1:9: 10000000 heaps would take 77 MB of memory, more than the \\d+ MB"
                + " this process may use; give the JVM more with GRUNDY_MAX_MEMORY=<size> or GRUNDY_JAVA_OPTS=-Xmx<size>\n"), o.stderr());
    }

    @Test
    void aStreamThatKeepsGrowingStopsAtTheLimit(@TempDir Path dir) throws Exception {
        // Through a pipe the count is not trusted: the array grows until it no longer fits.
        Path file = dir.resolve("heaps.txt");
        Files.writeString(file, HEAPS + "\n", StandardCharsets.US_ASCII);
        CliCase.Outcome o = run(List.of("judge", "luogu-p1247"), null, file, HEAPS);
        assertEquals(ExitCode.LIMIT, o.exit(), o.stderr());
        assertTrue(o.stderr().matches("grundy: <stdin>:\\d+:\\d+: \\d+ heaps \\(of 10000000 announced\\) would take \\d+ MB"
                + " of memory, more than .* \\(of \\d+ MB it may use\\); give the JVM more with GRUNDY_MAX_MEMORY=<size> or GRUNDY_JAVA_OPTS=-Xmx<size>\n"),
                o.stderr());
    }

    @Test
    void solveRefusesAHeapFileTooLargeForMemory(@TempDir Path dir) throws Exception {
        CliCase.Outcome o = run(List.of("solve", "nim", "-i", "-"), null, null, HEAPS);
        assertEquals(ExitCode.LIMIT, o.exit(), o.stderr());
        assertTrue(o.stderr().matches("grundy: <stdin>: more than \\d+ heaps would take \\d+ MB of memory, more than .*"
                + " \\(of \\d+ MB it may use\\); give the JVM more with GRUNDY_MAX_MEMORY=<size> or GRUNDY_JAVA_OPTS=-Xmx<size>\n"), o.stderr());
    }

    @Test
    void aTableTooLargeForMemoryIsRefusedBeforeItIsBuilt() throws Exception {
        CliCase.Outcome o = run(List.of("solve", "beads", "--max-table=100000000", "99999999", "5"), null);
        assertEquals(ExitCode.LIMIT, o.exit(), o.stderr());
        assertTrue(o.stderr().matches("grundy: beads: a Grundy table of heaps 1..99999999 would take 382 MB of memory,"
                + " more than the \\d+ MB this process may use; give the JVM more with GRUNDY_MAX_MEMORY=<size> or GRUNDY_JAVA_OPTS=-Xmx<size>\n"),
                o.stderr());
    }

    @Test
    void aLoneHeapWhoseTableDoesNotFitIsRefusedAsSuch() throws Exception {
        // One heap: a game that knows outcomes without its table would still answer; beads does not.
        CliCase.Outcome o = run(List.of("solve", "beads", "--max-table=100000000", "99999999"), null);
        assertEquals(ExitCode.LIMIT, o.exit(), o.stderr());
        assertTrue(o.stderr().matches("grundy: beads: a Grundy table of heaps 1..99999999 would take 382 MB of memory,"
                + " more than the \\d+ MB this process may use; give the JVM more with GRUNDY_MAX_MEMORY=<size> or GRUNDY_JAVA_OPTS=-Xmx<size>\n"),
                o.stderr());
    }

    @Test
    void aLoneHeapWhoseOutcomeIsKnownIsSolvedWithoutItsTable() throws Exception {
        CliCase.Outcome o = run(List.of("solve", "divisor", "--max-table=100000000", "99999999"), null);
        assertEquals(0, o.exit(), o.stderr());
        assertTrue(o.stdout().contains("First player wins (an N-position, by the game's closed-form outcome"), o.stdout());
    }

    private static CliCase.Outcome run(List<String> args, Path stdin) throws IOException, InterruptedException {
        return run(args, stdin, null, 0);
    }

    /**
     * Runs grundy in a JVM with a {@value #HEAP} heap: standard input from {@code stdin}, or else
     * {@code head} followed by {@code ones} lines of "1" written through a pipe.
     */
    private static CliCase.Outcome run(List<String> args, Path stdin, Path head, int ones)
            throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, HEAP, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(args);
        Path out = Files.createTempFile("grundy-out-", ".txt");
        Path err = Files.createTempFile("grundy-err-", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            if (stdin != null) {
                builder.redirectInput(stdin.toFile());
            }
            Process p = builder.start();
            if (stdin == null) {
                try (OutputStream in = p.getOutputStream()) {
                    if (head != null) {
                        in.write(Files.readAllBytes(head));
                    }
                    byte[] chunk = "1\n".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII);
                    for (int sent = 0; sent < ones; sent += 1 << 16) {
                        in.write(chunk);
                    }
                } catch (IOException stopped) {
                    // The process stopped reading: it refused the input, as it should.
                }
            }
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError(args + ": did not finish within 120 s");
            }
            return new CliCase.Outcome(Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), p.exitValue());
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
