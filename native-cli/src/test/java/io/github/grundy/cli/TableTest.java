package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code grundy table} written in steps: the same answer as at once, and a stopped table ends whole. */
class TableTest {

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    /** Many steps (a long --to) give the rows, the checksum and the JSON of one computation. */
    @Test
    void stepsAddUpToTheWholeTable() {
        CliCase.Outcome raw = grundy("table", "dawson", "--to=300000", "--raw");
        assertEquals(0, raw.exit(), raw.stderr());
        assertEquals(300_001, raw.stdout().lines().count());
        CliCase.Outcome summary = grundy("table", "dawson", "--to=300000", "--summary");
        assertTrue(summary.stdout().startsWith("heaps 0..300000: largest value 9 at heap 86;"), summary.stdout());
        CliCase.Outcome json = grundy("table", "dawson", "--to=300000", "--json");
        assertTrue(json.stdout().contains("\"period\":{\"preperiod\":53,\"period\":34,"), json.stdout().substring(0, 80));
        CliCase.Outcome blocks = grundy("table", "dawson", "--from=299990", "--to=300000");
        assertEquals(List.of("dawson, heaps 299990..300000:", "        0 1 2 3 4 5 6 7 8 9"),
                blocks.stdout().lines().limit(2).toList());
        // The values agree with the raw listing, row by row.
        List<String> values = raw.stdout().lines().skip(299_990).toList();
        String row = blocks.stdout().lines().skip(2).findFirst().orElseThrow();
        assertEquals("299990: " + String.join(" ", values.subList(0, 10)), row);
    }

    /**
     * Past heap 65,536 an octal code's table is computed on --threads threads (by default every
     * core): the same rows, summary and JSON as on one, with no store.
     */
    @Test
    void aTableOnThreadsIsTheTableOnOne() {
        for (String code : new String[] {"--code=0.167", "--code=4!.0"}) {
            for (String form : new String[] {"--raw", "--summary", "--json"}) {
                String[] args = {"table", "octal", code, "--to=140000", "--max-table=140000", form};
                CliCase.Outcome one = grundy(concat(args, "--threads=1"));
                assertEquals(0, one.exit(), one.stderr());
                assertEquals(one, grundy(concat(args, "--threads=3")), code + " " + form);
            }
        }
        assertEquals(140_001, grundy("table", "octal", "--code=0.167", "--to=140000", "--raw").stdout().lines().count());
    }

    /** Stopped by --timeout before a value is known: the answer still ends, and says so; exit 3. */
    @Test
    void aStoppedTableEndsWhole() {
        CliCase.Outcome stopped = grundy("table", "octal", "--code=.6", "--max-table=10000000", "--to=5000000",
                "--timeout=0.001");
        assertEquals(3, stopped.exit());
        assertTrue(stopped.stdout().startsWith("octal --code=0.6, heaps 0..5000000:\n"), stopped.stdout());
        assertTrue(stopped.stdout().contains("\nstopped: "), stopped.stdout());
        assertTrue(stopped.stdout().matches("(?s).*\nperiod: not proved( within heaps 0\\.\\.\\d+)?\n"), stopped.stdout());
        CliCase.Outcome json = grundy("table", "octal", "--code=.6", "--max-table=10000000", "--to=5000000", "--json",
                "--timeout=0.001");
        assertEquals(3, json.exit());
        assertTrue(json.stdout().matches("\\{\"game\":\"octal --code=0.6\",.*\"stopped\":true,\"last\":-?\\d+}\n"),
                json.stdout());
        // The regularity says how far it looked: the last heap written, or null when none was.
        String last = json.stdout().replaceAll("(?s).*\"last\":(-?\\d+)}\n", "$1");
        assertTrue(json.stdout().contains("\"checkedTo\":" + ("-1".equals(last) ? "null" : last)), json.stdout());
    }

    /**
     * --no-stop goes on past the proof of the period, read from it, until stopped: the table ends
     * whole with the heaps written, and exit 0 (a stop is how it is meant to end). With --to it is
     * refused.
     */
    @Test
    void noStopGoesOnPastTheProofUntilStopped() {
        // A summary over a proved period is arithmetic: --no-stop reaches heap 2^63-1 at once.
        CliCase.Outcome o = grundy("table", "kayles", "--no-stop", "--summary", "--timeout=20");
        assertEquals(0, o.exit(), o.stderr());
        assertTrue(o.stdout().startsWith("heaps 0..9223372036854775807: largest value 8 at heap 27; 1 P-position;"),
                o.stdout());
        assertTrue(o.stdout().contains("period proved: preperiod 71, period 12"), o.stdout());
        // Without a period it walks until stopped, and a stop is how it ends: exit 0, the table whole.
        CliCase.Outcome walked = grundy("table", "grundy-game", "--no-stop", "--summary", "--timeout=2");
        assertEquals(0, walked.exit(), walked.stderr());
        assertEquals("", walked.stderr());
        // No last heap to name (not 2^63-1): the heaps written.
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^stopped: heaps 0\\.\\.(\\d+) written\n")
                .matcher(walked.stdout());
        assertTrue(m.find(), walked.stdout());
        assertTrue(walked.stdout().endsWith("period: not proved within heaps 0.." + m.group(1) + "\n"), walked.stdout());
        CliCase.Outcome both = grundy("table", "kayles", "--no-stop", "--to=10");
        assertEquals(2, both.exit());
        assertEquals("grundy: give --to=N or --no-stop, not both\n", both.stderr());
    }

    /**
     * A stopped table still draws its plot, of the heaps it computed, and says so: with --no-stop
     * (exit 0) and with --timeout short of --to (exit 3). The heaps named are those written.
     */
    @Test
    void aStoppedTablePlotsWhatItComputed(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        for (String[] stop : List.of(new String[] {"--no-stop", "--timeout=2"},
                new String[] {"--to=9000000000", "--timeout=2"})) {
            java.nio.file.Path svg = dir.resolve(stop[0].substring(2, 4) + ".svg");
            CliCase.Outcome o = grundy(concat(new String[] {"table", "grundy-game", "--summary", "--plot",
                svg.toString()}, stop));
            assertEquals(stop[0].equals("--no-stop") ? 0 : 3, o.exit(), o.stderr());
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^stopped: heaps 0\\.\\.(\\d+)")
                    .matcher(o.stdout());
            assertTrue(m.find(), o.stdout());
            assertTrue(o.stderr().startsWith("grundy: --plot " + svg + " shows heaps 0.." + m.group(1)
                    + ", where the table stopped\n"), o.stderr());
            String picture = java.nio.file.Files.readString(svg);
            assertTrue(picture.startsWith("<svg") || picture.startsWith("<?xml"), picture);
            assertTrue(picture.contains(m.group(1)), "the plot names its last heap");
        }
    }

    /**
     * A run killed (SIGKILL: no shutdown hook, no last save) after its first checkpoints resumes to
     * the same values and checksum as a run that was never stopped: the checkpoint on disk is whole
     * at every moment (written beside, then renamed), and holds a prefix of the table. (A save cut
     * by the kill leaves its temporary file beside, named by the process; the checkpoint is the
     * last whole one.)
     */
    @Test
    void aRunKilledMidWayResumesToTheSameTable(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path cp = dir.resolve("six.checkpoint");
        String[] base = {"table", "octal", "--code=.6", "--max-table=2000000", "--summary"};
        String javaBin = java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(javaBin, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(concat(base, "--to=2000000", "--checkpoint", cp.toString(), "--checkpoint-every=0")));
        Process p = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            // Saved at every step (--checkpoint-every=0): kill it once two saves have landed.
            long deadline = System.nanoTime() + 60_000_000_000L;
            long firstSize = -1;
            while (p.isAlive() && System.nanoTime() < deadline) {
                if (java.nio.file.Files.exists(cp)) {
                    long size = java.nio.file.Files.size(cp);
                    if (firstSize < 0) {
                        firstSize = size;
                    } else if (size > firstSize) {
                        break;
                    }
                }
                Thread.sleep(20);
            }
            assertTrue(p.isAlive(), "the run ended before it could be killed: " + java.nio.file.Files.readString(
                    dir.resolve("err.txt")));
        } finally {
            p.destroyForcibly().waitFor();
        }
        // The resumed run computes on from the checkpoint's heaps (about 131,000) to 600,000.
        CliCase.Outcome resumed = grundy(concat(base, "--to=600000", "--resume", cp.toString()));
        assertEquals(0, resumed.exit(), resumed.stderr());
        assertEquals(grundy(concat(base, "--to=600000")), resumed);
    }

    /**
     * A checkpoint of a shorter run, and --resume goes on to the same values and checksum as one
     * run; a checkpoint of another game is refused. (A run stopped by a signal saves one too: the
     * same save, on the way out.)
     */
    @Test
    void aCheckpointedRunResumesToTheSameTable(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        String cp = dir.resolve("six.checkpoint").toString();
        String[] base = {"table", "octal", "--code=.6", "--max-table=400000", "--summary"};
        CliCase.Outcome whole = grundy(concat(base, "--to=300000"));
        assertEquals(0, whole.exit(), whole.stderr());
        CliCase.Outcome part = grundy(concat(base, "--to=150000", "--checkpoint", cp, "--checkpoint-every=0"));
        assertEquals(0, part.exit(), part.stderr());
        CliCase.Outcome resumed = grundy(concat(base, "--to=300000", "--resume", cp, "--checkpoint", cp));
        assertEquals(whole, resumed);
        // At the end the checkpoint holds the whole table: resuming from it computes nothing more.
        assertEquals(whole, grundy(concat(base, "--to=300000", "--resume", cp)));
        CliCase.Outcome other = grundy("table", "kayles", "--to=10", "--resume", cp);
        assertEquals(2, other.exit());
        assertEquals("grundy: checkpoint " + cp + " is of the game 'octal --code=0.6', not 'kayles'\n", other.stderr());
        assertEquals("grundy: --checkpoint and --resume need --to=N (the last heap of the table)\n",
                grundy("table", "kayles", "--checkpoint", cp).stderr());
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
