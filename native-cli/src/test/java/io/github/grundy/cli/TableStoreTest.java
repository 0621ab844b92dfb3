package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.store.ValueStore;
import java.io.IOException;
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
 * {@code table --store} and {@code --frequencies}: a record run's table in a store, the same
 * values as in memory; stopped, killed and run again to the same bytes; its frequency files equal
 * Rogalski's; refused where it does not apply; across heap 2^31.
 */
class TableStoreTest {

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    /** The same values and summary line as the table in memory, and the rare heaps after it. */
    @Test
    void aStoredTableHasTheValuesOfTheTableInMemory(@TempDir Path dir) {
        String store = "--store=" + dir.resolve("six");
        CliCase.Outcome memory = grundy("table", "octal", "--code=0.6", "--to=300000", "--raw");
        assertEquals(memory, grundy("table", "octal", "--code=0.6", "--to=300000", "--raw", store));
        CliCase.Outcome summary = grundy("table", "octal", "--code=0.6", "--to=300000", "--summary");
        CliCase.Outcome stored = grundy("table", "octal", "--code=0.6", "--to=300000", "--summary", store);
        assertEquals(0, stored.exit(), stored.stderr());
        String[] lines = stored.stdout().split("\n");
        assertEquals(summary.stdout().split("\n")[0], lines[0]);
        // Officers: mask 1ee, 1,584 rare heaps, the last at 20,627 (Grossman; ../shared/records).
        assertEquals("rare values (mask 1ee): 1584 heaps, the last 20627 (value 277)", lines[1]);
        assertTrue(lines[2].startsWith("  0:0 1:0 2:1 4:0 5:1 8:1 12:0 16:1 19:1 20:0"), lines[2]);
        assertEquals("grundy: --store " + dir.resolve("six") + " holds heaps 0..300000 of octal --code=0.6\n",
                stored.stderr());
    }

    /** Any number of threads: the same table, the same frequency files; a number out of range refused. */
    @Test
    void everyNumberOfThreadsGivesTheSameTable(@TempDir Path dir) throws IOException {
        String[] args = {"table", "grundy-game", "--to=300000", "--summary"};
        CliCase.Outcome one = grundy(concat(args, "--threads=1", "--frequencies=" + dir.resolve("1")));
        assertEquals(0, one.exit(), one.stderr());
        for (String threads : new String[] {"2", "3"}) {
            assertEquals(one, grundy(concat(args, "--threads=" + threads, "--frequencies=" + dir.resolve(threads))));
            try (var files = Files.list(dir.resolve("1"))) {
                for (Path f : files.toList()) {
                    assertEquals(Files.readString(f), Files.readString(dir.resolve(threads).resolve(f.getFileName())),
                            threads + " threads, " + f.getFileName());
                }
            }
        }
        CliCase.Outcome refused = grundy("table", "octal", "--code=0.6", "--to=10", "--threads=0");
        assertEquals(2, refused.exit());
        assertEquals("grundy: --threads=0: a table is computed on 1 to 4096 threads\n", refused.stderr());
    }

    /** A periodic code's stored table proves the period the table in memory proves, in its words. */
    @Test
    void aStoredTableProvesThePeriod(@TempDir Path dir) {
        for (String game : new String[] {"kayles", "dawson", "grundy-game"}) {
            String[] args = {"table", game, "--to=200000", "--summary"};
            String memory = grundy(args).stdout().split("\n")[1];
            CliCase.Outcome stored = grundy(concat(args, "--store=" + dir.resolve(game)));
            assertEquals(0, stored.exit(), stored.stderr());
            String[] lines = stored.stdout().split("\n");
            assertEquals(memory, lines[lines.length - 1], game);
        }
    }

    /**
     * A run stopped by its --timeout commits what it computed; the same command without the
     * timeout goes on from there to the bytes of a run never stopped.
     */
    @Test
    void aStoppedRunGoesOnToTheSameTable(@TempDir Path dir) {
        String[] args = {"table", "octal", "--code=0.014", "--to=400000", "--summary"};
        CliCase.Outcome whole = grundy(concat(args, "--store=" + dir.resolve("whole")));
        String store = "--store=" + dir.resolve("part");
        CliCase.Outcome stopped = grundy(concat(args, store, "--timeout=0.3"));
        assertTrue(stopped.stderr().contains("grundy: --store " + dir.resolve("part") + " holds "), stopped.stderr());
        CliCase.Outcome again = grundy(concat(args, store));
        assertEquals(0, again.exit(), again.stderr());
        assertEquals(whole.stdout(), again.stdout());
    }

    /**
     * A run killed (SIGKILL) after its first commits: the same command goes on from the last
     * commit to the bytes of a run never stopped, and the store's files equal those of that run.
     */
    @Test
    void aKilledRunGoesOnToTheSameTable(@TempDir Path dir) throws Exception {
        String[] args = {"table", "octal", "--code=0.6", "--to=1500000", "--summary"};
        CliCase.Outcome whole = grundy(concat(args, "--store=" + dir.resolve("whole")));
        Path part = dir.resolve("part");
        Process p = start(dir, concat(args, "--store=" + part, "--checkpoint-every=0"));
        try {
            // Committed after every step: kill it once a commit holds some heaps.
            awaitRunning(p, dir, "it could be killed", () -> heapsIn(part) >= 100_000);
        } finally {
            p.destroyForcibly().waitFor();
        }
        assertTrue(heapsIn(part) < 1_500_001, "killed before its end");
        CliCase.Outcome again = grundy(concat(args, "--store=" + part));
        assertEquals(0, again.exit(), again.stderr());
        assertEquals(whole.stdout(), again.stdout());
        assertEquals(Files.readString(dir.resolve("whole").resolve("manifest")), Files.readString(part.resolve(
                "manifest")));
    }

    /**
     * A run stopped by SIGTERM (a scheduler's preemption or requeue), with no commit due before its
     * end: it commits what it computed and exits with 143, as a process the signal ended; the same
     * command goes on from there to the bytes of a run never stopped.
     */
    @Test
    @DisabledOnOs(OS.WINDOWS) // Process.destroy() is SIGTERM on Unix, TerminateProcess on Windows.
    void aRunStoppedBySigtermCommitsAndGoesOn(@TempDir Path dir) throws Exception {
        String[] args = {"table", "octal", "--code=0.6", "--to=1500000", "--summary"};
        CliCase.Outcome whole = grundy(concat(args, "--store=" + dir.resolve("whole")));
        Path part = dir.resolve("part");
        Path frequencies = dir.resolve("freq");
        Process p = start(dir, concat(args, "--store=" + part, "--frequencies=" + frequencies));
        int exit;
        try {
            // A frequency file is written as the run passes its power of two; the store is committed
            // only every 300 s, so until the stop it holds nothing.
            awaitRunning(p, dir, "it could be stopped", () -> Files.exists(frequencies.resolve("131072")));
            assertEquals(0, heapsIn(part), "no commit before the stop");
            p.destroy();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the run ends when stopped");
            exit = p.exitValue();
        } finally {
            p.destroyForcibly().waitFor();
        }
        String said = Files.readString(dir.resolve("err.txt"));
        assertEquals(143, exit, said);
        long heaps = heapsIn(part);
        assertTrue(heaps > 131072 && heaps < 1_500_001, heaps + " heaps committed: " + said);
        assertTrue(said.startsWith("grundy: --store " + part + " holds heaps 0.." + (heaps - 1)
                + "; the same command goes on from there\n"), said);
        // The answer of a record run stopped, as at its end: its rare heaps, and no guess at a period,
        // which would read every value (minutes at 2^32 heaps, past a scheduler's grace time).
        String answer = Files.readString(dir.resolve("out.txt"));
        assertTrue(answer.startsWith("stopped: heaps 0.."), answer);
        assertTrue(answer.contains("\nrare values (mask 1ee): "), answer);
        CliCase.Outcome again = grundy(concat(args, "--store=" + part));
        assertEquals(0, again.exit(), again.stderr());
        assertEquals(whole.stdout(), again.stdout());
    }

    /**
     * A run's store is locked while the run goes on, in a process of its own: a second run of it
     * is refused, naming that process, while solve --store reads what it committed. Killed, the
     * process leaves no lock behind, and the same command goes on.
     */
    @Test
    void aStoreInUseIsRefusedToASecondRunAndReadBySolve(@TempDir Path dir) throws Exception {
        String[] args = {"table", "octal", "--code=0.6", "--to=1500000", "--summary"};
        Path part = dir.resolve("part");
        Process p = start(dir, concat(args, "--store=" + part, "--checkpoint-every=0"));
        try {
            awaitRunning(p, dir, "a second one", () -> heapsIn(part) >= 100_000);
            CliCase.Outcome second = grundy(concat(args, "--store=" + part));
            assertEquals(2, second.exit(), second.stderr());
            assertTrue(second.stderr().startsWith("grundy: store " + part + " is in use by another run (process "
                    + p.pid()), second.stderr());
            CliCase.Outcome read = grundy("solve", "octal", "--code=0.6", "--store=" + part, "99999", "--moves=count");
            assertEquals(0, read.exit(), read.stderr());
            assertEquals(grundy("solve", "octal", "--code=0.6", "--max-table=100000", "99999", "--moves=count"), read);
        } finally {
            p.destroyForcibly().waitFor();
        }
        CliCase.Outcome again = grundy(concat(args, "--store=" + part));
        assertEquals(0, again.exit(), again.stderr());
    }

    /** {@code args} run by grundy in a JVM of its own, its output and errors in DIR/out.txt and err.txt. */
    private static Process start(Path dir, String... args) throws IOException {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(javaBin, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
    }

    /** A condition on a run's files. */
    @FunctionalInterface
    private interface Check {
        boolean holds() throws IOException;
    }

    /**
     * Waits while run {@code p} goes on until {@code ready} holds (five minutes at most: a busy
     * machine is slow, not wrong); fails, with the run's errors, if it ended before.
     */
    private static void awaitRunning(Process p, Path dir, String before, Check ready) throws Exception {
        long deadline = System.nanoTime() + 300_000_000_000L;
        while (p.isAlive() && System.nanoTime() < deadline && !ready.holds()) {
            Thread.sleep(10);
        }
        assertTrue(p.isAlive() && ready.holds(), "the run ended before " + before + ": "
                + Files.readString(dir.resolve("err.txt")));
    }

    /** The committed heaps that a store's manifest names, 0 before it has one. */
    private static long heapsIn(Path store) throws IOException {
        try {
            for (String line : Files.readAllLines(store.resolve("manifest"))) {
                if (line.startsWith("heaps: ")) {
                    return Long.parseLong(line.substring(7));
                }
            }
        } catch (java.nio.file.NoSuchFileException | NumberFormatException e) {
            // Not written yet, or being replaced: none known.
        }
        return 0;
    }

    /** --frequencies writes one file a power of two, each equal to Rogalski's (core's test data). */
    @Test
    void frequencyFilesEqualThePublishedOnes(@TempDir Path dir) throws IOException {
        Path files = dir.resolve("f");
        CliCase.Outcome run = grundy("table", "octal", "--code=0.161", "--to=300000", "--summary",
                "--frequencies=" + files);
        assertEquals(0, run.exit(), run.stderr());
        Path published = Path.of("..", "core", "src", "test", "resources", "records", "rogalski", "0.161");
        for (long n = 2; n <= 262144; n *= 2) {
            assertEquals(Files.readString(published.resolve(Long.toString(n))), Files.readString(files.resolve(
                    Long.toString(n))), "heaps 1.." + n);
        }
        try (var listed = Files.list(files)) {
            assertEquals(18, listed.count(), "2, 4, ..., 2^18 and nothing else");
        }
    }

    /**
     * solve --store answers heaps from a run's store as solve does from its own table: the same
     * value, winning moves and count; beyond the store it says how to get there; a periodic code
     * answers every heap once its store proves the period.
     */
    @Test
    void solveAnswersFromAStore(@TempDir Path dir) {
        String store = "--store=" + dir.resolve("six");
        assertEquals(0, grundy("table", "octal", "--code=0.6", "--to=200000", "--summary", store).exit());
        for (String moves : new String[] {"--moves=all", "--moves=count"}) {
            CliCase.Outcome own = grundy("solve", "octal", "--code=0.6", "--max-table=200000", "150000", "99999",
                    "123456", moves);
            assertEquals(0, own.exit(), own.stderr());
            assertEquals(own, grundy("solve", "octal", "--code=0.6", store, "150000", "99999", "123456", moves));
        }
        CliCase.Outcome beyond = grundy("solve", "octal", "--code=0.6", store, "200001");
        assertEquals(2, beyond.exit());
        assertEquals("grundy: heap 200001 is beyond the heaps 0..200000 that --store " + dir.resolve("six") + " holds:"
                + " 'grundy table octal --code=0.6 --to=200001 --store=" + dir.resolve("six") + "' computes them\n",
                beyond.stderr());
        String kayles = "--store=" + dir.resolve("kayles");
        assertEquals(0, grundy("table", "kayles", "--to=1000", kayles).exit());
        assertEquals(grundy("solve", "kayles", "1000000000000", "7"), grundy("solve", "kayles", kayles,
                "1000000000000", "7"));
    }

    /** Where a store does not apply, and a store of another game: one line, exit 2. */
    @Test
    void refusesWhatAStoreIsNotFor(@TempDir Path dir) throws IOException {
        String store = "--store=" + dir.resolve("s");
        assertRefused("grundy: nim: --store is for the values of an octal code whose moves leave at most two heaps (a"
                + " finite code such as 0.167 or 4!.0)\n", "table", "nim", "--to=10", store);
        assertRefused("grundy: octal --code=0.8: --store is for the values of an octal code whose moves leave at most"
                + " two heaps (a finite code such as 0.167 or 4!.0)\n", "table", "octal", "--code=0.8", "--to=10", store);
        assertRefused("grundy: --store needs --to=N or --no-stop: a record run's last heap\n", "table", "kayles",
                store);
        assertRefused("grundy: --store keeps the values in a store, which is the run's checkpoint: give --store=DIR"
                + " without --checkpoint and --resume (the same command goes on from DIR)\n", "table", "kayles",
                "--to=10", store, "--checkpoint=" + dir.resolve("cp"));
        assertRefused("grundy: --misere tables genera: --no-stop, --checkpoint, --resume, --plot, --store and"
                + " --frequencies are for Grundy values\n", "table", "kayles", "--misere", "--to=10", store);
        assertEquals(0, grundy("table", "kayles", "--to=10", store).exit());
        CliCase.Outcome other = grundy("table", "dawson", "--to=10", store);
        assertEquals(2, other.exit());
        assertEquals("grundy: store " + dir.resolve("s") + " is of the game"
                + " 'take-and-break code 0.77', not 'take-and-break code 0.07'\n", other.stderr());
        Files.writeString(dir.resolve("file"), "not a store");
        CliCase.Outcome file = grundy("table", "kayles", "--to=10", "--store=" + dir.resolve("file"));
        assertEquals(2, file.exit());
        assertTrue(file.stderr().startsWith("grundy: ") && file.stderr().contains(dir.resolve("file").toString())
                && file.stderr().indexOf('\n') == file.stderr().length() - 1, file.stderr());
    }

    private static void assertRefused(String message, String... args) {
        CliCase.Outcome o = grundy(args);
        assertEquals(2, o.exit(), o.stderr());
        assertEquals("", o.stdout());
        assertEquals(message, o.stderr());
    }

    /**
     * Across heap 2^31: 0.3 (take one, g(n) = n mod 2) from a store that holds its values up to
     * just below 2^31, written here, so that the crossing costs seconds, not the table.
     */
    @Test
    void goesOnPastHeapTwoToTheThirtyOne(@TempDir Path dir) throws IOException {
        Path at = dir.resolve("take-one");
        long prefix = (1L << 31) - 100;
        try (ValueStore store = ValueStore.create(at, "take-and-break code 0.3", ValueStore.DEFAULT_SEGMENT_BITS)) {
            char[] chunk = new char[1 << 20];
            for (int i = 0; i < chunk.length; i++) {
                chunk[i] = (char) (i & 1);
            }
            for (long n = 0; n < prefix; n += chunk.length) {
                store.append(chunk, 0, (int) Math.min(chunk.length, prefix - n));
            }
            store.commit();
        }
        long from = (1L << 31) - 5;
        long to = (1L << 31) + 5;
        CliCase.Outcome run = grundy("table", "octal", "--code=0.3", "--from=" + from, "--to=" + to, "--raw",
                "--store=" + at);
        assertEquals(0, run.exit(), run.stderr());
        StringBuilder expected = new StringBuilder();
        for (long n = from; n <= to; n++) {
            expected.append(n & 1).append('\n');
        }
        assertEquals(expected.toString(), run.stdout());
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
