package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kill at any moment (here a child JVM's {@code destroyForcibly}, a SIGKILL) leaves the store at a
 * commit: it opens, holds at least every heap whose commit had returned, and each value is right.
 */
class ValueStoreKillTest {

    /** The game of the child's store. */
    static final String GAME = "octal --code=0.77";

    private static final long SEED = 42;

    @Test
    void aKilledWriterLeavesItsLastCommit(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("store");
        Random random = new Random(7);
        long before = 0;
        for (int run = 0; run < 3; run++) {
            // The same store each time: a store reopened after a kill is killed again.
            Path out = dir.resolve("out-" + run);
            Path err = dir.resolve("err-" + run);
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx64m", "-cp", System.getProperty("java.class.path"), StoreWriter.class.getName(), store.toString(),
                    Long.toString(SEED), "10")
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            try {
                awaitFirstCommit(child, out, err);
                Thread.sleep(random.nextInt(300));
            } finally {
                child.destroyForcibly();
                child.waitFor(60, TimeUnit.SECONDS);
            }
            long reported = lastReported(out);
            try (ValueStore s = ValueStore.open(store, GAME)) {
                assertTrue(s.size() >= reported && reported >= before, "run " + run + ": " + s.size()
                        + " heaps opened, " + reported + " reported committed, " + before + " before");
                char[] values = new char[(int) s.size()];
                s.read(0, values, 0, values.length);
                for (int i = 0; i < values.length; i++) {
                    if (values[i] != StoreValues.PARITY_POSITION.value(SEED, i)) {
                        assertEquals((int) StoreValues.PARITY_POSITION.value(SEED, i), (int) values[i], "heap " + i);
                    }
                }
                before = s.size();
            }
        }
    }

    /** Waits until the child has reported a commit, or fails with what it wrote on its error stream. */
    private static void awaitFirstCommit(Process child, Path out, Path err) throws Exception {
        // A bound on a broken child only: it commits within a second of starting.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (lastReported(out) < 0) {
            if (!child.isAlive() || System.nanoTime() > deadline) {
                fail("the writer stopped before its first commit: " + Files.readString(err, StandardCharsets.UTF_8));
            }
            Thread.sleep(5);
        }
    }

    /** The last count of heaps the child reported committed, or -1 before its first. */
    private static long lastReported(Path out) throws Exception {
        String text = Files.readString(out, StandardCharsets.UTF_8);
        // A line cut by the kill is not a report.
        List<String> lines = List.of(text.substring(0, text.lastIndexOf('\n') + 1).split("\n", -1));
        int complete = lines.size() - 1;
        return complete == 0 ? -1 : Long.parseLong(lines.get(complete - 1).substring("committed ".length()));
    }
}
